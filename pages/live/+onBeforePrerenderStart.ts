import { LIVE_SEGMENT } from '../../lib/routing.ts';
import { allLangSitePairs } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';

export function onBeforePrerenderStart(): string[] {
  return allLangSitePairs().map(({ lang, site }) => sitePath(lang, site, LIVE_SEGMENT));
}
