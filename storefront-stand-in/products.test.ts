/** Products as the site reads them: its real documents, reshaped by lib/storefront/shape.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../booking-service/demo/contentStore.ts';
import { PRODUCT_BY_HANDLE_QUERY, PRODUCTS_QUERY } from '../lib/storefront/documents.ts';
import { shapeProduct } from '../lib/storefront/shape.ts';
import type { SiteId } from '../lib/sites.ts';
import { startStorefrontStandIn, type StandIn } from './server.ts';
import { gql } from './testing/client.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStorefrontStandIn({ port: 0 });
});
afterAll(() => standIn.close());

const catalogue = loadCatalogue();
const entry = (handle: string) => catalogue.find((product) => product.handle === handle)!;

async function listProducts(site: SiteId, variables: Record<string, unknown>) {
  const { body } = await gql(standIn.url, site, PRODUCTS_QUERY, variables);
  expect(body.errors).toBeUndefined();
  return { products: body.data.products.nodes.map(shapeProduct), pageInfo: body.data.products.pageInfo };
}

describe('products of a store', () => {
  it("lists florence's products in Italian with prices in EUR", async () => {
    const { products, pageInfo } = await listProducts('florence', { first: 250, country: 'IT', language: 'IT' });
    expect(products.map((product: { handle: string }) => product.handle)).toEqual(
      catalogue.filter((product) => product.sites.includes('florence')).map((product) => product.handle),
    );
    const oil = products.find((product: { handle: string }) => product.handle === 'extra-virgin-olive-oil');
    expect(oil).toEqual({
      id: 'gid://shopify/Product/1000',
      handle: 'extra-virgin-olive-oil',
      title: entry('extra-virgin-olive-oil').title.it,
      availableForSale: true,
      image: entry('extra-virgin-olive-oil').image,
      variants: [
        {
          id: 'gid://shopify/ProductVariant/1000',
          availableForSale: true,
          price: { amount: '24.00', currencyCode: 'EUR' },
        },
      ],
    });
    expect(pageInfo.hasNextPage).toBe(false);
  });

  it("lists tokyo's products in Japanese with prices in whole yen, without what tokyo does not sell", async () => {
    const { products } = await listProducts('tokyo', { first: 250, country: 'JP', language: 'JA' });
    const handles = products.map((product: { handle: string }) => product.handle);
    expect(handles).not.toContain('amaro-della-lucciola');
    expect(handles).not.toContain('rosso-di-collina-wine');
    expect(handles).toContain('extra-virgin-olive-oil');
    const oil = products.find((product: { handle: string }) => product.handle === 'extra-virgin-olive-oil');
    expect(oil.title).toBe(entry('extra-virgin-olive-oil').title.ja);
    expect(oil.variants[0].price).toEqual({ amount: '3800', currencyCode: 'JPY' });
  });

  it("answers in the store's own market when the operation has no @inContext", async () => {
    const { body } = await gql(
      standIn.url,
      'beverlyhills',
      '{ products(first: 1) { nodes { title priceRange { minVariantPrice { amount currencyCode } } } } }',
    );
    expect(body.data.products.nodes[0]).toEqual({
      title: entry('extra-virgin-olive-oil').title.en,
      priceRange: { minVariantPrice: { amount: '28.00', currencyCode: 'USD' } },
    });
  });

  it('answers titles in English for a language without demo texts', async () => {
    const { products } = await listProducts('florence', { first: 1, country: 'IT', language: 'DE' });
    expect(products[0].title).toBe(entry('extra-virgin-olive-oil').title.en);
  });

  it('pages with first and after, and the pages join up to the whole list', async () => {
    const first = await listProducts('florence', { first: 2, country: 'IT', language: 'IT' });
    expect(first.products).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(typeof first.pageInfo.endCursor).toBe('string');
    const second = await listProducts('florence', {
      first: 2,
      after: first.pageInfo.endCursor,
      country: 'IT',
      language: 'IT',
    });
    expect(second.products.map((product: { handle: string }) => product.handle)).toEqual([
      'wildflower-truffle-honey',
      'lucciola-panettone',
    ]);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const next: Awaited<ReturnType<typeof listProducts>> = await listProducts('florence', {
        first: 4,
        after,
        country: 'IT',
        language: 'IT',
      });
      seen.push(...next.products.map((product: { handle: string }) => product.handle));
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor;
    }
    expect(seen).toEqual(
      catalogue.filter((product) => product.sites.includes('florence')).map((product) => product.handle),
    );
  });

  it('answers edges with cursors and the whole pageInfo too', async () => {
    const { body } = await gql(
      standIn.url,
      'florence',
      `{ products(first: 2) {
      edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
    );
    const { edges, pageInfo } = body.data.products;
    expect(edges.map((edge: { node: { handle: string } }) => edge.node.handle)).toEqual([
      'extra-virgin-olive-oil',
      'aged-balsamic-vinegar',
    ]);
    expect(pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: edges[0].cursor,
      endCursor: edges[1].cursor,
    });
  });

  it('finds a product by handle, sold-out ones included', async () => {
    const { body } = await gql(standIn.url, 'florence', PRODUCT_BY_HANDLE_QUERY, {
      handle: 'limoncello-di-sera',
      country: 'IT',
      language: 'IT',
    });
    const product = shapeProduct(body.data.product);
    expect(product?.title).toBe(entry('limoncello-di-sera').title.it);
    expect(product?.availableForSale).toBe(false);
    expect(product?.variants[0]?.availableForSale).toBe(false);
  });

  it('answers null for an unknown handle and for a product the store does not sell', async () => {
    const unknown = await gql(standIn.url, 'florence', PRODUCT_BY_HANDLE_QUERY, {
      handle: 'no-such-thing',
      country: 'IT',
      language: 'IT',
    });
    expect(unknown.body).toEqual({ data: { product: null } });
    const notInTokyo = await gql(standIn.url, 'tokyo', PRODUCT_BY_HANDLE_QUERY, {
      handle: 'amaro-della-lucciola',
      country: 'JP',
      language: 'JA',
    });
    expect(notInTokyo.body).toEqual({ data: { product: null } });
  });

  it('serialises the custom scalars (URL, Decimal, DateTime) as plain strings, and fills the neighbouring fields', async () => {
    const { body } = await gql(
      standIn.url,
      'florence',
      `query @inContext(language: EN) { product(handle: "extra-virgin-olive-oil") {
      description createdAt descriptionHtml
      featuredImage { url width height altText }
      variants(first: 1) { nodes { title price { amount } product { handle } } }
    } }`,
    );
    const product = body.data.product;
    expect(product.description).toBe(entry('extra-virgin-olive-oil').description.en.join('\n'));
    expect(product.descriptionHtml.startsWith('<p>')).toBe(true);
    expect(product.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(product.featuredImage).toEqual({
      url: '/media/product-extra-virgin-olive-oil.svg',
      width: 1000,
      height: 1000,
      altText: entry('extra-virgin-olive-oil').title.en,
    });
    expect(product.variants.nodes[0]).toEqual({
      title: 'Default Title',
      price: { amount: '24.00' },
      product: { handle: 'extra-virgin-olive-oil' },
    });
  });
});
