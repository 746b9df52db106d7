/**
 * The header clock (spec §2 "Header clock showing local time"). The spec's fixed offsets (florence +2,
 * beverlyhills -7, tokyo +9, others 0) are those cities' summer values; the site's IANA zone
 * (lib/sites.ts clockTimeZone) is right all year.
 */
import { twoDigits, utcOffsetMinutes, wallClockAt } from './wallClock.ts';

/** "HH:MM", 24-hour, in the zone. @example clockTime(new Date('2026-07-01T10:05:00Z'), 'Europe/Rome') // '12:05' */
export function clockTime(at: Date, timeZone: string): string {
  const { hour, minute } = wallClockAt(at, timeZone);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The zone's offset from UTC at that moment, in hours (e.g. 2 in a Florence summer, 1 in its winter). */
export function utcOffsetHours(at: Date, timeZone: string): number {
  return utcOffsetMinutes(at.getTime(), timeZone) / 60;
}

/** Milliseconds until the next minute starts: the clock ticks on the minute, not every second. */
export function msToNextMinute(at: Date): number {
  return 60_000 - (at.getTime() % 60_000);
}
