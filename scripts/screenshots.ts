/**
 * `npm run screenshots`: the home page of every site on a phone and a desktop, from the built site as
 * `npm run serve` serves it, into docs/screenshots/. Run `npm run build` first. The visitor is a returning
 * one (intro seen, cookies answered) so the pictures show the page itself.
 *
 * `npm run screenshots -- --sweep [--out DIR]`: every language landing, every site in each of its
 * languages, its reservation page and its 404, at every width a visitor's device has (SWEEP_WIDTHS), into
 * DIR (default .screenshots/, not committed): the pictures to look at after a change to layout or type.
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { openContentApi } from '../content-sync/openContentApi.ts';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import { allLangSitePairs, ROUTE_LANGS, SITE_IDS, SITES } from '../lib/sites.ts';
import { sitePath } from '../lib/urls.ts';
import { startSiteServer } from './serve/siteServer.ts';
import { ensureChromium } from './test/ensureChromium.ts';
import { hydrated } from '../e2e/fixtures.ts';

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
} as const;

/** Phones (320, 390), a tablet (820) and laptops (1024-1440): the widths a sweep is looked at in. */
const SWEEP_WIDTHS = [320, 390, 820, 1024, 1280, 1366, 1440] as const;

/**
 * The pages of a sweep: each language landing, and each site's home, reservation page and a 404 in each of its
 * languages.
 */
function sweepPaths(): string[] {
  const landings = ROUTE_LANGS.map((lang) => sitePath(lang));
  const sites = allLangSitePairs().flatMap(({ lang, site }) => [
    sitePath(lang, site),
    sitePath(lang, site, 'reservation'),
    sitePath(lang, site, 'no-such-page'),
  ]);
  return [...landings, ...sites];
}

const { values: flags } = parseArgs({
  options: { sweep: { type: 'boolean', default: false }, out: { type: 'string' } },
});
const out = flags.out ?? (flags.sweep ? '.screenshots' : 'docs/screenshots');

async function returningVisitor(context: BrowserContext): Promise<void> {
  const entries: [string, string][] = [
    [INTRO_SEEN_KEY, INTRO_SEEN_VALUE],
    [CONSENT_STORAGE_KEY, CONSENT_ACCEPTED],
  ];
  await context.addInitScript((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
}

const api = await openContentApi();
const server = await startSiteServer({ port: 0, contentApi: api.url });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  await mkdir(out, { recursive: true });
  const shots = flags.sweep
    ? SWEEP_WIDTHS.map((width) => ({
        name: `${width}`,
        options: {
          viewport: { width, height: width < 768 ? 844 : 900 },
          isMobile: width < 768,
          hasTouch: width < 1024,
        },
        paths: sweepPaths(),
      }))
    : Object.entries(DEVICES).map(([name, options]) => ({
        name,
        options,
        paths: SITE_IDS.map((site) => sitePath(SITES[site].defaultLocale, site)),
      }));
  for (const shot of shots) {
    const context = await browser.newContext({ ...shot.options, reducedMotion: 'reduce' });
    await returningVisitor(context);
    const page = await context.newPage();
    for (const path of shot.paths) {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      const name = flags.sweep
        ? `${path.replace(/^\/|\/$/g, '').replaceAll('/', '_')}-${shot.name}`
        : `${path.split('/')[2]}-${shot.name}`;
      const file = `${out}/${name}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await api.close();
}
