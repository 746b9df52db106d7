/**
 * The one module that talks to the Shopify Storefront Cart API: a typed `fetch` per document of
 * lib/storefront/documents.ts, answers reshaped by lib/storefront/shape.ts. Every call carries the site's
 * market and the visitor's language (`@inContext`). Failures come out as two errors the cart can word
 * for the visitor: the store could not be reached (network, timeout, HTTP error), or it answered
 * something we cannot use (GraphQL errors, a malformed answer). The browser loads it with the shop's code
 * (components/shop/cartActions.ts), only on pages that need the cart.
 */
import { storefrontLanguage } from '../lib/cart.ts';
import type { StorefrontEndpoint } from '../lib/storefront/config.ts';
import {
  CART_CREATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_PAGE_SIZE,
  PRODUCTS_QUERY,
} from '../lib/storefront/documents.ts';
import {
  shapeCart,
  shapeCartPayload,
  shapeProduct,
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

type Variables = Record<string, unknown>;

export function createStorefrontClient(store: StorefrontEndpoint, site: SiteId, lang: Lang): StorefrontClient {
  const context = { country: SITES[site].storefront?.country, language: storefrontLanguage(lang) };

  async function request(query: string, variables: Variables): Promise<Record<string, unknown>> {
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
    const body = (await response.json().catch(() => null)) as {
      data?: Record<string, unknown>;
      errors?: { message: string }[];
    } | null;
    if (body?.errors?.length) throw new StorefrontQueryError(body.errors.map((error) => error.message).join('; '));
    if (!body?.data) throw new StorefrontQueryError('Storefront answer has no data');
    return body.data;
  }

  const mutation = async (query: string, field: string, variables: Variables) =>
    shapeCartPayload((await request(query, variables))[field]);

  return {
    async products() {
      const products: ShopProduct[] = [];
      let after: string | null = null;
      do {
        const data = await request(PRODUCTS_QUERY, { first: PRODUCT_PAGE_SIZE, after });
        const page = data.products as {
          nodes: unknown[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
        products.push(...page.nodes.map((node) => shapeProduct(node)!));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return products;
    },
    productByHandle: async (handle) => shapeProduct((await request(PRODUCT_BY_HANDLE_QUERY, { handle })).product),
    cart: async (id) => shapeCart((await request(CART_QUERY, { id })).cart),
    createCart: (lines) => mutation(CART_CREATE_MUTATION, 'cartCreate', { lines }),
    addLines: (cartId, lines) => mutation(CART_LINES_ADD_MUTATION, 'cartLinesAdd', { cartId, lines }),
    removeLines: (cartId, lineIds) => mutation(CART_LINES_REMOVE_MUTATION, 'cartLinesRemove', { cartId, lineIds }),
    updateLines: (cartId, lines) => mutation(CART_LINES_UPDATE_MUTATION, 'cartLinesUpdate', { cartId, lines }),
  };
}
