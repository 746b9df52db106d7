import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import {
  cartLinesKey,
  countOfLines,
  readKnownCart,
  HERBARIUM_HANDLES,
  canStartCheckout,
  cartCountKey,
  cartIdToUse,
  cartStorageKey,
  clampQuantity,
  consentsComplete,
  isSoldOut,
  liveOffer,
  maxQuantityFor,
  planAdd,
  quantityAfterAdd,
  readCartCount,
  readCartId,
  storefrontLanguage,
} from './cart.ts';

const CART = 'gid://shopify/Cart/c1-abc123?key=k9f8e7';

describe('rules §cart: Cart maximum quantity per line: 20; 8 for the herbarium products', () => {
  it('caps a line at 20, and at 8 for each of the five herbarium products', () => {
    expect([LIMITS.cartMaxPerLine, LIMITS.cartHerbariumMaxPerLine]).toEqual([20, 8]);
    expect(maxQuantityFor('extra-virgin-olive-oil')).toBe(20);
    expect(HERBARIUM_HANDLES).toHaveLength(5);
    for (const handle of HERBARIUM_HANDLES) expect(maxQuantityFor(handle)).toBe(8);
  });

  it('"adding is refused silently at the cap"', () => {
    expect(quantityAfterAdd(19, 'extra-virgin-olive-oil')).toBe(20);
    expect(quantityAfterAdd(20, 'extra-virgin-olive-oil')).toBe(20);
    expect(quantityAfterAdd(7, 'herbarium-tea-cup')).toBe(8);
    expect(quantityAfterAdd(8, 'herbarium-tea-cup')).toBe(8);
    expect(quantityAfterAdd(6, 'herbarium-tea-cup', 5)).toBe(8);
    expect(quantityAfterAdd(0, 'lucciola-panettone')).toBe(1);
  });
});

describe('rules §cart: A product is sold out when not found or not available for sale', () => {
  it('reads missing and unavailable products as sold out', () => {
    expect(isSoldOut(undefined)).toBe(true);
    expect(isSoldOut(null)).toBe(true);
    expect(isSoldOut({ availableForSale: false })).toBe(true);
    expect(isSoldOut({ availableForSale: true })).toBe(false);
  });
});

describe('rules §cart: cart id storage', () => {
  it('keys the stored id by site and language', () => {
    expect(cartStorageKey('tokyo', 'ja')).toBe('lucciola.cart.tokyo.ja');
    expect(cartStorageKey('tokyo', 'en')).not.toBe(cartStorageKey('tokyo', 'ja'));
  });

  it('keeps a whole cart id, key included, and reads corrupt storage as none', () => {
    expect(readCartId(CART)).toBe(CART);
    expect(readCartId('{"broken"')).toBeUndefined();
    expect(readCartId('gid://shopify/Checkout/123')).toBeUndefined();
    expect(readCartId('')).toBeUndefined();
    expect(readCartId(null)).toBeUndefined();
  });

  it('"can be supplied by a checkout query parameter", which wins over the stored id', () => {
    const other = 'gid://shopify/Cart/other?key=x1';
    expect(cartIdToUse(`?checkout=${encodeURIComponent(other)}`, CART)).toBe(other);
    expect(cartIdToUse('?checkout=not-a-cart', CART)).toBe(CART);
    expect(cartIdToUse('', null)).toBeUndefined();
  });
});

describe('rules §cart: storefront language', () => {
  it('"it becomes it-IT, ja becomes ja-JA, otherwise en-EN" (the Cart API takes the language code)', () => {
    expect(storefrontLanguage('it')).toBe('IT');
    expect(storefrontLanguage('ja')).toBe('JA');
    expect(storefrontLanguage('en')).toBe('EN');
    expect(storefrontLanguage('ko')).toBe('EN');
  });
});

describe('rules §checkout: checkout gates', () => {
  it('"The footer checkout is active only if the cart has items"', () => {
    expect(canStartCheckout(0)).toBe(false);
    expect(canStartCheckout(1)).toBe(true);
  });

  it('needs the terms checkbox on the cart sites', () => {
    expect(consentsComplete('florence', new Set())).toBe(false);
    expect(consentsComplete('florence', new Set(['terms']))).toBe(true);
    expect(consentsComplete('tokyo', new Set(['terms']))).toBe(true);
  });

  it('"on seoul three consent checkboxes exist and all must be ticked"', () => {
    expect(consentsComplete('seoul', new Set(['terms']))).toBe(false);
    expect(consentsComplete('seoul', new Set(['terms', 'personalData']))).toBe(false);
    expect(consentsComplete('seoul', new Set(['terms', 'personalData', 'thirdPartyTransfer']))).toBe(true);
  });
});

