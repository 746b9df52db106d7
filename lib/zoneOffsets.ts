/**
 * A time zone's UTC offsets over a span of time, written down at build time so the browser can read a site's
 * wall clock with arithmetic. The first `Intl.DateTimeFormat` a page makes loads the engine's date and
 * zone data: some 12 ms on a desktop and four times that on a phone, in the header clock on every page.
 * The build asks Intl (scripts/build/zoneOffsets.ts); lib/wallClock.ts reads the table, and Intl again for
 * any instant outside it.
 */
export interface ZoneOffsets {
  /** The span the table answers for, in ms since the epoch: from `from` (included) to `to` (excluded). */
  from: number;
  to: number;
  /** `[instant in ms, offset in minutes east of UTC]`: the offset at `from`, then each change, in order. */
  changes: readonly (readonly [number, number])[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The table of a zone between two instants, from `offsetAt` (minutes east of UTC at an instant). It asks every
 * hour and narrows each change to its minute: zones change on whole minutes, and never twice in an hour.
 * @example zoneOffsetsBetween(Date.UTC(2026, 0), Date.UTC(2027, 0), romeOffset).changes
 * // [[1767225600000, 60], [1774746000000, 120], [1792890000000, 60]] (summer time from 29 March to 25 October, 01:00 UTC)
 */
export function zoneOffsetsBetween(from: number, to: number, offsetAt: (at: number) => number): ZoneOffsets {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const changes: [number, number][] = [[start, offsetAt(start)]];
  let before = start;
  let offset = changes[0]![1];
  for (let at = start + HOUR_MS; at < to + HOUR_MS; at += HOUR_MS) {
    const probe = Math.min(at, to - MINUTE_MS);
    if (probe <= before) break;
    const now = offsetAt(probe);
    if (now !== offset) {
      // The change is in (before, probe]: find its first minute.
      let low = before;
      let high = probe;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(middle) === offset) low = middle;
        else high = middle;
      }
      changes.push([high, now]);
      offset = now;
    }
    before = probe;
  }
  return { from: start, to, changes };
}

/**
 * The offset in minutes east of UTC at an instant, or undefined outside the table's span.
 * @example offsetIn(rome2026, Date.parse('2026-07-01T12:00:00Z')) // 120
 */
export function offsetIn(table: ZoneOffsets, at: number): number | undefined {
  if (!(at >= table.from && at < table.to)) return undefined;
  let offset: number | undefined;
  for (const [since, minutes] of table.changes) {
    if (since > at) break;
    offset = minutes;
  }
  return offset;
}
