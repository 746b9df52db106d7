/**
 * Spec §2 Location chooser: "Each entry links to /{lang}/{place}, falling back to en if the place has no
 * such language. Seoul is not a link and shows 'Coming Soon...'." Which place is coming soon is data
 * (lib/sites.ts comingSoon), not a name in code.
 */
import { SITES, siteOffersLang, type Lang, type SiteId } from './sites.ts';
import { sitePath } from './urls.ts';

export const FALLBACK_PLACE_LANG: Lang = 'en';

/** The place's home in the visitor's language, else in English, else in its own; undefined while coming soon. */
export function placeHref(place: SiteId, lang: Lang): string | undefined {
  const site = SITES[place];
  if (site.comingSoon) return undefined;
  const shown = siteOffersLang(place, lang) ? lang : siteOffersLang(place, FALLBACK_PLACE_LANG) ? FALLBACK_PLACE_LANG : site.defaultLocale;
  return sitePath(shown, place);
}

/**
 * Spec §2: the chooser lists "2, 3 or 4 items". It lists the other places (the visitor is at the current
 * one already): with the group's five places that is four on a site page. Its grid lays out 2, 3 or 4
 * across; a page without a site (the landing) lists every place and wraps.
 */
export function placesToShow<T extends { id: SiteId }>(places: readonly T[], current?: SiteId): T[] {
  return places.filter((place) => place.id !== current);
}
