/**
 * Carts through the site's real documents, reshaped by lib/storefront/shape.ts: totals, merging, userErrors, expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCartId } from '../lib/cart.ts';
import type { SiteId } from '../lib/sites.ts';
import type { StorefrontOperations } from '../lib/storefront/documents.ts';
import { type CartPayloadAnswer, shapeCart, shapeCartPayload } from '../lib/storefront/shape.ts';
import { startStorefrontStandIn, type StandIn } from './server.ts';
import { gql, operation } from './testing/client.ts';

const OIL = 'gid://shopify/ProductVariant/1000'; // EUR 24.00, USD 28.00
const BALSAMIC = 'gid://shopify/ProductVariant/1001'; // EUR 38.00
const HONEY = 'gid://shopify/ProductVariant/1002'; // EUR 19.00
const AMARO = 'gid://shopify/ProductVariant/1004'; // not sold in tokyo
const LIMONCELLO = 'gid://shopify/ProductVariant/1005'; // not available for sale
const ITALY = { country: 'IT', language: 'IT' };

let clock = Date.UTC(2026, 9, 1);
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStorefrontStandIn({ port: 0, now: () => clock, cartLifetimeMs: 60_000 });
});
afterAll(() => standIn.close());

type CartMutation = 'CartCreate' | 'CartLinesAdd' | 'CartLinesRemove' | 'CartLinesUpdate';

/** The payload of whichever cart mutation answered. */
function payloadOf(data: StorefrontOperations[CartMutation]['data']): CartPayloadAnswer {
  if ('cartCreate' in data) return data.cartCreate;
  if ('cartLinesAdd' in data) return data.cartLinesAdd;
  if ('cartLinesRemove' in data) return data.cartLinesRemove;
  return data.cartLinesUpdate;
}

/** Runs one of the site's cart mutations and reshapes its payload as the site does. */
async function mutate(name: CartMutation, variables: Record<string, unknown>, site: SiteId = 'florence') {
  const { data, errors } = await operation(standIn.url, site, name, { ...ITALY, ...variables });
  expect(errors).toBeUndefined();
  expect(data).toBeDefined();
  return shapeCartPayload(payloadOf(data!));
}

async function readCart(id: string, variables: Record<string, unknown> = ITALY, site: SiteId = 'florence') {
  const { data, errors } = await operation(standIn.url, site, 'Cart', { id, ...variables });
  expect(errors).toBeUndefined();
  return shapeCart(data?.cart);
}

async function newCart(lines: { merchandiseId: string; quantity?: number }[] = [{ merchandiseId: OIL, quantity: 1 }]) {
  const { cart } = await mutate('CartCreate', { lines });
  return cart!;
}

