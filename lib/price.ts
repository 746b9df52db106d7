/**
 * Money as every reader sees it: the menus, the shop and its cart, the booking flow, the manage page and
 * the e-mails. One formatter; the currency decides the symbol and the decimals (`CURRENCIES`), the
 * reader's language decides the marks between the digits (`READER_MARKS`).
 *
 * The rule: thousands separated by a dot, two-digit cents after a comma; currency symbol EUR €, JPY ¥,
 * anything else $; prices without decimals on tokyo. Its intent where it would show a reader something
 * wrong:
 * - yen has no minor unit, so yen never shows decimals, on any site (Osaka's menus too), and the won
 *   (Seoul's booking flow) neither; the won is written ₩, not $;
 * - a reader whose decimal mark is a point (English, Japanese, Korean, Chinese, Thai, Malay, Arabic)
 *   takes "¥ 25.000" for twenty-five yen and "$ 1.234,56" for one dollar and change: they read amounts
 *   the way they write them, "¥25,000", "$1,234.56", "€1,234.50". A reader whose decimal mark is a
 *   comma (Italian, German, …) reads the rule as written, "€ 1.234,50", "¥ 25.000".
 * The amount follows the language of the sentence it stands in: the page's on pages, the guest's in the
 * booking flow and the cart when they speak it, the e-mail's in an e-mail. So each page and each e-mail
 * writes one currency one way, as its prose does ("25,000円" in Japanese copy, `npm run demo:check`).
 * The symbol comes before the amount; where a space separates them it is a no-break one, so a price
 * never wraps.
 */
import type { Price } from './contract/types.ts';
import type { UiLang } from './locales.ts';

/** A currency: its symbol and how many digits of minor unit a price shows. */
interface Currency {
  symbol: string;
  /** Digits after the decimal mark; 0 writes whole units. */
  decimals: 0 | 2;
}

