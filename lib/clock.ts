/**
 * The header clock (rules §header): local time. The fixed offsets first asked for (florence +2,
 * beverlyhills -7, tokyo +9, others 0) are those cities' summer values; the site's IANA zone
 * (lib/sites.ts clockTimeZone) is right all year.
 */
import type { ClockHourCycle } from './sites.ts';
import { twoDigits, wallClockAt } from './wallClock.ts';
import type { ZoneOffsets } from './zoneOffsets.ts';

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

/** The custom property the inline head script writes the time of the page's load into (shell.css shows it). */
export const CLOCK_TIME_PROPERTY = '--clock-time';

/**
 * The inline <head> script that gives the prerendered clock the site's time before the first paint, with
 * or without the page's scripts: it reads the zone's offset table (the build's, lib/zoneOffsets.ts) with the
 * arithmetic of offsetIn and formatClock, and writes the time as a CSS string into CLOCK_TIME_PROPERTY on
 * <html>, which the empty clock shows until the live clock (components/shell/Clock.tsx) writes its text.
 * No Intl: a time zone's formatter costs up to 50 ms on a phone. Outside the table's span it writes nothing.
 */
export function clockScript(table: ZoneOffsets, hourCycle: ClockHourCycle): string {
  const pad = `(n)=>String(n).padStart(2,'0')`;
  const format = hourCycle === 'h23' ? `p(h)+':'+p(m)` : `(h%12||12)+':'+p(m)+' '+(h<12?'AM':'PM')`;
  return (
    `(()=>{const t=Date.now(),c=${JSON.stringify(table.changes)};if(!(t>=${table.from}&&t<${table.to}))return;` +
    `let o;for(const[s,v]of c){if(s>t)break;o=v}if(o===undefined)return;const d=new Date(t+o*6e4),h=d.getUTCHours(),m=d.getUTCMinutes(),p=${pad};` +
    `document.documentElement.style.setProperty('${CLOCK_TIME_PROPERTY}',JSON.stringify(${format}))})()`
  );
}

/** Milliseconds until the next minute starts: the clock ticks on the minute, not every second. */
export function msToNextMinute(at: Date): number {
  return 60_000 - (at.getTime() % 60_000);
}
