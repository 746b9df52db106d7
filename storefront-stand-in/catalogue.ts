/**
 * A store's products: the demo catalogue (booking-service/demo/content/products.json) entries sold on
 * the store's site, with the stable Shopify ids the stand-in gives them. Each product has one variant,
 * as the shop's products do.
 */
import type { SiteId } from '../lib/sites.ts';
import type { CatalogueProduct } from '../booking-service/demo/contentStore.ts';
import { minorUnits, type Currency } from './market.ts';

/** A catalogue entry as a store sells it. */
export interface StoreProduct {
  productId: string;
  variantId: string;
  imageId: string;
  entry: CatalogueProduct;
  /** The price in each currency, in minor units. */
  price: Readonly<Record<Currency, number>>;
}

export interface StoreCatalogue {
  products: readonly StoreProduct[];
  byHandle(handle: string): StoreProduct | undefined;
  byProductId(id: string): StoreProduct | undefined;
  byVariantId(id: string): StoreProduct | undefined;
}

/** Ids count from the entry's position in the catalogue, so they survive restarts and match across stores. */
const ID_OFFSET = 1000;

function storeProduct(entry: CatalogueProduct, index: number): StoreProduct {
  const n = index + ID_OFFSET;
  const price = {
    EUR: minorUnits(entry.price.EUR, 'EUR'),
    USD: minorUnits(entry.price.USD, 'USD'),
    JPY: minorUnits(entry.price.JPY, 'JPY'),
  };
  return {
    productId: `gid://shopify/Product/${n}`,
    variantId: `gid://shopify/ProductVariant/${n}`,
    imageId: `gid://shopify/ProductImage/${n}`,
    entry,
    price,
  };
}

/** The products of the store of `site`, in catalogue order. */
export function storeCatalogue(site: SiteId, catalogue: readonly CatalogueProduct[]): StoreCatalogue {
  const products = catalogue.flatMap((entry, index) =>
    entry.sites.includes(site) ? [storeProduct(entry, index)] : [],
  );
  const index = (key: (product: StoreProduct) => string) => new Map(products.map((product) => [key(product), product]));
  const handles = index((product) => product.entry.handle);
  const productIds = index((product) => product.productId);
  const variantIds = index((product) => product.variantId);
  return {
    products,
    byHandle: (handle) => handles.get(handle),
    byProductId: (id) => productIds.get(id),
    byVariantId: (id) => variantIds.get(id),
  };
}
