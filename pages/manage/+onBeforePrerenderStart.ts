import { MANAGE_PATH } from '../../lib/urls.ts';
import { allLangSitePairs } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';

/** Every language each site offers: the manage link's language is the one the guest booked in. */
export function onBeforePrerenderStart(): string[] {
  return allLangSitePairs().map(({ lang, site }) => sitePath(lang, site, MANAGE_PATH));
}
