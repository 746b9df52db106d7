/**
 * Store data as the Storefront API's object types (Product, ProductVariant, Image, Cart, CartLine), built
 * as plain values for graphql-js's default field resolver: a property is a field's value, and a function
 * property is called with the field's arguments (connections, truncation) or delays a cycle
 * (variant.product). `__typename` names the concrete type wherever the schema returns an interface or a
 * union (lines are `BaseCartLine`, merchandise is `Merchandise`): a client schema has no `isTypeOf`.
 */
import { BRAND, type Lang } from '../lib/sites.ts';
import type { StoreProduct } from './catalogue.ts';
import { cartTotal, lineTotal, type CartRecord } from './carts.ts';
import { connection, type ConnectionArgs } from './connection.ts';
import { escapeHtml } from '../lib/html.ts';
import { money, type Market, type Money } from './market.ts';

type GraphqlObject = Record<string, unknown>;

/** Shopify's name for the only variant of a product without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';
/** The demo pictures are square SVGs; 1000×1000 is the size the content API reports for them too. */
const IMAGE_SIZE = 1000;
/** The demo catalogue has no dates; a fixed one keeps answers stable. */
const CATALOGUE_DATE = '2026-01-01T00:00:00Z';

/** Shopify's DateTime: ISO 8601 in UTC, without milliseconds. */
function dateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function truncate(text: string, at: number | null | undefined): string {
  return at && text.length > at ? `${text.slice(0, Math.max(0, at - 1))}…` : text;
}

/** The catalogue's picture path, served by the site itself (a stand-in simplification: not a CDN URL). */
function imageObject(product: StoreProduct, lang: Lang): GraphqlObject {
  const url = product.entry.image;
  return {
    id: product.imageId,
    url,
    src: url,
    originalSrc: url,
    transformedSrc: url,
    altText: product.entry.title[lang],
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    thumbhash: null,
  };
}

function priceIn(product: StoreProduct, market: Market): Money {
  return money(product.price[market.currency], market.currency);
}

function variantObject(product: StoreProduct, market: Market): GraphqlObject {
  const price = priceIn(product, market);
  const { entry } = product;
  return {
    __typename: 'ProductVariant',
    id: product.variantId,
    title: DEFAULT_VARIANT_TITLE,
    availableForSale: entry.availableForSale,
    currentlyNotInStock: false,
    quantityAvailable: null,
    price,
    priceV2: price,
    compareAtPrice: null,
    compareAtPriceV2: null,
    unitPrice: null,
    image: imageObject(product, market.lang),
    selectedOptions: [{ name: 'Title', value: DEFAULT_VARIANT_TITLE }],
    sku: null,
    barcode: null,
    requiresShipping: entry.kind === 'food-and-spirits' || entry.kind === 'merchandise',
    requiresComponents: false,
    taxable: true,
    product: () => productObject(product, market),
  };
}

export function productObject(product: StoreProduct, market: Market): GraphqlObject {
  const { entry } = product;
  const paragraphs = entry.description[market.lang];
  const price = priceIn(product, market);
  const image = imageObject(product, market.lang);
  return {
    __typename: 'Product',
    id: product.productId,
    handle: entry.handle,
    title: entry.title[market.lang],
    description: ({ truncateAt }: { truncateAt?: number | null }) => truncate(paragraphs.join('\n'), truncateAt),
    descriptionHtml: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    availableForSale: entry.availableForSale,
    isGiftCard: entry.kind === 'gift-cards',
    productType: entry.kind,
    vendor: BRAND,
    tags: [],
    createdAt: CATALOGUE_DATE,
    updatedAt: CATALOGUE_DATE,
    publishedAt: CATALOGUE_DATE,
    onlineStoreUrl: null,
    requiresSellingPlan: false,
    totalInventory: null,
    featuredImage: image,
    images: (args: ConnectionArgs) => connection([image], args, () => product.imageId),
    priceRange: { minVariantPrice: price, maxVariantPrice: price },
    compareAtPriceRange: { minVariantPrice: money(0, market.currency), maxVariantPrice: money(0, market.currency) },
    seo: { title: null, description: null },
    variants: (args: ConnectionArgs) => connection([variantObject(product, market)], args, () => product.variantId),
    selectedOrFirstAvailableVariant: () => variantObject(product, market),
  };
}

/** A cart in its own currency, its products' texts in the operation's language. */
export function cartObject(cart: CartRecord, lang: Lang, checkoutUrl: string): GraphqlObject {
  const market: Market = { lang, currency: cart.currency };
  const lines = cart.lines.map((line) => {
    const total = money(lineTotal(line, cart.currency), cart.currency);
    return {
      __typename: 'CartLine',
      id: line.id,
      quantity: line.quantity,
      merchandise: variantObject(line.product, market),
      cost: {
        amountPerQuantity: money(line.product.price[cart.currency], cart.currency),
        subtotalAmount: total,
        totalAmount: total,
        compareAtAmountPerQuantity: null,
      },
      attributes: [],
      attribute: null,
      discountAllocations: [],
      sellingPlanAllocation: null,
      parentRelationship: null,
    };
  });
  const totalAmount = money(cartTotal(cart), cart.currency);
  return {
    __typename: 'Cart',
    id: cart.id,
    checkoutUrl,
    createdAt: dateTime(cart.createdAt),
    updatedAt: dateTime(cart.updatedAt),
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    note: null,
    attributes: [],
    attribute: null,
    discountCodes: [],
    discountAllocations: [],
    appliedGiftCards: [],
    buyerIdentity: {
      countryCode: cart.countryCode,
      email: null,
      phone: null,
      customer: null,
      deliveryAddressPreferences: [],
    },
    cost: {
      subtotalAmount: totalAmount,
      totalAmount,
      checkoutChargeAmount: totalAmount,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    lines: (args: ConnectionArgs) => connection(lines, args, (line) => line.id),
  };
}
