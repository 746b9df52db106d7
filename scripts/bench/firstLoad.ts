/**
 * First-load weight per template: the scripts and stylesheets a phone requests from navigation until the
 * page has settled (network idle and 3 s more) with no gesture, measured in Debian's Chromium against the
 * built site (`npm run build` first), sized from dist/ with gzip -9 (what a CDN sends), against each page's
 * budget (lib/limits.ts `firstLoadJsKb`, named per page in FIRST_LOAD_PAGES). What wakes at the visitor's first gesture (the
 * header's controls, the cart, the forms, the booking flow: renderer/parts/wake.ts) is not first-load code;
 * what acts unasked (the first-visit intro, a banner) is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { startSiteServer } from '../serve/siteServer.ts';
import { startLivePagesApi } from '../audit/livePagesApi.ts';
import { LIVE_PATH } from '../audit/targets.ts';
import { LIMITS } from '../../lib/limits.ts';
import { ROUTE_LANGS, SITE_IDS, siteOffersLang } from '../../lib/sites.ts';

/** Which budget a page is held to (lib/limits.ts `firstLoadJsKb`). */
export type FirstLoadBudget = keyof typeof LIMITS.firstLoadJsKb;

export interface FirstLoadPage {
  template: string;
  path: string;
  budget: FirstLoadBudget;
  /**
   * Why this page is over its budget today, when it is: it is measured and printed with the others, and
   * held to `ceilingKb` (its current figure, so it cannot grow) instead of its budget until the gap closes.
   */
  over?: { ceilingKb: number; why: string };
}

/** The page languages, each weighed on the first site that shows it. */
const LANG_SITES = ROUTE_LANGS.map((lang) => ({ lang, site: SITE_IDS.find((site) => siteOffersLang(site, lang))! }));

/**
 * The pages weighed: every template whose content is its HTML, in every page language (language landing,
 * site home, menu, press, gift cards, legal, 404), and one page of each template that acts as it arrives
 * or at the visitor's first press (shop listing, product, reservation, contact, manage, a page the live
 * fallback serves).
 */
export const FIRST_LOAD_PAGES: readonly FirstLoadPage[] = [
  ...LANG_SITES.flatMap(({ lang, site }): FirstLoadPage[] =>
    (
      [
        ['language landing', `/${lang}/`],
        ['site home', `/${lang}/${site}/`],
        ['menu page', `/${lang}/${site}/menu/a-la-carte/`],
        ['press page', `/${lang}/${site}/press/`],
        ['gift-card page', `/${lang}/${site}/gift-cards/`],
        ['legal page', `/${lang}/${site}/privacy-policy/`],
        ['404', `/${lang}/${site}/_404/`],
      ] as const
    ).map(([template, path]) => ({ template: `${template} (${lang})`, path, budget: 'content' })),
  ),
  { template: 'shop listing', path: '/en/florence/shop/', budget: 'interactive' },
  {
    template: 'product page',
    path: '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/',
    budget: 'interactive',
  },
  { template: 'contact page', path: '/en/florence/contact/', budget: 'interactive' },
  // As a guest arrives from the e-mail's link: with a token, so the page asks the API for the booking.
  {
    template: 'manage page',
    path: '/en/florence/reservation/manage/#token=first-load-bench',
    budget: 'interactive',
  },
  { template: 'reservation page', path: '/en/florence/reservation/', budget: 'interactive' },
  // A page the API has and the snapshot does not: the fallback fetches it and draws its sections.
  {
    template: 'live fallback',
    path: LIVE_PATH,
    budget: 'interactive',
  },
];

/** The kB a page is held to: its budget, or the ceiling of a page still over it. */
export function firstLoadLimitKb(page: FirstLoadPage): number {
  return page.over?.ceilingKb ?? LIMITS.firstLoadJsKb[page.budget];
}

/** A page whose first script never runs fails the measurement instead of hanging it. */
const START_TIMEOUT_MS = 20_000;

interface FirstLoad extends FirstLoadPage {
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
  // The reference API beside the site, as the browser suite has it: the manage page asks it for a booking,
  // the live fallback for a page the snapshot lacks.
  const api = await startLivePagesApi();
  const site = await startSiteServer({ port: 0, root, contentApi: api.url });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const results: FirstLoad[] = [];
  try {
    for (const page of FIRST_LOAD_PAGES) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      const files = await filesUntilSettled(await context.newPage(), `${site.url}${page.path}`);
      results.push({ ...page, ...(await weigh(files, root)) });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
    await api.close();
  }
  return results;
}
