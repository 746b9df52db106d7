/**
 * UI strings: one flat table per language in locales/<code>.json, translated through i18next.
 * Only the page's language is loaded (and embedded in the page), never every table.
 */
import i18next from 'i18next';

export type LocaleTable = Record<string, string>;

/** Translation tables the spec lists, beside the four route languages. */
export const UI_LANGS = [
  'it', 'en', 'ja', 'ko', 'ar', 'zh-Hans', 'zh-Hant', 'cs', 'de', 'es', 'fr', 'el', 'hu', 'ms', 'nl', 'pt', 'ru', 'th', 'tr', 'vi',
] as const;
export type UiLang = (typeof UI_LANGS)[number];
/** The tables that must be complete: the languages of the routes. */
export const ROUTE_UI_LANGS = ['it', 'en', 'ja', 'ko'] as const satisfies readonly UiLang[];

/**
 * A translator for one language; missing keys fall back to `fallback` (English), then to the key.
 * @example createTranslator('en', { 'carousel.slideOf': 'Slide {{current}} of {{total}}' })('carousel.slideOf', { current: 1, total: 3 })
 */
export function createTranslator(lang: string, table: LocaleTable, fallback?: LocaleTable) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: fallback ? 'fallback' : false,
    resources: { [lang]: { translation: table }, ...(fallback ? { fallback: { translation: fallback } } : {}) },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return (key: string, vars?: Record<string, string | number>): string => instance.t(key, vars ?? {}) as string;
}

/**
 * Each table is its own chunk, so a page downloads only its language. The route languages' tables are
 * here; the spec's other translation tables are added to UI_LANGS' loaders as they are written.
 */
const loaders: Partial<Record<UiLang, () => Promise<{ default: LocaleTable }>>> = {
  it: () => import('../locales/it.json'),
  en: () => import('../locales/en.json'),
  ja: () => import('../locales/ja.json'),
  ko: () => import('../locales/ko.json'),
};

/** Loads one language's table (English for a table not written yet). */
export async function loadLocale(lang: UiLang): Promise<LocaleTable> {
  const loader = loaders[lang] ?? loaders.en!;
  return (await loader()).default;
}
