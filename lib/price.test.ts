import { describe, expect, it } from 'vitest';
import { UI_LANGS } from './locales.ts';
import { CURRENCIES, currency, currencySymbol, formatPrice, isUnderPrice, READER_MARKS, totalPrice } from './price.ts';
import { SITE_IDS, SITES } from './sites.ts';

/** The no-break space between symbol and amount, spelled out so the expectations read plainly. */
const nb = (text: string) => text.replace(' ', '\u00a0');
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const jpy = (amount: string) => ({ amount, currencyCode: 'JPY' });
const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const krw = (amount: string) => ({ amount, currencyCode: 'KRW' });

/** Every currency a site shows: its shop's, its booking flow's card penalty and extras. */
const currenciesOf = (site: (typeof SITE_IDS)[number]) =>
  new Set([
    ...(SITES[site].storefront ? [SITES[site].storefront.currency] : []),
    SITES[site].booking.penaltyPerPerson.currencyCode,
    ...SITES[site].booking.offers.extras.flatMap((group) =>
      group.items.flatMap((item) => (item.price ? [item.price.currencyCode] : [])),
    ),
  ]);

describe('price format: the rule as written, for readers whose decimal mark is a comma', () => {
  // "Price format: thousands separated by a dot, two-digit cents after a comma."
  it('separates thousands with a dot and writes two-digit cents after a comma (it/EUR)', () => {
    expect(formatPrice(eur('1234.5'), 'it')).toBe(nb('€ 1.234,50'));
    expect(formatPrice(eur('1234567.89'), 'it')).toBe(nb('€ 1.234.567,89'));
    expect(formatPrice(eur('24.00'), 'it')).toBe(nb('€ 24,00'));
    expect(formatPrice(eur('0.5'), 'it')).toBe(nb('€ 0,50'));
    expect(formatPrice(eur('999'), 'it')).toBe(nb('€ 999,00'));
    expect(formatPrice({ amount: '1234.5', currencyCode: 'GBP' }, 'it')).toBe(nb('$ 1.234,50'));
  });

  // "Currency symbol: EUR €, JPY ¥, anything else $."
  it('uses € for EUR, ¥ for JPY and $ for anything else (the won aside)', () => {
    expect(['EUR', 'JPY', 'USD', 'CHF', ''].map((code) => currencySymbol(code))).toEqual(['€', '¥', '$', '$', '$']);
  });

  // "Prices shown without decimals only on tokyo."
  it('shows prices without decimals on tokyo, and with decimals on the other shop sites', () => {
    const shopSites = SITE_IDS.filter((site) => SITES[site].storefront);
    const withoutDecimals = shopSites.filter((site) => currency(SITES[site].storefront!.currency).decimals === 0);
    expect(withoutDecimals).toEqual(['tokyo']);
    expect(formatPrice(jpy('3800'), 'it')).toBe(nb('¥ 3.800'));
    expect(formatPrice(jpy('12800.00'), 'de')).toBe(nb('¥ 12.800'));
  });

  it('writes every currency the same way for every such reader (it, de, es, fr, …)', () => {
    const commaReaders = UI_LANGS.filter((lang) => READER_MARKS[lang].decimal === ',');
    expect(commaReaders).toEqual(expect.arrayContaining(['it', 'de', 'es', 'fr', 'nl', 'pt', 'ru', 'tr', 'vi']));
    for (const lang of commaReaders) {
      expect(formatPrice(eur('1234.5'), lang), lang).toBe(nb('€ 1.234,50'));
      expect(formatPrice(usd('1234.56'), lang), lang).toBe(nb('$ 1.234,56'));
      expect(formatPrice(jpy('25000'), lang), lang).toBe(nb('¥ 25.000'));
      expect(formatPrice(krw('230000'), lang), lang).toBe(nb('₩ 230.000'));
    }
  });

  it('puts the symbol before the amount with a space that never breaks', () => {
    expect(formatPrice(eur('28'), 'it')).toMatch(/^€\u00a028,00$/);
    expect(formatPrice(jpy('28'), 'it')).toMatch(/^¥\u00a028$/);
  });

  it('rounds half up on the decimal digits, not through a float', () => {
    expect(formatPrice(eur('1.005'), 'it')).toBe(nb('€ 1,01'));
    expect(formatPrice(eur('999.995'), 'it')).toBe(nb('€ 1.000,00'));
    expect(formatPrice(jpy('3799.5'), 'it')).toBe(nb('¥ 3.800'));
    expect(formatPrice(usd('999.995'), 'en')).toBe('$1,000.00');
  });

  it('refuses an amount that is not a decimal number', () => {
    expect(() => formatPrice(eur('twelve'), 'it')).toThrow(RangeError);
    expect(() => formatPrice(eur(''), 'en')).toThrow(RangeError);
  });
});

