import type { PageContextServer } from 'vike/types';
import { withVariant } from '../../lib/localeVariants.ts';
import { BRAND, type Lang, type SiteId } from '../../lib/sites.ts';
import { loadLocale, pageStrings } from '../../lib/locales.ts';
import { snapshot } from '../snapshotReads.ts';
import { shellFor } from '../shellFromSnapshot.ts';

/** The shell's own data: the pair, its strings, and the generic description the live page's head falls back to. */
export async function data(pageContext: PageContextServer) {
  const { lang, site } = pageContext.routeParams as { lang: Lang; site: SiteId };
  return {
    lang,
    site,
    strings: pageStrings(withVariant(await loadLocale(lang), lang, site)),
    // The shell is never a page of its own: the live page writes the real head once its content arrives.
    head: [
      { tag: 'title' as const, text: BRAND },
      { tag: 'meta' as const, attrs: { name: 'robots', content: 'noindex' } },
    ],
    // The live page's own section count is unknown until it arrives; the header stays put meanwhile.
    shell: shellFor(lang, { site }),
    genericDescription: snapshot.block(lang, site, 'generic_seo_meta')?.description ?? '',
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
