/**
 * Every end-to-end test runs with third-party hosts unreachable: requests to any origin but the local site
 * (and the local storefront stand-in, standing in for Shopify) are aborted and counted, and page errors fail the test. Visitors have seen the intro unless a test is
 * tagged @first-visit.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { allLangSitePairs } from '../lib/sites.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import { SITE_URL, STOREFRONT_URL } from './env.ts';

interface Fixtures {
  /** Third-party URLs the page tried to load (all were aborted). */
  blockedRequests: string[];
  /** Uncaught errors in the page. */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  blockedRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    const allowed = new Set([new URL(SITE_URL).origin, new URL(STOREFRONT_URL).origin]);
    await context.route((url) => !allowed.has(url.origin) && url.protocol.startsWith('http'), (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await use(blocked);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page, blockedRequests: _blocked }, use, testInfo) => {
    // A returning visitor, unless the test is about the first visit: the intro would cover the page for 5 s.
    if (!testInfo.tags.includes('@first-visit')) {
      await page.addInitScript(([key, value]) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // a document without storage
        }
      }, [INTRO_SEEN_KEY, INTRO_SEEN_VALUE] as const);
    }
    await use(page);
  },
});

export { expect };

/**
 * Waits until the page is live (`html[data-hydrated]`, set once hydration has committed). Every page is
 * its own document, so after each navigation a test that clicks a control, rather than a plain link, waits
 * for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Marks every pair's news and image banners as closed for the tab, so the modal that opens 3.5 s after a
 * page is entered never covers a test that is about something else (modals.spec.ts is about them).
 */
export async function closeBanners(context: BrowserContext): Promise<void> {
  await context.addInitScript((pairs) => {
    for (const pair of pairs) for (const name of ['infoBanner', 'imageBanner']) sessionStorage.setItem(`lucciola.bannerClosed.${pair}.${name}`, '1');
  }, allLangSitePairs().map(({ lang, site }) => `${lang}.${site}`));
}
