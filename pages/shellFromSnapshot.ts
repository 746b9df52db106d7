/** The shell data of a page, read from the snapshot's blocks at build time (see lib/shellData.ts). */
import { shellDataOf, type ShellData, type ShellPage } from '../lib/shellData.ts';
import { LATIN_FORM_LANG, needsLatinForm } from '../lib/readablePlace.ts';
import { SITE_IDS, siteOffersLang, type Lang } from '../lib/sites.ts';
import { snapshot } from './snapshotReads.ts';

/**
 * A page without a site (the language landing, the language's 404) takes the group's places and cookie
 * text from the first site that speaks its language: every site's extra block lists all the places.
 */
export function shellFor(lang: Lang, page: ShellPage): ShellData {
  const { site } = page;
  const placesSite = site ?? SITE_IDS.find((id) => siteOffersLang(id, lang)) ?? 'florence';
  const placesLang = siteOffersLang(placesSite, lang) ? lang : 'en';
  const extra = snapshot.block(placesLang, placesSite, 'extra');
  return shellDataOf(
    {
      // The scrolling banner speaks for one site: a page without a site has none.
      extra: extra && !site ? { ...extra, banner_text: '' } : extra,
      ...(site
        ? {
            navigator: snapshot.block(lang, site, 'navigator'),
            footer: snapshot.block(lang, site, 'footer'),
            ...(needsLatinForm(lang, LATIN_FORM_LANG) && siteOffersLang(site, LATIN_FORM_LANG)
              ? { latin_footer: snapshot.block(LATIN_FORM_LANG, site, 'footer') }
              : {}),
            info_banner: snapshot.block(lang, site, 'info_banner'),
            image_banner: snapshot.block(lang, site, 'image_banner'),
          }
        : {}),
    },
    page,
  );
}
