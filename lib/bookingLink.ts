/**
 * The site's booking link, as content writes it: `booking:` (the page's own site) or `booking:<site>` (a
 * landing card for a site). Content never writes where a site books: the page resolves the link from the
 * site table. Every site books on its own reservation page, in the same tab: the page holds the site's own
 * flow or its provider's widget (`SITES[site].booking.provider`), so a guest is never sent to a provider's
 * address that may be dead, and the flow's rules (hours, cancellation terms, language) always apply.
 * `npm run demo:check` refuses a link into a provider's domain (lib/bookingProviderLinks.ts). Pure.
 */
import { RESERVATION_PATH } from './routing.ts';
import { isSiteId, SITES, siteOffersLang, type Lang, type SiteId } from './sites.ts';
import { sitePath } from './urls.ts';

export const BOOKING_LINK_SCHEME = 'booking:';

/** Whether a content URL is a booking link, whatever site it names. */
export const isBookingLink = (url: string): boolean => url.trim().toLowerCase().startsWith(BOOKING_LINK_SCHEME);

/**
 * The site a booking link names, or the page's own site for `booking:`; undefined for an unknown site, or
 * for `booking:` where the page has no site (the landing).
 * @example bookingLinkSite('booking:tokyo') // 'tokyo'
 * @example bookingLinkSite('booking:', 'florence') // 'florence'
 */
export function bookingLinkSite(url: string, pageSite?: SiteId): SiteId | undefined {
  const named = url.trim().slice(BOOKING_LINK_SCHEME.length);
  if (!named) return pageSite;
  return isSiteId(named) ? named : undefined;
}

/**
 * Where a booking link takes a guest reading `lang`: the site's reservation page in that language, or in
 * the site's first language when it does not speak it (a card on the Italian landing for Tokyo).
 * @example bookingHref('ja', 'tokyo') // '/ja/tokyo/reservation/'
 * @example bookingHref('it', 'tokyo') // '/ja/tokyo/reservation/'
 */
export function bookingHref(lang: Lang, site: SiteId): string {
  const pageLang = siteOffersLang(site, lang) ? lang : SITES[site].locales[0]!;
  return sitePath(pageLang, site, RESERVATION_PATH);
}
