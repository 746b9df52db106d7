/**
 * First-load weight per template: the scripts and stylesheets a phone requests until the page is hydrated
 * (the code that makes the prerendered page live), measured in Debian's Chromium against the built site
 * (`npm run build` first), sized from dist/ with gzip -9 (what a CDN sends). The budget: ≤ 100 kB
 * gzip of JavaScript on a non-shop page (lib/limits.ts). Code loaded on demand after that (gsap's entrances
 * at the first scroll, the modals, the cart, the booking flow, third parties after Accept) is not first-load
 * code. Not "up to the load event": the page's scripts start after it (scripts/build/firstPaint.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { startSiteServer } from '../serve/siteServer.ts';

/**
 * One page of each template: language landing, site home, menu page, shop listing, product page, reservation page, 404.
 */
const TEMPLATES: readonly (readonly [template: string, path: string])[] = [
  ['language landing', '/en/'],
  ['site home', '/en/florence/'],
  ['site home (ja)', '/ja/tokyo/'],
  ['menu page', '/en/florence/menu/a-la-carte/'],
  ['shop listing', '/en/florence/shop/'],
  ['product page', '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/'],
  ['reservation page', '/en/florence/reservation/'],
  ['404', '/en/florence/no/such/page/'],
];

/** A page that never goes live fails the measurement instead of hanging it. */
const HYDRATION_TIMEOUT_MS = 20_000;

interface FirstLoad {
  template: string;
  path: string;
  scripts: number;
  jsRawKb: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

/** A same-origin file the page requested: its path on the site, and what it is. */
interface RequestedFile {
  path: string;
  type: 'script' | 'stylesheet';
}

const kb = (bytes: number) => bytes / 1024;

/**
 * Opens `url` in `page` and lists the same-origin scripts and stylesheets it requests until the page is
 * hydrated (`html[data-hydrated]`, set by the renderer once hydration has committed). Call it on a fresh
 * page: requests made before it are not seen.
 * @example const files = await filesUntilHydrated(page, `${site.url}/en/`);
 */
export async function filesUntilHydrated(page: Page, url: string): Promise<RequestedFile[]> {
  const origin = new URL(url).origin;
  // The moment of hydration, on the page's own clock, so requests are cut exactly there.
  await page.addInitScript(() => {
    // The document, not <html>: an init script runs before the parser has made <html>.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const types = new Map<string, RequestedFile['type']>();
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') types.set(request.url(), type);
  });
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
  const requested = await page.evaluate(() => {
    const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => entry.name);
  });
  return requested
    .filter((name) => types.has(name) && new URL(name).origin === origin)
    .map((name) => ({ path: new URL(name).pathname, type: types.get(name)! }));
}

/** The gzip -9 size of one built file (what a CDN sends), and its raw size. */
async function sizeOfBuiltFile(path: string, root = 'dist/client'): Promise<{ raw: number; gzip: number }> {
  const bytes = await readFile(join(root, path));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** Sums what a list of requested files weighs, from the build in `root`. */
export async function weigh(files: readonly RequestedFile[], root = 'dist/client') {
  let jsRaw = 0;
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const size = await sizeOfBuiltFile(file.path, root);
    if (file.type === 'script') {
      jsRaw += size.raw;
      jsGzip += size.gzip;
    } else {
      cssGzip += size.gzip;
    }
  }
  return {
    scripts: files.filter((file) => file.type === 'script').length,
    jsRawKb: kb(jsRaw),
    jsGzipKb: kb(jsGzip),
    cssGzipKb: kb(cssGzip),
  };
}

export async function measureFirstLoad(root = 'dist/client'): Promise<FirstLoad[]> {
  const site = await startSiteServer({ port: 0, root });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const results: FirstLoad[] = [];
  try {
    for (const [template, path] of TEMPLATES) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      const files = await filesUntilHydrated(await context.newPage(), `${site.url}${path}`);
      results.push({ template, path, ...(await weigh(files, root)) });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return results;
}
