/**
 * The header clock (rules §header): local time. The fixed offsets first asked for (florence +2,
 * beverlyhills -7, tokyo +9, others 0) are those cities' summer values; the site's IANA zone
 * (lib/sites.ts clockTimeZone) is right all year.
 */
import type { ClockHourCycle } from './sites.ts';
import { twoDigits, wallClockAt } from './wallClock.ts';

/**
 * The time as the site's visitors read it: "HH:MM" on a 24-hour clock, "h:MM AM" on a 12-hour one.
 * @example formatClock(15, 5, 'h12') // '3:05 PM'
 */
export function formatClock(hour: number, minute: number, hourCycle: ClockHourCycle): string {
  if (hourCycle === 'h23') return `${twoDigits(hour)}:${twoDigits(minute)}`;
  return `${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The time in the zone. @example clockTime(new Date('2026-07-01T10:05:00Z'), 'Europe/Rome') // '12:05' */
export function clockTime(at: Date, timeZone: string, hourCycle: ClockHourCycle = 'h23'): string {
  const { hour, minute } = wallClockAt(at, timeZone);
  return formatClock(hour, minute, hourCycle);
}

/** "HH:MM", the machine-readable time of the clock's <time> element, whatever the hour cycle shown. */
export function clockDateTime(at: Date, timeZone: string): string {
  return clockTime(at, timeZone, 'h23');
}

/**
 * The custom property the inline head script (renderer/inline/clock.ts) writes the time of the page's load into
 * (shell.css shows it).
 */
export const CLOCK_TIME_PROPERTY = '--clock-time';

/** Milliseconds until the next minute starts: the clock ticks on the minute, not every second. */
export function msToNextMinute(at: Date): number {
  return 60_000 - (at.getTime() % 60_000);
}