export const CURRENCIES = {
  EUR: { symbol: '€', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  KRW: { symbol: '₩', decimals: 0 },
  USD: { symbol: '$', decimals: 2 },
} as const satisfies Record<string, Currency>;

/** A currency the table does not name: "anything else $". */
const OTHER: Currency = { symbol: '$', decimals: 2 };

/** The marks a reader writes a number with, and what stands between the symbol and the amount. */
export interface NumberMarks {
  thousands: string;
  decimal: string;
  gap: string;
}

const NO_BREAK_SPACE = '\u00a0';

/** The rule as written, "€ 1.234,50": how readers whose decimal mark is a comma read it. */
const COMMA_DECIMAL: NumberMarks = { thousands: '.', decimal: ',', gap: NO_BREAK_SPACE };
/** "$1,234.56": how readers whose decimal mark is a point write money. */
const POINT_DECIMAL: NumberMarks = { thousands: ',', decimal: '.', gap: '' };

/**
 * Each UI language's decimal mark. Czech, French, Hungarian and Russian group thousands with a space,
 * but a dot between thousands is never their decimal mark, so they read the rule as written.
 */
export const READER_MARKS: Record<UiLang, NumberMarks> = {
  it: COMMA_DECIMAL,
  en: POINT_DECIMAL,
  ja: POINT_DECIMAL,
  ko: POINT_DECIMAL,
  ar: POINT_DECIMAL,
  'zh-Hans': POINT_DECIMAL,
  'zh-Hant': POINT_DECIMAL,
  cs: COMMA_DECIMAL,
  de: COMMA_DECIMAL,
  es: COMMA_DECIMAL,
  fr: COMMA_DECIMAL,
  el: COMMA_DECIMAL,
  hu: COMMA_DECIMAL,
  ms: POINT_DECIMAL,
  nl: COMMA_DECIMAL,
  pt: COMMA_DECIMAL,
  ru: COMMA_DECIMAL,
  th: POINT_DECIMAL,
  tr: COMMA_DECIMAL,
  vi: COMMA_DECIMAL,
};

/** Where a reader's own sign for a currency differs: to a mainland Chinese reader ¥ is the yuan. */
const READER_SYMBOLS: Partial<Record<UiLang, Partial<Record<string, string>>>> = {
  'zh-Hans': { JPY: 'JP¥' },
};

type Money = Price | { amount: string; currencyCode: string };

/** A currency's symbol and decimals. */
export function currency(currencyCode: string): Currency {
  return (CURRENCIES as Record<string, Currency>)[currencyCode] ?? OTHER;
}

/**
 * "Currency symbol: EUR €, JPY ¥, anything else $" (and ₩ for the won), as `lang`'s reader knows it.
 * @example currencySymbol('JPY') // '¥'
 * @example currencySymbol('JPY', 'zh-Hans') // 'JP¥'
 */
export function currencySymbol(code: string, lang?: UiLang): string {
  return (lang && READER_SYMBOLS[lang]?.[code]) ?? currency(code).symbol;
}

/**
 * A price as a reader of `lang` reads it. The amount is rounded half up on its decimal digits, never
 * through a binary float, so "1.005" shows as "1,01".
 * @example formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'it') // '€ 1.234,50'
 * @example formatPrice({ amount: '25000', currencyCode: 'JPY' }, 'ja') // '¥25,000'
 * @example formatPrice({ amount: '1234.5', currencyCode: 'USD' }, 'en') // '$1,234.50'
 */
export function formatPrice(price: Money, lang: UiLang): string {
  const { decimals } = currency(price.currencyCode);
  const marks = READER_MARKS[lang];
  const { negative, whole, fraction } = roundDecimal(price.amount, decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.thousands);
  const number = decimals ? `${grouped}${marks.decimal}${fraction}` : grouped;
  return `${negative ? '-' : ''}${currencySymbol(price.currencyCode, lang)}${marks.gap}${number}`;
}

/**
 * The total of priced lines (a unit price times a quantity each), exact in decimal, in their currency.
 * Null when there is no line or the lines are in different currencies.
 * @example totalPrice([{ price: { amount: '95.00', currencyCode: 'EUR' }, quantity: 2 }]) // { amount: '190.00', currencyCode: 'EUR' }
 */
export function totalPrice(
  lines: readonly { price: Money; quantity: number }[],
): { amount: string; currencyCode: string } | null {
  const [first] = lines;
  if (!first || lines.some((line) => line.price.currencyCode !== first.price.currencyCode)) return null;
  const scale = Math.max(...lines.map((line) => decimalParts(line.price.amount).fraction.length));
  let sum = 0n;
  for (const { price, quantity } of lines) {
    if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
    const { sign, whole, fraction } = decimalParts(price.amount);
    const units = BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
    sum += (sign ? -units : units) * BigInt(quantity);
  }
  const digits = (sum < 0n ? -sum : sum).toString().padStart(scale + 1, '0');
  const amount = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return { amount: `${sum < 0n ? '-' : ''}${amount}`, currencyCode: first.price.currencyCode };
}

/**
 * "An under-price flag is true when the total is 10 or less (not used visibly)."
 * @example isUnderPrice(10) // true
 */
export function isUnderPrice(total: number): boolean {
  return total <= 10;
}

function decimalParts(amount: string): { sign: string; whole: string; fraction: string } {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole + fraction).length === 0) throw new RangeError(`Not a decimal amount: '${amount}'`);
  return { sign, whole, fraction };
}

/** Rounds a decimal string ("1234.5") half up to `decimals` digits, exactly. */
function roundDecimal(amount: string, decimals: number): { negative: boolean; whole: string; fraction: string } {
  const { sign, whole: wholeDigits, fraction: fractionDigits } = decimalParts(amount);
  // One digit beyond the kept ones decides the rounding (half up).
  const kept = (fractionDigits + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  const units = ((BigInt(`${wholeDigits || '0'}${kept}`) + 5n) / 10n).toString().padStart(decimals + 1, '0');
  const negative = sign === '-' && /[1-9]/.test(units);
  return {
    negative,
    whole: units.slice(0, units.length - decimals),
    fraction: decimals ? units.slice(-decimals) : '',
  };
}
