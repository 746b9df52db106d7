/** The checkout page a cart's checkoutUrl opens: it shows the cart, and placing the demo order ends it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../booking-service/demo/contentStore.ts';
import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_QUERY } from '../lib/storefront/documents.ts';
import { shapeCartPayload } from '../lib/storefront/shape.ts';
import { storeCatalogue } from './catalogue.ts';
import type { CartRecord } from './carts.ts';
import { CHECKOUT_CSP, checkoutPage } from './checkoutPage.ts';
import { startStorefrontStandIn, type StandIn } from './server.ts';
import { gql } from './testing/client.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStorefrontStandIn({ port: 0 });
});
afterAll(() => standIn.close());

async function createCart() {
  const { body } = await gql(standIn.url, 'florence', CART_CREATE_MUTATION, {
    lines: [
      { merchandiseId: 'gid://shopify/ProductVariant/1000', quantity: 2 },
      { merchandiseId: 'gid://shopify/ProductVariant/1002', quantity: 1 },
    ],
    country: 'IT',
    language: 'IT',
  });
  return shapeCartPayload(body.data.cartCreate).cart!;
}

describe('the demo checkout', () => {
  it('shows the lines, their totals and the total, with a button to place the order, under a strict CSP', async () => {
    const cart = await createCart();
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('Extra Virgin Olive Oil, New Harvest × 2');
    expect(html).toContain('€48.00');
    expect(html).toContain('€67.00');
    expect(html).toMatch(/<form method="post"><button type="submit">Place demo order<\/button><\/form>/);
  });

  it('completes the cart when the order is placed: the cart is then null and mutations name cartId', async () => {
    const cart = await createCart();
    const placed = await fetch(cart.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(placed.status).toBe(200);
    expect(await placed.text()).toContain('Order placed — this was a demo checkout; nothing was charged');

    const { body } = await gql(standIn.url, 'florence', CART_QUERY, { id: cart.id, country: 'IT', language: 'IT' });
    expect(body.data.cart).toBeNull();
    const added = await gql(standIn.url, 'florence', CART_LINES_ADD_MUTATION, {
      cartId: cart.id,
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1000' }],
    });
    expect(shapeCartPayload(added.body.data.cartLinesAdd).userErrors[0]?.field).toEqual(['cartId']);
    expect((await fetch(cart.checkoutUrl)).status).toBe(404);
  });

  it('is not available with a wrong key, for an unknown cart or in another store', async () => {
    const cart = await createCart();
    for (const url of [
      cart.checkoutUrl.replace(/key=.*/, 'key=wrong'),
      cart.checkoutUrl.replace(/\?key=.*/, ''),
      `${standIn.url}/florence/cart/c/unknown?key=unknown`,
      cart.checkoutUrl.replace('/florence/', '/tokyo/'),
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(CHECKOUT_CSP);
      expect(await response.text()).toContain('This checkout is not available');
    }
    expect((await fetch(cart.checkoutUrl)).status).toBe(200);
  });

  it('escapes every text it shows', () => {
    const [product] = storeCatalogue('florence', loadCatalogue()).products;
    const hostile = {
      ...product!,
      entry: { ...product!.entry, title: { ...product!.entry.title, en: '<script>alert("x")</script>' } },
    };
    const cart: CartRecord = {
      id: 'gid://shopify/Cart/t?key=k',
      token: 't',
      key: 'k',
      currency: 'EUR',
      countryCode: 'IT',
      lines: [{ id: 'gid://shopify/CartLine/1', product: hostile, quantity: 1 }],
      createdAt: 0,
      updatedAt: 0,
      completed: false,
    };
    const html = checkoutPage(cart);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; × 1');
  });
});
