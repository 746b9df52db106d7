import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, isUnderPrice, MONEY_STYLES, moneyStyle, totalPrice } from './price.ts';
import { SITE_IDS, SITES } from './sites.ts';

/** The no-break space between symbol and amount, spelled out so the expectations read plainly. */
const nb = (text: string) => text.replace(' ', '\u00a0');
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const jpy = (amount: string) => ({ amount, currencyCode: 'JPY' });
const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

/** Every currency a site shows: its shop's, its booking flow's card penalty and extras. */
const currenciesOf = (site: (typeof SITE_IDS)[number]) =>
  new Set([
    ...(SITES[site].storefront ? [SITES[site].storefront.currency] : []),
    SITES[site].booking.penaltyPerPerson.currencyCode,
    ...SITES[site].booking.offers.extras.flatMap((group) =>
      group.items.flatMap((item) => (item.price ? [item.price.currencyCode] : [])),
    ),
  ]);

describe('price format: the rule as written', () => {
  // "Price format: thousands separated by a dot, two-digit cents after a comma."
  it('separates thousands with a dot and writes two-digit cents after a comma', () => {
    expect(formatPrice(eur('1234.5'))).toBe(nb('€ 1.234,50'));
    expect(formatPrice(eur('1234567.89'))).toBe(nb('€ 1.234.567,89'));
    expect(formatPrice(eur('24.00'))).toBe(nb('€ 24,00'));
    expect(formatPrice(eur('0.5'))).toBe(nb('€ 0,50'));
    expect(formatPrice(eur('999'))).toBe(nb('€ 999,00'));
    expect(formatPrice({ amount: '1234.5', currencyCode: 'GBP' })).toBe(nb('$ 1.234,50'));
  });

  // "Currency symbol: EUR €, JPY ¥, anything else $."
  it('uses € for EUR, ¥ for JPY and $ for anything else (the won aside)', () => {
    expect(['EUR', 'JPY', 'USD', 'CHF', ''].map(currencySymbol)).toEqual(['€', '¥', '$', '$', '$']);
  });

  // "Prices shown without decimals only on tokyo."
  it('shows prices without decimals on tokyo, and with decimals on the other shop sites', () => {
    const shopSites = SITE_IDS.filter((site) => SITES[site].storefront);
    const withoutDecimals = shopSites.filter((site) => moneyStyle(SITES[site].storefront!.currency).decimals === 0);
    expect(withoutDecimals).toEqual(['tokyo']);
    expect(formatPrice(jpy('3800'))).toBe(nb('¥ 3.800'));
    expect(formatPrice(jpy('12800.00'))).toBe(nb('¥ 12.800'));
  });

  it('puts the symbol before the amount with a space that never breaks', () => {
    expect(formatPrice(eur('28'))).toMatch(/^€\u00a028,00$/);
    expect(formatPrice(jpy('28'))).toMatch(/^¥\u00a028$/);
  });

  it('rounds half up on the decimal digits, not through a float', () => {
    expect(formatPrice(eur('1.005'))).toBe(nb('€ 1,01'));
    expect(formatPrice(eur('999.995'))).toBe(nb('€ 1.000,00'));
    expect(formatPrice(jpy('3799.5'))).toBe(nb('¥ 3.800'));
  });

  it('refuses an amount that is not a decimal number', () => {
    expect(() => formatPrice(eur('twelve'))).toThrow(RangeError);
    expect(() => formatPrice(eur(''))).toThrow(RangeError);
  });
});

describe('price format: the rule where, read literally, it would show a visitor something wrong', () => {
  it('never shows yen with decimals, on any site: Osaka as Tokyo', () => {
    expect(formatPrice(jpy('1600'))).toBe(nb('¥ 1.600'));
    expect(formatPrice(jpy('25000.00'))).toBe(nb('¥ 25.000'));
    const yenSites = SITE_IDS.filter((site) => currenciesOf(site).has('JPY'));
    expect(yenSites).toEqual(['tokyo', 'osaka-garden']);
  });

  it('writes the won as ₩, without decimals', () => {
    expect(formatPrice({ amount: '230000', currencyCode: 'KRW' })).toBe(nb('₩ 230.000'));
  });

  it('writes US dollars as an American reader does: comma thousands, point cents, the symbol against the amount', () => {
    expect(formatPrice(usd('1234.56'))).toBe('$1,234.56');
    expect(formatPrice(usd('28'))).toBe('$28.00');
    expect(formatPrice(usd('1234567.891'))).toBe('$1,234,567.89');
  });

  it('names how every currency a site shows is written, none left to "anything else"', () => {
    for (const site of SITE_IDS) {
      for (const currency of currenciesOf(site))
        expect(Object.keys(MONEY_STYLES), `${site} ${currency}`).toContain(currency);
    }
  });
});

describe('totals', () => {
  it('adds unit prices times quantities exactly, in decimal', () => {
    expect(
      totalPrice([
        { price: eur('35.00'), quantity: 1 },
        { price: eur('95.00'), quantity: 2 },
      ]),
    ).toEqual(eur('225.00'));
    expect(
      totalPrice([
        { price: eur('0.10'), quantity: 3 },
        { price: eur('0.2'), quantity: 1 },
      ]),
    ).toEqual(eur('0.50'));
    expect(
      totalPrice([
        { price: jpy('5000'), quantity: 1 },
        { price: jpy('15000'), quantity: 2 },
      ]),
    ).toEqual(jpy('35000'));
  });

  it('has no total for no lines, or for lines in different currencies', () => {
    expect(totalPrice([])).toBeNull();
    expect(
      totalPrice([
        { price: eur('1'), quantity: 1 },
        { price: usd('1'), quantity: 1 },
      ]),
    ).toBeNull();
  });
});

describe('under price', () => {
  // "An under-price flag is true when the total is 10 or less (not used visibly)."
  it('flags a total of 10 or less as under price', () => {
    expect([0, 9.99, 10, 10.01, 250].map(isUnderPrice)).toEqual([true, true, true, false, false]);
  });
});
