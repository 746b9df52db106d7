/**
 * `npm run screenshots`: the home page of every site on a phone and a desktop, from the built site as
 * `npm run serve` serves it, into docs/screenshots/. Run `npm run build` first. The visitor is a returning
 * one (intro seen, cookies answered) so the pictures show the page itself.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { openContentApi } from '../content-sync/openContentApi.ts';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import { SITE_IDS, SITES } from '../lib/sites.ts';
import { sitePath } from '../lib/urls.ts';
import { startSiteServer } from './serve/siteServer.ts';
import { ensureChromium } from './test/ensureChromium.ts';

const OUT = 'docs/screenshots';
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
} as const;

const api = await openContentApi();
const server = await startSiteServer({ port: 0, contentApi: api.url });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  await mkdir(OUT, { recursive: true });
  for (const [device, options] of Object.entries(DEVICES)) {
    const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
    const returningVisitor: [string, string][] = [[INTRO_SEEN_KEY, INTRO_SEEN_VALUE], [CONSENT_STORAGE_KEY, CONSENT_ACCEPTED]];
    await context.addInitScript((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, returningVisitor);
    const page = await context.newPage();
    for (const site of SITE_IDS) {
      await page.goto(`${server.url}${sitePath(SITES[site].defaultLocale, site)}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      const file = `${OUT}/${site}-${device}.png`;
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
