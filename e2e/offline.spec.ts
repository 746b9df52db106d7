/**
 * The service worker and the network states (rules §offline: a service worker registered at /sw.js with scope
 * /, the offline state tracked, prefetching at idle and never on 2g or with data saver).
 * Every other spec blocks service workers (playwright.config.ts); this one lets them run.
 */
import type { Page } from '@playwright/test';
import { closeBanners, expect, hydrated, test } from './fixtures.ts';
import { isGsapChunk } from './gsapChunk.ts';
import { controlledBy } from './serviceWorker.ts';
import { ANY_WIDTH } from './env.ts';

test.use({ serviceWorkers: 'allow' });

test('registers /sw.js with scope / after the page has loaded and its first script runs', { tag: ANY_WIDTH }, async ({
  page,
  baseURL,
  pageErrors: _,
}) => {
  // What the page was doing when it asked for the registration.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      Object.assign(window, {
        registeredWhen: {
          readyState: document.readyState,
          listening: document.documentElement.hasAttribute('data-parts-listening'),
        },
      });
      return register(...args);
    };
  });
  await page.goto('/en/florence/');
  const registration = await controlledBy(page);
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  expect(await page.evaluate(() => (window as unknown as { registeredWhen: unknown }).registeredWhen)).toEqual({
    readyState: 'complete',
    listening: true,
  });
});

