/**
 * What a time zone's wall clock shows at an instant: the one place the site asks Intl for it (the header
 * clock, the booking calendar and its times). Making an `Intl.DateTimeFormat` for a zone is the costly part
 * (some 10 ms on a desktop the first time, four times that on a phone), so there is one per zone, made
 * once and shared.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * @example wallClockAt(Date.parse('2026-07-01T22:30:05Z'), 'Asia/Tokyo') // { year: 2026, month: 7, day: 2, hour: 7, minute: 30, second: 5 }
 */
export function wallClockAt(at: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  // Some engines write midnight as 24 even with h23.
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute'), second: part('second') };
}

/** @example twoDigits(7) // '07' */
export const twoDigits = (value: number) => String(value).padStart(2, '0');
