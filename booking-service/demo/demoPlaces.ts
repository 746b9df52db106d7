/**
 * The location chooser's places of a demo pair (the `extra` block's `places`, lib/contract/types.ts `Place`).
 *
 * A pair file authors only the copy of each place, in its language: name, texts, extra line, picture alt.
 * Which places there are, in which order, their initials, the language their link opens in, the link
 * itself (none while coming soon) and the picture file are facts of lib/sites.ts and lib/places.ts, so the
 * server fills them in: adding a city to the site table adds it to every pair's chooser, and a pair
 * without its copy is refused at start-up naming the pair and the place.
 */
import type { Picture, Place } from '../../lib/contract/types.ts';
import { placeLang } from '../../lib/places.ts';
import { SITE_IDS, SITES, isSiteId, type Lang, type SiteId } from '../../lib/sites.ts';

/** What a pair file says of one place. */
export interface PlaceCopy {
  name: string;
  homeText: string;
  navigatorText: string;
  footerText: string;
  /** A line under the text ('' for none); a coming-soon place's status is shown by the site either way. */
  extra: string;
  picture: Pick<Picture, 'alt' | 'fit'>;
}

/** The picture every place shows: `public/media/place-<id>.svg`, portrait. */
const PLACE_PICTURE = { width: 800, height: 1000 } as const;

/**
 * The pair's places in the site table's order, from the copy the pair authored.
 * @example placesOf('ja', { florence: {…}, … })[3].link // { url: '', target: '' } (seoul, coming soon)
 */
export function placesOf(lang: Lang, copy: Partial<Record<string, PlaceCopy>>, where: string): Place[] {
  const unknown = Object.keys(copy).filter((id) => !isSiteId(id));
  if (unknown.length > 0) throw new Error(`${where}: extra.places names no site: ${unknown.join(', ')}`);
  return SITE_IDS.map((id: SiteId): Place => {
    const text = copy[id];
    if (!text) throw new Error(`${where}: extra.places has no copy for '${id}'`);
    const site = SITES[id];
    const opensIn = placeLang(id, lang);
    const { alt, fit } = text.picture;
    return {
      id,
      initials: site.initials,
      lang: opensIn,
      name: text.name,
      homeText: text.homeText,
      navigatorText: text.navigatorText,
      footerText: text.footerText,
      extra: text.extra,
      picture: { url: `/media/place-${id}.svg`, alt, ...PLACE_PICTURE, ...(fit ? { fit } : {}) },
      // Content links are written as the backend writes them: no trailing slash.
      link: { url: site.comingSoon ? '' : `/${opensIn}/${id}`, target: '' },
    };
  });
}
