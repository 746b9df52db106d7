/**
 * What a time zone's wall clock shows at an instant: the one place the site reads it (the header clock, the
 * booking calendar and its times).
 *
 * In the browser a table of the zone's UTC offsets, written at build time (lib/zoneOffsets.ts), answers
 * with arithmetic. Elsewhere (the content API, tests) and outside the table's span, Intl answers. Making an
 * `Intl.DateTimeFormat` for a zone is the costly part (some 12 ms on a desktop the first time in a page,
 * four times that on a phone), so there is one per zone, made once and shared.
 */
import { offsetIn, type ZoneOffsets } from './zoneOffsets.ts';

interface WallClock {
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
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zones' tables baked into the browser's bundle by vite.config.ts; none on the server or in unit tests. */
const BUILT_OFFSETS: Readonly<Record<string, ZoneOffsets>> =
  typeof __ZONE_OFFSETS__ === 'undefined' ? {} : __ZONE_OFFSETS__;

/** The build's table of a zone (the prerender has them too), if there is one. */
export function builtZoneOffsets(timeZone: string): ZoneOffsets | undefined {
  return BUILT_OFFSETS[timeZone];
}

/**
 * @example wallClockAt(Date.parse('2026-07-01T22:30:05Z'), 'Asia/Tokyo') // { year: 2026, month: 7, day: 2, hour: 7, minute: 30, second: 5 }
 */
export function wallClockAt(
  at: Date | number,
  timeZone: string,
  tables: Readonly<Record<string, ZoneOffsets>> = BUILT_OFFSETS,
): WallClock {
  const instant = typeof at === 'number' ? at : at.getTime();
  const table = tables[timeZone];
  const offset = table && offsetIn(table, instant);
  return offset === undefined ? intlWallClockAt(instant, timeZone) : utcFieldsOf(instant + offset * 60_000);
}

/** The wall clock as Intl reads it, whatever table there is. */
export function intlWallClockAt(at: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  // Some engines write midnight as 24 even with h23.
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * The zone's offset from UTC at an instant, in minutes east. The build passes no tables (`{}`), to make the
 * tables from Intl.
 * @example utcOffsetMinutes(Date.parse('2026-07-01T12:00:00Z'), 'America/Los_Angeles') // -420
 */
export function utcOffsetMinutes(
  at: number,
  timeZone: string,
  tables: Readonly<Record<string, ZoneOffsets>> = BUILT_OFFSETS,
): number {
  const { year, month, day, hour, minute } = wallClockAt(at, timeZone, tables);
  return Math.round((Date.UTC(year, month - 1, day, hour, minute) - Math.floor(at / 60_000) * 60_000) / 60_000);
}

function utcFieldsOf(shifted: number): WallClock {
  const date = new Date(shifted);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** @example twoDigits(7) // '07' */
export const twoDigits = (value: number) => String(value).padStart(2, '0');
