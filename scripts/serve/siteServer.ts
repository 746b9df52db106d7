/**
 * The local server: serves dist/client/ as a CDN would, with the generated host config. Static files go
 * through serve-handler; routes are decided by lib/routing.ts (which needs Accept-Language, something a
 * plain static server cannot honour); every answer carries the security headers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { resolveRoute, LIVE_SEGMENT, NOT_FOUND_SEGMENT, type RouteDecision } from '../../lib/routing.ts';
import { cacheControlFor, CACHE_CONTROL, HEALTH_CHECK_PATH, securityHeaders } from '../../lib/hostRules.ts';
import { isSiteId, normalizeLang, type Lang, type SiteId } from '../../lib/sites.ts';
import { locationOf, sitePath } from '../../lib/urls.ts';
import { HOST_CONFIG_FILES } from '../../lib/hostConfigs.ts';
import { CONTROL_CHARACTER } from '../../lib/pageRules.ts';
import { hasDotSegment, servedTypeOf } from '../../lib/servedFiles.ts';
import { CONTENT_API_PATH, type Redirect } from '../../lib/contract/types.ts';
import { proxyTo } from './proxy.ts';
import { CONTENT_API_SIGNING_SECRET_ENV } from '../../lib/hostRules.ts';
import { SERVER_OPTIONS } from '../../lib/serverTimeouts.ts';
import { compressedCopies } from './precompressed.ts';

export const HOST_CONFIG_FILE = 'site-config.json';

/** Written by the build into dist/host/ — beside, never inside, the served folder. */
export interface HostConfig {
  csp: string;
  redirects: Record<string, Redirect[]>;
  /** Each pair's page paths (`lang/site` → paths), so a redirect leads only to a page the site has. */
  pages?: Record<string, string[]>;
  /** Set when the build's stores are the local storefront stand-in: its URL, which the servers start. */
  demoStorefront?: string;
  /** Set when the host config proxies `/api.php` to the local reference API: its URL, which `serve:cdn` starts. */
  demoContentApi?: string;
}

interface SiteServerOptions {
  /** The built site, default dist/client. */
  root?: string;
  /** The generated host config, default dist/host. */
  hostDir?: string;
  /** The build's compressed copies of the site's text files (scripts/build/precompress.ts), default dist/compressed. */
  compressedDir?: string;
  port?: number;
  host?: string;
  /**
   * A content API to answer `/api.php` on the same origin (forms and the live fallback call it there).
   * Its base URL or full `/api.php` URL; without it `/api.php` is a 404 as on a plain static host.
   */
  contentApi?: string;
  /**
   * The status of the prerendered 404 pages (`/{lang}/{site?}/_404/`), 404 unless set. Only the audit sets
   * 200: Lighthouse scores no page whose document answers 404 (scripts/audit/targets.ts).
   */
  notFoundPageStatus?: 200 | 404;
  /** Behind a proxy of our own that sets X-Forwarded-For: the `/api.php` proxy appends to it (proxy.ts). */
  trustForwardedFor?: boolean;
  /**
   * Signs each `/api.php` request for the booking service (proxy.ts); default CONTENT_API_SIGNING_SECRET.
   */
  signingSecret?: string;
  /** How long `/api.php` waits for the content API, default UPSTREAM_TIMEOUT_MS (lib/serverTimeouts.ts). */
  upstreamTimeoutMs?: number;
  /**
   * How long a request may take, body included, before Node cuts it with a 408: default
   * `SERVER_TIMEOUTS.requestTimeout` (lib/serverTimeouts.ts); a test sets a short one.
   */
  requestTimeoutMs?: number;
}

/**
 * The node:http options of our servers (lib/serverTimeouts.ts `SERVER_OPTIONS`), with a shorter request
 * timeout when one is given (and the headers' no longer than it, as Node requires). Netlify's engine takes
 * the same (netlifyDev.ts, engineGuard.cjs).
 */
