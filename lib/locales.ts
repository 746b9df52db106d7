/**
 * UI strings: one flat table per language in `locales/<code>.json`. Keys are flat and dotted
 * (`"carousel.slideOf"`), `locales/en.json` is the source of truth for the key set, and only the page's
 * language is loaded (and embedded in the page), never every table. This module is the only place that
 * imports a locale file, and it is free of i18next, so the browser can load tables without it.
 */

/** A language's UI strings: flat dotted key → text, with `{{name}}` placeholders. */
export type LocaleTable = Record<string, string>;

/**
 * Every language that has a UI string table: the four route languages, then the further translation tables (rules
 * §sites).
 * @example UI_LANGS.includes('zh-Hant') // true
 */
export const UI_LANGS = [
  'it',
  'en',
  'ja',
  'ko',
  'ar',
  'zh-Hans',
  'zh-Hant',
  'cs',
  'de',
  'es',
  'fr',
  'el',
  'hu',
  'ms',
  'nl',
  'pt',
  'ru',
  'th',
  'tr',
  'vi',
] as const;
export type UiLang = (typeof UI_LANGS)[number];

/**
 * A script whose letters the site's own faces (renderer/fonts.css) lack: a part speaking a language written
 * in it loads that script's faces with the table (components/guestLanguage/scriptFaces.ts).
 */
export type ExtraScript = 'thai' | 'vietnamese' | 'greek' | 'cyrillic';

/**
 * Each UI language as it names itself (the language pickers list these), the direction it is written in,
 * and the script it needs faces for, if the site's own lack it.
 * @example UI_LANG_TRAITS['ar'] // { name: 'العربية', dir: 'rtl' }
 * @example UI_LANG_TRAITS['th'] // { name: 'ไทย', dir: 'ltr', script: 'thai' }
 */
export const UI_LANG_TRAITS: Record<UiLang, { name: string; dir: 'ltr' | 'rtl'; script?: ExtraScript }> = {
  it: { name: 'Italiano', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  'zh-Hans': { name: '简体中文', dir: 'ltr' },
  'zh-Hant': { name: '繁體中文', dir: 'ltr' },
  cs: { name: 'Čeština', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  el: { name: 'Ελληνικά', dir: 'ltr', script: 'greek' },
  hu: { name: 'Magyar', dir: 'ltr' },
  ms: { name: 'Bahasa Melayu', dir: 'ltr' },
  nl: { name: 'Nederlands', dir: 'ltr' },
  pt: { name: 'Português', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr', script: 'cyrillic' },
  th: { name: 'ไทย', dir: 'ltr', script: 'thai' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr', script: 'vietnamese' },
};

/** The suffixes i18next and lib/translate.ts put after a plural key: Intl.PluralRules' categories. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a complete table of `lang` has: English's, with each plural (`x_one`/`x_other` in English)
 * written in the categories `lang` has instead (Arabic six, Russian four, Japanese one).
 * @example tableKeysFor('ja', ['a', 'g_one', 'g_other']) // ['a', 'g_other']
 * @example tableKeysFor('cs', ['g_one', 'g_other']) // ['g_few', 'g_many', 'g_one', 'g_other'] (Intl's order)
 */
export function tableKeysFor(lang: UiLang, englishKeys: readonly string[]): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) keys.add(key);
    else for (const category of categories) keys.add(`${key.slice(0, plural.index)}_${category}`);
  }
  return [...keys];
}

/**
 * The languages of the routes (rules §sites: it, en, ja, ko): pages are written in these; every table is
 * complete (lib/i18n.test.ts), and the other sixteen speak in the interactive parts (lib/guestLang.ts).
 * @example ROUTE_UI_LANGS // ['it', 'en', 'ja', 'ko']
 */
export const ROUTE_UI_LANGS = ['it', 'en', 'ja', 'ko'] as const satisfies readonly UiLang[];

/**
 * @example isUiLang('de') // true
 * @example isUiLang('jp') // false: normalise route languages with `normalizeLang` first
 */
export function isUiLang(value: string): value is UiLang {
  return (UI_LANGS as readonly string[]).includes(value);
}

/** What a translator returns for a key: the string, with `{{name}}` placeholders filled from `vars`. */
export type Translator = (key: string, vars?: Record<string, string | number>) => string;

type LocaleModule = { default: LocaleTable };

/**
 * Lazy loaders, one chunk per language: a page downloads only its own table. The route languages are
 * spelled out; the bundler turns the template import below into one chunk per file of `locales/`.
 */
function importLocale(lang: UiLang): Promise<LocaleModule> {
  switch (lang) {
    case 'it':
      return import('../locales/it.json');
    case 'en':
      return import('../locales/en.json');
    case 'ja':
      return import('../locales/ja.json');
    case 'ko':
      return import('../locales/ko.json');
    default:
      return import(`../locales/${lang}.json`) as Promise<LocaleModule>;
  }
}

/**
 * Loads one language's UI string table.
 * @example
 * const strings = await loadLocale('ja');
 * strings['error.goBack']; // '戻る'
 */
export async function loadLocale(lang: UiLang): Promise<LocaleTable> {
  return (await importLocale(lang)).default;
}

/**
 * Key namespaces only the server reads (the e-mails' texts, lib/mail/): kept out of what a page embeds.
 * @example SERVER_ONLY_KEYS // ['mail.']
 */
const SERVER_ONLY_KEYS = ['mail.'] as const;

/**
 * The part of a table a page carries to the browser: every key but the server's own.
 * @example pageStrings({ 'nav.close': 'Close', 'mail.yes': 'Yes' }) // { 'nav.close': 'Close' }
 */
export function pageStrings(table: LocaleTable): LocaleTable {
  return Object.fromEntries(
    Object.entries(table).filter(([key]) => !SERVER_ONLY_KEYS.some((prefix) => key.startsWith(prefix))),
  );
}
