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
/**
 * How far apart `zoneOffsetsBetween` asks. Each change found is narrowed to its minute and the search goes
 * on from there, so several changes between two questions are all found, unless the offset goes and comes
 * back within a day, which no zone does. Asking every hour instead made the build ask Intl 105,000 times
 * (0.5 s), and vite evaluates its config six times a build.
 */
const STEP_MS = 24 * 60 * MINUTE_MS;

/**
 * The table of a zone between two instants, from `offsetAt` (minutes east of UTC at an instant), each change
 * narrowed to its minute (zones change on whole minutes).
 * @example zoneOffsetsBetween(Date.UTC(2026, 0), Date.UTC(2027, 0), romeOffset).changes
 * // [[1767225600000, 60], [1774746000000, 120], [1792890000000, 60]] (summer time from 29 March to 25 October, 01:00
 * UTC)
 */
export function zoneOffsetsBetween(from: number, to: number, offsetAt: (at: number) => number): ZoneOffsets {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const last = to - MINUTE_MS;
  let offset = offsetAt(start);
  const changes: [number, number][] = [[start, offset]];
  for (let at = start; at < last; ) {
    const probe = Math.min(at + STEP_MS, last);
    if (offsetAt(probe) === offset) {
      at = probe;
      continue;
    }
    // The first change is in (at, probe]: find its minute.
    let low = at;
    let high = probe;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(middle) === offset) low = middle;
      else high = middle;
    }
    offset = offsetAt(high);
    changes.push([high, offset]);
    at = high;
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
