/**
 * The cart's rules (rules §cart), free of the storefront and of React: caps per line, sold-out,
 * where the cart id is kept, the storefront's language, and when the checkout may continue.
 */
import { LIMITS } from './limits.ts';
import { cartStorageKey } from './cartKeys.ts';
import { SITES, type CheckoutConsent, type Lang, type SiteId } from './sites.ts';
import type { CartLine, Money, ShopProduct } from './storefront/shape.ts';

export { cartCountKey, cartStorageKey } from './cartKeys.ts';

/**
 * Rules §cart: the herbarium products (bread plate, coffee cup and saucer, dinner plate, soup bowl, tea cup).
 * The only list of them: the storefront's cart lines and the content contract's product cards carry a handle
 * and no product line, so the cart knows them by handle; the demo catalogue is checked against this list.
 */
export const HERBARIUM_HANDLES: readonly string[] = [
  'herbarium-bread-plate',
  'herbarium-coffee-cup-and-saucer',
  'herbarium-dinner-plate',
  'herbarium-soup-bowl',
  'herbarium-tea-cup',
];

/** Rules §cart: Cart maximum quantity per line: 20; 8 for the herbarium products (the numbers: lib/limits.ts). */
export function maxQuantityFor(handle: string): number {
  return HERBARIUM_HANDLES.includes(handle) ? LIMITS.cartHerbariumMaxPerLine : LIMITS.cartMaxPerLine;
}

/**
 * The line's quantity after the visitor adds `adding` more. Rules §cart: adding is refused silently at the
 * cap: at the cap nothing changes; below it the line fills up to the cap and no further.
 */
export function quantityAfterAdd(current: number, handle: string, adding = 1): number {
  const cap = maxQuantityFor(handle);
  if (current >= cap) return current;
  return Math.min(current + Math.max(0, Math.floor(adding)), cap);
}

/** Rules §cart: A product is sold out when not found or not available for sale. */
export function isSoldOut(product: { availableForSale: boolean } | null | undefined): boolean {
  return !product?.availableForSale;
}

/** Storefront Cart API ids look like `gid://shopify/Cart/<token>?key=<key>`; the key is part of the id. */
const CART_ID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,200}(\?key=[A-Za-z0-9_-]{1,200})?$/;

/** A stored or supplied cart id, if it is one; corrupt storage or a forged parameter reads as none. */
export function readCartId(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  return value && CART_ID.test(value) ? value : undefined;
}

/** Rules §cart: a `checkout` query parameter supplies the id; it wins over the stored one. */
export function cartIdToUse(search: string, stored: string | null | undefined): string | undefined {
  return readCartId(new URLSearchParams(search).get('checkout')) ?? readCartId(stored);
}

/** The Storefront API's `@inContext(language:)`: rules §cart: it becomes IT, ja becomes JA, otherwise EN. */
export function storefrontLanguage(lang: Lang): 'IT' | 'JA' | 'EN' {
  if (lang === 'it') return 'IT';
  if (lang === 'ja') return 'JA';
  return 'EN';
}

/** Rules §checkout: The footer checkout is active only if the cart has items. */
export function canStartCheckout(lineCount: number): boolean {
  return lineCount > 0;
}

/** Rules §checkout: the checkout link works only when every consent of the site's second step is ticked. */
export function consentsComplete(site: SiteId, ticked: ReadonlySet<CheckoutConsent>): boolean {
  return SITES[site].checkoutConsents.every((consent) => ticked.has(consent));
}

/** A remembered count, if it is one; anything else reads as an empty cart. */
export function readCartCount(raw: string | null | undefined): number {
  const count = Number(raw);
  return raw && /^\d{1,4}$/.test(raw) && count > 0 ? count : 0;
}

/** What adding one more of a product asks of the store. */
type AddPlan =
  | { kind: 'refused' }
  | { kind: 'newLine'; merchandiseId: string; quantity: 1 }
  | { kind: 'setQuantity'; lineId: string; quantity: number };

