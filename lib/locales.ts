/**
 * UI strings: one flat table per language in `locales/<code>.json`. Keys are flat and dotted
 * (`"carousel.slideOf"`), `locales/en.json` is the source of truth for the key set, and only the page's
 * language is loaded (and embedded in the page), never every table. This module is the only place that
 * imports a locale file, and it is free of i18next, so the browser can load tables without it.
 */

/** A language's UI strings: flat dotted key → text, with `{{name}}` placeholders. */
export type LocaleTable = Record<string, string>;

/**
 * Every language that has a UI string table: the four route languages, then the further translation tables (rules §sites).
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
type UiLang = (typeof UI_LANGS)[number];

/**
 * The tables that must be complete: the languages of the routes (rules §sites: it, en, ja, ko).
 * The other tables may lag behind; a key they lack falls back to English.
 * @example ROUTE_UI_LANGS // ['it', 'en', 'ja', 'ko']
 */
export const ROUTE_UI_LANGS = ['it', 'en', 'ja', 'ko'] as const satisfies readonly UiLang[];

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
