/**
 * Web fonts on the next page (lib/webFonts.ts, renderer/webFonts.ts, docs/typography.md): a first visit's
 * first page keeps the metric-matched fallbacks all along and fetches no font before it has loaded; once
 * live and idle it loads the web fonts; every later page has them from its first paint.
 */
import type { Page } from '@playwright/test';
import { WEB_FONTS_IN_WORKER, WEB_FONTS_KEY } from '../lib/webFonts.ts';
import { expect, hydrated, test } from './fixtures.ts';

/** Whether `<html data-web-fonts>` was there when the document had been parsed (before any page script). */
async function recordFontsAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse = document.documentElement.hasAttribute('data-web-fonts');
    });
  });
}

const fontsAtParse = (page: Page) => page.evaluate(() => (window as unknown as { fontsAtParse?: boolean }).fontsAtParse);

test('a first visit keeps its fallbacks, loads the web fonts after the page has loaded, and the next page has them', async ({ page, pageErrors: _ }) => {
  await recordFontsAtParse(page);
  await page.goto('/en/florence/');
  await hydrated(page);
  expect(await fontsAtParse(page)).toBe(false);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY)).toBe('1');
  // No swap in front of the visitor: this page's stacks still start at the fallbacks.
  await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Fallback"/);
  const timing = await page.evaluate(() => {
    const loadStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
    return { loadStart, fontStarts: fonts.map((entry) => entry.startTime) };
  });
  expect(timing.fontStarts.length).toBeGreaterThan(0);
  for (const start of timing.fontStarts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')));
  expect(loaded).toEqual(expect.arrayContaining(['Cormorant Garamond', 'Inter Variable']));

  // The next page: the fonts are known, so they are on from the first paint.
  await page.goto('/en/florence/contact/');
  expect(await fontsAtParse(page)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
});

test('a first visit whose fonts cannot load keeps its fallbacks and does not mark them known', async ({ page, pageErrors: _ }) => {
  let refused = 0;
  await page.route('**/*.woff2', (route) => { refused += 1; return route.abort(); });
  await page.goto('/en/florence/');
  await hydrated(page);
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY)).toBeNull();
  await page.goto('/en/florence/contact/');
  await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts');
});

test('a Japanese page links its own faces with the web fonts once it has first painted, and fetches no slice before', async ({ page, pageErrors: _ }) => {
  await recordFontsAtParse(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sheetAtParse: number }).sheetAtParse = document.querySelectorAll('link[data-lang-fonts]').length;
    });
    // The first frame's animation callback runs as the first paint is made; the first-contentful-paint
    // entry's time is when that frame was shown, which can come several milliseconds later.
    requestAnimationFrame(() => { (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now(); });
  });
  await page.goto('/ja/tokyo/');
  await hydrated(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY)).toBe('1');
  // The first page keeps the system's faces; its stylesheet of 120 slices per family is not even linked.
  await expect(page.locator('link[data-lang-fonts="ja"]')).toHaveCount(0);
  await page.goto('/ja/tokyo/press/');
  expect(await fontsAtParse(page)).toBe(true);
  // The fonts are known from the HTTP cache (the tests block the service worker), which may have lost them:
  // the stylesheet is linked once the page has painted, so neither it nor a slice holds the first paint.
  expect(await page.evaluate(() => (window as unknown as { sheetAtParse: number }).sheetAtParse)).toBe(0);
  await expect(page.locator('link[data-lang-fonts="ja"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /noto-serif-jp-.*\.woff2$/.test(entry.name)))).toBe(true);
  const timing = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    requests: performance.getEntriesByType('resource').filter((entry) => /fonts-ja\.[^/]*\.css$|noto-serif-jp-.*\.woff2$/.test(entry.name)).map((entry) => entry.startTime),
  }));
  // The stylesheet is linked once the first paint is reported, or in a task after the first frame that
  // follows load: either way after the first frame was painted.
  expect(timing.firstFrame).toBeGreaterThan(0);
  for (const start of timing.requests) expect(start).toBeGreaterThanOrEqual(timing.firstFrame);
});

test('a returning visitor whose service worker and its cache are gone paints as a first visit, and loads the fonts again at idle', async ({ page, pageErrors: _ }) => {
  // The mark Chromium leaves once the service worker has served the fonts; the tests run without it.
  await page.addInitScript(([key, value]) => { if (!sessionStorage.getItem('marked')) { localStorage.setItem(key, value); sessionStorage.setItem('marked', '1'); } }, [WEB_FONTS_KEY, WEB_FONTS_IN_WORKER] as const);
  await recordFontsAtParse(page);
  await page.goto('/en/florence/');
  expect(await fontsAtParse(page)).toBe(false);
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fontStarts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
  }));
  for (const start of timing.fontStarts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
  // Loaded again at idle, now into the HTTP cache only: the next page has them from its first paint.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY)).toBe('1');
  await page.goto('/en/florence/contact/');
  expect(await fontsAtParse(page)).toBe(true);
});
