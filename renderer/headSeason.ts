import { seasonTimeZone, SHOW_UNTIL_ATTRIBUTE } from '../lib/seasonalContent.ts';
import type { Lang, SiteId } from '../lib/sites.ts';
import { builtZoneOffsets } from '../lib/wallClock.ts';
import { seasonScriptTag } from './headScripts.ts';

const LAST_DAY = new RegExp(`${SHOW_UNTIL_ATTRIBUTE}="(\\d{4}-\\d{2}-\\d{2})"`, 'g');

/**
 * The <script> that hides, before the first paint, the seasonal items of a prerendered page whose season ended
 * after the build (renderer/inline/season.ts): the last days are those the page's HTML carries. Nothing on a page
 * without seasonal items, or when the build has no table of the zone.
 */
export function headSeasonScript(html: string, lang: Lang, site: SiteId | undefined): string {
  const lastDays = [...new Set(Array.from(html.matchAll(LAST_DAY), (match) => match[1]!))].sort();
  if (!lastDays.length) return '';
  const table = builtZoneOffsets(seasonTimeZone(lang, site));
  return table ? seasonScriptTag(table, lastDays) : '';
}
