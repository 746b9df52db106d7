/**
 * The site's window events: the shop's (rules §cart: Cart: opens and closes on events; it opens after add-to-cart,
 * "Buy-now event opens a given URL in a new tab", "The add-to-cart event finds a product by handle").
 * Anything on the page (a content block, an embedded widget, the product buttons) can dispatch them:
 * `window.dispatchEvent(new CustomEvent(SHOP_EVENTS.addToCart, { detail: { handle: 'lucciola-panettone' } }))`.
 */
export const SHOP_EVENTS = {
  addToCart: 'lucciola:add-to-cart',
  buyNow: 'lucciola:buy-now',
  openCart: 'lucciola:cart-open',
  closeCart: 'lucciola:cart-close',
} as const;

/**
 * Rules §reservation-overlay: Reservation overlay: opened by an event carrying page, name, variant, title, text,
 * picture, object and hasPax.
 */
export const RESERVE_EVENT = 'lucciola:reserve';

interface AddToCartDetail {
  handle: string;
}

interface BuyNowDetail {
  url: string;
}

/** A handle as Shopify makes them: lower-case words joined by hyphens. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The event's product handle, if it carries one. */
export function handleOf(detail: unknown): string | undefined {
  const handle = (detail as Partial<AddToCartDetail> | null)?.handle;
  return typeof handle === 'string' && HANDLE.test(handle) ? handle : undefined;
}

/**
 * The buy-now URL, if it is a web address: a `javascript:` or other scheme never opens.
 * @example buyNowUrl({ url: 'https://shop.example/gift' }, 'https://site.example') // 'https://shop.example/gift'
 */
export function buyNowUrl(detail: unknown, base: string): string | undefined {
  const raw = (detail as Partial<BuyNowDetail> | null)?.url;
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
