/**
 * The cart's behaviour (rules §cart): one cart per site and language, its id in
 * localStorage, every change a Storefront call whose answer becomes the store's cart. Part of the shop
 * chunk: nothing here loads until a page needs the shop.
 *
 * Failures keep what the visitor has: the lines stay as last known, the cart says what happened, and the
 * next action first re-reads the cart, so a change that reached the store before its answer was lost is
 * seen, never repeated. Actions run one at a time, in the order the visitor made them.
 */
import { batch } from '../store/signals.ts';
import {
  cartCountKey,
  cartIdToUse,
  cartLinesKey,
  cartStorageKey,
  clampQuantity,
  countOfLines,
  isSoldOut,
  planAdd,
  readKnownCart,
} from '../../lib/cart.ts';
import { TIMINGS } from '../../lib/limits.ts';
import type { Cart, ShopProduct } from '../../lib/storefront/shape.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { readStorage, removeStorage, writeStorage } from '../consent/browserStorage.ts';
import { actions, store, type CartProblem } from '../store/store.ts';
import {
  createStorefrontClient,
  StorefrontUnavailableError,
  type CartMutationResult,
  type StorefrontClient,
} from '../../clients/storefront.ts';
import { STOREFRONTS } from './storefronts.ts';

interface Session {
  site: SiteId;
  lang: Lang;
  client: StorefrontClient;
  /** The cart as the store last told us; undefined until read. */
  cart: Cart | null | undefined;
  /** The last action failed: read the cart again before the next one. */
  stale: boolean;
  queue: Promise<unknown>;
  products?: Promise<ShopProduct[]>;
}

let session: Session | undefined;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

/** The session of the page's site and language; a new pair (another cart) starts a new one. */
function current(): Session | undefined {
  const site = store.site.value;
  const lang = store.lang.value;
  const endpoint = site ? STOREFRONTS[site] : undefined;
  if (!site || !endpoint) return undefined;
  if (session?.site !== site || session.lang !== lang) {
    session = {
      site,
      lang,
      client: createStorefrontClient(endpoint, site, lang),
      cart: undefined,
      stale: true,
      queue: Promise.resolve(),
    };
  }
  return session;
}

function cartProblemOf(error: unknown): CartProblem {
  return error instanceof StorefrontUnavailableError ? 'unavailable' : 'failed';
}

/** Runs one cart action after the ones before it, with the store busy (rules §cart) and failures kept. */
function run(action: (s: Session) => Promise<void>): Promise<void> {
  const s = current();
  if (!s) return Promise.resolve();
  const next = s.queue.then(async () => {
    store.storefrontBusy.value = true;
    store.cartProblem.value = null;
    try {
      if (s.stale) await refresh(s);
      await action(s);
    } catch (error) {
      s.stale = true;
      if (session === s) {
        store.cartProblem.value = cartProblemOf(error);
        if (s.cart === undefined) showKnown(s);
      }
      console.error('[cart]', error);
    } finally {
      if (session === s) store.storefrontBusy.value = false;
    }
  });
  s.queue = next;
  return next;
}

/**
 * Rules §cart: a saved id that reads as null (unknown, expired, completed) is forgotten; a new cart starts on the next
 * add.
 */
async function refresh(s: Session) {
  const key = cartStorageKey(s.site, s.lang);
  const id = cartIdToUse(location.search, readStorage('localStorage', key));
  dropCheckoutParameter();
  show(s, id ? await s.client.cart(id) : null);
  s.stale = false;
}

/** A cart id taken from `?checkout=` is now stored; the address bar should not keep re-supplying it. */
function dropCheckoutParameter() {
  const url = new URL(location.href);
  if (!url.searchParams.has('checkout')) return;
  url.searchParams.delete('checkout');
  history.replaceState(history.state, '', url);
}

/** The store's answer becomes the page's cart, and the remembered id and count follow it. */
function show(s: Session, cart: Cart | null) {
  s.cart = cart;
  if (session !== s) return;
  const key = cartStorageKey(s.site, s.lang);
  if (cart) {
    writeStorage('localStorage', key, cart.id);
    writeStorage('localStorage', cartCountKey(s.site, s.lang), String(cart.totalQuantity));
    writeStorage(
      'localStorage',
      cartLinesKey(s.site, s.lang),
      JSON.stringify({ id: cart.id, checkoutUrl: cart.checkoutUrl, total: cart.total, lines: cart.lines }),
    );
  } else {
    removeStorage('localStorage', key);
    removeStorage('localStorage', cartCountKey(s.site, s.lang));
    removeStorage('localStorage', cartLinesKey(s.site, s.lang));
  }
  batch(() => {
    store.cart.value = cart?.lines ?? [];
    store.cartTotal.value = cart ? { amount: cart.total.amount } : null;
    store.checkoutUrl.value = cart?.checkoutUrl;
    store.cartCount.value = cart?.totalQuantity ?? 0;
    if (!cart) store.checkoutStep.value = false;
  });
}

