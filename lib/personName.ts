/**
 * A guest's full name as their language writes it. Japanese, Korean, Chinese, Hungarian and Vietnamese put
 * the family name first ("山田 太郎", "김민준", "王小明", "Nagy Péter"); the others the given name first
 * ("Giulia Conti"). The order, and how the two parts are joined, are data per language: `NAME_ORDER`.
 */
import type { UiLang } from './locales.ts';

interface NameOrder {
  /** The family name comes before the given name. */
  familyFirst: boolean;
  /**
   * Names written entirely in this script are joined without a space: Korean writes "김민준", not
   * "김 민준", while a name in Latin letters on the same page keeps its space ("Kim Minjun").
   */
  unspacedScript?: RegExp;
}

const GIVEN_FIRST: NameOrder = { familyFirst: false };
const HAN = /^\p{Script=Han}+$/u;

const NAME_ORDER: Readonly<Record<UiLang, NameOrder>> = {
  it: GIVEN_FIRST,
  en: GIVEN_FIRST,
  ja: { familyFirst: true },
  ko: { familyFirst: true, unspacedScript: /^\p{Script=Hangul}+$/u },
  'zh-Hans': { familyFirst: true, unspacedScript: HAN },
  'zh-Hant': { familyFirst: true, unspacedScript: HAN },
  hu: { familyFirst: true },
  vi: { familyFirst: true },
  ar: GIVEN_FIRST,
  cs: GIVEN_FIRST,
  de: GIVEN_FIRST,
  es: GIVEN_FIRST,
  fr: GIVEN_FIRST,
  el: GIVEN_FIRST,
  ms: GIVEN_FIRST,
  nl: GIVEN_FIRST,
  pt: GIVEN_FIRST,
  ru: GIVEN_FIRST,
  th: GIVEN_FIRST,
  tr: GIVEN_FIRST,
};

/**
 * Whether forms and texts of the language put the family name first.
 * @example familyNameFirst('ja') // true
 */
export function familyNameFirst(lang: UiLang): boolean {
  return NAME_ORDER[lang].familyFirst;
}

/**
 * Puts two values in the language's name order: [family, given] where the family name comes first,
 * [given, family] otherwise. For ordering the fields of a form as well as the parts of a name.
 * @example inNameOrder('ja', { given: 'name', family: 'surname' }) // ['surname', 'name']
 */
export function inNameOrder<T>(lang: UiLang, parts: { given: T; family: T }): [T, T] {
  return familyNameFirst(lang) ? [parts.family, parts.given] : [parts.given, parts.family];
}

/**
 * The full name, trimmed, in the language's order; a missing part leaves the other alone.
 * @example fullName({ given: 'Taro', family: 'Yamada' }, 'en') // 'Taro Yamada'
 * @example fullName({ given: '太郎', family: '山田' }, 'ja') // '山田 太郎'
 * @example fullName({ given: '민준', family: '김' }, 'ko') // '김민준'
 */
export function fullName(name: { given: string; family: string }, lang: UiLang): string {
  const parts = inNameOrder(lang, { given: name.given.trim(), family: name.family.trim() }).filter(Boolean);
  const { unspacedScript } = NAME_ORDER[lang];
  const separator = unspacedScript && parts.every((part) => unspacedScript.test(part)) ? '' : ' ';
  return parts.join(separator);
}
