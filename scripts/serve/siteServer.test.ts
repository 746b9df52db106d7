/**
 * HTTP tests of what only our server does (`npm run serve`, against the built site, dist/, which `npm test`
 * builds before vitest runs): the audit's 404 status, compression and the build's compressed copies, and
 * the same-origin content API's proxy (errors, rate limit, forwarded address). The routes, statuses and
 * headers both engines share are the table of routeCases.ts (routes.test.ts).
 */
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from './siteServer.ts';
import { servedTypeOf } from '../../lib/servedFiles.ts';
import { LARGEST_UPLOAD_BYTES, SERVER_TIMEOUTS } from '../../lib/serverTimeouts.ts';
import { LIMITS } from '../../lib/limits.ts';
import { forwardedFor } from './proxy.ts';
import { startReferenceApi, type ReferenceApi } from '../../booking-service/server.ts';
import { createContentApiClient } from '../../clients/contentApi.ts';
import { submitFrom } from '../../booking-service/testing/submitFrom.ts';
import { statusLineFor } from '../test/rawRequest.ts';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ port: 0 });
});
afterAll(() => server.close());

async function get(path: string, acceptLanguage = 'en-US') {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: { 'accept-language': acceptLanguage },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    text: await response.text(),
  };
}

describe("legacy redirects, where our server knows the snapshot's pages", () => {
  it('sends no visitor to a page the site does not have: an old path whose target is missing is a 404', async () => {
    // Osaka has no shop, so its old experience path has nowhere to go.
    const osaka = await get('/en/osaka-garden/experience/fresh-pasta-class/');
    expect(osaka.status).toBe(404);
    expect(osaka.text).toMatch(/<html lang="en">/);
    expect((await get('/en/florence/product/no-such-product/')).status).toBe(404);
  });
});

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

/** Sends the request line as bytes, as a visitor's client may: raw UTF-8 or a raw control character in the path. */
function rawRequestLine(path: Buffer): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.end(
        Buffer.concat([Buffer.from('GET '), path, Buffer.from(' HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n')]),
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0]!.split('\r\n');
      const location = head.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
      resolve({ status: Number(head[0]!.split(' ')[1]), ...(location ? { location } : {}) });
    });
  });
}

