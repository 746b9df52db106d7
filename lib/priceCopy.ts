/**
 * Money as content copy writes it, held to how the page's reader reads numbers (`READER_MARKS` in
 * lib/price.ts, which also writes the prices beside the copy). Copy may name the currency its own way
 * ("25,000円", "150 euro", "US$175"), but its digits must be grouped as the reader groups them: in
 * Japanese "25.000円" reads as twenty-five yen, in Italian "€ 1,500" as one and a half euro. Pure: text in,
 * problems out.
 */
import type { UiLang } from './locales.ts';
import { READER_MARKS } from './price.ts';

/** A figure right after a currency sign, or right before a currency's sign or word. */
const MONEY =
  /(?:US\$|\$|€|¥|￥|₩)\s?(\d[\d.,]*\d|\d)|(\d[\d.,]*\d|\d)\s?(?:euro|EUR|€|dollars|dollari|USD|ユーロ|円|yen|JPY|유로|원|won|KRW)(?![a-z])/gi;

/** A mark as a regular expression matches it. */
const literal = (mark: string) => mark.replace(/[.]/g, '\\.');

/** A figure as a reader with these marks writes it: "25,000", "1,234.50", "1500", "95.00" (English). */
function readsRight(figure: string, lang: UiLang): boolean {
  const thousands = literal(READER_MARKS[lang].thousands);
  const decimal = literal(READER_MARKS[lang].decimal);
  return new RegExp(`^(?:\\d{1,3}(?:${thousands}\\d{3})+|\\d+)(?:${decimal}\\d{2})?$`).test(figure);
}

/**
 * Every money figure in a text that a reader of `lang` would misread.
 * @example priceCopyProblems('お一人様につき25.000円', 'ja') // ["'25.000円' reads wrong in ja: thousands take ',' and cents '.'"]
 * @example priceCopyProblems('お一人様につき25,000円', 'ja') // []
 */
export function priceCopyProblems(text: string, lang: UiLang): string[] {
  const { thousands, decimal } = READER_MARKS[lang];
  return [...text.matchAll(MONEY)]
    .filter((match) => !readsRight((match[1] ?? match[2])!, lang))
    .map((match) => `'${match[0]}' reads wrong in ${lang}: thousands take '${thousands}' and cents '${decimal}'`);
}
