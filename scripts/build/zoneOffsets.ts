/**
 * The sites' time zone tables the build bakes into the browser's bundle (vite.config.ts `__ZONE_OFFSETS__`),
 * so the header clock and the booking calendar read the sites' wall clocks without Intl (lib/zoneOffsets.ts).
 */
import { utcOffsetMinutes } from '../../lib/wallClock.ts';
import { zoneOffsetsBetween, type ZoneOffsets } from '../../lib/zoneOffsets.ts';
import { SITE_IDS, SITES } from '../../lib/sites.ts';

/**
 * How far ahead the tables reach. A site is rebuilt with every content change, far more often than this;
 * past it, a page still reads the right time, from Intl.
 */
const ZONE_TABLE_YEARS = 3;
/** And how far back: a visitor's device clock may run behind. */
const ZONE_TABLE_DAYS_BEFORE = 7;

const DAY_MS = 86_400_000;
/** The tables are made from Intl itself. */
const NO_TABLES = {};

/** Every site's zone, from a week before `now` to ZONE_TABLE_YEARS after it. */
export function siteZoneOffsets(now = Date.now()): Record<string, ZoneOffsets> {
  const from = now - ZONE_TABLE_DAYS_BEFORE * DAY_MS;
  const to = now + ZONE_TABLE_YEARS * 365 * DAY_MS;
  const zones = [...new Set(SITE_IDS.map((site) => SITES[site].clockTimeZone))];
  return Object.fromEntries(
    zones.map((zone) => [zone, zoneOffsetsBetween(from, to, (at) => utcOffsetMinutes(at, zone, NO_TABLES))]),
  );
}