describe('what a request cannot make the server do', () => {
  it('redirects paths with non-ASCII segments to a percent-encoded Location (UTF-8), never a 500', async () => {
    expect(await get('/ja/tokyo/%E6%97%A5%E6%9C%AC')).toMatchObject({
      status: 301,
      location: '/ja/tokyo/%E6%97%A5%E6%9C%AC/',
    });
    expect(await get('/it/florence/caff%C3%A8')).toMatchObject({ status: 301, location: '/it/florence/caff%C3%A8/' });
    expect(await get('/tokyo/%E6%97%A5%E6%9C%AC/', 'ja')).toMatchObject({
      status: 302,
      location: '/ja/tokyo/%E6%97%A5%E6%9C%AC/',
    });
    // `/ko/seoul/메뉴` as curl and browsers send it (encoded, here in lower case); raw UTF-8 bytes in the
    // request line are refused by Node's own parser with a 400.
    expect(await get('/ko/seoul/%eb%a9%94%eb%89%b4')).toMatchObject({
      status: 301,
      location: '/ko/seoul/%EB%A9%94%EB%89%B4/',
    });
    expect(await get('/ko/seoul/메뉴')).toMatchObject({ status: 301, location: '/ko/seoul/%EB%A9%94%EB%89%B4/' });
    expect((await rawRequestLine(Buffer.from('/ko/seoul/메뉴'))).status).toBe(400);
    // A '%', '?' or '#' decoded from the path stays part of the path.
    expect(await get('/tokyo/100%25%3F%23/', 'ja')).toMatchObject({ status: 302, location: '/ja/tokyo/100%25%3F%23/' });
  });

  it('answers 400 to a path holding a control character, encoded or raw', async () => {
    for (const path of [
      '/en/florence/a%00b/',
      '/en/florence/a%0ab/',
      '/tokyo/%0a',
      '/%0d%0aSet-Cookie:%20x=1',
      '/en/%7F/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.text).toBe('Bad request: the path holds a control character');
    }
    expect((await rawRequestLine(Buffer.from('/en/a\u0001b/'))).status).toBe(400);
  });

  it('serves no file inside a dot folder, and no dotfile', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dot-folders-'));
    try {
      await cp('dist/client/en/_404', join(dir, 'en/_404'), { recursive: true });
      await cp('dist/client/favicon.svg', join(dir, 'favicon.svg'));
      await mkdir(join(dir, '.vite'));
      await writeFile(join(dir, '.vite/manifest.json'), '{}');
      await mkdir(join(dir, 'media/.git'), { recursive: true });
      await writeFile(join(dir, 'media/.git/config'), '[core]');
      await writeFile(join(dir, '.env'), 'SECRET=1');
      const local = await startSiteServer({ port: 0, root: dir });
      try {
        for (const path of ['/.vite/manifest.json', '/media/.git/config', '/.env', '/%2Evite/manifest.json']) {
          expect((await fetch(`${local.url}${path}`)).status, path).toBe(404);
        }
        expect((await fetch(`${local.url}/favicon.svg`)).status).toBe(200);
      } finally {
        await local.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves no repository file: a README or Markdown source in the published folder is a 404', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'repo-files-'));
    try {
      await cp('dist/client/en/_404', join(dir, 'en/_404'), { recursive: true });
      await mkdir(join(dir, 'media'));
      for (const name of ['README.md', 'notes.md', 'README', 'LICENSE.txt'])
        await writeFile(join(dir, 'media', name), 'internal');
      const local = await startSiteServer({ port: 0, root: dir });
      try {
        for (const name of ['README.md', 'notes.md', 'README', 'LICENSE.txt']) {
          expect((await fetch(`${local.url}/media/${name}`)).status, name).toBe(404);
        }
      } finally {
        await local.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect((await get('/media/README.md')).status).toBe(404);
  });

  it('sends every kind of file the build emits with its content type', async () => {
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir('dist/client', { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    const byExtension = new Map<string, string>();
    for (const entry of files) {
      const extension = /\.[^.]+$/.exec(entry.name)?.[0];
      if (extension && !byExtension.has(extension))
        byExtension.set(extension, `/${join(entry.parentPath, entry.name).slice('dist/client/'.length)}`);
    }
    const expected: Record<string, string> = {
      '.avif': 'image/avif',
      '.webp': 'image/webp',
      '.jpg': 'image/jpeg',
      '.woff2': 'font/woff2',
      '.svg': 'image/svg+xml',
      '.xml': 'application/xml; charset=utf-8',
      '.txt': 'text/plain; charset=utf-8',
      '.js': 'text/javascript; charset=utf-8',
      '.css': 'text/css; charset=utf-8',
      '.html': 'text/html; charset=utf-8',
    };
    for (const [extension, type] of Object.entries(expected)) {
      const path = byExtension.get(extension);
      expect(path, `the build emits a ${extension} file`).toBeDefined();
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
    for (const extension of byExtension.keys()) expect(servedTypeOf(`/a${extension}`), extension).toBeDefined();
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
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', fail)
        .end(body);
    },
  );
}

describe("the build's compressed copies (scripts/build/precompress.ts)", () => {
  const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('sends a page and a script to a browser that accepts brotli as the brotli copy, which unpacks to the file', async () => {
    const html = await readFile('dist/client/en/florence/index.html');
    const page = await raw(server.url, '/en/florence/', chromium);
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    });
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(brotliDecompressSync(page.body).equals(html)).toBe(true);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    const chunk = /"(\/assets\/chunks\/[^"]+\.js)"/.exec(html.toString())![1]!;
    const script = await raw(server.url, chunk, chromium);
    expect(script.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
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
    expect(
      (await raw(server.url, '/en/florence/menu/a-la-carte/', { 'accept-encoding': 'gzip', 'if-none-match': etag }))
        .status,
    ).toBe(200);
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
    const changed = (await readFile('dist/client/en/index.html', 'utf8')).replace(
      '</body>',
      '<p>changed after the build</p></body>',
    );
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
    await expect(client.fetchPage('en', 'florence', 'never-written', 'page')).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('forwards form posts with their body (mail send)', async () => {
    const client = createContentApiClient({ baseUrl: proxied.url });
    const fields = {
      name: 'Ada',
      surname: 'Rossi',
      email: 'ada@example.com',
      message: 'Un tavolo vicino alla finestra',
      checkout_consent: true,
    };
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

  /** A stand-in content API whose handler the test writes; its URL and a close. */
  async function upstream(handler: Parameters<typeof createServer>[1]) {
    const stub = createServer(handler);
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
      close: () =>
        new Promise((resolve) => {
          stub.closeAllConnections();
          stub.close(resolve);
        }),
    };
  }

  it('passes Retry-After through on a 429 as the content API sent it', async () => {
    const stub = await upstream((_req, res) =>
      res.writeHead(429, { 'retry-after': '17', 'content-type': 'application/json' }).end('{}'),
    );
    const site = await startSiteServer({ port: 0, contentApi: stub.url });
    try {
      const response = await fetch(`${site.url}/api.php?v=2&action=FETCH_INDEX`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('17');
    } finally {
      await site.close();
      await stub.close();
    }
  });

  it('refuses a body larger than the largest upload with a 413 the visitor receives, before the content API sees it', async () => {
    let reached = 0;
    const stub = await upstream((req, res) => {
      reached++;
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    const site = await startSiteServer({ port: 0, contentApi: stub.url });
    try {
      const declared = Buffer.alloc(LARGEST_UPLOAD_BYTES + 1, 120);
      const answer = await raw(
        site.url,
        '/api.php?v=2&action=SEND_MAIL',
        { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(declared.length) },
        'POST',
        declared,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toEqual({
        status: { code: 413, message: `Request body is larger than ${LARGEST_UPLOAD_BYTES} bytes` },
        data: null,
      });
      // Sent without a length (chunked): counted on the way, refused once past the figure.
      const chunked = await raw(
        site.url,
        '/api.php?v=2&action=SEND_MAIL',
        { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
        'POST',
        declared,
      );
      expect(chunked.status).toBe(413);
      expect(reached).toBe(1); // only the chunked one was on its way
    } finally {
      await site.close();
      await stub.close();
    }
  });

  it("lets the visitor read the content API's own 413, given before the upload is over", async () => {
    const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(LIMITS.jsonBodyMaxBytes + 1) }));
    const answer = await raw(
      proxied.url,
      '/api.php?v=2&action=BOOKING_CREATE',
      { 'content-type': 'application/json', 'content-length': String(body.length) },
      'POST',
      body,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.toString()).toContain('Request body is larger than');
  });

  it('answers 504 with a clear message when the content API does not answer in time', async () => {
    const stub = await upstream(() => undefined); // takes the request, never answers
    const site = await startSiteServer({ port: 0, contentApi: stub.url, upstreamTimeoutMs: 300 });
    try {
      const started = Date.now();
      const response = await fetch(`${site.url}/api.php?v=2&action=FETCH_INDEX`);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        status: { code: 504, message: 'The content API did not answer within 0.3 s' },
        data: null,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await site.close();
      await stub.close();
    }
  });

  it('appends to an incoming X-Forwarded-For only when told to trust it', async () => {
    const stub = await upstream((req, res) =>
      res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null })),
    );
    const trusting = await startSiteServer({ port: 0, contentApi: stub.url, trustForwardedFor: true });
    try {
      const response = await fetch(`${trusting.url}/api.php?v=2&action=FETCH_INDEX`, {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toMatch(
        /^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/,
      );
    } finally {
      await trusting.close();
      await stub.close();
    }
    expect(forwardedFor('198.51.100.1', '10.0.0.2', false)).toBe('10.0.0.2');
    expect(forwardedFor(undefined, '10.0.0.2', true)).toBe('10.0.0.2');
    expect(forwardedFor(['198.51.100.1', '198.51.100.2'], '10.0.0.2', true)).toBe(
      '198.51.100.1, 198.51.100.2, 10.0.0.2',
    );
  });

  it("names the visitor's own address to the content API (its rate limit), whatever X-Forwarded-For the visitor sends", async () => {
    const echo = createServer((req, res) =>
      res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null })),
    );
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const site = await startSiteServer({
      port: 0,
      contentApi: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
    });
    try {
      const response = await fetch(`${site.url}/api.php?v=2&action=FETCH_INDEX`, {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await site.close();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});

describe("the booking service's client behind this server", () => {
  it('is each visitor, signed by this server: one visitor is limited, another is not, whatever they forward', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'signed-proxy-'));
    const secret = 'shared by this server and the service';
    const api = await startReferenceApi({ port: 0, dataDir, rateLimitPerMinute: 3, signingSecret: secret });
    const site = await startSiteServer({ port: 0, contentApi: api.url, signingSecret: secret });
    const unsigned = await startSiteServer({ port: 0, contentApi: api.url, signingSecret: '' });
    try {
      await api.database();
      const first = [];
      for (let i = 0; i < 4; i++) first.push(await submitFrom(site.url, '127.0.0.2', `203.0.113.${i + 1}`));
      expect(first).toEqual([200, 200, 200, 429]);
      expect(await submitFrom(site.url, '127.0.0.3', '203.0.113.1')).toBe(200);
      // Without the secret the service cannot tell this server's visitors apart: it is one client.
      const shared = [];
      for (let i = 0; i < 4; i++) shared.push(await submitFrom(unsigned.url, `127.0.0.${10 + i}`, '203.0.113.1'));
      expect(shared).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all([site.close(), unsigned.close()]);
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a request target no URL parser takes', () => {
  it('is answered 400, on a page path and on /api.php, and the server keeps answering', async () => {
    const site = await startSiteServer({ port: 0, contentApi: 'http://127.0.0.1:9' });
    try {
      for (const target of ['http://[bad/', 'http://[bad/api.php?v=2'])
        expect(await statusLineFor(site.url, target)).toBe('HTTP/1.1 400 Bad Request');
      expect((await fetch(`${site.url}/health-check`)).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('server timeouts', () => {
  it('sets the header, request and keep-alive timeouts deliberately (lib/serverTimeouts.ts)', async () => {
    const response = await fetch(`${server.url}/health-check`);
    expect(response.headers.get('keep-alive')).toBe(`timeout=${SERVER_TIMEOUTS.keepAliveTimeout / 1000}`);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
  });

  it('cuts a client that never finishes its headers', async () => {
    const local = await startSiteServer({ port: 0 });
    try {
      const url = new URL(local.url);
      const closed = await new Promise<{ ms: number; reply: string }>((resolve) => {
        const started = Date.now();
        let reply = '';
        const socket = connect(Number(url.port), url.hostname, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
        socket.on('data', (chunk: Buffer) => {
          reply += chunk.toString();
        });
        socket.on('close', () => resolve({ ms: Date.now() - started, reply }));
        socket.on('error', () => undefined);
      });
      expect(closed.reply).toMatch(/^HTTP\/1\.1 408/);
      expect(closed.ms).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout - 1_000);
      expect(closed.ms).toBeLessThan(SERVER_TIMEOUTS.headersTimeout + 3_000);
    } finally {
      await local.close();
    }
  }, 30_000);
});
