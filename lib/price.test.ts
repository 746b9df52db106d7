import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, isUnderPrice } from './price.ts';

describe('price format (spec §9)', () => {
  it('separates thousands with a dot and writes two-digit cents after a comma', () => {
    expect(formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'florence')).toBe('€\u20091.234,50');
    expect(formatPrice({ amount: '24.00', currencyCode: 'USD' }, 'beverlyhills')).toBe('$\u200924,00');
  });

  it('shows prices without decimals only on tokyo', () => {
    expect(formatPrice({ amount: '3800', currencyCode: 'JPY' }, 'tokyo')).toBe('¥\u20093.800');
    expect(formatPrice({ amount: '3800', currencyCode: 'JPY' }, 'osaka-garden')).toBe('¥\u20093.800,00');
  });

  it('uses € for EUR, ¥ for JPY and $ for anything else', () => {
    expect(['EUR', 'JPY', 'USD', 'KRW'].map(currencySymbol)).toEqual(['€', '¥', '$', '$']);
  });

  it('flags a total of 10 or less as under price', () => {
    expect([9.99, 10, 10.01].map(isUnderPrice)).toEqual([true, true, false]);
  });
});
