/**
 * Translating through i18next, for the build and the server (prerender, page data, SEO texts). The browser
 * translates with lib/translate.ts, which gives the same texts (lib/translate.test.ts compares the two
 * over every key) without shipping i18next. The tables and their loaders are in lib/locales.ts.
 */
import i18next from 'i18next';
import type { LocaleTable, Translator } from './locales.ts';

export {
  loadLocale,
  pageStrings,
  ROUTE_UI_LANGS,
  UI_LANGS,
  type LocaleTable,
  type Translator,
} from './locales.ts';

/**
 * A translator for one language. A key missing (or empty) in `table` falls back to `fallback` (pass the
 * English table), then to the key itself. Values are interpolated unescaped: React escapes what it renders.
 *
 * Each call makes its own i18next instance, so concurrent renders in different languages never share
 * state; the resources are in memory, so the instance is initialised synchronously.
 *
 * @example
 * const t = createTranslator('it', { 'carousel.slideOf': 'Immagine {{current}} di {{total}}' }, english);
 * t('carousel.slideOf', { current: 2, total: 5 }); // 'Immagine 2 di 5'
 * t('error.goBack'); // 'GO BACK', from the English fallback
 */
export function createTranslator(lang: string, table: LocaleTable, fallback?: LocaleTable): Translator {
  // The English table doubles as its own fallback: English keys missing from `table` come from `fallback`.
  const resources =
    lang === 'en' || !fallback
      ? { [lang]: { translation: { ...fallback, ...nonEmpty(table) } } }
      : { [lang]: { translation: table }, en: { translation: fallback } };
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: fallback && lang !== 'en' ? 'en' : false,
    // 'currentOnly': a table is complete per code, so 'zh-Hant' must not look for 'zh' first.
    load: 'currentOnly',
    resources,
    // i18next ≥ 24 renamed `initImmediate` to `initAsync`; false makes `init` finish before it returns.
    initAsync: false,
    // Keys are flat and contain dots; a colon in a key is text, never a namespace.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return (key, vars) => String(instance.t(key, vars ?? {}));
}

function nonEmpty(table: LocaleTable): LocaleTable {
  return Object.fromEntries(Object.entries(table).filter(([, text]) => text !== ''));
}
