/**
 * The currency each sign or word in copy stands for, lower-cased, as the content readers of this folder
 * read printed sums (cancellationCopy.ts, menuPrices.ts). Pure data.
 */
import type { BookingMoney } from '../sites.ts';

export const CURRENCY_WORDS: Record<string, BookingMoney['currencyCode']> = {
  '€': 'EUR',
  euro: 'EUR',
  eur: 'EUR',
  ユーロ: 'EUR',
  유로: 'EUR',
  us$: 'USD',
  $: 'USD',
  usd: 'USD',
  dollars: 'USD',
  dollari: 'USD',
  '¥': 'JPY',
  '￥': 'JPY',
  円: 'JPY',
  yen: 'JPY',
  jpy: 'JPY',
  '₩': 'KRW',
  원: 'KRW',
  won: 'KRW',
  krw: 'KRW',
};
