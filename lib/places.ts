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

/** Spec §2: the chooser lists "2, 3 or 4 items". More are cut to four; the current site is listed first. */
export const MAX_PLACES_SHOWN = 4;

export function placesToShow<T extends { id: SiteId }>(places: readonly T[], current?: SiteId): T[] {
  const ordered = current ? [...places.filter((place) => place.id === current), ...places.filter((place) => place.id !== current)] : [...places];
  return ordered.slice(0, MAX_PLACES_SHOWN);
}
