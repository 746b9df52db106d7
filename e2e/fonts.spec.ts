/**
 * Web fonts on the next page (lib/webFonts.ts, renderer/fontLinks.ts, docs/typography.md): a page paints
 * with the metric-matched fallbacks and fetches no font before it has loaded, unless the service worker
 * holds the fonts and controls it; once live and idle it loads them, and once the worker has them every
 * later page has them from its first paint.
 */
import type { Page } from '@playwright/test';
import { WEB_FONTS_IN_WORKER, WEB_FONTS_KEY } from '../lib/webFonts.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { controlledBy } from './serviceWorker.ts';

/**
 * Whether `<html data-web-fonts>` was there when the document had been parsed (before any page script), and how many
 * language font stylesheets.
 */
async function recordFontsAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        fontsAtParse: document.documentElement.hasAttribute('data-web-fonts'),
        sheetsAtParse: document.querySelectorAll('link[data-lang-fonts]').length,
      });
    });
  });
}

const atParse = (page: Page) =>
  page.evaluate(() => {
    const { fontsAtParse, sheetsAtParse } = window as unknown as { fontsAtParse?: boolean; sheetsAtParse?: number };
    return { fonts: fontsAtParse, sheets: sheetsAtParse };
  });
const fontsMark = (page: Page) => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY);
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** When the page's load event started, and when each font file it fetched was asked for. */
const fontTiming = (page: Page) =>
  page.evaluate(() => ({
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fontStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));

/** The faces the page has loaded, by family. */
const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
  );

test.describe('without a service worker', () => {
  test('a page keeps its fallbacks, loads the web fonts after it has loaded, and leaves no mark: the next page keeps them too', async ({
    page,
    pageErrors: _,
  }) => {
    await recordFontsAtParse(page);
    await page.goto('/en/florence/');
    await hydrated(page);
    expect((await atParse(page)).fonts).toBe(false);
    await expect
      .poll(() => loadedFaces(page))
      .toEqual(expect.arrayContaining(['Cormorant Garamond', 'Inter Variable']));
    // No swap in front of the visitor: this page's stacks still start at the fallbacks.
    await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts');
    expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
    const timing = await fontTiming(page);
    expect(timing.fontStarts.length).toBeGreaterThan(0);
    for (const start of timing.fontStarts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
    // In the HTTP cache only, which may be emptied before the next visit: not counted on.
    expect(await fontsMark(page)).toBeNull();

    await page.goto('/en/florence/contact/');
    expect((await atParse(page)).fonts).toBe(false);
    expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  });

  for (const mark of [WEB_FONTS_IN_WORKER, '1']) {
    test(`a returning visitor marked '${mark}' whose service worker is gone paints as a first visit, and loads the fonts again at idle`, async ({
      page,
      pageErrors: _,
    }) => {
      // '1' is the mark of fonts in the HTTP cache that browsers kept from before; 'worker' is the worker's.
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('marked')) {
            localStorage.setItem(key, value);
            sessionStorage.setItem('marked', '1');
          }
        },
        [WEB_FONTS_KEY, mark] as const,
      );
      await recordFontsAtParse(page);
      await page.goto('/ja/tokyo/');
      expect(await atParse(page)).toEqual({ fonts: false, sheets: 0 });
      await hydrated(page);
      await expect.poll(() => loadedFaces(page)).toContain('Cormorant Garamond');
      const timing = await fontTiming(page);
      for (const start of timing.fontStarts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
      // The Japanese faces' stylesheet (120 slices per family) is not even linked.
      await expect(page.locator('link[data-lang-fonts]')).toHaveCount(0);
      await page.goto('/ja/tokyo/press/');
      expect(await atParse(page)).toEqual({ fonts: false, sheets: 0 });
    });
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the first page hands the worker its fonts, and the next page has them from its first paint, from the worker', async ({
    page,
    pageErrors: _,
  }) => {
    await recordFontsAtParse(page);
    await page.goto('/en/florence/');
    await hydrated(page);
    expect((await atParse(page)).fonts).toBe(false);
    await controlledBy(page);
    // Marked once the worker has kept the files this page loaded before it existed (renderer/serviceWorker.ts).
    await expect.poll(() => fontsMark(page), { timeout: 10_000 }).toBe(WEB_FONTS_IN_WORKER);
    expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);

    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2') && response.fromServiceWorker()) fromWorker.push(response.url());
    });
    await page.goto('/en/florence/contact/');
    expect((await atParse(page)).fonts).toBe(true);
    expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
    await expect.poll(() => loadedFaces(page)).toContain('Inter Variable');
    expect(fromWorker.length).toBeGreaterThan(0);
  });

  test('a Japanese page whose worker has the fonts links its own faces before the first paint; the first page fetches none of them', async ({
    page,
    pageErrors: _,
  }) => {
    await recordFontsAtParse(page);
    await page.goto('/ja/tokyo/');
    await hydrated(page);
    await controlledBy(page);
    await expect.poll(() => fontsMark(page), { timeout: 10_000 }).toBe(WEB_FONTS_IN_WORKER);
    // The first page keeps the system's faces; its stylesheet of 120 slices per family is not even linked.
    await expect(page.locator('link[data-lang-fonts]')).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /noto-serif-jp-/.test(entry.name)),
      ),
    ).toBe(false);

    await page.goto('/ja/tokyo/press/');
    expect(await atParse(page)).toEqual({ fonts: true, sheets: 1 });
    await expect(page.locator('link[data-lang-fonts="ja"]')).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /noto-serif-jp-.*\.woff2$/.test(entry.name)),
        ),
      )
      .toBe(true);
  });

  test('a first page whose fonts cannot load keeps its fallbacks and leaves no mark, even once the worker has its files', async ({
    page,
    context,
    pageErrors: _,
  }) => {
    let refused = 0;
    await context.route('**/*.woff2', (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect.poll(() => refused).toBeGreaterThan(0);
    await controlledBy(page);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/en/florence/'))), { timeout: 10_000 })
      .toBe(true);
    // A mark that must not come has no event to wait for: the page is given the time the worker's
    // list of the files it kept (renderer/fontLinks.ts) would take to reach it.
    await page.waitForTimeout(500);
    expect(await fontsMark(page)).toBeNull();
    await page.goto('/en/florence/contact/');
    await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts');
  });
});
