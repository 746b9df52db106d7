import { describe, expect, it } from 'vitest';
import { checkChoices, extrasFor, seatingFor } from './offers.ts';
import { SITE_IDS, SITES } from '../sites.ts';

describe('seating and extras per site', () => {
  it('offers the dining room everywhere', () => {
    for (const site of SITE_IDS) expect(seatingFor(site, 2)).toContainEqual({ id: 'dining-room', available: true });
  });

  it('keeps the tokyo counter for parties of up to 4', () => {
    expect(seatingFor('tokyo', 4)).toContainEqual({ id: 'counter', available: true });
    expect(seatingFor('tokyo', 5)).toContainEqual({ id: 'counter', available: false });
  });

  it('prices the Beverly Hills menus at $170 (5 courses), $220 (7) and $275 (8) per person (rules §bookings)', () => {
    const menu = extrasFor('beverlyhills', 4).find((group) => group.id === 'tasting-menu')!;
    expect(menu.mode).toBe('exclusive');
    expect(menu.items).toEqual([
      { id: 'tasting-5-courses', maxQuantity: 4, price: { amount: '170.00', currencyCode: 'USD' } },
      { id: 'tasting-7-courses', maxQuantity: 4, price: { amount: '220.00', currencyCode: 'USD' } },
      { id: 'tasting-8-courses', maxQuantity: 4, price: { amount: '275.00', currencyCode: 'USD' } },
    ]);
  });

  it('prices every extra in its site currency', () => {
    const currency = {
      florence: 'EUR',
      beverlyhills: 'USD',
      tokyo: 'JPY',
      seoul: 'KRW',
      'osaka-garden': 'JPY',
    } as const;
    for (const site of SITE_IDS) {
      for (const group of SITES[site].booking.offers.extras)
        for (const item of group.items) expect(item.price?.currencyCode).toBe(currency[site]);
    }
  });
});

describe('checkChoices', () => {
  it('accepts a menu for the table and a cake', () => {
    expect(
      checkChoices('beverlyhills', 4, 'terrace', [
        { itemId: 'tasting-7-courses', quantity: 4 },
        { itemId: 'celebration-cake', quantity: 1 },
      ]),
    ).toBeUndefined();
  });

  it('allows one choice only in an exclusive group', () => {
    expect(
      checkChoices('beverlyhills', 4, 'dining-room', [
        { itemId: 'tasting-5-courses', quantity: 2 },
        { itemId: 'tasting-8-courses', quantity: 2 },
      ]),
    ).toEqual({ field: 'extras[1].itemId', message: "Only one choice in 'tasting-menu'" });
  });

  it('caps a per-person extra at the party size', () => {
    expect(checkChoices('florence', 2, 'dining-room', [{ itemId: 'wine-pairing', quantity: 3 }])).toEqual({
      field: 'extras[0].quantity',
      message: "At most 2 of 'wine-pairing'",
    });
  });

  it('names an unknown seating or extra', () => {
    expect(checkChoices('florence', 2, 'rooftop', [])?.field).toBe('seating');
    expect(checkChoices('florence', 2, 'dining-room', [{ itemId: 'tasting-5-courses', quantity: 2 }])?.field).toBe(
      'extras[0].itemId',
    );
  });
});
