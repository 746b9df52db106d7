import { describe, expect, it } from 'vitest';
import { ContentApiError } from '../../clients/contentApi.ts';
import { providerFor, readTwice, restaurantContact, type BookingBackend } from './provider.ts';
import { telHref } from '../../lib/restaurantContact.ts';

const backend = {} as BookingBackend;

describe('the booking provider', () => {
  it('is the native flow for a site configured "native" (all sites today)', () => {
    expect(providerFor('florence', backend)).toEqual({ kind: 'native', backend });
    expect(providerFor('tokyo', backend).kind).toBe('native');
  });
});

describe("a day's availability, asked of a provider that is slow to answer", () => {
  const answers = (...outcomes: (Error | string)[]) => {
    let calls = 0;
    const read = async () => {
      const outcome = outcomes[calls++]!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    };
    return { read, calls: () => calls };
  };

  it('asks once more when the first answer did not come in time, or the provider failed', async () => {
    const slow = answers(new ContentApiError('timeout', 'no answer within 10000 ms'), 'the day');
    expect(await readTwice(slow.read)).toBe('the day');
    expect(slow.calls()).toBe(2);
    const failing = answers(new ContentApiError('http', '503 busy', 503), 'the day');
    expect(await readTwice(failing.read)).toBe('the day');
  });

  it('does not ask again after a refusal, nor a third time', async () => {
    const refused = answers(new ContentApiError('http', '400 bad date', 400, 'date'), 'the day');
    await expect(readTwice(refused.read)).rejects.toMatchObject({ status: 400 });
    expect(refused.calls()).toBe(1);
    const down = answers(new ContentApiError('network', 'down'), new ContentApiError('network', 'down'), 'the day');
    await expect(readTwice(down.read)).rejects.toMatchObject({ kind: 'network' });
    expect(down.calls()).toBe(2);
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

  it('links a phone as tel: with its digits and leading plus only', () => {
    expect(telHref('+39 055 000 0712')).toBe('tel:+390550000712');
    expect(telHref('+81 3-0000-0000')).toBe('tel:+81300000000');
    expect(telHref('(310) 000-0418')).toBe('tel:3100000418');
  });
});
