/** One store of the stand-in: a site's catalogue, its carts, and where its checkout pages are. */
import type { CatalogueProduct } from '../booking-service/demo/contentStore.ts';
import { storeCatalogue, type StoreCatalogue } from './catalogue.ts';
import { CartBook, type CartRecord } from './carts.ts';
import type { StoreSite } from './demoStores.ts';

export interface Store extends StoreSite {
  catalogue: StoreCatalogue;
  carts: CartBook;
  /** The cart's `checkoutUrl`: the stand-in's own checkout page for it. */
  checkoutUrl(cart: CartRecord): string;
}

interface StoreOptions {
  catalogue: readonly CatalogueProduct[];
  /** The stand-in's origin, read when a URL is made (it is known only once the server listens). */
  origin: () => string;
  cartLifetimeMs: number;
  now: () => number;
}

/** The path of a cart's checkout page, as Shopify shapes it: `/cart/c/<token>?key=<key>` under the store. */
function checkoutPath(site: string, cart: Pick<CartRecord, 'token' | 'key'>): string {
  return `/${site}/cart/c/${cart.token}?key=${cart.key}`;
}

export function createStore({ site, storefront }: StoreSite, options: StoreOptions): Store {
  const catalogue = storeCatalogue(site, options.catalogue);
  return {
    site,
    storefront,
    catalogue,
    carts: new CartBook({ catalogue, lifetimeMs: options.cartLifetimeMs, now: options.now }),
    checkoutUrl: (cart) => `${options.origin()}${checkoutPath(site, cart)}`,
  };
}
