/**
 * The storefront stand-in: a local HTTP server answering the Shopify Storefront Cart API for the stores of
 * the sites table, so the shop works in development and end-to-end tests with no outside service.
 * Endpoints: `POST /{store}/api/2026-04/graphql.json` (token in X-Shopify-Storefront-Access-Token) and the
 * checkout pages a cart's `checkoutUrl` opens (`/{store}/cart/c/<token>?key=<key>`). See README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STOREFRONT_API_VERSION } from '../lib/storefront/documents.ts';
import { loadCatalogue } from '../booking-service/demo/contentStore.ts';
import { CHECKOUT_CSP, checkoutPage, checkoutUnavailablePage, orderPlacedPage } from './checkoutPage.ts';
import { demoStorefrontToken, STORE_SITES } from './demoStores.ts';
import { readGraphqlBody, runGraphql } from './graphqlRequest.ts';
import { CORS_HEADERS, HttpProblem, PREFLIGHT_HEADERS, readBody, sendJson, sendProblem } from './http.ts';
import { storeRoot } from './resolvers.ts';
import { storefrontSchema } from './schema.ts';
import { createStore, type Store } from './store.ts';

interface StandInOptions {
  /** 0 picks a free port; default 4312. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How long a cart lives after its last change; default 10 days, as Shopify keeps carts. */
  cartLifetimeMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface StandIn {
  /** Base URL, e.g. http://127.0.0.1:4312; a store's domain is `${url}/{site}`. */
  url: string;
  close(): Promise<void>;
}

const DEFAULT_PORT = 4312;
const DEFAULT_CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;
/** Far above any document the site sends (a few kB), far below what could hurt a dev machine. */
const BODY_LIMIT_BYTES = 100 * 1024;
const API_PATH = /^\/([^/]+)\/api\/([^/]+)\/graphql\.json$/;
const CHECKOUT_PATH = /^\/([^/]+)\/cart\/c\/([^/]+)$/;

interface ServedStore {
  store: Store;
  root: ReturnType<typeof storeRoot>;
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CHECKOUT_CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

export async function startStorefrontStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const {
    port = DEFAULT_PORT,
    host = '127.0.0.1',
    cartLifetimeMs = DEFAULT_CART_LIFETIME_MS,
    now = Date.now,
  } = options;
  // Built before listening: a broken schema fails start-up, and the first request is not the slow one.
  storefrontSchema();
  const catalogue = loadCatalogue();
  let url = '';
  const stores = new Map<string, ServedStore>(
    STORE_SITES.map((site) => {
      const store = createStore(site, { catalogue, origin: () => url, cartLifetimeMs, now });
      return [site.site, { store, root: storeRoot(store) }];
    }),
  );

  async function answerApi(req: IncomingMessage, res: ServerResponse, site: string, version: string) {
    const served = stores.get(site);
    if (!served)
      throw new HttpProblem(
        404,
        `No store '${site}' here; the stores are ${[...stores.keys()].join(', ')}`,
        'NOT_FOUND',
      );
    if (version !== STOREFRONT_API_VERSION) {
      throw new HttpProblem(
        404,
        `API version '${version}' is not served here; this stand-in speaks ${STOREFRONT_API_VERSION}`,
        'NOT_FOUND',
      );
    }
    if (req.method !== 'POST') {
      throw new HttpProblem(405, 'The Storefront API takes POST requests', 'METHOD_NOT_ALLOWED', {
        allow: 'POST, OPTIONS',
      });
    }
    if (req.headers['x-shopify-storefront-access-token'] !== demoStorefrontToken(served.store.site)) {
      throw new HttpProblem(
        401,
        `Unauthorized: send this store's Storefront access token in X-Shopify-Storefront-Access-Token`,
        'UNAUTHORIZED',
      );
    }
    const body = readGraphqlBody(await readBody(req, BODY_LIMIT_BYTES));
    sendJson(res, 200, await runGraphql(body, served.root));
  }

  async function answerCheckout(
    req: IncomingMessage,
    res: ServerResponse,
    site: string,
    token: string,
    key: string | null,
  ) {
    const store = stores.get(site)?.store;
    const cart = store && key ? store.carts.findByToken(token, key) : undefined;
    if (!store || !cart) return sendHtml(res, 404, checkoutUnavailablePage());
    if (req.method === 'GET' || req.method === 'HEAD') return sendHtml(res, 200, checkoutPage(cart));
    if (req.method !== 'POST')
      throw new HttpProblem(405, 'The checkout takes GET and POST', 'METHOD_NOT_ALLOWED', { allow: 'GET, POST' });
    await readBody(req, BODY_LIMIT_BYTES);
    // An empty cart cannot be ordered; the page says so.
    if (cart.lines.length === 0) return sendHtml(res, 409, checkoutPage(cart));
    store.carts.complete(cart);
    sendHtml(res, 200, orderPlacedPage());
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://stand-in.invalid');
    if (req.method === 'OPTIONS') return void res.writeHead(204, PREFLIGHT_HEADERS).end();
    if (pathname === '/') {
      res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('storefront stand-in\n');
    }
    const api = API_PATH.exec(pathname);
    if (api) return answerApi(req, res, api[1]!, api[2]!);
    const checkout = CHECKOUT_PATH.exec(pathname);
    if (checkout) return answerCheckout(req, res, checkout[1]!, checkout[2]!, searchParams.get('key'));
    throw new HttpProblem(
      404,
      `Nothing at ${pathname}; the API is POST /{store}/api/${STOREFRONT_API_VERSION}/graphql.json`,
      'NOT_FOUND',
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const problem =
        error instanceof HttpProblem ? error : new HttpProblem(500, 'Internal error', 'INTERNAL_SERVER_ERROR');
      if (!(error instanceof HttpProblem)) console.error('storefront stand-in:', error);
      if (res.headersSent) return void res.destroy();
      // Drain what the client still sends so it reads our answer instead of a reset connection.
      req.resume();
      sendProblem(res, problem);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
