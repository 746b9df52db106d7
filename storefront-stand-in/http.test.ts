/** The stand-in as an HTTP service: stores, versions, tokens, CORS, bodies, and Shopify's validation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_API_VERSION } from '../lib/storefront/documents.ts';
import { startStorefrontStandIn, type StandIn } from './server.ts';
import { endpointOf, gql, postRaw } from './testing/client.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStorefrontStandIn({ port: 0 });
});
afterAll(() => standIn.close());

const PING = JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }' });

describe('storefront stand-in over HTTP', () => {
  it('answers a health check at /', async () => {
    const response = await fetch(`${standIn.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('storefront stand-in');
  });

  it('refuses a request without a token with 401 UNAUTHORIZED', async () => {
    const { status, body } = await postRaw(standIn.url, 'florence', PING, null);
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    expect(body.errors[0].message).toMatch(/X-Shopify-Storefront-Access-Token/);
  });

  it("refuses a wrong token, including another store's", async () => {
    expect((await postRaw(standIn.url, 'florence', PING, 'not-the-token')).status).toBe(401);
    expect((await postRaw(standIn.url, 'florence', PING, 'demo-storefront-token-tokyo')).status).toBe(401);
    expect((await postRaw(standIn.url, 'florence', PING)).status).toBe(200);
  });

  it('answers a CORS preflight with 204 and the headers the browser needs', async () => {
    const response = await fetch(endpointOf(standIn.url, 'florence'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, X-Shopify-Storefront-Access-Token, Accept',
    );
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('sends Access-Control-Allow-Origin on answers and errors alike', async () => {
    const ok = await postRaw(standIn.url, 'tokyo', PING);
    const refused = await postRaw(standIn.url, 'tokyo', PING, null);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 400 to a body that is not JSON or has no query', async () => {
    const notJson = await postRaw(standIn.url, 'florence', '{ products');
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0].message).toMatch(/not valid JSON/);
    const noQuery = await postRaw(standIn.url, 'florence', JSON.stringify({ variables: {} }));
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.errors[0].message).toMatch(/query/);
  });

  it('answers 413 to a body over 100 kB', async () => {
    const huge = JSON.stringify({ query: `{ products(first: 1) { nodes { id } } } #${'x'.repeat(120 * 1024)}` });
    expect((await postRaw(standIn.url, 'florence', huge)).status).toBe(413);
  });

  it('answers 405 to a GET on the endpoint', async () => {
    const response = await fetch(endpointOf(standIn.url, 'florence'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers 404 for a site without a store and for another API version', async () => {
    expect((await postRaw(standIn.url, 'seoul', PING, 'demo-storefront-token-seoul')).status).toBe(404);
    const response = await fetch(`${standIn.url}/florence/api/2024-01/graphql.json`, { method: 'POST', body: PING });
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].message).toContain(STOREFRONT_API_VERSION);
  });

  it('rejects a query Shopify would reject, naming the field, with 200 and errors', async () => {
    const { status, body } = await gql(standIn.url, 'florence', '{ cart(id: "x") { webUrl } }');
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/Cannot query field "webUrl" on type "Cart"/);
    expect(body.errors[0].locations).toEqual([{ line: 1, column: 19 }]);
  });

  it('answers a syntax error with errors and their location', async () => {
    const { status, body } = await gql(standIn.url, 'florence', '{ products(first: 1) { nodes { id }');
    expect(status).toBe(200);
    expect(body.errors[0].message).toMatch(/Syntax Error/);
    expect(body.errors[0].locations[0].line).toBe(1);
  });

  it('refuses more than 250 items per page, as Shopify does', async () => {
    const { body } = await gql(standIn.url, 'florence', '{ products(first: 251) { nodes { id } } }');
    expect(body.data).toBeNull();
    expect(body.errors[0].message).toMatch(/at most 250/);
    expect(body.errors[0].path).toEqual(['products']);
  });

  it('requires first or last on a connection, as Shopify does', async () => {
    const { body } = await gql(standIn.url, 'florence', '{ products { nodes { id } } }');
    expect(body.errors[0].message).toMatch(/first or last/);
  });
});
