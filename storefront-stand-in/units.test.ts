/** The stand-in's small pure parts: money in minor units, markets, connections. */
import { describe, expect, it } from 'vitest';
import { connection } from './connection.ts';
import { currencyOfCountry, langOfLanguage, minorUnits, money } from './market.ts';

describe('money and markets', () => {
  it("reads catalogue prices into minor units and writes them back with the currency's decimals", () => {
    expect(minorUnits('24.00', 'EUR')).toBe(2400);
    expect(minorUnits('24.5', 'USD')).toBe(2450);
    expect(minorUnits('3800', 'JPY')).toBe(3800);
    expect(money(6700, 'EUR')).toEqual({ amount: '67.00', currencyCode: 'EUR' });
    expect(money(7600, 'JPY')).toEqual({ amount: '7600', currencyCode: 'JPY' });
    expect(() => minorUnits('12.5', 'JPY')).toThrow(/not a price/);
    expect(() => minorUnits('free', 'EUR')).toThrow(/not a price/);
  });

  it("maps @inContext languages and countries, falling back to English and the store's currency", () => {
    expect([
      langOfLanguage('IT'),
      langOfLanguage('JA'),
      langOfLanguage('KO'),
      langOfLanguage('EN'),
      langOfLanguage(undefined),
    ]).toEqual(['it', 'ja', 'ko', 'en', 'en']);
    expect([
      currencyOfCountry('IT', 'USD'),
      currencyOfCountry('US', 'EUR'),
      currencyOfCountry('JP', 'EUR'),
      currencyOfCountry('FR', 'JPY'),
    ]).toEqual(['EUR', 'USD', 'JPY', 'JPY']);
  });
});

describe('connections', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];
  const page = (args: Parameters<typeof connection>[1]) => connection(letters, args, (x) => x);

  it('pages forwards with first/after and backwards with last/before', () => {
    const first = page({ first: 2 });
    expect(first.nodes).toEqual(['a', 'b']);
    const next = page({ first: 2, after: first.pageInfo.endCursor });
    expect(next.nodes).toEqual(['c', 'd']);
    expect(next.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(page({ last: 2 }).nodes).toEqual(['d', 'e']);
    expect(page({ last: 2, before: next.pageInfo.endCursor }).nodes).toEqual(['b', 'c']);
    expect(page({ first: 2, reverse: true }).nodes).toEqual(['e', 'd']);
    expect(page({ first: 0 }).pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });

  it('refuses a page without a size, over 250, or after an unknown cursor', () => {
    expect(() => page({})).toThrow(/first or last/);
    expect(() => page({ first: 251 })).toThrow(/at most 250/);
    expect(() => page({ first: 1, after: 'bogus' })).toThrow(/Invalid cursor/);
  });
});
