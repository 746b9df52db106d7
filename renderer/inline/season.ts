/**
 * Inline in the `<head>` of a page that shows seasonal content (renderer/headSeason.ts): a page is prerendered on
 * the build's day, so an item whose season has ended since (lib/season.ts) is hidden before the first paint,
 * with or without the page's scripts. Each shown item carries its last day (`data-show-until`, lib/seasonalContent.ts);
 * this writes one rule hiding those whose last day is before today in the site's zone (the build's offset table,
 * lib/zoneOffsets.ts: no Intl, as the clock). Outside the table's span it hides nothing.
 */
import { SHOW_UNTIL_ATTRIBUTE } from '../../lib/seasonMark.ts';
import { offsetIn, type ZoneOffsets } from '../../lib/zoneOffsets.ts';

export default function hideEndedSeasons(table: ZoneOffsets, lastDays: string[]): void {
  const now = Date.now();
  const offset = offsetIn(table, now);
  if (offset === undefined) return;
  const today = new Date(now + offset * 60_000).toISOString().slice(0, 10);
  const ended = lastDays.filter((day) => day < today);
  if (!ended.length) return;
  const style = document.createElement('style');
  style.textContent = `${ended.map((day) => `[${SHOW_UNTIL_ATTRIBUTE}="${day}"]`).join(',')}{display:none!important}`;
  document.head.appendChild(style);
}
