/**
 * Spec §9 "Price format: thousands separated by a dot, two-digit cents after a comma. Currency symbol:
 * EUR €, JPY ¥, anything else $. Prices shown without decimals only on tokyo."
 *
 * Symbol placement: the symbol always comes before the amount, followed by a no-break space, in every
 * language and currency ("€ 1.234,50", "$ 28,00", "¥ 3.800"), so a price never wraps and reads the same
 * on every site. Which sites drop the decimals is data: `Site.priceDecimals` in lib/sites.ts.
 */
import type { Price } from './contract/types.ts';
import { SITES, type SiteId } from './sites.ts';

const SYMBOL_SEPARATOR = '\u00a0';

/**
 * Spec §9 "Currency symbol: EUR €, JPY ¥, anything else $."
 * @example currencySymbol('JPY') // '¥'
 */
export function currencySymbol(code: string): string {
  if (code === 'EUR') return '€';
  if (code === 'JPY') return '¥';
  return '$';
}

/**
 * A price as the site shows it. The amount is rounded half up on its decimal digits, never through a
 * binary float, so "1.005" shows as "1,01".
 * @example formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'florence') // '€ 1.234,50'
 * @example formatPrice({ amount: '3800', currencyCode: 'JPY' }, 'tokyo') // '¥ 3.800'
 */
export function formatPrice(price: Price | { amount: string; currencyCode: string }, site: SiteId): string {
  const decimals = SITES[site].priceDecimals;
  const { negative, whole, fraction } = roundDecimal(price.amount, decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const number = decimals ? `${grouped},${fraction}` : grouped;
  return `${negative ? '-' : ''}${currencySymbol(price.currencyCode)}${SYMBOL_SEPARATOR}${number}`;
}

/**
 * Spec §9 "An under-price flag is true when the total is 10 or less (not used visibly)."
 * @example isUnderPrice(10) // true
 */
export function isUnderPrice(total: number): boolean {
  return total <= 10;
}

/** Rounds a decimal string ("1234.5") half up to `decimals` digits, exactly. */
function roundDecimal(amount: string, decimals: number): { negative: boolean; whole: string; fraction: string } {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  const [, sign = '', wholeDigits = '', fractionDigits = ''] = match ?? [];
  if (!match || (wholeDigits + fractionDigits).length === 0) throw new RangeError(`Not a decimal amount: '${amount}'`);
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
