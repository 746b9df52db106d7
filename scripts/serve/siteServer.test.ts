/**
 * HTTP tests of what only our server does (`npm run serve`, against the built site, dist/, which `npm test`
 * builds before vitest runs): the audit's 404 status, compression and the build's compressed copies, and
 * the same-origin content API's proxy (errors, rate limit, forwarded address). The routes, statuses and
 * headers both engines share are the table of routeCases.ts (routes.test.ts).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from './siteServer.ts';
import { startReferenceApi, type ReferenceApi } from '../../content-sync/reference-api/server.ts';
import { createContentApiClient } from '../../content-sync/client.ts';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ port: 0 });
});
afterAll(() => server.close());

async function get(path: string, acceptLanguage = 'en-US') {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'accept-language': acceptLanguage } });
  return { status: response.status, location: response.headers.get('location'), headers: response.headers, text: await response.text() };
}

describe('pages and errors', () => {
  it('answers the prerendered 404 page with 404, or with 200 for the audit (Lighthouse scores no 404)', async () => {
    const page = await get('/en/florence/_404/');
    expect(page.status).toBe(404);
    expect(page.text).toContain("Sorry there's nothing here");
    const audited = await startSiteServer({ port: 0, notFoundPageStatus: 200 });
    try {
      const response = await fetch(`${audited.url}/en/florence/_404/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(page.text);
      // Only the 404 pages: a path that is no page at all still answers 404.
      expect((await fetch(`${audited.url}/en/florence/a.b/`)).status).toBe(404);
    } finally {
      await audited.close();
    }
  });

  it('never serves the host config or a path outside the site', async () => {
    expect((await get('/site-config.json')).status).toBe(404);
    expect((await get('/en/florence/..%2F..%2F..%2F/')).status).toBe(404);
  });
});

describe('compression', () => {
  it('compresses pages and assets for a browser that accepts it, as a CDN does', async () => {
    const response = await fetch(`${server.url}/en/florence/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toContain('<html lang="en"');
  });
});

/** The bytes as they travel (fetch would unpack them), with the status and headers. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

describe("the build's compressed copies (scripts/build/precompress.ts)", () => {
  const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('sends a page and a script to a browser that accepts brotli as the brotli copy, which unpacks to the file', async () => {
    const html = await readFile('dist/client/en/florence/index.html');
    const page = await raw(server.url, '/en/florence/', chromium);
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(brotliDecompressSync(page.body).equals(html)).toBe(true);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    const chunk = /"(\/assets\/chunks\/[^"]+\.js)"/.exec(html.toString())![1]!;
    const script = await raw(server.url, chunk, chromium);
    expect(script.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(brotliDecompressSync(script.body).equals(await readFile(`dist/client${chunk}`))).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const html = await readFile('dist/client/en/florence/index.html');
    const gzipped = await raw(server.url, '/en/florence/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(html)).toBe(true);
    const plain = await raw(server.url, '/en/florence/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(html)).toBe(true);
  });

  it('answers a repeated request with the same ETag by 304, and HEAD with the headers only', async () => {
    const first = await raw(server.url, '/en/florence/menu/a-la-carte/', chromium);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await raw(server.url, '/en/florence/menu/a-la-carte/', { ...chromium, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy is another representation: it has an ETag of its own.
    expect((await raw(server.url, '/en/florence/menu/a-la-carte/', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    const head = await raw(server.url, '/en/florence/menu/a-la-carte/', chromium, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('sends the localised 404 page compressed, with status 404', async () => {
    const missing = await raw(server.url, '/it/florence/a/b/c/d/', chromium);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.body).toString()).toContain('<html lang="it">');
  });

  it('never sends a copy older than its file: a file changed after the build goes out as it is now', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stale-copy-'));
    await cp('dist/client/en/index.html', join(dir, 'client/en/index.html'), { recursive: true });
    await mkdir(join(dir, 'compressed/en'), { recursive: true });
    await cp('dist/compressed/en/index.html.br', join(dir, 'compressed/en/index.html.br'));
    const changed = (await readFile('dist/client/en/index.html', 'utf8')).replace('</body>', '<p>changed after the build</p></body>');
    await writeFile(join(dir, 'client/en/index.html'), changed);
    const past = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'compressed/en/index.html.br'), past, past);
    const local = await startSiteServer({ port: 0, root: join(dir, 'client'), compressedDir: join(dir, 'compressed') });
    try {
      const response = await fetch(`${local.url}/en/`, { headers: chromium });
      expect(await response.text()).toContain('changed after the build');
    } finally {
      await local.close();
    }
  });
});

describe('content API on the same origin', () => {
  let api: ReferenceApi;
  let proxied: SiteServer;
  const dirs: string[] = [];
  const dataDir = async (prefix: string) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    api = await startReferenceApi({ port: 0, dataDir: await dataDir('proxy-mail-'), databaseUrl: '' });
    // The submissions' database (PGlite) is made now, not inside the test that first posts.
    await api.database();
    proxied = await startSiteServer({ port: 0, contentApi: api.url });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([proxied.close(), api.close()]);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('forwards /api.php reads to the content API', async () => {
    const client = createContentApiClient({ baseUrl: proxied.url });
    const page = await client.fetchPage('en', 'florence', 'homepage', 'page');
    expect(page.title).toBeTruthy();
    await expect(client.fetchPage('en', 'florence', 'never-written', 'page')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('forwards form posts with their body (mail send)', async () => {
    const client = createContentApiClient({ baseUrl: proxied.url });
    const fields = { name: 'Ada', surname: 'Rossi', email: 'ada@example.com', message: 'Un tavolo vicino alla finestra', checkout_consent: true };
    const before = (await api.mail.list()).length;
    const result = await client.sendMail({ site: 'florence', lang: 'it', form: 'reserve', fields });
    expect(result.success).toBe(true);
    expect((await api.mail.list()).length).toBe(before + 1);
  });

  it('answers 502 when the content API is down, and 404 when none is configured', async () => {
    const down = await startSiteServer({ port: 0, contentApi: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${down.url}/api.php?v=2&action=FETCH_INDEX&lang=en&site=florence`);
      expect(response.status).toBe(502);
      expect(await response.text()).toBe('The content API is unreachable');
    } finally {
      await down.close();
    }
    expect((await get('/api.php?v=2&action=FETCH_INDEX&lang=en&site=florence')).status).toBe(404);
  });

  it("passes a 429's Retry-After on to the browser, so a form can say how long to wait", async () => {
    const limited = await startReferenceApi({ port: 0, dataDir: await dataDir('proxy-limit-'), rateLimitPerMinute: 1 });
    await limited.database(); // made before the burst: the bucket refills while PGlite is created
    const site = await startSiteServer({ port: 0, contentApi: limited.url });
    try {
      const client = createContentApiClient({ baseUrl: site.url });
      await client.demoCardToken('florence');
      const refused = await client.demoCardToken('florence').catch((error: unknown) => error);
      expect(refused).toMatchObject({ kind: 'http', status: 429 });
      expect((refused as { details: { retryAfterSeconds?: number } }).details.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await site.close();
      await limited.close();
    }
  }, 120_000);

  it("names the visitor's own address to the content API (its rate limit), whatever X-Forwarded-For the visitor sends", async () => {
    const echo = createServer((req, res) => res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null })));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const site = await startSiteServer({ port: 0, contentApi: `http://127.0.0.1:${(echo.address() as AddressInfo).port}` });
    try {
      const response = await fetch(`${site.url}/api.php?v=2&action=FETCH_INDEX`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await site.close();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});
