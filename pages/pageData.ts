/**
 * What every page's data holds beside its content: the page's UI strings (only its language travels to
 * the browser) and the head tags. Build time only.
 */
import { loadLocale, createTranslator, pageStrings, type LocaleTable, type Translator } from '../lib/i18n.ts';
import { withVariant } from '../lib/localeVariants.ts';
import { headTags, type HeadInput, type HeadTag } from '../lib/seo.ts';
import type { Lang, SiteId } from '../lib/sites.ts';
import { shareImagesFor } from '../lib/shareImages.ts';
import { imageManifest } from './imageManifest.ts';
import { snapshot } from './snapshotReads.ts';

export interface CommonData {
  lang: Lang;
  strings: LocaleTable;
  head: HeadTag[];
}

interface Wording {
  /** The page's UI strings, as its HTML carries them. */
  strings: LocaleTable;
  t: Translator;
}

/** Per language and site: the same for every page of the pair, and a translator is dear to make. */
const wordings = new Map<string, Promise<Wording>>();

function wordingOf(lang: Lang, site: SiteId | undefined): Promise<Wording> {
  const key = `${lang}/${site ?? ''}`;
  let wording = wordings.get(key);
  if (!wording) {
    wording = (async () => {
      // A site whose visitors word the language otherwise (American English) gets those words
      // (lib/localeVariants.ts).
      const strings = withVariant(await loadLocale(lang), lang, site);
      const english = lang === 'en' ? strings : await loadLocale('en');
      return { strings: pageStrings(strings), t: createTranslator(lang, strings, english) };
    })();
    wordings.set(key, wording);
  }
  return wording;
}

export async function commonData(lang: Lang, head: Omit<HeadInput, 'fallbackDescription'>): Promise<CommonData> {
  const { strings, t } = await wordingOf(lang, head.site);
  const shareImages = shareImagesFor(
    { seo: head.seo, sections: head.sections, fallbacks: shareFallbacks(lang, head.site) },
    imageManifest().share,
  );
  return {
    lang,
    strings,
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