/**
 * The store could not be asked about a cart this page never read: the page shows the lines of the
 * store's last answer, kept in localStorage, and the count they add up to, so the cart neither says
 * "empty" beside a count nor a count beside nothing. Nothing is stored: the store's next answer is.
 */
function showKnown(s: Session) {
  const id = cartIdToUse(location.search, readStorage('localStorage', cartStorageKey(s.site, s.lang)));
  const known = readKnownCart(readStorage('localStorage', cartLinesKey(s.site, s.lang)), id);
  if (!known) return;
  batch(() => {
    store.cart.value = known.lines;
    store.cartTotal.value = { amount: known.total.amount };
    store.checkoutUrl.value = known.checkoutUrl;
    store.cartCount.value = countOfLines(known.lines);
  });
}

/** A mutation's answer: its cart, or a problem when Shopify refused it (userErrors) and the cart is as it was. */
function apply(s: Session, result: CartMutationResult) {
  if (result.userErrors.length)
    throw new Error(`Storefront refused: ${result.userErrors.map((e) => e.message).join('; ')}`);
  show(s, result.cart);
}

async function productFor(s: Session, handle: string): Promise<ShopProduct | null> {
  const known = store.shopifyProducts.value.find((product) => product.handle === handle);
  return known ?? (await s.client.productByHandle(handle));
}

/** Reads the stored cart (first use on a page, another tab changed it, the visitor came back to the tab). */
export function loadCart(): Promise<void> {
  const s = current();
  if (s) s.stale = true;
  return run(async () => {});
}

/**
 * Rules §cart: The add-to-cart event finds a product by handle and adds it by its first variant id, and
 * the cart opens. At the cap nothing happens (rules §cart: refused silently).
 */
export function addToCart(handle: string): Promise<void> {
  actions.openCart();
  return run(async (s) => {
    const product = await productFor(s, handle);
    const variant = product?.variants[0];
    if (isSoldOut(product) || !variant?.availableForSale) {
      store.cartProblem.value = 'soldOut';
      return;
    }
    const plan = planAdd(s.cart?.lines ?? [], handle, variant.id);
    if (plan.kind === 'refused') return;
    if (plan.kind === 'setQuantity')
      return apply(s, await s.client.updateLines(s.cart!.id, [{ id: plan.lineId, quantity: plan.quantity }]));
    const line = { merchandiseId: plan.merchandiseId, quantity: plan.quantity };
    if (s.cart) {
      const added = await s.client.addLines(s.cart.id, [line]);
      // The cart ended (completed in another tab, expired) since we read it: start a new one with the line.
      if (added.cart || !added.userErrors.some((error) => error.field?.includes('cartId'))) return apply(s, added);
    }
    apply(s, await s.client.createCart([line]));
  });
}

/** Rules §cart: remove line items (ids), then 'Item successfully removed' for 6 s. */
export function removeLine(lineId: string): Promise<void> {
  return run(async (s) => {
    if (!s.cart) return;
    apply(s, await s.client.removeLines(s.cart.id, [lineId]));
    clearTimeout(noticeTimer);
    store.cartNotice.value = 'removed';
    noticeTimer = setTimeout(() => {
      store.cartNotice.value = null;
    }, TIMINGS.removalNoticeMs);
  });
}

/** Rules §cart: update line items (id, quantity), within the line's cap. */
export function changeQuantity(lineId: string, quantity: number): Promise<void> {
  return run(async (s) => {
    const line = s.cart?.lines.find((candidate) => candidate.id === lineId);
    if (!s.cart || !line) return;
    const wanted = clampQuantity(quantity, line.handle);
    if (wanted !== line.quantity) apply(s, await s.client.updateLines(s.cart.id, [{ id: lineId, quantity: wanted }]));
  });
}

/**
 * Live stock and prices for the shop pages: prerendered from the snapshot, with stock and price fetched in
 * the browser (rules §cart). Read once per page pair; a failure leaves the snapshot's prices in place.
 */
export function loadProducts(): Promise<void> {
  const s = current();
  if (!s) return Promise.resolve();
  s.products ??= s.client.products();
  return s.products.then(
    (products) => {
      if (session === s) store.shopifyProducts.value = products;
    },
    (error: unknown) => {
      s.products = undefined;
      console.error('[shop] live products unavailable', error);
    },
  );
}

/** Two tabs share one stored cart: when the other tab changes it, this one reads it again. */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const s = current();
    if (s && event.key === cartStorageKey(s.site, s.lang)) void loadCart();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && session?.cart !== undefined) void loadCart();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
