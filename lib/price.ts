/**
 * Spec §9 "Price format: thousands separated by a dot, two-digit cents after a comma. Currency symbol:
 * EUR €, JPY ¥, anything else $. Prices shown without decimals only on tokyo." The symbol goes before
 * the amount with a thin space, the same in every language, as on the group's printed menus.
 */
import type { Price } from './contract/types.ts';
import { SITES, type SiteId } from './sites.ts';

export function currencySymbol(code: string): string {
  if (code === 'EUR') return '€';
  if (code === 'JPY') return '¥';
  return '$';
}

/** @example formatPrice({ amount: '1234.5', currencyCode: 'EUR' }, 'florence') // '€ 1.234,50' */
export function formatPrice(price: Price, site: SiteId): string {
  const decimals = SITES[site].priceDecimals;
  const [whole = '0', fraction = ''] = Number(price.amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${currencySymbol(price.currencyCode)}\u2009${decimals ? `${grouped},${fraction}` : grouped}`;
}

/** Spec §9: "An under-price flag is true when the total is 10 or less." */
export function isUnderPrice(total: number): boolean {
  return total <= 10;
}
