import type { Lang, SiteId } from '../../lib/sites.ts';
import type { BannerName } from './bannerQueue.ts';

/**
 * The sessionStorage key that says a pair's banner was closed for the rest of the visit
 * (bannerSchedule.ts). The server writes it on the banner's dialog (BannerDialogs.tsx).
 * @example bannerClosedKey('en', 'florence', 'infoBanner') // 'lucciola.bannerClosed.en.florence.infoBanner'
 */
export function bannerClosedKey(lang: Lang, site: SiteId | undefined, name: BannerName): string {
  return `lucciola.bannerClosed.${lang}.${site ?? '-'}.${name}`;
}
