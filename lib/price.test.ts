import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, isUnderPrice } from './price.ts';
import { SITE_IDS, SITES } from './sites.ts';

/** The no-break space between symbol and amount, spelled out so the expectations read plainly. */
const nb = (text: string) => text.replace(' ', '\u00a0');

describe('price format (spec §9)', () => {
  // "Price format: thousands separated by a dot, two-digit cents after a comma."
  it('separates thousands with a dot and writes two-digit cents after a comma', () => {
    expect(formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'florence')).toBe(nb('€ 1.234,50'));
    expect(formatPrice({ amount: '1234567.89', currencyCode: 'USD' }, 'beverlyhills')).toBe(nb('$ 1.234.567,89'));
    expect(formatPrice({ amount: '24.00', currencyCode: 'EUR' }, 'florence')).toBe(nb('€ 24,00'));
    expect(formatPrice({ amount: '0.5', currencyCode: 'EUR' }, 'florence')).toBe(nb('€ 0,50'));
    expect(formatPrice({ amount: '999', currencyCode: 'EUR' }, 'florence')).toBe(nb('€ 999,00'));
  });

  it('rounds half up on the decimal digits, not through a float', () => {
    expect(formatPrice({ amount: '1.005', currencyCode: 'EUR' }, 'florence')).toBe(nb('€ 1,01'));
    expect(formatPrice({ amount: '999.995', currencyCode: 'EUR' }, 'florence')).toBe(nb('€ 1.000,00'));
    expect(formatPrice({ amount: '3799.5', currencyCode: 'JPY' }, 'tokyo')).toBe(nb('¥ 3.800'));
  });

  // "Prices shown without decimals only on tokyo."
  it('shows prices without decimals only on tokyo', () => {
    expect(formatPrice({ amount: '3800', currencyCode: 'JPY' }, 'tokyo')).toBe(nb('¥ 3.800'));
    expect(formatPrice({ amount: '12800.00', currencyCode: 'JPY' }, 'tokyo')).toBe(nb('¥ 12.800'));
    expect(formatPrice({ amount: '3800', currencyCode: 'JPY' }, 'osaka-garden')).toBe(nb('¥ 3.800,00'));
    expect(SITE_IDS.filter((site) => SITES[site].priceDecimals === 0)).toEqual(['tokyo']);
  });

  it('puts the symbol before the amount with a space that never breaks', () => {
    expect(formatPrice({ amount: '28', currencyCode: 'USD' }, 'beverlyhills')).toMatch(/^\$\u00a028,00$/);
  });

  // "Currency symbol: EUR €, JPY ¥, anything else $."
  it('uses € for EUR, ¥ for JPY and $ for anything else', () => {
    expect(['EUR', 'JPY', 'USD', 'KRW', ''].map(currencySymbol)).toEqual(['€', '¥', '$', '$', '$']);
  });

  it('refuses an amount that is not a decimal number', () => {
    expect(() => formatPrice({ amount: 'twelve', currencyCode: 'EUR' }, 'florence')).toThrow(RangeError);
    expect(() => formatPrice({ amount: '', currencyCode: 'EUR' }, 'florence')).toThrow(RangeError);
  });

  // "An under-price flag is true when the total is 10 or less (not used visibly)."
  it('flags a total of 10 or less as under price', () => {
    expect([0, 9.99, 10, 10.01, 250].map(isUnderPrice)).toEqual([true, true, true, false, false]);
  });
});