/**
 * Rules §cart: add line items (variantId, quantity 1), within the caps. A line the cart already has is set
 * to its new quantity rather than added to: setting is idempotent, so a request that is retried after a
 * lost answer never adds the product twice.
 * @example planAdd([], 'herbarium-tea-cup', 'v1') // { kind: 'newLine', merchandiseId: 'v1', quantity: 1 }
 */
export function planAdd(
  lines: readonly { id: string; handle: string; variantId: string; quantity: number }[],
  handle: string,
  variantId: string,
): AddPlan {
  const line = lines.find((candidate) => candidate.variantId === variantId);
  if (!line) return { kind: 'newLine', merchandiseId: variantId, quantity: 1 };
  const quantity = quantityAfterAdd(line.quantity, handle);
  return quantity === line.quantity ? { kind: 'refused' } : { kind: 'setQuantity', lineId: line.id, quantity };
}

/**
 * A quantity the visitor chose for a line, kept between 1 and the line's cap (0 is a removal, handled apart).
 * @example clampQuantity(25, 'extra-virgin-olive-oil') // 20
 */
export function clampQuantity(quantity: number, handle: string): number {
  return Math.min(Math.max(1, Math.floor(quantity)), maxQuantityFor(handle));
}

/**
 * What a product card shows once the store's live catalogue is in: its live price, and sold out when the
 * store lacks it or cannot sell it (rules §cart). Before that (or without a store), the snapshot's price.
 * @example liveOffer([], 'lucciola-panettone', { amount: '42.00', currencyCode: 'EUR' }) // { price: { amount: '42.00', currencyCode: 'EUR' }, soldOut: false }
 */
export function liveOffer(
  live: readonly ShopProduct[],
  handle: string,
  snapshotPrice: Money,
): { price: Money; soldOut: boolean } {
  if (live.length === 0) return { price: snapshotPrice, soldOut: false };
  const product = live.find((candidate) => candidate.handle === handle);
  return { price: product?.variants[0]?.price ?? snapshotPrice, soldOut: isSoldOut(product) };
}

/**
 * Where the cart's last known contents are kept (the store's last successful answer), so a cart the
 * store cannot be asked about shows the lines the visitor had, not an empty cart beside a count.
 */
export function cartLinesKey(site: SiteId, lang: Lang): string {
  return `${cartStorageKey(site, lang)}.lines`;
}

/** What is remembered of the cart: enough to show it while the store cannot be reached. */
interface KnownCart {
  id: string;
  checkoutUrl: string;
  total: Money;
  lines: CartLine[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

function readLine(value: unknown): CartLine | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const line = value as Record<string, unknown>;
  const price = line.price as { amount?: unknown } | null | undefined;
  const quantity = line.quantity;
  if (![line.id, line.image, line.title, line.handle, line.currency, line.variantId].every(isText)) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || !isText(price?.amount))
    return undefined;
  return {
    id: line.id as string,
    image: line.image as string,
    title: line.title as string,
    handle: line.handle as string,
    quantity,
    price: { amount: price.amount },
    currency: line.currency as string,
    variantId: line.variantId as string,
  };
}

/**
 * The remembered cart, if the stored text is one and belongs to the cart id in use; anything else (another
 * cart, corrupt or hand-edited storage) reads as unknown.
 * @example readKnownCart('{"broken', 'gid://shopify/Cart/1') // undefined
 */
export function readKnownCart(raw: string | null | undefined, cartId: string | undefined): KnownCart | undefined {
  if (!raw || !cartId) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const known = value as Record<string, unknown>;
  const total = known.total as Partial<Money> | null | undefined;
  if (
    known.id !== cartId ||
    !isText(known.checkoutUrl) ||
    !isText(total?.amount) ||
    !isText(total?.currencyCode) ||
    !Array.isArray(known.lines)
  )
    return undefined;
  const lines = known.lines.map(readLine);
  if (lines.some((line) => line === undefined)) return undefined;
  return {
    id: cartId,
    checkoutUrl: known.checkoutUrl,
    total: { amount: total.amount, currencyCode: total.currencyCode },
    lines: lines as CartLine[],
  };
}

/** The item count a cart's lines add up to: what the header and the cart's title say beside them. */
export function countOfLines(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