describe('carts', () => {
  it('creates, adds (merging a variant already in the cart), updates and removes, with correct totals', async () => {
    const created = await mutate('CartCreate', { lines: [{ merchandiseId: OIL, quantity: 2 }] });
    expect(created.userErrors).toEqual([]);
    const cart = created.cart!;
    expect(readCartId(cart.id)).toBe(cart.id);
    expect(cart.checkoutUrl.startsWith(`${standIn.url}/florence/cart/c/`)).toBe(true);
    expect(cart).toMatchObject({ totalQuantity: 2, total: { amount: '48.00', currencyCode: 'EUR' } });
    expect(cart.lines).toEqual([
      expect.objectContaining({
        variantId: OIL,
        quantity: 2,
        price: { amount: '24.00' },
        currency: 'EUR',
        handle: 'extra-virgin-olive-oil',
      }),
    ]);
    const oilLine = cart.lines[0]!.id;
    expect(oilLine).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}$/);

    const added = await mutate('CartLinesAdd', {
      cartId: cart.id,
      lines: [{ merchandiseId: OIL, quantity: 1 }, { merchandiseId: BALSAMIC }],
    });
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.lines.map((line) => [line.id === oilLine, line.variantId, line.quantity])).toEqual([
      [true, OIL, 3],
      [false, BALSAMIC, 1],
    ]);
    expect(added.cart).toMatchObject({ totalQuantity: 4, total: { amount: '110.00' } });
    const balsamicLine = added.cart!.lines[1]!.id;

    const updated = await mutate('CartLinesUpdate', {
      cartId: cart.id,
      lines: [{ id: oilLine, quantity: 1 }],
    });
    expect(updated.cart).toMatchObject({ totalQuantity: 2, total: { amount: '62.00' } });

    const removed = await mutate('CartLinesRemove', { cartId: cart.id, lineIds: [balsamicLine] });
    expect(removed.cart).toMatchObject({ totalQuantity: 1, total: { amount: '24.00' } });
    expect(await readCart(cart.id)).toEqual(removed.cart);

    const emptied = await mutate('CartLinesUpdate', {
      cartId: cart.id,
      lines: [{ id: oilLine, quantity: 0 }],
    });
    expect(emptied.cart).toMatchObject({ totalQuantity: 0, total: { amount: '0.00' }, lines: [] });
  });

  it('merges a line moved onto a variant another line holds', async () => {
    const cart = await newCart([
      { merchandiseId: OIL, quantity: 1 },
      { merchandiseId: HONEY, quantity: 2 },
    ]);
    const honeyLine = cart.lines[1]!.id;
    const { cart: after } = await mutate('CartLinesUpdate', {
      cartId: cart.id,
      lines: [{ id: honeyLine, merchandiseId: OIL }],
    });
    expect(after!.lines.map((line) => [line.variantId, line.quantity])).toEqual([[OIL, 3]]);
    expect(after!.total.amount).toBe('72.00');
  });

  it("refuses an unknown variant, naming the line's merchandiseId, and changes nothing", async () => {
    const cart = await newCart();
    const { cart: after, userErrors } = await mutate('CartLinesAdd', {
      cartId: cart.id,
      lines: [
        { merchandiseId: HONEY, quantity: 1 },
        { merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 },
      ],
    });
    expect(userErrors).toEqual([
      { field: ['lines', '1', 'merchandiseId'], message: expect.stringContaining('does not exist'), code: 'INVALID' },
    ]);
    expect(after).toEqual(cart);
  });

  it('refuses a variant another store sells but this one does not', async () => {
    const { cart, userErrors } = await mutate(
      'CartCreate',
      { lines: [{ merchandiseId: AMARO }], country: 'JP', language: 'JA' },
      'tokyo',
    );
    expect(cart).toBeNull();
    expect(userErrors[0]).toMatchObject({ field: ['lines', '0', 'merchandiseId'], code: 'INVALID' });
  });

  it('refuses a sold-out product (limoncello-di-sera) on add and on create, adding nothing', async () => {
    const cart = await newCart();
    const added = await mutate('CartLinesAdd', {
      cartId: cart.id,
      lines: [{ merchandiseId: LIMONCELLO, quantity: 1 }],
    });
    expect(added.userErrors).toEqual([
      {
        field: ['lines', '0', 'merchandiseId'],
        message: expect.stringContaining('sold out'),
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);
    expect(added.cart).toEqual(cart);
    const created = await mutate('CartCreate', { lines: [{ merchandiseId: LIMONCELLO, quantity: 1 }] });
    expect(created.cart).toBeNull();
    expect(created.userErrors).toHaveLength(1);
  });

  it("also reports a sold-out product as the schema's MERCHANDISE_OUT_OF_STOCK warning", async () => {
    const cart = await newCart();
    const { body } = await gql(
      standIn.url,
      'florence',
      `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
      cartLinesAdd(cartId: $cartId, lines: $lines) { warnings { code target } userErrors { code } } }`,
      { cartId: cart.id, lines: [{ merchandiseId: LIMONCELLO }] },
    );
    expect(body.data.cartLinesAdd).toEqual({
      warnings: [{ code: 'MERCHANDISE_OUT_OF_STOCK', target: LIMONCELLO }],
      userErrors: [{ code: 'MERCHANDISE_NOT_APPLICABLE' }],
    });
  });

  it('refuses quantities below 1 on add and absurd quantities anywhere', async () => {
    const cart = await newCart();
    const zero = await mutate('CartLinesAdd', {
      cartId: cart.id,
      lines: [{ merchandiseId: HONEY, quantity: 0 }],
    });
    expect(zero.userErrors).toEqual([
      { field: ['lines', '0', 'quantity'], message: expect.any(String), code: 'INVALID' },
    ]);
    const huge = await mutate('CartLinesUpdate', {
      cartId: cart.id,
      lines: [{ id: cart.lines[0]!.id, quantity: 5000 }],
    });
    expect(huge.userErrors).toEqual([
      { field: ['lines', '0', 'quantity'], message: expect.any(String), code: 'LESS_THAN' },
    ]);
    expect(huge.cart).toEqual(cart);
  });

  it('answers a userError on cartId and no cart for an unknown cart', async () => {
    const unknown = 'gid://shopify/Cart/doesnotexist?key=nokey';
    for (const [name, variables] of [
      ['CartLinesAdd', { lines: [{ merchandiseId: OIL }] }],
      ['CartLinesRemove', { lineIds: ['gid://shopify/CartLine/x'] }],
      ['CartLinesUpdate', { lines: [{ id: 'gid://shopify/CartLine/x', quantity: 1 }] }],
    ] as const) {
      const { cart, userErrors } = await mutate(name, { cartId: unknown, ...variables });
      expect(cart).toBeNull();
      expect(userErrors).toEqual([
        { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
      ]);
    }
  });

  it('refuses an unknown line id in remove and update, changing nothing', async () => {
    const cart = await newCart();
    const removed = await mutate('CartLinesRemove', {
      cartId: cart.id,
      lineIds: [cart.lines[0]!.id, 'gid://shopify/CartLine/nope'],
    });
    expect(removed.userErrors).toEqual([
      { field: ['lineIds', '1'], message: expect.any(String), code: 'INVALID_MERCHANDISE_LINE' },
    ]);
    expect(removed.cart).toEqual(cart);
    const updated = await mutate('CartLinesUpdate', {
      cartId: cart.id,
      lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 2 }],
    });
    expect(updated.userErrors).toEqual([
      { field: ['lines', '0', 'id'], message: expect.any(String), code: 'INVALID_MERCHANDISE_LINE' },
    ]);
  });

  it("answers null for an unknown, a malformed, a wrong-key and another store's cart id", async () => {
    const cart = await newCart();
    expect(await readCart('gid://shopify/Cart/doesnotexist?key=nokey')).toBeNull();
    expect(await readCart('not a cart id')).toBeNull();
    expect(await readCart(cart.id.replace(/key=.*/, 'key=wrong'))).toBeNull();
    expect(await readCart(cart.id, { country: 'JP', language: 'JA' }, 'tokyo')).toBeNull();
    expect(await readCart(cart.id)).toEqual(cart);
  });

  it("keeps the currency of creation and answers titles in each request's language", async () => {
    const { cart } = await mutate('CartCreate', {
      lines: [{ merchandiseId: OIL }],
      country: 'US',
      language: 'EN',
    });
    expect(cart!.total).toEqual({ amount: '28.00', currencyCode: 'USD' });
    const inItalian = await readCart(cart!.id, ITALY);
    expect(inItalian!.total).toEqual({ amount: '28.00', currencyCode: 'USD' });
    expect(inItalian!.lines[0]!.title).toBe('Olio extravergine di oliva, raccolta novella');
    expect(cart!.lines[0]!.title).toBe('Extra Virgin Olive Oil, New Harvest');
  });

  it('forgets a cart once its lifetime has passed since its last change', async () => {
    const cart = await newCart();
    clock += 59_000;
    const touched = await mutate('CartLinesAdd', { cartId: cart.id, lines: [{ merchandiseId: HONEY }] });
    expect(touched.userErrors).toEqual([]);
    clock += 59_000;
    expect(await readCart(cart.id)).not.toBeNull();
    clock += 1_000;
    expect(await readCart(cart.id)).toBeNull();
    const late = await mutate('CartLinesAdd', { cartId: cart.id, lines: [{ merchandiseId: HONEY }] });
    expect(late.userErrors[0]?.field).toEqual(['cartId']);
  });

  it('answers createdAt and updatedAt as DateTimes', async () => {
    const cart = await newCart();
    const { body } = await gql(
      standIn.url,
      'florence',
      'query ($id: ID!) { cart(id: $id) { createdAt updatedAt cost { subtotalAmount { amount } } } }',
      { id: cart.id },
    );
    expect(body.data.cart).toEqual({
      createdAt: new Date(clock).toISOString().replace('.000Z', 'Z'),
      updatedAt: expect.any(String),
      cost: { subtotalAmount: { amount: '24.00' } },
    });
  });
});
