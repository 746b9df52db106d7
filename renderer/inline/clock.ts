/**
 * Inline in the `<head>` of a site page (generated: scripts/build/inlineScripts.ts; renderer/headClock.ts):
 * gives the prerendered clock the site's time before the first paint, with or without the page's scripts.
 * It reads the zone's offset table (the build's, lib/zoneOffsets.ts offsetIn), formats the time as the
 * clock does (lib/clock.ts formatClock) and writes it as a CSS string into CLOCK_TIME_PROPERTY on <html>,
 * which the empty clock shows until the live clock (components/shell/Clock.tsx) writes its text, and again
 * at each minute: the header wakes at the visitor's first gesture (renderer/parts/wake.ts), and a page
 * only looked at keeps the right time. No Intl: a time zone's formatter costs up to 50 ms on a phone.
 * Outside the table's span it writes nothing.
 */
import { CLOCK_TIME_PROPERTY, formatClock } from '../../lib/clock.ts';
import type { ClockHourCycle } from '../../lib/sites.ts';
import { offsetIn, type ZoneOffsets } from '../../lib/zoneOffsets.ts';

export default function showClockBeforePaint(table: ZoneOffsets, hourCycle: ClockHourCycle): void {
  const now = Date.now();
  const offset = offsetIn(table, now);
  if (offset === undefined) return;
  const wall = new Date(now + offset * 60_000);
  const time = formatClock(wall.getUTCHours(), wall.getUTCMinutes(), hourCycle);
  document.documentElement.style.setProperty(CLOCK_TIME_PROPERTY, JSON.stringify(time));
  // On the minute, the next time (not where the script is only read, as in its tests).
  if (typeof setTimeout === 'function')
    setTimeout(() => showClockBeforePaint(table, hourCycle), 60_000 - (now % 60_000));
}
