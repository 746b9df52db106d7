/**
 * Every end-to-end test runs with third-party hosts unreachable: the browser knows no host but this
 * machine (playwright.config.ts `OTHER_HOSTS_UNKNOWN`), so requests to any origin but the local site (and
 * the local storefront stand-in, standing in for Shopify) fail and are counted, and page errors fail the
 * test (a part's error its boundary caught included).
 * Visitors have seen the intro unless a test is tagged @first-visit.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { BuildManifest } from '../scripts/build/firstPaint.ts';
import { allLangSitePairs } from '../lib/sites.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import { SITE_URL, STOREFRONT_URL } from './env.ts';

interface Fixtures {
  /** Third-party URLs the page tried to load (all failed: their hosts are unknown). */
  blockedRequests: string[];
  /** Uncaught errors in the page, and the errors of a part its boundary caught. */
  pageErrors: Error[];
}

/** The log line of a part's root for an error a boundary caught, or none did. */
const PART_FAILED = /^\[parts\] [^:]+: (caught|uncaught) /;
/** What a part throws when a browser test makes it (components/errors/TestFault.tsx). */
const TEST_FAULT = 'a test fault in the ';

export const test = base.extend<Fixtures>({
  blockedRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    const allowed = new Set([new URL(SITE_URL).origin, new URL(STOREFRONT_URL).origin]);
    context.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (!allowed.has(url.origin) && url.protocol.startsWith('http')) blocked.push(request.url());
    });
    await use(blocked);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // A part that throws shows its failure notice instead of reaching the page as an uncaught error; its
    // root logs it (renderer/parts/partErrors.ts). Those count too, but for the throws a test asked for
    // (components/errors/TestFault.tsx).
    page.on('console', (message) => {
      const text = message.text();
      if (PART_FAILED.test(text) && !text.includes(TEST_FAULT)) errors.push(new Error(text));
    });
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page, blockedRequests: _blocked }, use, testInfo) => {
    // A returning visitor, unless the test is about the first visit: the intro would cover the page for 5 s.
    if (!testInfo.tags.includes('@first-visit')) await introSeen(page);
    await use(page);
  },
});

/** The visitor has seen the first-visit intro: every document the page or context opens says so. */
export async function introSeen(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // a document without storage
      }
    },
    [INTRO_SEEN_KEY, INTRO_SEEN_VALUE] as const,
  );
}

export { expect };

/**
 * Vite's manifest of the site under test, which vike keeps beside the build (the render step names the
 * chunk groups' modules in it): where each source module was built to.
 */
export function builtManifest(): BuildManifest {
  return JSON.parse(readFileSync('dist/assets.json', 'utf8')) as BuildManifest;
}

/** Waits until the page's first script listens for the visitor (`html[data-parts-listening]`). */
export async function listening(page: Page): Promise<void> {
  await rootMarked(page, 'data-parts-listening');
}

/**
 * Waits until the page's <html> carries the attribute, checking at each frame. A locator's wait checks
 * at widening intervals (up to half a second apart), so a page live 400 ms after a gesture was seen
 * live some 900 ms after it, and the suite waits on these marks some two hundred times.
 */
async function rootMarked(page: Page, attribute: string): Promise<void> {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), attribute, { polling: 'raf' });
}

/** Opens a page and waits until its first script listens, nothing touched: its parts are asleep. */
export async function asleep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await listening(page);
}

/**
 * Brings the page to life as a visitor does, and waits until it is live. A page's interactive parts wake
 * at the visitor's first gesture (renderer/parts/wake.ts): once the page's first script listens
 * (`html[data-parts-listening]`), the mouse moves, and `html[data-hydrated]` says every part due is live.
 * Every page is its own document, so after each navigation a test that clicks a control, rather than a
 * plain link, calls this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await listening(page);
  await page.mouse.move(1, 1);
  await partsLive(page);
}

/** Waits until every part due on this visit is live (`html[data-hydrated]`), after a gesture. */
export async function partsLive(page: Page): Promise<void> {
  await rootMarked(page, 'data-hydrated');
}

/**
 * Opens a page whose own scripts never arrive: its entry is refused every time. Such a page reloads once
 * (the chunk rule, lib/chunkReload.ts) and then stays as painted, so this returns only after the reload has
 * loaded and its entry has been refused too: the test then looks at the page a visitor is left with, not at
 * one about to be replaced, and its next navigation cannot collide with the reload.
 */
export async function gotoWithoutScripts(page: Page, path: string): Promise<void> {
  const entries = '**/assets/entries/**';
  let refused = 0;
  const refuse = (route: Route) => {
    refused += 1;
    return route.abort('failed');
  };
  let loads = 0;
  const counted = () => (loads += 1);
  await page.route(entries, refuse);
  page.on('load', counted);
  await page.goto(path);
  await expect
    .poll(() => ({ loads, refused }), 'the page reloads once, and its entry is refused again')
    .toEqual({ loads: 2, refused: 2 });
  page.off('load', counted);
  await page.unroute(entries, refuse);
}

/**
 * Marks every pair's news and image banners as closed for the tab, so the modal that opens 3.5 s after a
 * page is entered never covers a test that is about something else (modals.spec.ts is about them).
 */
export async function closeBanners(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (pairs) => {
      for (const pair of pairs)
        for (const name of ['infoBanner', 'imageBanner'])
          sessionStorage.setItem(`lucciola.bannerClosed.${pair}.${name}`, '1');
    },
    allLangSitePairs().map(({ lang, site }) => `${lang}.${site}`),
  );
}
