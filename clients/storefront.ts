/**
 * The one module that talks to the Shopify Storefront Cart API: one `fetch` typed per document of
 * lib/storefront/documents.ts (its variables and answer, generated from Shopify's schema), answers
 * checked and reshaped by lib/storefront/shape.ts. Every call carries the site's market and the
 * visitor's language (`@inContext`). Failures come out as two errors the cart can word for the
 * visitor: the store could not be reached (network, timeout, HTTP error), or it answered something we
 * cannot use (GraphQL errors, a malformed answer). The browser loads it with the shop's code
 * (components/shop/cartActions.ts), only on pages that need the cart.
 */
import { storefrontLanguage } from '../lib/cart.ts';
import type { StorefrontEndpoint } from '../lib/storefront/config.ts';
import { PRODUCT_PAGE_SIZE, STOREFRONT_DOCUMENTS, type StorefrontOperations } from '../lib/storefront/documents.ts';
import {
  shapeCart,
  shapeCartPayload,
  shapeProduct,
  shapeProductPage,
  type Cart,
  type ShopProduct,
  type UserError,
} from '../lib/storefront/shape.ts';
import { SITES, type Lang, type SiteId } from '../lib/sites.ts';

/** Long enough for a slow phone network, short enough that the cart says so while the visitor waits. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The store could not be reached or failed (HTTP status, network, timeout): worth trying again later. */
export class StorefrontUnavailableError extends Error {
  override name = 'StorefrontUnavailableError';
}

/** The store answered with GraphQL errors: our request or its answer is wrong; retrying will not help. */
class StorefrontQueryError extends Error {
  override name = 'StorefrontQueryError';
}

export interface CartMutationResult {
  cart: Cart | null;
  userErrors: UserError[];
}

export interface StorefrontClient {
  products(): Promise<ShopProduct[]>;
  productByHandle(handle: string): Promise<ShopProduct | null>;
  /** `null` when the cart is unknown, expired or completed: start a new one. */
  cart(id: string): Promise<Cart | null>;
  createCart(lines: { merchandiseId: string; quantity: number }[]): Promise<CartMutationResult>;
  addLines(cartId: string, lines: { merchandiseId: string; quantity: number }[]): Promise<CartMutationResult>;
  removeLines(cartId: string, lineIds: string[]): Promise<CartMutationResult>;
  updateLines(cartId: string, lines: { id: string; quantity: number }[]): Promise<CartMutationResult>;
}

type Operation = keyof StorefrontOperations;
/** What a call sends besides the market and the language, which `request` adds to every call. */
type CallVariables<Name extends Operation> = Omit<StorefrontOperations[Name]['variables'], 'country' | 'language'>;

/** A GraphQL answer as Shopify's schema promises it; lib/storefront/shape.ts checks every value it reads. */
interface GraphqlAnswer<Data> {
  data?: Data | null;
  errors?: { message: string }[];
}

export function createStorefrontClient(store: StorefrontEndpoint, site: SiteId, lang: Lang): StorefrontClient {
  const context = { country: SITES[site].storefront?.country, language: storefrontLanguage(lang) };

  async function request<Name extends Operation>(
    name: Name,
    variables: CallVariables<Name>,
  ): Promise<StorefrontOperations[Name]['data']> {
    const query = STOREFRONT_DOCUMENTS[name];
    let response: Response;
    try {
      response = await fetch(store.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Shopify-Storefront-Access-Token': store.token,
        },
        body: JSON.stringify({ query, variables: { ...context, ...variables } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorefrontUnavailableError(`Storefront unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new StorefrontUnavailableError(`Storefront answered HTTP ${response.status}`);
    const body: GraphqlAnswer<StorefrontOperations[Name]['data']> | null = await response.json().catch(() => null);
    if (body?.errors?.length) throw new StorefrontQueryError(body.errors.map((error) => error.message).join('; '));
    if (!body?.data) throw new StorefrontQueryError('Storefront answer has no data');
    return body.data;
  }

  return {
    async products() {
      const products: ShopProduct[] = [];
      let after: string | null = null;
      do {
        const page = shapeProductPage(await request('Products', { first: PRODUCT_PAGE_SIZE, after }));
        products.push(...page.products);
        after = page.after;
      } while (after);
      return products;
    },
    productByHandle: async (handle) => shapeProduct((await request('ProductByHandle', { handle })).product),
    cart: async (id) => shapeCart((await request('Cart', { id })).cart),
    createCart: async (lines) => shapeCartPayload((await request('CartCreate', { lines })).cartCreate),
    addLines: async (cartId, lines) =>
      shapeCartPayload((await request('CartLinesAdd', { cartId, lines })).cartLinesAdd),
    removeLines: async (cartId, lineIds) =>
      shapeCartPayload((await request('CartLinesRemove', { cartId, lineIds })).cartLinesRemove),
    updateLines: async (cartId, lines) =>
      shapeCartPayload((await request('CartLinesUpdate', { cartId, lines })).cartLinesUpdate),
  };
}
