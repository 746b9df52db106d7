/**
 * Where a cart is kept in the browser, on its own, with no other rule: the page's first script reads it
 * to wake the header and the cart of a visitor who has one (renderer/parts/wake.ts).
 */
import type { Lang, SiteId } from './sites.ts';

/** Rules §cart: kept in browser storage under a key built from site and language. */
export function cartStorageKey(site: SiteId, lang: Lang): string {
  return `lucciola.cart.${site}.${lang}`;
}

/** Where the cart's item count is remembered, so the header badge shows before any shop code loads. */
export function cartCountKey(site: SiteId, lang: Lang): string {
  return `${cartStorageKey(site, lang)}.count`;
}
