/**
 * Seasonal content (docs/content-api.md, "Seasonal content"): an item with `showFrom` and/or `showUntil` is shown
 * from the first of those days to the last, both included, in the site's time zone. A date is either one day
 * (`2027-03-29`: once) or a day of the year (`11-01`: every year; a window may run over the new year). The build
 * leaves out what is not shown on its day; the prerendered page hides what ended since (renderer/inline/season.ts);
 * the live page and the banners ask at the browser's time.
 */
import type { Seasonal } from './contract/types.ts';
import { twoDigits, wallClockAt } from './wallClock.ts';

export type { Seasonal };

/** A calendar day, `YYYY-MM-DD`: days compare as strings. */
export type Day = string;

/** A day of every year, `MM-DD` (lib/seasonProblems.ts reads both forms). */
export const EVERY_YEAR = /^(\d{2})-(\d{2})$/;

/** Whether an item is shown on a day, and its last day then (undefined when it has no end). */
export type SeasonOn = { shown: false } | { shown: true; lastDay: Day | undefined };

/**
 * @example seasonOn({ showFrom: '11-01', showUntil: '01-06' }, '2026-12-30') // { shown: true, lastDay: '2027-01-06' }
 * @example seasonOn({ showFrom: '2027-03-01', showUntil: '2027-03-29' }, '2026-11-28') // { shown: false }
 */
export function seasonOn(item: Seasonal, today: Day): SeasonOn {
  const { showFrom, showUntil } = item;
  // The contract refuses a window that is not one (lib/seasonProblems.ts), so none reaches here.
  if (showFrom !== undefined && showUntil !== undefined && EVERY_YEAR.test(showFrom)) {
    const year = Number(today.slice(0, 4));
    const monthDay = today.slice(5);
    const wraps = showUntil < showFrom;
    const shown = wraps ? monthDay >= showFrom || monthDay <= showUntil : monthDay >= showFrom && monthDay <= showUntil;
    if (!shown) return { shown: false };
    const endYear = wraps && monthDay >= showFrom ? year + 1 : year;
    return { shown: true, lastDay: `${endYear}-${showUntil}` };
  }
  if (showFrom !== undefined && today < showFrom) return { shown: false };
  if (showUntil !== undefined && today > showUntil) return { shown: false };
  return { shown: true, lastDay: showUntil };
}

export const isShownOn = (item: Seasonal, today: Day): boolean => seasonOn(item, today).shown;

/** The day it is in a time zone at an instant. @example dayIn(Date.parse('2026-11-30T23:30:00Z'), 'Asia/Tokyo') // '2026-12-01' */
export function dayIn(at: Date | number, timeZone: string): Day {
  const { year, month, day } = wallClockAt(at, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
