/**
 * The stores this build was made with. Tiny on purpose: the header and the product cards ask it whether a
 * site has a cart without loading any of the shop's code.
 */
import { hasShop, type StorefrontConfig } from '../../lib/storefront/config.ts';
import type { SiteId } from '../../lib/sites.ts';

export const STOREFRONTS: StorefrontConfig = __STOREFRONTS__;

/** Rules §cart: The cart is offered only on florence, beverlyhills and tokyo, and only when the build has the store. */
export function siteHasShop(site: SiteId | undefined): site is SiteId {
  return hasShop(STOREFRONTS, site);
}