export function serverOptionsFor(requestTimeoutMs?: number) {
  if (requestTimeoutMs === undefined) return { ...SERVER_OPTIONS };
  return {
    ...SERVER_OPTIONS,
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(SERVER_OPTIONS.headersTimeout, requestTimeoutMs),
  };
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** Files a host reads as configuration; never served, whatever their name looks like. */
const PRIVATE_FILES = new Set<string>([...HOST_CONFIG_FILES, '/vercel.json', '/serve.json']);

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/** The build's host config (postbuild writes it beside the served folder). */
export async function readHostConfig(hostDir = 'dist/host'): Promise<HostConfig> {
  return JSON.parse(await readFile(join(hostDir, HOST_CONFIG_FILE), 'utf8')) as HostConfig;
}

/**
 * Starts a local service of a demo build at the address its host config recorded, naming the port and the
 * variable that moves it when the port is taken.
 */
export async function startAtRecordedAddress<T>(
  url: string,
  start: (where: { host: string; port: number }) => Promise<T>,
  portVariable: string,
): Promise<T> {
  const { hostname, port } = new URL(url);
  return start({ host: hostname, port: Number(port) }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(
      `The build expects a local service at ${url}, but port ${port} is in use: stop what holds it, or build and serve with another ${portVariable}.`,
    );
  });
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const root = resolve(options.root ?? 'dist/client');
  const hostDir = resolve(options.hostDir ?? 'dist/host');
  const config = await readHostConfig(hostDir);
  const headers = securityHeaders(config.csp);
  const redirectsFor = (lang: Lang, site: SiteId) => config.redirects[`${lang}/${site}`] ?? [];
  const pageSets = new Map(Object.entries(config.pages ?? {}).map(([pair, paths]) => [pair, new Set(paths)]));
  const pageExists = config.pages
    ? (lang: Lang, site: SiteId, path: string) => pageSets.get(`${lang}/${site}`)?.has(path) ?? false
    : undefined;
  const compressed = compressedCopies(root, resolve(options.compressedDir ?? 'dist/compressed'));

  /** The localised 404 page closest to the path: the pair's, else the language's, else English. */
  async function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const [first = '', second = ''] = pathname.split('/').filter(Boolean);
    const lang = normalizeLang(first) ?? 'en';
    const candidates = [
      isSiteId(second) ? sitePath(lang, second, NOT_FOUND_SEGMENT) : '',
      sitePath(lang, undefined, NOT_FOUND_SEGMENT),
      sitePath('en', undefined, NOT_FOUND_SEGMENT),
    ];
    for (const candidate of candidates.filter(Boolean)) {
      const file = join(root, candidate, 'index.html');
      if (await isFile(file)) {
        res.setHeader('cache-control', CACHE_CONTROL.html);
        if (await compressed.send(req, res, file, 404)) return;
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(await readFile(file));
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('This page could not be found');
  }

  async function sendRoute(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    decision: RouteDecision,
    search: string,
  ) {
    if (decision.kind === 'redirect') {
      // The query as the browser sent it (already encoded); the path encoded segment by segment.
      const location = `${locationOf(decision.location)}${decision.status === 301 ? search : ''}`;
      res.writeHead(decision.status, { location, vary: 'Accept-Language', 'cache-control': CACHE_CONTROL.html }).end();
      return;
    }
    // The shell is what other paths are answered with, not a page of its own.
    if (decision.kind === 'notFound' || decision.kind === 'liveShell') return sendNotFound(req, res, pathname);
    let file = join(root, pathname, 'index.html');
    if (!(await isFile(file)) && decision.kind === 'page') {
      // Not in the snapshot: the pair's live-fallback shell, which fetches the page in the browser (and
      // shows the localised 404 if the content API has none). A CDN does the same with a 200 rewrite.
      file = join(root, sitePath(decision.lang, decision.site, LIVE_SEGMENT), 'index.html');
    }
    if (!(await isFile(file))) return sendNotFound(req, res, pathname);
    const status = decision.kind === 'notFoundPage' ? (options.notFoundPageStatus ?? 404) : 200;
    res.setHeader('cache-control', CACHE_CONTROL.html);
    if (await compressed.send(req, res, file, status)) return;
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : await readFile(file));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (options.contentApi && (req.url ?? '').split('?')[0] === CONTENT_API_PATH) {
      await proxyTo(options.contentApi, req, res, {
        trustForwardedFor: options.trustForwardedFor ?? false,
        signingSecret: options.signingSecret ?? process.env[CONTENT_API_SIGNING_SECRET_ENV],
        ...(options.upstreamTimeoutMs ? { timeoutMs: options.upstreamTimeoutMs } : {}),
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    let url: URL;
    let pathname: string;
    try {
      // A target no URL parser takes (`GET http://[bad HTTP/1.1`) passes Node's HTTP parser.
      url = new URL(req.url ?? '/', 'http://site.invalid');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Malformed URL');
      return;
    }
    if (CONTROL_CHARACTER.test(pathname)) {
      // No page, file or redirect has one; a header or a file name could not carry it.
      res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Bad request: the path holds a control character');
      return;
    }
    // Dot folders and dotfiles (`/.vite/manifest.json`, `/.env`) are the build's or the repository's.
    if (hasDotSegment(pathname)) return sendNotFound(req, res, pathname);
    if (pathname === HEALTH_CHECK_PATH) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('ok');
      return;
    }
    if (PRIVATE_FILES.has(pathname)) return sendNotFound(req, res, pathname);
    const lastSegment = pathname.split('/').at(-1) ?? '';
    if (lastSegment.includes('.')) {
      // A file: served as it is when it is one of the site's kinds (lib/servedFiles.ts) and exists; never
      // host configuration, a README or a Markdown source.
      const file = join(root, pathname);
      const type = servedTypeOf(pathname);
      if (!type || !file.startsWith(root + sep) || !(await isFile(file))) return sendNotFound(req, res, pathname);
      res.setHeader('cache-control', cacheControlFor(pathname));
      if (await compressed.send(req, res, file)) return;
      // cleanUrls off: serve-handler would redirect /offline/it.html to /offline/it, which is no page.
      // The content type from the table: serve-handler's own list has no image/avif.
      await serveHandler(req, res, {
        public: root,
        directoryListing: false,
        etag: true,
        cleanUrls: false,
        headers: [{ source: '**', headers: [{ key: 'Content-Type', value: type }] }],
      });
      return;
    }
    const decision = resolveRoute(pathname, {
      acceptLanguage: req.headers['accept-language'],
      redirectsFor,
      ...(pageExists ? { pageExists } : {}),
    });
    await sendRoute(req, res, pathname, decision, url.search);
  }

  // A CDN compresses what it sends; so does this server, or every measurement of it would be of raw bytes.
  // compression is connect middleware; it reads only what plain node:http gives (its types name express's).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const server = createServer(serverOptionsFor(options.requestTimeoutMs), (req, res) =>
    compress(req, res, () => {
      handle(req, res).catch((error: unknown) => {
        console.error('serve:', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      });
    }),
  );
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
