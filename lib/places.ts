/**
 * Rules §places: "Each entry links to /{lang}/{place}, falling back to en if the place has no
 * such language. Seoul is not a link and shows 'Coming Soon...'." Which place is coming soon is data
 * (lib/sites.ts comingSoon), not a name in code.
 */
import { SITES, siteOffersLang, type Lang, type SiteId } from './sites.ts';
import { sitePath } from './urls.ts';

const FALLBACK_PLACE_LANG: Lang = 'en';

/** The language a place's link opens in: the visitor's, else English, else the place's own. */
export function placeLang(place: SiteId, lang: Lang): Lang {
  if (siteOffersLang(place, lang)) return lang;
  return siteOffersLang(place, FALLBACK_PLACE_LANG) ? FALLBACK_PLACE_LANG : SITES[place].defaultLocale;
}

/** The place's home in the visitor's language, else in English, else in its own; undefined while coming soon. */
export function placeHref(place: SiteId, lang: Lang): string | undefined {
  return SITES[place].comingSoon ? undefined : sitePath(placeLang(place, lang), place);
}

/**
 * Rules §places: the chooser lists "2, 3 or 4 items". It lists the other places (the visitor is at the current
 * one already): with the group's five places that is four on a site page; a page without a site (the
 * landing) lists every place, five (placeColumns lays them out).
 */
export function placesToShow<T extends { id: SiteId }>(places: readonly T[], current?: SiteId): T[] {
  return places.filter((place) => place.id !== current);
}

/** The English wording of a coming-soon place's status (rules §places), which content often carries. */
const COMING_SOON_WORDING = 'Coming Soon...';

/** Text compared without case, spaces or punctuation: "Coming Soon..." and "coming soon…" say the same. */
const comparable = (text: string) => text.toLocaleLowerCase().replace(/[\s\p{P}]/gu, '');

/**
 * The extra line a place shows under its text. A coming-soon place shows its status in the page's language
 * itself (the UI string), so an extra line that only repeats a status (the page's own wording or the
 * English 'Coming Soon...', which content often carries whatever the language) is not shown a second time.
 * @example placeExtraLine({ id: 'seoul', extra: 'Coming Soon...' }, 'Prossima apertura...') // undefined
 */
export function placeExtraLine(place: { id: SiteId; extra: string }, pageStatus: string): string | undefined {
  const extra = place.extra.trim();
  if (!extra) return undefined;
  const repeatsStatus = [pageStatus, COMING_SOON_WORDING].some((status) => comparable(status) === comparable(extra));
  if (SITES[place.id].comingSoon && repeatsStatus) return undefined;
  return extra;
}

/** The chooser's columns on a tablet (48em) and a desktop (64em) at most. */
const PLACE_COLUMNS_MAX = { tablet: 3, desktop: 5 } as const;

/**
 * How many places a row of the chooser holds: as many as fit, but never leaving one place alone on the last
 * row (five places on the landing: five across on a desktop, three and two on a tablet).
 * @example placeColumns(5) // { tablet: 3, desktop: 5 }
 */
export function placeColumns(count: number): { tablet: number; desktop: number } {
  const columns = (max: number) => {
    if (count <= max) return Math.max(count, 1);
    // The most that fit without a lone last place; failing that (seven on a tablet), one more than fits.
    for (let across = max; across >= 2; across--) if (count % across !== 1) return across;
    return max + 1;
  };
  return { tablet: columns(PLACE_COLUMNS_MAX.tablet), desktop: columns(PLACE_COLUMNS_MAX.desktop) };
}
