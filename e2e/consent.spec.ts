/**
 * The cookie bar, what Accept unlocks, analytics and in-app mode. Third-party hosts are unreachable in
 * every test (fixtures.ts), so the tag manager and the font kit can only be seen as attempted requests.
 *
 * They load only when the build names them (PUBLIC_ENV__GTM_ID, PUBLIC_ENV__FONT_KIT_ID): the test build
 * names the ids of e2e/env.ts (scripts/test/build.ts), and these tests check the requests happen after
 * Accept and never before. Without ids nothing loads at all (lib/thirdParties.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ExtraBlock } from '../lib/contract/types.ts';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { TIMINGS } from '../lib/limits.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import { snapshotPaths } from '../lib/snapshotLayout.ts';
import { readStorefrontConfig } from '../lib/storefront/config.ts';
import { cspHosts, fontKitUrl, tagManagerUrl } from '../lib/thirdParties.ts';
import { buildEnvironment } from '../scripts/build/demoStorefront.ts';
import { ANY_WIDTH, STOREFRONT_URL, TEST_THIRD_PARTY_IDS } from './env.ts';
import { closeBanners, expect, hydrated, test } from './fixtures.ts';

const cookie = (
  JSON.parse(readFileSync(`content/snapshot/${snapshotPaths.block('en', 'florence', 'extra')}`, 'utf8')) as ExtraBlock
).cookie;
const GTM = tagManagerUrl(TEST_THIRD_PARTY_IDS.PUBLIC_ENV__GTM_ID)!;
const FONT_KIT = fontKitUrl(TEST_THIRD_PARTY_IDS.PUBLIC_ENV__FONT_KIT_ID)!;
const CONSENT_HOSTS = ['https://www.googletagmanager.com', 'https://use.typekit.net'];

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const consentRequests = (blocked: string[]) =>
  blocked.filter((url) => CONSENT_HOSTS.some((host) => url.startsWith(host)));

// The first-visit intro cover (5 s) would sit above the bar: these visitors have had it.
test.beforeEach(({ context }) =>
  context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [INTRO_SEEN_KEY, INTRO_SEEN_VALUE]),
);

test.describe('cookie bar', () => {
  test("shows the content's text; Accept hides it for good, across pages and reloads", async ({
    page,
    pageErrors: _,
  }) => {
    await closeBanners(page.context());
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(cookie.text);
    await bar(page).getByRole('button', { name: cookie.accept }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(CONSENT_ACCEPTED);

    await page.reload();
    await hydrated(page);
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('is in the first paint: in the prerendered HTML, shown before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/florence/menu/a-la-carte/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(cookie.text);
    await context.close();
  });

  test('a visitor who accepted never sees it, not even before the page is live', async ({ page, pageErrors: _ }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, CONSENT_ACCEPTED],
    );
    await page.goto('/en/florence/', { waitUntil: 'domcontentloaded' });
    // The page's scripts start after the load event: this is the prerendered page as first painted.
    expect(
      await page.evaluate(() => ({
        live: document.documentElement.hasAttribute('data-hydrated'),
        display: getComputedStyle(document.querySelector('.cookie-bar')!).display,
      })),
    ).toEqual({ live: false, display: 'none' });
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('is reached from the keyboard after the page, and Accept leaves the focus in the page', async ({
    page,
    pageErrors: _,
  }) => {
    await closeBanners(page.context());
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    const accept = bar(page).getByRole('button', { name: cookie.accept });
    await accept.focus();
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('#content')).toBeFocused();
  });

  test('sits at the bottom of the viewport without covering the end of the page', async ({ page, pageErrors: _ }) => {
    await closeBanners(page.context());
    await page.goto('/en/florence/');
    await hydrated(page);
    const viewport = page.viewportSize()!;
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(box.height).toBeLessThan(viewport.height * 0.25);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.locator('.site-footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual((await bar(page).boundingBox())!.y + 1);
  });
});

test.describe('after Accept', { tag: ANY_WIDTH }, () => {
  test('the tag manager and the font kit are requested only after Accept', async ({
    page,
    blockedRequests,
    pageErrors: _,
  }) => {
    await closeBanners(page.context());
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    // A request that must not come has no event to wait for: the page is given the time a loader
    // started at load would take to ask (its hosts are unknown, so a request fails at once).
    await page.waitForTimeout(500);
    expect(consentRequests(blockedRequests), 'nothing before Accept').toEqual([]);

    await bar(page).getByRole('button', { name: cookie.accept }).click();
    await expect.poll(() => blockedRequests).toContain(GTM);
    await expect.poll(() => blockedRequests).toContain(FONT_KIT);
    // Unreachable: given up at once, the self-hosted faces stay.
    await expect(page.locator('html')).toHaveAttribute('data-font-kit', 'failed');
    await expect(page.locator(`link[href="${FONT_KIT}"]`)).toHaveCount(0);
  });

  test('a visitor who accepted before gets them on arrival, without the bar', async ({
    page,
    blockedRequests,
    pageErrors: _,
  }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, CONSENT_ACCEPTED],
    );
    await page.goto('/en/tokyo/');
    await hydrated(page);
    await expect.poll(() => blockedRequests).toContain(GTM);
    await expect.poll(() => blockedRequests).toContain(FONT_KIT);
    await expect(bar(page)).toHaveCount(0);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer);
    expect(layer.some((entry) => entry.event === 'gtm.js')).toBe(true);
  });

  test('"A web font kit is loaded (3-second timeout)": a kit that hangs is dropped after 3 seconds', async ({
    page,
    pageErrors: _,
  }) => {
    await page.route('https://use.typekit.net/**', () => {
      /* never answers */
    });
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, CONSENT_ACCEPTED],
    );
    const start = Date.parse('2026-11-20T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/en/tokyo/contact/');
    await hydrated(page);
    const link = page.locator(`link[href="${FONT_KIT}"]`);
    await expect(link).toHaveCount(1);
    await page.clock.runFor(TIMINGS.fontKitTimeoutMs - 100);
    await expect(link).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(link).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-font-kit', 'timeout');
  });

  test('the site stays fully usable with every third party unreachable', async ({ page, pageErrors: _ }) => {
    await closeBanners(page.context());
    await page.goto('/en/florence/');
    await hydrated(page);
    await bar(page).getByRole('button', { name: cookie.accept }).click();
    await page.locator('main a[href="/en/florence/menu/a-la-carte/"]').first().click();
    await expect(page).toHaveURL('/en/florence/menu/a-la-carte/');
    await expect(page.locator('main h1')).toBeVisible();
    await hydrated(page);
    await page.locator('.site-header__location').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/en/florence/');
    await expect(page.locator('main h1')).toBeVisible();
  });

  test("the Content-Security-Policy allows exactly the third-party table and the build's stores", async ({
    request,
  }) => {
    const csp = (await request.get('/en/florence/')).headers()['content-security-policy']!;
    const hostsOf = (directive: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${directive} `))!
        .split(' ')
        .filter((source) => /^https?:\/\//.test(source))
        .sort();
    // The test build's stores are the stand-in (npm run build:demo): its origin is in connect-src.
    const expected = cspHosts(process.env.PUBLIC_ENV__CONTENT_API_URL, readStorefrontConfig(buildEnvironment()).config);
    expect(hostsOf('script-src')).toEqual(expected.scripts);
    expect(hostsOf('style-src')).toEqual(expected.styles);
    expect(hostsOf('font-src')).toEqual(expected.fonts);
    expect(hostsOf('frame-src')).toEqual(expected.frames);
    expect(hostsOf('img-src')).toEqual([...expected.images].sort());
    expect(hostsOf('connect-src')).toEqual([...expected.connect].sort());
    expect(hostsOf('connect-src')).toContain(new URL(STOREFRONT_URL).origin);
  });
});

test.describe('analytics', { tag: ANY_WIDTH }, () => {
  type Entry = { event?: string; category?: string; action?: string; label?: string };
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'lucciola_event',
      ),
    );

  // Every page is its own document: each page's queue holds what entering that page reported.
  test('pushes a navigation event on each page entered, and the page view on /it/florence/contact/', async ({
    page,
    pageErrors: _,
  }) => {
    await closeBanners(page.context());
    await page.goto('/it/florence/');
    await hydrated(page);
    await expect
      .poll(() => dataLayer(page))
      .toEqual([{ event: 'lucciola_event', category: 'navigation', action: 'page', label: '/it/florence/' }]);

    await page.locator('.site-footer a[href="/it/florence/contact/"]').click();
    await expect(page).toHaveURL('/it/florence/contact/');
    await hydrated(page);
    await expect
      .poll(() => dataLayer(page))
      .toEqual([
        { event: 'lucciola_event', category: 'navigation', action: 'page', label: '/it/florence/contact/' },
        { event: 'lucciola_event', category: 'page_view', action: 'contact', label: '/it/florence/contact/' },
      ]);
  });

  test('pushes a location change when the visitor moves to another restaurant', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/');
    await hydrated(page);
    await page.locator('.site-footer a[href="/en/tokyo/"]').click();
    await expect(page).toHaveURL('/en/tokyo/');
    await hydrated(page);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.category === 'location'))
      .toEqual([{ event: 'lucciola_event', category: 'location', action: 'change', label: 'landing > tokyo' }]);
  });

  test('fires the page view on a first load of /en/beverlyhills/reservation/ too', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/beverlyhills/reservation/');
    await hydrated(page);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.category === 'page_view'))
      .toEqual([
        {
          event: 'lucciola_event',
          category: 'page_view',
          action: 'reservation',
          label: '/en/beverlyhills/reservation/',
        },
      ]);
  });
});

test.describe('in-app mode', { tag: ANY_WIDTH }, () => {
  test('"?app" marks the page in-app for the visit, with no cookie bar and nothing third-party', async ({
    page,
    blockedRequests,
    pageErrors: _,
  }) => {
    await closeBanners(page.context());
    await page.goto('/en/florence/?app');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-in-app', '');
    await page.locator('main a[href="/en/florence/menu/a-la-carte/"]').first().click();
    await expect(page).toHaveURL('/en/florence/menu/a-la-carte/');
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-in-app', '');
    await expect(bar(page)).toHaveCount(0);
    expect(consentRequests(blockedRequests)).toEqual([]);

    await page.goto('/en/florence/?app=0');
    await hydrated(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-in-app');
    await expect(bar(page)).toBeVisible();
  });
});