describe('price format: for readers whose decimal mark is a point, who would misread the rule', () => {
  it('writes yen in Japanese as the Japanese copy does, never with a dot between thousands (ja/JPY)', () => {
    expect(formatPrice(jpy('25000'), 'ja')).toBe('¥25,000');
    expect(formatPrice(jpy('5000.00'), 'ja')).toBe('¥5,000');
    expect(formatPrice(jpy('900'), 'ja')).toBe('¥900');
    expect(formatPrice(jpy('1234567'), 'ja')).toBe('¥1,234,567');
  });

  it('writes yen for an English reader the same way (en/JPY)', () => {
    expect(formatPrice(jpy('25000'), 'en')).toBe('¥25,000');
    expect(formatPrice(jpy('15000'), 'en')).toBe('¥15,000');
  });

  it('writes the won as ₩ with comma thousands and no decimals (ko/KRW, en/KRW)', () => {
    expect(formatPrice(krw('230000'), 'ko')).toBe('₩230,000');
    expect(formatPrice(krw('230000'), 'en')).toBe('₩230,000');
  });

  it('writes US dollars as an American reader does: comma thousands, point cents (en/USD)', () => {
    expect(formatPrice(usd('1234.56'), 'en')).toBe('$1,234.56');
    expect(formatPrice(usd('28'), 'en')).toBe('$28.00');
    expect(formatPrice(usd('1234567.891'), 'en')).toBe('$1,234,567.89');
  });

  it('writes euros for an English reader with a decimal point (en/EUR)', () => {
    expect(formatPrice(eur('1234.5'), 'en')).toBe('€1,234.50');
    expect(formatPrice(eur('150'), 'en')).toBe('€150.00');
  });

  it('writes yen for a mainland Chinese reader as JP¥, since ¥ alone is their yuan', () => {
    expect(formatPrice(jpy('25000'), 'zh-Hans')).toBe('JP¥25,000');
    expect(formatPrice(jpy('25000'), 'zh-Hant')).toBe('¥25,000');
  });

  it('writes every currency the same way for every such reader (en, ja, ko, zh, th, ms, ar)', () => {
    const pointReaders = UI_LANGS.filter((lang) => READER_MARKS[lang].decimal === '.');
    expect(pointReaders).toEqual(['en', 'ja', 'ko', 'ar', 'zh-Hans', 'zh-Hant', 'ms', 'th']);
    for (const lang of pointReaders) {
      expect(formatPrice(eur('1234.5'), lang), lang).toBe('€1,234.50');
      expect(formatPrice(usd('1234.56'), lang), lang).toBe('$1,234.56');
      expect(formatPrice(krw('230000'), lang), lang).toBe('₩230,000');
    }
  });
});

describe("price format: every reader, the guests' twenty languages", () => {
  /** The reader's own decimal mark, as their locale (CLDR, through Intl) writes numbers. */
  const decimalMarkOf = (lang: string) =>
    new Intl.NumberFormat(lang, { numberingSystem: 'latn' })
      .formatToParts(1234.5)
      .find((part) => part.type === 'decimal')!.value;

  it("uses each language's own decimal mark, and never that mark between thousands", () => {
    for (const lang of UI_LANGS) {
      expect(READER_MARKS[lang].decimal, lang).toBe(decimalMarkOf(lang));
      expect(READER_MARKS[lang].thousands, lang).not.toBe(decimalMarkOf(lang));
    }
  });

  it('never writes yen or won so that a reader sees a fraction, in any language', () => {
    for (const lang of UI_LANGS) {
      const mark = decimalMarkOf(lang);
      for (const written of [formatPrice(jpy('25000'), lang), formatPrice(krw('230000'), lang)])
        expect(written.includes(mark), `${lang}: ${written}`).toBe(false);
    }
  });

  it('writes one currency one way on a page: each page language with the currencies its sites show', () => {
    const ja = [...currenciesOf('tokyo'), ...currenciesOf('osaka-garden')].map((code) =>
      formatPrice({ amount: '25000', currencyCode: code }, 'ja'),
    );
    expect(new Set(ja)).toEqual(new Set(['¥25,000']));
    expect(formatPrice(SITES.florence.booking.penaltyPerPerson, 'it')).toBe(nb('€ 150,00'));
    expect(formatPrice(SITES.florence.booking.penaltyPerPerson, 'en')).toBe('€150.00');
    expect(formatPrice(SITES.beverlyhills.booking.penaltyPerPerson, 'en')).toBe('$175.00');
    expect(formatPrice(SITES.tokyo.booking.penaltyPerPerson, 'ja')).toBe('¥25,000');
    expect(formatPrice(SITES.seoul.booking.penaltyPerPerson, 'ko')).toBe('₩230,000');
  });

  it('never shows yen with decimals, on any site: Osaka as Tokyo', () => {
    const yenSites = SITE_IDS.filter((site) => currenciesOf(site).has('JPY'));
    expect(yenSites).toEqual(['tokyo', 'osaka-garden']);
    for (const lang of UI_LANGS) expect(formatPrice(jpy('1600.00'), lang), lang).toMatch(/1\D?600$/);
  });

  it('names how every currency a site shows is written, none left to "anything else"', () => {
    for (const site of SITE_IDS) {
      for (const code of currenciesOf(site)) expect(Object.keys(CURRENCIES), `${site} ${code}`).toContain(code);
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
