import type { PageContextServer } from 'vike/types';
import { createTranslator, loadLocale, pageStrings } from '../../lib/i18n.ts';
import { restaurantFromFooter } from '../../lib/mail/message.ts';
import { withVariant } from '../../lib/localeVariants.ts';
import { BRAND, type Lang, type SiteId } from '../../lib/sites.ts';
import { snapshot } from '../snapshotReads.ts';
import { shellFor } from '../shellFromSnapshot.ts';

/**
 * The manage page's own data: the pair, its strings, and the restaurant's name and phone from the footer
 * (what the page names, and where it sends a guest whose link does not work). The head keeps it out of
 * search engines: `noindex`, no canonical and no hreflang alternates; the sitemap lists only content pages.
 */
export async function data(pageContext: PageContextServer) {
  const { lang, site } = pageContext.routeParams as { lang: Lang; site: SiteId };
  const strings = withVariant(await loadLocale(lang), lang, site);
  const t = createTranslator(lang, strings, lang === 'en' ? strings : await loadLocale('en'));
  const { name, phone } = restaurantFromFooter(site, snapshot.block(lang, site, 'footer')?.address ?? []);
  return {
    lang,
    site,
    strings: pageStrings(strings),
    head: [
      { tag: 'title' as const, text: `${t('manage.title')} | ${BRAND}` },
      { tag: 'meta' as const, attrs: { name: 'robots', content: 'noindex' } },
    ],
    // No news or image modal: a promotion never covers a guest reading or cancelling a booking.
    shell: { ...shellFor(lang, { site }), infoBanner: null, imageBanner: null },
    restaurant: { name, ...(phone ? { phone } : {}) },
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
