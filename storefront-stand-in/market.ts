/**
 * Markets and money: which language and currency an operation's `@inContext(country:, language:)` picks,
 * and prices as whole minor units (cents, yen) so line totals are exact.
 */
import type { Lang, StorefrontSettings } from '../lib/sites.ts';

export type Currency = StorefrontSettings['currency'];

/** What an operation is answered in: the catalogue's language and the prices' currency. */
export interface Market {
  lang: Lang;
  currency: Currency;
}

/** A MoneyV2 as Shopify answers it: the amount a decimal string. */
export interface Money {
  amount: string;
  currencyCode: Currency;
}

const CURRENCY_OF_COUNTRY: Readonly<Record<string, Currency>> = { IT: 'EUR', US: 'USD', JP: 'JPY' };
const LANG_OF_LANGUAGE: Readonly<Record<string, Lang>> = { IT: 'it', JA: 'ja', KO: 'ko' };
const DECIMALS: Readonly<Record<Currency, number>> = { EUR: 2, USD: 2, JPY: 0 };

/**
 * The catalogue language of a Storefront `LanguageCode`; the demo texts exist in it/en/ja/ko only.
 * @example langOfLanguage('JA') // 'ja'
 * @example langOfLanguage('DE') // 'en'
 */
export function langOfLanguage(language: string | undefined): Lang {
  return (language && LANG_OF_LANGUAGE[language]) || 'en';
}

/**
 * The currency of a `CountryCode`; a country outside the demo's three markets gets the store's own.
 * @example currencyOfCountry('JP', 'EUR') // 'JPY'
 */
export function currencyOfCountry(country: string | undefined, storeCurrency: Currency): Currency {
  return (country && CURRENCY_OF_COUNTRY[country]) || storeCurrency;
}

/**
 * A catalogue price (`"24.00"`, `"3800"`) in minor units of its currency.
 * @example minorUnits('24.5', 'EUR') // 2450
 */
export function minorUnits(amount: string, currency: Currency): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  const decimals = DECIMALS[currency];
  const fraction = match?.[2] ?? '';
  if (!match || fraction.replace(/0+$/, '').length > decimals) {
    throw new Error(`'${amount}' is not a price in ${currency}`);
  }
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
}

/**
 * Minor units as a MoneyV2, with the currency's usual decimals.
 * @example money(4800, 'EUR') // { amount: '48.00', currencyCode: 'EUR' }
 */
export function money(minor: number, currency: Currency): Money {
  const decimals = DECIMALS[currency];
  const amount = decimals === 0 ? String(minor) : (minor / 10 ** decimals).toFixed(decimals);
  return { amount, currencyCode: currency };
}
