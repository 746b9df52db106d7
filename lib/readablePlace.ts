/**
 * The restaurant's name and address as a guest can read them. Each site's content gives them in each of
 * its page languages (the footer's address lines, lib/restaurantContact.ts); the site's English content
 * is the form in Latin letters. A guest whose language is written in the page's script reads the page's
 * form; any other guest reads the Latin form, with the page's form beside it when that is in another
 * script (what a taxi driver or a passer-by in Tokyo reads). See docs/languages.md, "Names in Latin
 * letters".
 */
import type { UiLang } from './locales.ts';
import type { RestaurantPlace } from './restaurantContact.ts';
import { siteOffersLang, type Lang, type SiteId } from './sites.ts';

/** The content language whose name and address are in Latin letters: every site with another script has it. */
export const LATIN_FORM_LANG: Lang = 'en';

type Writing = 'latin' | 'arabic' | 'cyrillic' | 'greek' | 'thai' | 'japanese' | 'korean' | 'hanzi';

/**
 * How each language is written. Japanese mixes kana with kanji; Chinese readers read the kanji of a
 * name but not its kana ("オステリア・ルッチョラ 東京"), so the two are kept apart.
 */
const WRITTEN_IN: Readonly<Record<UiLang, Writing>> = {
  it: 'latin',
  en: 'latin',
  ja: 'japanese',
  ko: 'korean',
  ar: 'arabic',
  'zh-Hans': 'hanzi',
  'zh-Hant': 'hanzi',
  cs: 'latin',
  de: 'latin',
  es: 'latin',
  fr: 'latin',
  el: 'greek',
  hu: 'latin',
  ms: 'latin',
  nl: 'latin',
  pt: 'latin',
  ru: 'cyrillic',
  th: 'thai',
  tr: 'latin',
  vi: 'latin',
};

/**
 * Whether a guest reading `guestLang` needs the Latin form of what the pages in `pageLang` write: the
 * page's language is written in another script than Latin letters, and not in the guest's.
 * @example needsLatinForm('ja', 'th') // true
 * @example needsLatinForm('ja', 'ja') // false
 * @example needsLatinForm('en', 'ar') // false: the page's form is already in Latin letters
 */
export function needsLatinForm(pageLang: UiLang, guestLang: UiLang): boolean {
  const page = WRITTEN_IN[pageLang];
  return page !== 'latin' && page !== WRITTEN_IN[guestLang];
}

/** The place a guest reads, and the page's own form when it is shown beside it. */
export interface ReadablePlace extends RestaurantPlace {
  /** The page's form, in its script, when the guest reads the Latin one. */
  local?: RestaurantPlace & { lang: Lang };
}

/**
 * The restaurant's name and address for a guest: the page's form, or the Latin one with the page's form
 * beside it. `placeIn` reads a content language's form; a site without the Latin language keeps its own.
 * @example readablePlace('tokyo', 'ja', 'th', (lang) => FORMS[lang])
 * // { name: 'Osteria Lucciola Tokyo', address: '…Minato-ku, Tokyo…', local: { name: 'オステリア・ルッチョラ 東京', …, lang: 'ja' } }
 */
export function readablePlace(
  site: SiteId,
  pageLang: Lang,
  guestLang: UiLang,
  placeIn: (lang: Lang) => RestaurantPlace,
): ReadablePlace {
  const local = placeIn(pageLang);
  if (!needsLatinForm(pageLang, guestLang) || !siteOffersLang(site, LATIN_FORM_LANG)) return local;
  const latin = placeIn(LATIN_FORM_LANG);
  if (!latin.name) return local;
  return { name: latin.name, address: latin.address || local.address, local: { ...local, lang: pageLang } };
}
