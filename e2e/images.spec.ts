/**
 * The LCP image is preloaded with high fetch priority, served as AVIF/WebP with a JPEG fallback at the
 * widths the layout needs (made at build time with sharp), with width and height set.
 */
import type { CDPSession, Page } from '@playwright/test';
import { PRIMARY_PICTURE_TIMING } from '../lib/primaryPicture.ts';
import { FIRST_PAINTS_WAIT_MS } from '../scripts/build/firstPaint.ts';
import { closeBanners, expect, hydrated, test } from './fixtures.ts';

interface ImageRequest {
  path: string;
  /** Chromium's priority when the request was made: 'VeryHigh', 'High', 'Medium', 'Low' or 'VeryLow'. */
  priority: string;
}

/** Every image the page requests, with the priority Chromium gave it (which Playwright does not show). */
class ImageRequests {
  readonly list: ImageRequest[] = [];

  static async watch(page: Page): Promise<ImageRequests> {
    const requests = new ImageRequests();
    const cdp: CDPSession = await page.context().newCDPSession(page);
    cdp.on('Network.requestWillBeSent', ({ type, request }) => {
      if (type === 'Image')
        requests.list.push({ path: new URL(request.url).pathname, priority: request.initialPriority });
    });
    await cdp.send('Network.enable');
    return requests;
  }

  high(): string[] {
    return this.list.filter(({ priority }) => priority === 'High' || priority === 'VeryHigh').map(({ path }) => path);
  }

  of(name: string): string[] {
    return this.list.map(({ path }) => path).filter((path) => path.includes(`/${name}`));
  }
}

/** The hero as the browser shows it, once loaded. */
async function loadedHero(page: Page) {
  const img = page.locator('.hero__picture img');
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((element: HTMLImageElement) => ({
    currentSrc: new URL(element.currentSrc).pathname,
    need: Math.ceil(element.getBoundingClientRect().width * devicePixelRatio),
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
    sizes: element.sizes,
  }));
}

const HOMES = [
  { path: '/en/florence/', name: 'hero-florence' },
  // Tokyo's content does not mark its hero eager: the page's first hero is eager all the same.
  { path: '/ja/tokyo/', name: 'hero-tokyo' },
  { path: '/en/', name: 'hero-florence' },
];

// The news modal opens 3.5 s after a page is entered; these tests are about the pictures beneath it.
test.beforeEach(({ context }) => closeBanners(context));

test.describe('the LCP image', () => {
  for (const { path, name } of HOMES) {
    test(`serves ${path}'s hero as AVIF at the width the screen needs, preloaded at high priority, and nothing else at high priority`, async ({
      page,
      pageErrors: _,
    }) => {
      const requests = await ImageRequests.watch(page);
      await page.goto(path);
      const hero = await loadedHero(page);

      // The file's width is in its name (scripts/build/images.test.ts checks the pixels match).
      const chosen = new RegExp(`^/assets/images/${name}-[0-9a-f]{8}-(\\d+)\\.avif$`).exec(hero.currentSrc);
      expect(chosen, hero.currentSrc).not.toBeNull();
      const width = Number(chosen![1]);
      expect(width, `${width} px for a box of ${hero.need} device pixels`).toBeGreaterThanOrEqual(hero.need);
      expect(hero).toMatchObject({ width: '1600', height: '900' });

      // One preload, the AVIF one, which picks the very file the picture shows: it is fetched once.
      const preloads = page.locator('link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(1);
      await expect(preloads).toHaveAttribute('type', 'image/avif');
      await expect(preloads).toHaveAttribute('fetchpriority', 'high');
      await expect(preloads).toHaveAttribute('imagesizes', hero.sizes);
      expect(await preloads.getAttribute('imagesrcset')).toContain(`${hero.currentSrc} ${width}w`);
      expect(requests.of(name)).toEqual([hero.currentSrc]);
      expect(requests.high()).toEqual([hero.currentSrc]);
    });
  }

  test('gives the lazy pictures variants too, at the width their place needs, lazily and never at high priority', async ({
    page,
    pageErrors: _,
  }) => {
    const requests = await ImageRequests.watch(page);
    await page.goto('/en/florence/');
    const lazy = page.locator('img[loading="lazy"]');
    expect(await lazy.count()).toBeGreaterThan(3);
    for (const src of await lazy.evaluateAll((images) => images.map((image) => image.getAttribute('src')))) {
      expect(src).toMatch(/^\/assets\/images\/[\w-]+-[0-9a-f]{8}-\d+\.jpg$/);
    }
    await expect(page.locator('img[loading="lazy"]:not(picture > img)')).toHaveCount(0);
    // No SVG picture is left to draw on the main thread (docs/performance.md).
    expect(await page.locator('img[src$=".svg"]').count()).toBe(0);

    const last = lazy.last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const shown = await last.evaluate((image: HTMLImageElement) => ({
      currentSrc: new URL(image.currentSrc).pathname,
      need: Math.ceil(image.getBoundingClientRect().width * devicePixelRatio),
      widths: (image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '')
        .split(', ')
        .map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1])),
    }));
    const chosen = Number(/-(\d+)\.avif$/.exec(shown.currentSrc)?.[1]);
    expect(shown.widths).toContain(chosen);
    // The width it needs, or the largest made when the source is smaller than that (nothing is upscaled).
    expect(chosen, `${chosen} px for ${shown.need}, of ${shown.widths}`).toBeGreaterThanOrEqual(
      Math.min(shown.need, Math.max(...shown.widths)),
    );
    expect(requests.high()).not.toContain(shown.currentSrc);
  });

  test('keeps the same picture through hydration and on the next page', async ({ page, pageErrors: _ }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    const requests = await ImageRequests.watch(page);
    await page.locator('.site-header__logo').click();
    await expect(page).toHaveURL('/en/florence/');
    const hero = await loadedHero(page);
    expect(hero.currentSrc).toMatch(/^\/assets\/images\/hero-florence-[0-9a-f]{8}-\d+\.avif$/);
    expect(requests.of('hero-florence')).toEqual([hero.currentSrc]);
    expect(hydrationErrors).toEqual([]);
  });

  for (const path of ['/en/florence/', '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/']) {
    test(`${path}: the page's scripts start once its primary picture has been painted`, async ({
      page,
      pageErrors: _,
    }) => {
      await page.addInitScript((name) => {
        const paints: number[] = [];
        Object.assign(window, { primaryPaints: paints });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
            if (entry.identifier === name) paints.push(entry.renderTime);
          }
        }).observe({ type: 'element', buffered: true });
      }, PRIMARY_PICTURE_TIMING);
      await page.goto(path);
      await hydrated(page);
      const { painted, loaded, entryStarted } = await page.evaluate(() => ({
        painted: (window as unknown as { primaryPaints: number[] }).primaryPaints[0],
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        entryStarted: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/entries/'))
          ?.startTime,
      }));
      expect(painted, "the primary picture's paint").toBeGreaterThan(0);
      // After the paint; or, when a busy machine reports the paint late, once the loader's wait is over.
      expect(entryStarted, "the page entry's request").toBeGreaterThan(
        Math.min(painted!, loaded + FIRST_PAINTS_WAIT_MS),
      );
    });
  }
});
