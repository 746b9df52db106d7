/**
 * First-load weight per template: the scripts and stylesheets a phone requests from navigation until the
 * page has settled (network idle and 3 s more) with no gesture, measured in Debian's Chromium against the
 * built site (`npm run build` first), sized from dist/ with gzip -9 (what a CDN sends). The budget: ≤ 100 kB
 * gzip of JavaScript on a non-shop page (lib/limits.ts). What wakes at the visitor's first gesture (the
 * header's controls, the cart, the forms, the booking flow: renderer/parts/wake.ts) is not first-load code;
 * what acts unasked (the first-visit intro, a banner) is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { startSiteServer } from '../serve/siteServer.ts';

/**
 * One page of each template: language landing, site home, menu page, shop listing, product page, reservation
 * page, 404, and a page the live fallback serves.
 */
const TEMPLATES: readonly (readonly [template: string, path: string])[] = [
  ['language landing', '/en/'],
  ['site home', '/en/florence/'],
  ['site home (ja)', '/ja/tokyo/'],
  ['menu page', '/en/florence/menu/a-la-carte/'],
  ['shop listing', '/en/florence/shop/'],
  ['product page', '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/'],
  ['reservation page', '/en/florence/reservation/'],
  ['404', '/en/florence/_404/'],
  ['live fallback', '/en/florence/no/such/page/'],
];

/** A page whose first script never runs fails the measurement instead of hanging it. */
const START_TIMEOUT_MS = 20_000;

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

/** How long a page is watched after its network has gone quiet: what acts unasked has acted by then. */
const SETTLE_MS = 3000;

/**
 * Opens `url` in `page` and lists the same-origin scripts and stylesheets it requests until it has
 * settled, with no gesture from the visitor: its network idle, and 3 s more. A page's interactive parts
 * wake at the first gesture (renderer/parts/wake.ts), so this is what a visitor who only looks costs, the
 * parts that act unasked (the first-visit intro, a banner) included. Call it on a fresh page: requests made
 * before it are not seen.
 * @example const files = await filesUntilSettled(page, `${site.url}/en/`);
 */
export async function filesUntilSettled(page: Page, url: string): Promise<RequestedFile[]> {
  const origin = new URL(url).origin;
  const types = new Map<string, RequestedFile['type']>();
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') types.set(request.url(), type);
  });
  await page.goto(url);
  await page.locator('html[data-parts-listening]').waitFor({ state: 'attached', timeout: START_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
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
      const files = await filesUntilSettled(await context.newPage(), `${site.url}${path}`);
      results.push({ template, path, ...(await weigh(files, root)) });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return results;
}
