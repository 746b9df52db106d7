/**
 * HTTP tests of `npm run serve` against the built site (dist/, built by `npm test` before vitest runs):
 * every redirect kind, status codes, headers and the health check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from './siteServer.ts';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ port: 0 });
});
afterAll(() => server.close());

async function get(path: string, acceptLanguage = 'en-US') {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'accept-language': acceptLanguage } });
  return { status: response.status, location: response.headers.get('location'), headers: response.headers, text: await response.text() };
}

describe('redirects', () => {
  it('sends the root to the browser-language landing (302)', async () => {
    expect(await get('/', 'ja,en;q=0.5')).toMatchObject({ status: 302, location: '/ja/' });
    expect(await get('/', 'it-IT')).toMatchObject({ status: 302, location: '/it/' });
    expect(await get('/', 'de-DE')).toMatchObject({ status: 302, location: '/en/' });
  });

  it('reads jp as ja', async () => {
    expect(await get('/jp/tokyo/')).toMatchObject({ status: 302, location: '/ja/tokyo/' });
  });

  it('redirects an unsupported language to the browser default and a language the site lacks to its default', async () => {
    expect(await get('/fr/florence/contact/', 'it')).toMatchObject({ status: 302, location: '/it/florence/contact/' });
    expect(await get('/it/tokyo/')).toMatchObject({ status: 302, location: '/ja/tokyo/' });
  });

  it('redirects an unsupported site to /en', async () => {
    expect(await get('/it/milano/')).toMatchObject({ status: 302, location: '/en/' });
  });

  it('follows the content redirect list and the legacy paths', async () => {
    expect(await get('/it/florence/buoni-regalo/')).toMatchObject({ status: 302, location: '/it/florence/gift-cards/' });
    expect(await get('/en/florence/product/extra-virgin-olive-oil/'))
      .toMatchObject({ status: 302, location: '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/' });
    expect(await get('/en/florence/menu/wine-list/')).toMatchObject({ status: 302, location: '/en/florence/menu/a-la-carte/' });
  });

  it('redirects the other slash form to the one URL form, keeping the query', async () => {
    expect(await get('/en/florence?landing=holiday')).toMatchObject({ status: 301, location: '/en/florence/?landing=holiday' });
  });
});

describe('pages and errors', () => {
  it('serves a prerendered page with its content and no-cache', async () => {
    const page = await get('/en/florence/menu/a-la-carte/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.text).toMatch(/<html lang="en">/);
  });

  it('answers an unknown page with the localised 404 page and status 404', async () => {
    const missing = await get('/it/florence/non-esiste/');
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/<html lang="it">/);
    expect(missing.text).toContain('href="/it/florence/"');
    expect((await get('/en/florence/a/b/c/d/')).status).toBe(404);
  });

  it('answers the health check with 200 ok as text', async () => {
    const health = await get('/health-check');
    expect(health).toMatchObject({ status: 200, text: 'ok' });
    expect(health.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('never serves the host config or a path outside the site', async () => {
    expect((await get('/_headers')).status).not.toBe(200);
    expect((await get('/site-config.json')).status).toBe(404);
    expect((await get('/en/florence/..%2F..%2F..%2F/')).status).toBe(404);
  });

  it('serves the favicon, robots.txt and sitemap.xml', async () => {
    expect((await get('/favicon.svg')).status).toBe(200);
    expect((await get('/robots.txt')).text).toContain('Sitemap: https://www.osterialucciola.example/sitemap.xml');
    expect((await get('/sitemap.xml')).text).toContain('hreflang="it"');
  });
});

describe('headers', () => {
  it('sends the CSP without unsafe-inline scripts, HSTS, nosniff, a referrer policy and frame-ancestors', async () => {
    const { headers } = await get('/en/');
    const csp = headers.get('content-security-policy')!;
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const html = (await get('/en/')).text;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect((await get(asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
