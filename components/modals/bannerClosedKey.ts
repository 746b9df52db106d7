import type { Lang, SiteId } from '../../lib/sites.ts';
import type { BannerName } from './bannerQueue.ts';

/**
 * The sessionStorage key that says a pair's banner was closed for the rest of the visit (bannerMemory.ts).
 * On its own, without the store, so the page's first script can read it (renderer/parts/wakeParts.ts).
 * @example bannerClosedKey('en', 'florence', 'infoBanner') // 'lucciola.bannerClosed.en.florence.infoBanner'
 */
export function bannerClosedKey(lang: Lang, site: SiteId | undefined, name: BannerName): string {
  return `lucciola.bannerClosed.${lang}.${site ?? '-'}.${name}`;
}