describe('adding to the cart (rules §cart: by the first variant id, within the caps)', () => {
  const line = (handle: string, quantity: number) => ({
    id: `line-${handle}`,
    handle,
    variantId: `variant-${handle}`,
    quantity,
  });

  it('adds a product the cart lacks as a new line of one', () => {
    expect(planAdd([], 'lucciola-panettone', 'variant-lucciola-panettone')).toEqual({
      kind: 'newLine',
      merchandiseId: 'variant-lucciola-panettone',
      quantity: 1,
    });
  });

  it('sets a present line to one more, so a retried request cannot add twice', () => {
    expect(planAdd([line('lucciola-panettone', 3)], 'lucciola-panettone', 'variant-lucciola-panettone')).toEqual({
      kind: 'setQuantity',
      lineId: 'line-lucciola-panettone',
      quantity: 4,
    });
  });

  it('refuses silently at 20, and at 8 for a herbarium product', () => {
    expect(planAdd([line('lucciola-panettone', 20)], 'lucciola-panettone', 'variant-lucciola-panettone')).toEqual({
      kind: 'refused',
    });
    expect(planAdd([line('herbarium-soup-bowl', 7)], 'herbarium-soup-bowl', 'variant-herbarium-soup-bowl')).toEqual({
      kind: 'setQuantity',
      lineId: 'line-herbarium-soup-bowl',
      quantity: 8,
    });
    expect(planAdd([line('herbarium-soup-bowl', 8)], 'herbarium-soup-bowl', 'variant-herbarium-soup-bowl')).toEqual({
      kind: 'refused',
    });
  });

  it('keeps a chosen quantity between 1 and the cap', () => {
    expect(clampQuantity(25, 'extra-virgin-olive-oil')).toBe(20);
    expect(clampQuantity(9, 'herbarium-dinner-plate')).toBe(8);
    expect(clampQuantity(0.5, 'extra-virgin-olive-oil')).toBe(1);
  });
});

describe('the remembered item count (header badge before the shop code loads)', () => {
  it('sits beside the cart id, per site and language', () => {
    expect(cartCountKey('florence', 'it')).toBe('lucciola.cart.florence.it.count');
  });

  it('reads corrupt values as an empty cart', () => {
    expect(readCartCount('3')).toBe(3);
    expect(readCartCount('-2')).toBe(0);
    expect(readCartCount('lots')).toBe(0);
    expect(readCartCount(null)).toBe(0);
  });
});

describe('live stock and price on the shop pages', () => {
  const snapshot = { amount: '42.00', currencyCode: 'EUR' };
  const product = (handle: string, availableForSale: boolean, amount = '44.00') => ({
    handle,
    id: `p-${handle}`,
    title: handle,
    availableForSale,
    image: '',
    variants: [{ id: `v-${handle}`, availableForSale, price: { amount, currencyCode: 'EUR' } }],
  });

  it("keeps the snapshot's price until the live catalogue is in", () => {
    expect(liveOffer([], 'lucciola-panettone', snapshot)).toEqual({ price: snapshot, soldOut: false });
  });

  it('shows the live price, and sold out when the store lacks the product or cannot sell it', () => {
    const live = [product('lucciola-panettone', true), product('limoncello-di-sera', false)];
    expect(liveOffer(live, 'lucciola-panettone', snapshot)).toEqual({
      price: { amount: '44.00', currencyCode: 'EUR' },
      soldOut: false,
    });
    expect(liveOffer(live, 'limoncello-di-sera', snapshot).soldOut).toBe(true);
    expect(liveOffer(live, 'amaro-della-lucciola', snapshot)).toEqual({ price: snapshot, soldOut: true });
  });
});

describe('the remembered cart, shown while the store cannot be reached', () => {
  const line = {
    id: 'gid://shopify/CartLine/1',
    image: '',
    title: 'Wildflower Honey',
    handle: 'wildflower-honey',
    quantity: 2,
    price: { amount: '12.00' },
    currency: 'EUR',
    variantId: 'gid://shopify/ProductVariant/1',
  };
  const known = {
    id: 'gid://shopify/Cart/1',
    checkoutUrl: 'https://shop.example/checkout',
    total: { amount: '24.00', currencyCode: 'EUR' },
    lines: [line],
  };
  it('reads back the lines of the cart in use', () => {
    expect(readKnownCart(JSON.stringify(known), known.id)).toEqual(known);
    expect(cartLinesKey('florence', 'en')).toBe(`${cartStorageKey('florence', 'en')}.lines`);
  });
  it('ignores the lines of another cart, corrupt storage and malformed lines', () => {
    expect(readKnownCart(JSON.stringify(known), 'gid://shopify/Cart/2')).toBeUndefined();
    expect(readKnownCart('{"broken', known.id)).toBeUndefined();
    expect(readKnownCart(JSON.stringify({ ...known, lines: [{ ...line, quantity: 0 }] }), known.id)).toBeUndefined();
    expect(readKnownCart(JSON.stringify({ ...known, lines: [{ ...line, price: 12 }] }), known.id)).toBeUndefined();
    expect(readKnownCart(null, known.id)).toBeUndefined();
  });
  it('counts what the lines add up to, so the count and the lines agree', () => {
    expect(countOfLines([line, { ...line, quantity: 3 }])).toBe(5);
    expect(countOfLines([])).toBe(0);
  });
});
