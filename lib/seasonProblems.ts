/**
 * What is wrong with a seasonal item's window (lib/season.ts), for the contract and the demo check: apart
 * from the rule that shows an item, so pages that only show items do not carry the messages.
 */
import type { Seasonal } from './contract/types.ts';
import { EVERY_YEAR, type Day } from './season.ts';

const ONE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether month and day name a day of that year (a leap year's 29 February only when given a year). */
function isCalendarDay(year: number | undefined, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // A day of every year can not be 29 February: most years have none.
  const days = new Date(Date.UTC(year ?? 2001, month, 0)).getUTCDate();
  return day <= days;
}

/** What is wrong with one season date, or undefined. */
function dateProblem(value: string): string | undefined {
  const once = ONE_DAY.exec(value);
  if (once) return isCalendarDay(Number(once[1]), Number(once[2]), Number(once[3])) ? undefined : 'is not a day';
  const yearly = EVERY_YEAR.exec(value);
  if (yearly) return isCalendarDay(undefined, Number(yearly[1]), Number(yearly[2])) ? undefined : 'is not a day';
  return 'must be YYYY-MM-DD (one day) or MM-DD (every year)';
}

/** Longest window the demo check accepts: a season, not a permanent item with dates. */
export const LONGEST_SEASON_DAYS = 200;

const dayNumber = (day: Day) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * What is wrong with an item's window, each naming the field; none for a sensible one. Both dates are real days
 * in one form; a day-of-the-year window has both ends; a one-day window ends on or after it starts.
 * @example seasonProblems({ showFrom: '2027-04-06', showUntil: '2027-03-01' }) // ['showUntil is before showFrom']
 */
export function seasonProblems(item: Seasonal): string[] {
  const { showFrom, showUntil } = item;
  const problems: string[] = [];
  for (const [name, value] of [
    ['showFrom', showFrom],
    ['showUntil', showUntil],
  ] as const) {
    const problem = value === undefined ? undefined : dateProblem(value);
    if (problem) problems.push(`${name} '${value}' ${problem}`);
  }
  if (problems.length) return problems;
  const yearly = [showFrom, showUntil].filter((value) => value !== undefined && EVERY_YEAR.test(value));
  if (yearly.length === 1) return ['showFrom and showUntil are both MM-DD (every year) or both YYYY-MM-DD (one day)'];
  if (showFrom !== undefined && showUntil !== undefined && !yearly.length && showUntil < showFrom)
    problems.push('showUntil is before showFrom');
  return problems;
}

/** The length of a window in days, both ends included; undefined for an open one. */
export function seasonLengthDays({ showFrom, showUntil }: Seasonal): number | undefined {
  if (showFrom === undefined || showUntil === undefined) return undefined;
  if (!EVERY_YEAR.test(showFrom)) return dayNumber(showUntil) - dayNumber(showFrom) + 1;
  const length = dayNumber(`2001-${showUntil}`) - dayNumber(`2001-${showFrom}`) + 1;
  return length > 0 ? length : length + 365;
}
