/**
 * Every fact about the booking that content states, held to the booking settings the flow sells and
 * charges from: menu prices (menuPrices.ts), opening hours and closing days (hoursCopy.ts), same-day
 * promises (sameDayCopy.ts) and how far ahead a table can be booked (horizonCopy.ts), across a page's
 * sections or a block. `npm run demo:check` runs it for every site and language. Pure.
 */
import type { MenuSection, VenueSection } from '../contract/types.ts';
import { walkContent } from '../contentWalk.ts';
import type { UiLang } from '../locales.ts';
import type { BookingSettings } from '../sites.ts';
import { horizonCopyProblems } from './horizonCopy.ts';
import { closedDayProblems, hoursCopyProblems, venueHoursProblems } from './hoursCopy.ts';
import { menuPriceProblems } from './menuPrices.ts';
import { sameDayCopyProblems } from './sameDayCopy.ts';

/** A section of the type, with the list the check reads (other objects carry a `type` too). */
const isSection = <T extends { type: string }>(node: unknown, type: T['type'], list: keyof T): node is T =>
  !!node &&
  typeof node === 'object' &&
  (node as { type?: unknown }).type === type &&
  Array.isArray((node as Record<PropertyKey, unknown>)[list]);

/**
 * What a page, a block or any part of them says that the booking settings contradict.
 * @example bookingFactProblems({ banner_text: 'Lunch 12:00–15:00' }, 'en', SITES.tokyo.booking) // ["'Lunch 12:00–15:00' where lunch is 11:30–15:00 in the booking settings"]
 */
export function bookingFactProblems(value: unknown, lang: UiLang, settings: BookingSettings): string[] {
  const problems: string[] = [];
  walkContent(value, (node) => {
    if (typeof node === 'string')
      problems.push(
        ...hoursCopyProblems(node, settings),
        ...closedDayProblems(node, settings),
        ...sameDayCopyProblems(node, settings),
        ...horizonCopyProblems(node, settings),
      );
    else if (isSection<MenuSection>(node, 'menu', 'groups')) problems.push(...menuPriceProblems(node, lang, settings));
    else if (isSection<VenueSection>(node, 'venue', 'openingHours'))
      problems.push(...venueHoursProblems(node.openingHours, settings));
  });
  return problems;
}
