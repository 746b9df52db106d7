/**
 * What every page's data holds beside its content: the page's UI strings (only its language travels to
 * the browser) and the head tags. Build time only.
 */
import { loadLocale, createTranslator, pageStrings, type LocaleTable } from '../lib/i18n.ts';
import { withVariant } from '../lib/localeVariants.ts';
import { headTags, type HeadInput, type HeadTag } from '../lib/seo.ts';
import type { Lang, SiteId } from '../lib/sites.ts';
import { shareImagesFor } from '../lib/shareImages.ts';
import { imageManifest } from './imageManifest.ts';
import { snapshot } from './snapshot.ts';

export interface CommonData {
  lang: Lang;
  strings: LocaleTable;
  head: HeadTag[];
}

export async function commonData(lang: Lang, head: Omit<HeadInput, 'fallbackDescription'>): Promise<CommonData> {
  // A site whose visitors word the language otherwise (American English) gets those words (lib/localeVariants.ts).
  const strings = withVariant(await loadLocale(lang), lang, head.site);
  const english = lang === 'en' ? strings : await loadLocale('en');
  const t = createTranslator(lang, strings, english);
  const shareImages = shareImagesFor(
    { seo: head.seo, sections: head.sections, fallbacks: shareFallbacks(lang, head.site) },
    imageManifest().share,
  );
  return {
    lang,
    strings: pageStrings(strings),
    head: headTags({ ...head, shareImages, fallbackDescription: t('meta.genericDescription') }),
  };
}

/** A page with no picture of its own is shared with its site's (generic SEO, then homepage), else the landing's. */
function shareFallbacks(lang: Lang, site: SiteId | undefined) {
  const landing = snapshot.landing(lang);
  const home = site && snapshot.page(lang, site, '');
  return [
    ...(site
      ? [{ seo: snapshot.block(lang, site, 'generic_seo_meta') }, { seo: home?.seo_meta, sections: home?.structure }]
      : []),
    { seo: landing?.seo_meta, sections: landing?.configurations[landing.defaultConfiguration] },
  ];
}
