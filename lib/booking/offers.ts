/**
 * The rules on what a booking can choose beside the time (rules §bookings: seating items and sections, optional
 * extras in groups, exclusive or toggled, with quantity). The choices per site are data, each site's
 * `booking.offers` in lib/sites.ts. Labels are locale keys: `booking.seating.<id>`, `booking.extraGroup.<id>`,
 * `booking.extra.<id>` (every id: docs/bookings.md).
 */
import { SITES, type ExtraRule, type SiteId } from '../sites.ts';
import type { ExtraGroup, SeatingOption } from './contract.ts';

/**
 * The site's seating for a party: every option, available when it takes that many guests.
 * @example seatingFor('tokyo', 5) // [{ id: 'dining-room', available: true }, { id: 'counter', available: false }]
 */
export function seatingFor(site: SiteId, guests: number): SeatingOption[] {
  return SITES[site].booking.offers.seating.map(({ id, minGuests, maxGuests }) => ({
    id,
    available: guests >= minGuests && guests <= maxGuests,
  }));
}

/** How many of an extra a party may take. @example maxQuantityOf(wine, 4) // 4 (one per guest) */
function maxQuantityOf(item: ExtraRule, guests: number): number {
  return item.perPerson ? Math.min(item.maxQuantity, guests) : item.maxQuantity;
}

/** The site's extras for a party, in the contract's shape. @example extrasFor('seoul', 2)[0].items[0].id // 'celebration-cake' */
export function extrasFor(site: SiteId, guests: number): ExtraGroup[] {
  return SITES[site].booking.offers.extras.map(({ id, mode, items }) => ({
    id,
    mode,
    items: items.map((item) => ({ id: item.id, maxQuantity: maxQuantityOf(item, guests), price: item.price })),
  }));
}

interface ChoiceProblem {
  field: string;
  message: string;
}

/**
 * Checks a booking's seating and extras against the site's offers; names the first wrong field.
 * @example checkChoices('tokyo', 6, 'counter', []) // { field: 'seating', message: "Seating 'counter' does not take 6 guests" }
 */
export function checkChoices(
  site: SiteId,
  guests: number,
  seating: string,
  extras: readonly { itemId: string; quantity: number }[],
): ChoiceProblem | undefined {
  const seat = SITES[site].booking.offers.seating.find((rule) => rule.id === seating);
  if (!seat) return { field: 'seating', message: `Unknown seating '${seating}' at ${site}` };
  if (guests < seat.minGuests || guests > seat.maxGuests)
    return { field: 'seating', message: `Seating '${seating}' does not take ${guests} guests` };
  const chosenGroups = new Map<string, number>();
  for (const [index, { itemId, quantity }] of extras.entries()) {
    const group = SITES[site].booking.offers.extras.find((candidate) =>
      candidate.items.some((item) => item.id === itemId),
    );
    const item = group?.items.find((candidate) => candidate.id === itemId);
    if (!group || !item) return { field: `extras[${index}].itemId`, message: `Unknown extra '${itemId}' at ${site}` };
    if (quantity > maxQuantityOf(item, guests)) {
      return { field: `extras[${index}].quantity`, message: `At most ${maxQuantityOf(item, guests)} of '${itemId}'` };
    }
    const seen = chosenGroups.get(group.id) ?? 0;
    if (group.mode === 'exclusive' && seen > 0)
      return { field: `extras[${index}].itemId`, message: `Only one choice in '${group.id}'` };
    if (extras.findIndex((other) => other.itemId === itemId) !== index)
      return { field: `extras[${index}].itemId`, message: `'${itemId}' is listed twice` };
    chosenGroups.set(group.id, seen + 1);
  }
  return undefined;
}
