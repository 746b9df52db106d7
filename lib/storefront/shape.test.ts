import { describe, expect, it } from 'vitest';
import type { CartFieldsFragment } from './operations.generated.ts';
import { shapeCart, shapeCartPayload, shapeProduct, StorefrontShapeError } from './shape.ts';

const rawCart: CartFieldsFragment = {
  id: 'gid://shopify/Cart/c1?key=k1',
  checkoutUrl: 'https://shop.example/cart/c/c1?key=k1',
  totalQuantity: 3,
  cost: { totalAmount: { amount: '66.0', currencyCode: 'EUR' } },
  lines: {
    nodes: [
      {
        id: 'gid://shopify/CartLine/l1',
        quantity: 3,
        cost: { amountPerQuantity: { amount: '22.0', currencyCode: 'EUR' } },
        merchandise: {
          id: 'gid://shopify/ProductVariant/v1',
          image: { url: '/media/product-extra-virgin-olive-oil.svg', altText: null },
          product: { handle: 'extra-virgin-olive-oil', title: 'Olio' },
        },
      },
    ],
  },
};

describe('reshaping Storefront answers into our types', () => {
  it('maps a cart: the older checkout id, webUrl and totalPrice onto cart id, checkoutUrl, cost.totalAmount', () => {
    expect(shapeCart(rawCart)).toEqual({
      id: 'gid://shopify/Cart/c1?key=k1',
      checkoutUrl: 'https://shop.example/cart/c/c1?key=k1',
      totalQuantity: 3,
      total: { amount: '66.0', currencyCode: 'EUR' },
      lines: [
        {
          id: 'gid://shopify/CartLine/l1',
          quantity: 3,
          variantId: 'gid://shopify/ProductVariant/v1',
          title: 'Olio',
          handle: 'extra-virgin-olive-oil',
          image: '/media/product-extra-virgin-olive-oil.svg',
          price: { amount: '22.0' },
          currency: 'EUR',
        },
      ],
    });
  });

  it('keeps a null cart (unknown, expired or completed) null: the caller starts a new one', () => {
    expect(shapeCart(null)).toBeNull();
  });

  it('gives a line without an image an empty image ("url or empty")', () => {
    const noImage = structuredClone(rawCart);
    noImage.lines.nodes[0]!.merchandise.image = null;
    expect(shapeCart(noImage)!.lines[0]!.image).toBe('');
  });

  it('names the field when an answer is malformed', () => {
    // Not what the schema promises, as a store's answer can be: the types do not replace the check.
    const broken = { ...rawCart, cost: {} } as unknown as CartFieldsFragment;
    expect(() => shapeCart(broken)).toThrow(StorefrontShapeError);
    expect(() => shapeCart(broken)).toThrow(/cost\.totalAmount\.amount/);
  });

  it('maps a product with its variants; an unknown handle is null', () => {
    expect(
      shapeProduct({
        id: 'gid://shopify/Product/p1',
        handle: 'herbarium-tea-cup',
        title: 'Tea cup',
        availableForSale: false,
        featuredImage: null,
        variants: {
          nodes: [
            {
              id: 'gid://shopify/ProductVariant/v9',
              availableForSale: false,
              price: { amount: '30.0', currencyCode: 'USD' },
            },
          ],
        },
      }),
    ).toEqual({
      id: 'gid://shopify/Product/p1',
      handle: 'herbarium-tea-cup',
      title: 'Tea cup',
      availableForSale: false,
      image: '',
      variants: [
        {
          id: 'gid://shopify/ProductVariant/v9',
          availableForSale: false,
          price: { amount: '30.0', currencyCode: 'USD' },
        },
      ],
    });
    expect(shapeProduct(null)).toBeNull();
  });

  it("returns a mutation's userErrors as Shopify sent them", () => {
    expect(
      shapeCartPayload({
        cart: null,
        userErrors: [{ field: ['lines', '0', 'quantity'], message: 'Too many', code: 'INVALID' }],
      }),
    ).toEqual({
      cart: null,
      userErrors: [{ field: ['lines', '0', 'quantity'], message: 'Too many', code: 'INVALID' }],
    });
    expect(shapeCartPayload({ cart: rawCart, userErrors: [] }).cart?.totalQuantity).toBe(3);
  });
});
