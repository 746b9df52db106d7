import { describe, expect, it } from 'vitest';
import { providerFor, restaurantContact, type BookingBackend } from './provider.ts';

const backend = {} as BookingBackend;

describe('the booking provider', () => {
  it('is the native flow for a site configured "native" (all sites today)', () => {
    expect(providerFor('florence', backend)).toEqual({ kind: 'native', backend });
    expect(providerFor('tokyo', backend).kind).toBe('native');
  });
});

describe("the restaurant's contact for the unavailable notice", () => {
  it("reads the footer's address lines, else the site's mail address", () => {
    expect(
      restaurantContact('florence', [
        'Osteria Lucciola Florence',
        'Borgo dei Lanternai 7, 50125 Florence, Italy',
        'Tel. +39 055 000 0712',
        'florence@osterialucciola.example',
      ]),
    ).toEqual({ email: 'florence@osterialucciola.example', phone: '+39 055 000 0712' });
    expect(restaurantContact('tokyo')).toEqual({ email: 'tokyo@osterialucciola.example' });
  });

  it('takes the phone, not a postal code written before it', () => {
    expect(
      restaurantContact('tokyo', [
        'オステリア・ルッチョラ 東京',
        '〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階',
        'Tel. +81 3-0000-0000',
        'tokyo@osterialucciola.example',
      ]),
    ).toEqual({ email: 'tokyo@osterialucciola.example', phone: '+81 3-0000-0000' });
    expect(
      restaurantContact('beverlyhills', ['418 North Lantern Drive, Beverly Hills, CA 90210', '+1 310 000 0418']).phone,
    ).toBe('+1 310 000 0418');
  });
});
