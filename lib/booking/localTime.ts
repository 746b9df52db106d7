/**
 * Calendar arithmetic on a site's local days and times. A booking is for a day and a time on the
 * restaurant's wall clock, so "now" is read in the site's zone (lib/sites.ts clockTimeZone) with Intl,
 * and days are plain `YYYY-MM-DD` strings computed in UTC so no zone or DST shift can move them.
 */
import type { LocalDate, LocalTime } from './contract.ts';
import { twoDigits, wallClockAt } from '../wallClock.ts';

/** True for a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isLocalDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

interface LocalMoment {
  date: LocalDate;
  /** Minutes since local midnight. */
  minutes: number;
}

/**
 * The wall-clock day and minute in a zone at an instant.
 * @example localMoment(new Date('2026-07-01T22:30:00Z'), 'Asia/Tokyo') // { date: '2026-07-02', minutes: 450 }
 */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const { year, month, day, hour, minute } = wallClockAt(at, timeZone);
  return { date: `${year}-${twoDigits(month)}-${twoDigits(day)}`, minutes: hour * 60 + minute };
}

const toUtc = (date: LocalDate) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};
const DAY_MS = 86_400_000;

/** @example addDays('2026-02-27', 2) // '2026-03-01' */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). @example daysBetween('2026-03-01', '2026-03-31') // 30 */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. @example weekdayOf('2026-10-01') // 4 (a Thursday) */
export function weekdayOf(date: LocalDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** @example toMinutes('19:30') // 1170 */
export function toMinutes(time: LocalTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** @example toLocalTime(1170) // '19:30' */
export function toLocalTime(minutes: number): LocalTime {
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}
