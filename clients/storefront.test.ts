/** The Storefront client against the local stand-in (Shopify's published schema), and its two failures. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../booking-service/demo/contentStore.ts';
import { demoStorefrontToken } from '../storefront-stand-in/demoStores.ts';
import { startStorefrontStandIn, type StandIn } from '../storefront-stand-in/server.ts';
import { endpointOf } from '../storefront-stand-in/testing/client.ts';
import { createStorefrontClient, StorefrontUnavailableError } from './storefront.ts';

const OIL = 'gid://shopify/ProductVariant/1000'; // EUR 24.00

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStorefrontStandIn({ port: 0 });
});
afterAll(() => standIn.close());

const florence = () =>
  createStorefrontClient(
    { endpoint: endpointOf(standIn.url, 'florence'), token: demoStorefrontToken('florence') },
    'florence',
    'it',
  );

/** A server that answers every request with this status and body. */
async function answering(status: number, body: string): Promise<{ endpoint: string; close: () => void }> {
  const server = createServer((_, res) => res.writeHead(status, { 'content-type': 'application/json' }).end(body));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}/graphql.json`, close: () => server.close() };
}

describe('the Storefront client', () => {
  it("lists a store's products in the visitor's language", async () => {
    const products = await florence().products();
    expect(products.map((product) => product.handle)).toEqual(
      loadCatalogue()
        .filter((product) => product.sites.includes('florence'))
        .map((product) => product.handle),
    );
    const oil = products.find((product) => product.handle === 'extra-virgin-olive-oil');
    expect(oil?.title).toBe(loadCatalogue().find((product) => product.handle === 'extra-virgin-olive-oil')!.title.it);
  });

  it('creates a cart, adds to it and reads it back; an unknown cart is null', async () => {
    const client = florence();
    const created = await client.createCart([{ merchandiseId: OIL, quantity: 1 }]);
    expect(created.userErrors).toEqual([]);
    const id = created.cart!.id;
    const added = await client.addLines(id, [{ merchandiseId: OIL, quantity: 2 }]);
    expect(added.cart?.lines.map((line) => line.quantity)).toEqual([3]);
    expect((await client.cart(id))?.totalQuantity).toBe(3);
    expect(await client.cart('gid://shopify/Cart/doesnotexist?key=nokey')).toBeNull();
  });

  it('says the store is unavailable when nothing answers or it answers an HTTP error', async () => {
    const closed = await answering(200, '{}');
    closed.close();
    const unreachable = createStorefrontClient({ endpoint: closed.endpoint, token: 't' }, 'florence', 'en');
    await expect(unreachable.products()).rejects.toBeInstanceOf(StorefrontUnavailableError);

    const failing = await answering(503, '{}');
    try {
      const client = createStorefrontClient({ endpoint: failing.endpoint, token: 't' }, 'florence', 'en');
      await expect(client.products()).rejects.toThrow(/HTTP 503/);
    } finally {
      failing.close();
    }
  });

  it('tells GraphQL errors apart: the request or the answer is wrong, retrying will not help', async () => {
    const erring = await answering(200, JSON.stringify({ errors: [{ message: 'Field does not exist' }] }));
    try {
      const client = createStorefrontClient({ endpoint: erring.endpoint, token: 't' }, 'florence', 'en');
      const failure = await client.products().catch((error: Error) => error);
      expect(failure).not.toBeInstanceOf(StorefrontUnavailableError);
      expect(failure).toMatchObject({ name: 'StorefrontQueryError', message: 'Field does not exist' });
    } finally {
      erring.close();
    }
  });
});
