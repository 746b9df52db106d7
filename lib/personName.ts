/**
 * A guest's full name as the page's language writes it. Japanese and Korean put the family name first
 * ("山田 太郎", "김민준"); Italian and English the given name first ("Giulia Conti"). The order, and how the
 * two parts are joined, are data per language: `NAME_ORDER`.
 */
import type { Lang } from './sites.ts';

interface NameOrder {
  /** The family name comes before the given name. */
  familyFirst: boolean;
  /**
   * Names written entirely in this script are joined without a space: Korean writes "김민준", not
   * "김 민준", while a name in Latin letters on the same page keeps its space ("Kim Minjun").
   */
  unspacedScript?: RegExp;
}

const NAME_ORDER: Readonly<Record<Lang, NameOrder>> = {
  it: { familyFirst: false },
  en: { familyFirst: false },
  ja: { familyFirst: true },
  ko: { familyFirst: true, unspacedScript: /^\p{Script=Hangul}+$/u },
};

/**
 * Whether forms and texts of the language put the family name first.
 * @example familyNameFirst('ja') // true
 */
export function familyNameFirst(lang: Lang): boolean {
  return NAME_ORDER[lang].familyFirst;
}

/**
 * Puts two values in the language's name order: [family, given] where the family name comes first,
 * [given, family] otherwise. For ordering the fields of a form as well as the parts of a name.
 * @example inNameOrder('ja', { given: 'name', family: 'surname' }) // ['surname', 'name']
 */
export function inNameOrder<T>(lang: Lang, parts: { given: T; family: T }): [T, T] {
  return familyNameFirst(lang) ? [parts.family, parts.given] : [parts.given, parts.family];
}

/**
 * The full name, trimmed, in the language's order; a missing part leaves the other alone.
 * @example fullName({ given: 'Taro', family: 'Yamada' }, 'en') // 'Taro Yamada'
 * @example fullName({ given: '太郎', family: '山田' }, 'ja') // '山田 太郎'
 * @example fullName({ given: '민준', family: '김' }, 'ko') // '김민준'
 */
export function fullName(name: { given: string; family: string }, lang: Lang): string {
  const parts = inNameOrder(lang, { given: name.given.trim(), family: name.family.trim() }).filter(Boolean);
  const { unspacedScript } = NAME_ORDER[lang];
  const separator = unspacedScript && parts.every((part) => unspacedScript.test(part)) ? '' : ' ';
  return parts.join(separator);
}
