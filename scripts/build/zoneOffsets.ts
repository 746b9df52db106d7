/**
 * The sites' time zone tables the build bakes into the browser's bundle (vite.config.ts `__ZONE_OFFSETS__`),
 * so the header clock and the booking calendar read the sites' wall clocks without Intl (lib/zoneOffsets.ts).
 */
import { utcOffsetMinutes } from '../../lib/wallClock.ts';
import { zoneOffsetsBetween, type ZoneOffsets } from '../../lib/zoneOffsets.ts';
import { SITE_IDS, SITES } from '../../lib/sites.ts';

/**
 * How far ahead the tables reach, from the end of the build's year. A site is rebuilt with every content
 * change, far more often than this; past it, a page still reads the right time, from Intl.
 */
const ZONE_TABLE_YEARS = 3;
/** And how far back from the start of the build's year: a visitor's device clock may run behind. */
const ZONE_TABLE_DAYS_BEFORE = 7;

const DAY_MS = 86_400_000;
/** The tables are made from Intl itself. */
const NO_TABLES = {};

/**
 * Every site's zone, from a week before the build's year (UTC) to ZONE_TABLE_YEARS after it. The span
 * follows the year, not the moment, so that every build of a year bakes the same bundle: a content
 * build reuses the last full build's bundles, and its pages match a full build's byte for byte
 * (scripts/build/render/codeFingerprint.ts counts the tables).
 */
export function siteZoneOffsets(now = Date.now()): Record<string, ZoneOffsets> {
  const year = new Date(now).getUTCFullYear();
  const from = Date.UTC(year, 0, 1) - ZONE_TABLE_DAYS_BEFORE * DAY_MS;
  const to = Date.UTC(year + 1 + ZONE_TABLE_YEARS, 0, 1);
  const zones = [...new Set(SITE_IDS.map((site) => SITES[site].clockTimeZone))];
  return Object.fromEntries(
    zones.map((zone) => [zone, zoneOffsetsBetween(from, to, (at) => utcOffsetMinutes(at, zone, NO_TABLES))]),
  );
}
