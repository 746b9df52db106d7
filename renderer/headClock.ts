import { SITES, type SiteId } from '../lib/sites.ts';
import { builtZoneOffsets } from '../lib/wallClock.ts';
import { clockScriptTag } from './headScripts.ts';

/**
 * The <script> that gives a site page's prerendered clock the site's time before the first paint
 * (renderer/inline/clock.ts); nothing on a page without a site, which has no clock, or when the build has no table.
 */
export function headClockScript(site: SiteId | undefined): string {
  if (!site) return '';
  const { clockTimeZone, clockHourCycle } = SITES[site];
  const table = builtZoneOffsets(clockTimeZone);
  return table ? clockScriptTag(table, clockHourCycle) : '';
}
