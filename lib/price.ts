/**
 * Money as every page writes it: the menus, the shop and its cart, the booking flow. One formatter, and
 * how each currency is written is data (`MONEY_STYLES`).
 *
 * The rule: thousands separated by a dot, two-digit cents after a comma; currency symbol EUR €, JPY ¥,
 * anything else $; prices without decimals on tokyo. Its intent where it would show a visitor something
 * wrong:
 * - yen has no minor unit, so yen never shows decimals, on any site (Osaka's menus too), and the won
 *   (Seoul's booking flow) neither; the won is written ₩, not $;
 * - US dollars (Beverly Hills, an American audience) are written as Americans write them, "$1,234.56":
 *   "$ 1.234,56" would read as one dollar and change.
 * Every other currency follows the rule as written. The symbol comes before the amount; where a no-break
 * space separates them, a price never wraps.
 */
import type { Price } from './contract/types.ts';

/** How a currency's amounts are written. */
interface MoneyStyle {
  symbol: string;
  /** Digits after the decimal separator; 0 writes whole units. */
  decimals: 0 | 2;
  thousands: string;
  decimal: string;
  /** Between the symbol and the amount. */
  gap: string;
}

const NO_BREAK_SPACE = '\u00a0';

/** The rule as written: "€ 1.234,50". */
const RULE: Omit<MoneyStyle, 'symbol'> = { decimals: 2, thousands: '.', decimal: ',', gap: NO_BREAK_SPACE };

export const MONEY_STYLES = {
  EUR: { ...RULE, symbol: '€' },
  JPY: { ...RULE, symbol: '¥', decimals: 0 },
  KRW: { ...RULE, symbol: '₩', decimals: 0 },
  USD: { symbol: '$', decimals: 2, thousands: ',', decimal: '.', gap: '' },
} as const satisfies Record<string, MoneyStyle>;

/** A currency the table does not name: "anything else $", written by the rule. */
const OTHER: MoneyStyle = { ...RULE, symbol: '$' };

type Money = Price | { amount: string; currencyCode: string };

/** The style a currency is written in. */
export function moneyStyle(currencyCode: string): MoneyStyle {
  return (MONEY_STYLES as Record<string, MoneyStyle>)[currencyCode] ?? OTHER;
}

/**
 * "Currency symbol: EUR €, JPY ¥, anything else $" (and ₩ for the won).
 * @example currencySymbol('JPY') // '¥'
 */
export function currencySymbol(code: string): string {
  return moneyStyle(code).symbol;
}

/**
 * A price as every page shows it. The amount is rounded half up on its decimal digits, never through a
 * binary float, so "1.005" shows as "1,01".
 * @example formatPrice({ amount: '1234.5', currencyCode: 'EUR' }) // '€ 1.234,50'
 * @example formatPrice({ amount: '3800', currencyCode: 'JPY' }) // '¥ 3.800'
 * @example formatPrice({ amount: '1234.5', currencyCode: 'USD' }) // '$1,234.50'
 */
export function formatPrice(price: Money): string {
  const style = moneyStyle(price.currencyCode);
  const { negative, whole, fraction } = roundDecimal(price.amount, style.decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.thousands);
  const number = style.decimals ? `${grouped}${style.decimal}${fraction}` : grouped;
  return `${negative ? '-' : ''}${style.symbol}${style.gap}${number}`;
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
