/**
 * What a booking can choose beside the time (rules §bookings: seating items and sections, optional extras in
 * groups, exclusive or toggled, with quantity), per site, as data. Labels are locale keys:
 * `booking.seating.<id>`, `booking.extraGroup.<id>`, `booking.extra.<id>` (every id: docs/bookings.md).
 */
import type { BookingMoney, SiteId } from '../sites.ts';
import type { ExtraGroup, SeatingOption } from './contract.ts';

export interface SeatingRule {
  id: string;
  /** The party sizes this seating takes (a counter seats few, a private room needs a table's worth). */
  minGuests: number;
  maxGuests: number;
}

export interface ExtraRule {
  id: string;
  /** Per unit; null when included. */
  price: BookingMoney | null;
  /** One per guest at most (a menu, a pairing); otherwise `maxQuantity` for the whole table. */
  perPerson: boolean;
  maxQuantity: number;
}

export interface ExtraGroupRule {
  id: string;
  mode: 'exclusive' | 'toggle';
  items: readonly ExtraRule[];
}

export interface SiteOffers {
  seating: readonly SeatingRule[];
  extras: readonly ExtraGroupRule[];
}

const eur = (amount: string): BookingMoney => ({ amount, currencyCode: 'EUR' });
const usd = (amount: string): BookingMoney => ({ amount, currencyCode: 'USD' });
const jpy = (amount: string): BookingMoney => ({ amount, currencyCode: 'JPY' });
const krw = (amount: string): BookingMoney => ({ amount, currencyCode: 'KRW' });

const diningRoom: SeatingRule = { id: 'dining-room', minGuests: 1, maxGuests: 6 };
const cake = (price: BookingMoney): ExtraGroupRule => ({
  id: 'celebration', mode: 'toggle', items: [{ id: 'celebration-cake', price, perPerson: false, maxQuantity: 1 }],
});
const pairing = (price: BookingMoney): ExtraGroupRule => ({
  id: 'pairing', mode: 'toggle', items: [{ id: 'wine-pairing', price, perPerson: true, maxQuantity: 6 }],
});

/** Prices other than Beverly Hills' menus are ours, none was given (rules §bookings). */
export const OFFERS: Readonly<Record<SiteId, SiteOffers>> = {
  florence: {
    seating: [diningRoom, { id: 'courtyard', minGuests: 1, maxGuests: 6 }, { id: 'chefs-table', minGuests: 2, maxGuests: 4 }],
    extras: [cake(eur('35.00')), pairing(eur('95.00'))],
  },
  beverlyhills: {
    seating: [diningRoom, { id: 'terrace', minGuests: 1, maxGuests: 6 }, { id: 'chefs-counter', minGuests: 1, maxGuests: 4 }],
    extras: [
      // Rules §bookings: menu per person $170 (5 courses), $220 (7 courses), $275 (8 courses): one menu for the table.
      { id: 'tasting-menu', mode: 'exclusive', items: [
        { id: 'tasting-5-courses', price: usd('170.00'), perPerson: true, maxQuantity: 6 },
        { id: 'tasting-7-courses', price: usd('220.00'), perPerson: true, maxQuantity: 6 },
        { id: 'tasting-8-courses', price: usd('275.00'), perPerson: true, maxQuantity: 6 },
      ] },
      cake(usd('45.00')),
      pairing(usd('150.00')),
    ],
  },
  tokyo: {
    seating: [diningRoom, { id: 'counter', minGuests: 1, maxGuests: 4 }],
    extras: [cake(jpy('5000')), pairing(jpy('15000'))],
  },
  seoul: {
    seating: [diningRoom, { id: 'private-room', minGuests: 4, maxGuests: 6 }],
    extras: [cake(krw('50000'))],
  },
  'osaka-garden': {
    seating: [diningRoom, { id: 'garden-terrace', minGuests: 1, maxGuests: 6 }],
    extras: [cake(jpy('5000')), pairing(jpy('15000'))],
  },
};

/**
 * The site's seating for a party: every option, available when it takes that many guests.
 * @example seatingFor('tokyo', 5) // [{ id: 'dining-room', available: true }, { id: 'counter', available: false }]
 */
export function seatingFor(site: SiteId, guests: number): SeatingOption[] {
  return OFFERS[site].seating.map(({ id, minGuests, maxGuests }) => ({ id, available: guests >= minGuests && guests <= maxGuests }));
}

/** How many of an extra a party may take. @example maxQuantityOf(wine, 4) // 4 (one per guest) */
export function maxQuantityOf(item: ExtraRule, guests: number): number {
  return item.perPerson ? Math.min(item.maxQuantity, guests) : item.maxQuantity;
}

/** The site's extras for a party, in the contract's shape. @example extrasFor('seoul', 2)[0].items[0].id // 'celebration-cake' */
export function extrasFor(site: SiteId, guests: number): ExtraGroup[] {
  return OFFERS[site].extras.map(({ id, mode, items }) => ({
    id, mode, items: items.map((item) => ({ id: item.id, maxQuantity: maxQuantityOf(item, guests), price: item.price })),
  }));
}

export interface ChoiceProblem {
  field: string;
  message: string;
}

/**
 * Checks a booking's seating and extras against the site's offers; names the first wrong field.
 * @example checkChoices('tokyo', 6, 'counter', []) // { field: 'seating', message: "Seating 'counter' does not take 6 guests" }
 */
export function checkChoices(site: SiteId, guests: number, seating: string,
  extras: readonly { itemId: string; quantity: number }[]): ChoiceProblem | undefined {
  const seat = OFFERS[site].seating.find((rule) => rule.id === seating);
  if (!seat) return { field: 'seating', message: `Unknown seating '${seating}' at ${site}` };
  if (guests < seat.minGuests || guests > seat.maxGuests) return { field: 'seating', message: `Seating '${seating}' does not take ${guests} guests` };
  const chosenGroups = new Map<string, number>();
  for (const [index, { itemId, quantity }] of extras.entries()) {
    const group = OFFERS[site].extras.find((candidate) => candidate.items.some((item) => item.id === itemId));
    const item = group?.items.find((candidate) => candidate.id === itemId);
    if (!group || !item) return { field: `extras[${index}].itemId`, message: `Unknown extra '${itemId}' at ${site}` };
    if (quantity > maxQuantityOf(item, guests)) {
      return { field: `extras[${index}].quantity`, message: `At most ${maxQuantityOf(item, guests)} of '${itemId}'` };
    }
    const seen = chosenGroups.get(group.id) ?? 0;
    if (group.mode === 'exclusive' && seen > 0) return { field: `extras[${index}].itemId`, message: `Only one choice in '${group.id}'` };
    if (extras.findIndex((other) => other.itemId === itemId) !== index) return { field: `extras[${index}].itemId`, message: `'${itemId}' is listed twice` };
    chosenGroups.set(group.id, seen + 1);
  }
  return undefined;
}
