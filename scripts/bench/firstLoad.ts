/**
 * First-load weight per template: the scripts and stylesheets a phone downloads up to the load event,
 * measured in Debian's Chromium against the built site (`npm run build` first), sized from dist/ with
 * gzip -9 (what a CDN sends). Issue 7's budget: ≤ 100 kB gzip of JavaScript on a non-shop page.
 * A first visit: the intro cover (and its animation code) is part of what a new visitor loads.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { startSiteServer } from '../serve/siteServer.ts';

/** One page of each template (issue 7 "language landing, site home, menu page, shop listing, product page, reservation page, 404"). */
export const TEMPLATES: readonly (readonly [template: string, path: string])[] = [
  ['language landing', '/en/'],
  ['site home', '/en/florence/'],
  ['site home (ja)', '/ja/tokyo/'],
  ['menu page', '/en/florence/menu/a-la-carte/'],
  ['shop listing', '/en/florence/shop/'],
  ['product page', '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/'],
  ['reservation page', '/en/florence/reservation/'],
  ['404', '/en/florence/no/such/page/'],
];

export interface FirstLoad {
  template: string;
  path: string;
  scripts: number;
  jsRawKb: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

const kb = (bytes: number) => bytes / 1024;

export async function measureFirstLoad(root = 'dist/client'): Promise<FirstLoad[]> {
  const site = await startSiteServer({ port: 0, root });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const results: FirstLoad[] = [];
  try {
    for (const [template, path] of TEMPLATES) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      const page = await context.newPage();
      const files = new Map<string, 'script' | 'stylesheet'>();
      page.on('request', (request) => {
        const type = request.resourceType();
        const url = new URL(request.url());
        if ((type === 'script' || type === 'stylesheet') && url.origin === site.url) files.set(url.pathname, type);
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      let jsRaw = 0;
      let jsGzip = 0;
      let cssGzip = 0;
      for (const [file, type] of files) {
        const bytes = await readFile(join(root, file));
        const gzipped = gzipSync(bytes, { level: 9 }).length;
        if (type === 'script') {
          jsRaw += bytes.length;
          jsGzip += gzipped;
        } else {
          cssGzip += gzipped;
        }
      }
      results.push({
        template, path, scripts: [...files.values()].filter((type) => type === 'script').length,
        jsRawKb: kb(jsRaw), jsGzipKb: kb(jsGzip), cssGzipKb: kb(cssGzip),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return results;
}
