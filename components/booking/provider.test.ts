import { describe, expect, it } from 'vitest';
import { problemOf, providerFor, restaurantContact, type BookingBackend } from './provider.ts';

const backend = {} as BookingBackend;

describe('the booking provider', () => {
  it('is the native flow for a site configured "native" (all sites today)', () => {
    expect(providerFor('florence', backend)).toEqual({ kind: 'native', backend });
    expect(providerFor('tokyo', backend).kind).toBe('native');
  });
});

describe('a failed call, as the visitor reads it', () => {
  it('rules §errors: Reservation unavailable: time-outs, 5xx and anything unreadable; no network at all is offline', () => {
    expect(problemOf({ kind: 'network' })).toEqual({ kind: 'offline' });
    expect(problemOf({ kind: 'timeout' })).toEqual({ kind: 'unavailable' });
    expect(problemOf({ kind: 'http', status: 503 })).toEqual({ kind: 'unavailable' });
    expect(problemOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unavailable' });
  });

  it('too many requests (429) is its own problem, with the wait of Retry-After when the answer gave one', () => {
    expect(problemOf({ kind: 'http', status: 429, details: { retryAfterSeconds: 42 } })).toEqual({ kind: 'busy', retryAfterSeconds: 42 });
    expect(problemOf({ kind: 'http', status: 429 })).toEqual({ kind: 'busy' });
  });

  it('a slot taken meanwhile (409), or details refused (400) naming the field', () => {
    expect(problemOf({ kind: 'http', status: 409 })).toEqual({ kind: 'conflict' });
    expect(problemOf({ kind: 'http', status: 400, message: 'bad', field: 'contact.email' }))
      .toEqual({ kind: 'rejected', message: 'bad', field: 'contact.email', fields: [{ field: 'contact.email', message: 'Invalid field' }] });
  });

  it("a 400 listing its fields gives each with the schema's text, the first as the field", () => {
    const email = "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')";
    expect(problemOf({ kind: 'http', status: 400, message: 'm', field: 'contact.email', details: { errors: [{ field: 'contact.email', message: email }, { field: 'contact.phone', message: 'Required field' }] } }))
      .toEqual({ kind: 'rejected', message: 'm', field: 'contact.email', fields: [{ field: 'contact.email', message: email }, { field: 'contact.phone', message: 'Required field' }] });
  });
});

describe("the restaurant's contact for the unavailable notice", () => {
  it("reads the footer's address lines, else the site's mail address", () => {
    expect(restaurantContact('florence', ['Osteria Lucciola Florence', 'Borgo dei Lanternai 7, 50125 Florence, Italy', 'Tel. +39 055 000 0712', 'florence@osterialucciola.example']))
      .toEqual({ email: 'florence@osterialucciola.example', phone: '+39 055 000 0712' });
    expect(restaurantContact('tokyo')).toEqual({ email: 'tokyo@osterialucciola.example' });
  });

  it('takes the phone, not a postal code written before it', () => {
    expect(restaurantContact('tokyo', ['オステリア・ルッチョラ 東京', '〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階', 'Tel. +81 3-0000-0000', 'tokyo@osterialucciola.example']))
      .toEqual({ email: 'tokyo@osterialucciola.example', phone: '+81 3-0000-0000' });
    expect(restaurantContact('beverlyhills', ['418 North Lantern Drive, Beverly Hills, CA 90210', '+1 310 000 0418']).phone).toBe('+1 310 000 0418');
  });
});