test('offline: a visited page still opens, an unvisited one shows the offline page in its language', {
  tag: ANY_WIDTH,
}, async ({ page, context, pageErrors: _ }) => {
  // No motion while online, so gsap's chunk (loaded for the entrances at the first scroll) is never fetched nor kept.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/it/florence/');
  await controlledBy(page);
  // Controlled now (clients.claim): this load goes through the worker and is kept.
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  // Live: the page's code has come through the worker too (its chunks are kept as they pass), not only its HTML.
  await hydrated(page);
  // The worker stores the page after answering with it: wait until it is kept before the network goes.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/it/florence/')))).toBe(true);

  // setOffline does not reach the worker's own fetches: the network goes away for it too.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  // Offline, with motion, a scroll: gsap's chunk, never kept, fails to load. The page must stay, since a reload could
  // fetch nothing. The browser says it is online (a captive portal, a dead Wi-Fi), so this is the check that
  // the site answers (a HEAD) at work. Chromium's offline emulation reaches a new document's
  // navigator.onLine only sometimes, so the test says it outright.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  let loads = 0;
  page.on('load', () => loads++);
  const siteChecked = page.waitForEvent('requestfailed', (request) => request.method() === 'HEAD');
  await page.goto('/it/florence/');
  await expect(page.locator('main h1')).toBeVisible();
  await hydrated(page);
  const gsapFailed = page.waitForEvent('requestfailed', (request) => isGsapChunk(request.url()));
  await page.evaluate(() => window.scrollBy(0, 1));
  await gsapFailed;
  await siteChecked;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(loads).toBe(1);
  await page.goto('/it/florence/contact/');
  await expect(page.getByRole('heading', { name: 'Sei offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.goto('/ja/tokyo/press/');
  await expect(page.getByRole('heading', { name: 'オフラインです' })).toBeVisible();
  await context.setOffline(false);
});

test('the first page of a visit opens offline, whole: the menu and the location chooser, whose code loads on demand, work', async ({
  page,
  context,
  pageErrors: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The news modal opens by itself after 3.5 s: closed beforehand, so the only dialogs are the panels'.
  await closeBanners(context);
  await page.goto('/en/florence/');
  await controlledBy(page);
  // Loaded before the worker was there, the first page is kept all the same, once the worker is active.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/en/florence/'))), { timeout: 10_000 })
    .toBe(true);

  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await hydrated(page);

  const burger = page.locator('.site-header__burger');
  await burger.click();
  await expect(page.getByRole('dialog', { name: 'Osteria Lucciola Florence' })).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const location = page.locator('.site-header__location');
  await location.click();
  await expect(page.locator('dialog.location-panel')).toBeVisible();
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  await context.setOffline(false);
});

test.describe('a panel whose code cannot arrive', () => {
  test.use({ serviceWorkers: 'block' });

  test('the burger and the location button do not say "open" when their panel could not open', async ({
    page,
    context,
    pageErrors: _,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The news modal opens by itself after 3.5 s: closed beforehand, so a dialog could only be a panel.
    await closeBanners(context);
    await page.goto('/en/florence/');
    await hydrated(page);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);

    const burger = page.locator('.site-header__burger');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(500);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const location = page.locator('.site-header__location');
    await location.click();
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(500);
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await context.setOffline(false);
  });
});

test('tells the visitor while the network is gone', { tag: ANY_WIDTH }, async ({ page, context, pageErrors: _ }) => {
  await page.goto('/en/florence/');
  await hydrated(page);
  const notice = page.locator('.offline-notice');
  await expect(notice).toBeEmpty();
  await context.setOffline(true);
  await expect(notice).toHaveText('You are offline: pages you have visited still open.');
  await context.setOffline(false);
  await expect(notice).toBeEmpty();
});

test('the offline notice covers neither the cookie bar nor the header, on a phone and a laptop', async ({
  page,
  context,
  pageErrors: _,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/en/florence/');
    await hydrated(page);
    // The notice sits under the header by the header's height, which the page sets 300 ms after load.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--header-height')))
      .not.toBe('');
    const cookieBar = page.locator('.cookie-bar');
    await expect(cookieBar, 'a first visit: the cookie bar asks').toBeVisible();
    await context.setOffline(true);
    const notice = page.locator('.offline-notice');
    await expect(notice).not.toBeEmpty();
    const [box, bar, header] = await Promise.all([
      notice.boundingBox(),
      cookieBar.boundingBox(),
      page.locator('.site-header').boundingBox(),
    ]);
    const overlaps = (a: NonNullable<typeof box>, b: NonNullable<typeof box>) =>
      a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width;
    expect(overlaps(box!, bar!), `the notice over the cookie bar at ${viewport.width} px`).toBe(false);
    expect(overlaps(box!, header!), `the notice over the header at ${viewport.width} px`).toBe(false);
    await context.setOffline(false);
  }
});

test.describe('prefetch at idle', { tag: ANY_WIDTH }, () => {
  test.use({ serviceWorkers: 'block' });

  /** Requests for pages other than the one loaded: the prefetches (documents, at lowest priority). */
  const pageRequests = (page: Page, loaded: string) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/') && path !== loaded && !request.isNavigationRequest()) seen.push(path);
    });
    return seen;
  };

  test("fetches the navigation's next pages when the browser is idle", async ({ page, pageErrors: _ }) => {
    const seen = pageRequests(page, '/en/florence/');
    await page.goto('/en/florence/');
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(seen.every((path) => path.startsWith('/en/florence/'))).toBe(true);
    expect(seen.length).toBeLessThanOrEqual(6);
  });

  for (const connection of [{ effectiveType: '2g' }, { effectiveType: '4g', saveData: true }]) {
    test(`skips it on ${JSON.stringify(connection)}`, async ({ page, pageErrors: _ }) => {
      await page.addInitScript(
        (value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }),
        connection,
      );
      const seen = pageRequests(page, '/en/florence/');
      await page.goto('/en/florence/');
      await hydrated(page);
      await page.waitForTimeout(3000);
      expect(seen).toEqual([]);
    });
  }
});

test("offline: the location chooser's pictures that cannot load say so in the guest's words", async ({
  page,
  context,
  pageErrors: _,
}) => {
  // The news modal opens 3.5 s in: on a slow runner, before the click that opens the chooser.
  await closeBanners(context);
  await page.goto('/it/florence/');
  await hydrated(page);
  // The chooser's pictures are lazy: nothing has fetched them yet when the network goes. Its code may load still
  // (a worker that kept it), its pictures not.
  await context.route(
    (url) => /\/media\/place-|\/assets\/images\/place-/.test(url.pathname),
    (route) => route.abort('internetdisconnected'),
  );
  await page.locator('.site-header__location').click();
  const chooser = page.getByRole('dialog', { name: 'Scegli un ristorante' });
  const places = chooser.locator('.place');
  await expect(places.first()).toBeVisible();
  await expect(chooser.locator('.place .picture--failed')).toHaveCount(await places.count());
  await expect(chooser).not.toContainText('URL');
  await expect(chooser).not.toContainText(/failed|impossibile caricare/i);
  // What each picture showed, and that it is unavailable, in the page's language.
  await expect(places.first().locator('.picture__alt')).not.toBeEmpty();
  await expect(places.first().locator('.picture__notice')).toHaveText('Immagine non disponibile');
});
