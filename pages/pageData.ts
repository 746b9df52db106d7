/**
 * What every page's data holds beside its content: the page's UI strings (only its language travels to
 * the browser) and the head tags. Build time only.
 */
import { loadLocale, createTranslator, pageStrings, type LocaleTable } from '../lib/i18n.ts';
import { headTags, type HeadInput, type HeadTag } from '../lib/seo.ts';
import type { Lang } from '../lib/sites.ts';

export interface CommonData {
  lang: Lang;
  strings: LocaleTable;
  head: HeadTag[];
}

export async function commonData(lang: Lang, head: Omit<HeadInput, 'fallbackDescription'>): Promise<CommonData> {
  const strings = await loadLocale(lang);
  const english = lang === 'en' ? strings : await loadLocale('en');
  const t = createTranslator(lang, strings, english);
  return { lang, strings: pageStrings(strings), head: headTags({ ...head, fallbackDescription: t('meta.genericDescription') }) };
}
