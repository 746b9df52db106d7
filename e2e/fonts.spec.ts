/**
 * Web fonts after the first paint (lib/webFonts.ts, docs/typography.md): a first visit paints in the
 * metric-matched fallbacks and fetches no font before the page has loaded; once live it turns the web fonts
 * on; every later page has them from its first paint.
 */
import type { Page } from '@playwright/test';
import { WEB_FONTS_KEY } from '../lib/webFonts.ts';
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

test('a first visit fetches no font before the page has loaded, then turns the web fonts on', async ({ page, pageErrors: _ }) => {
  await recordFontsAtParse(page);
  await page.goto('/en/florence/');
  await hydrated(page);
  expect(await fontsAtParse(page)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY)).toBe('1');
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
});

test('a Japanese page links its own faces with the web fonts, from the first paint once they are known', async ({ page, pageErrors: _ }) => {
  await recordFontsAtParse(page);
  await page.goto('/ja/tokyo/');
  await hydrated(page);
  await expect(page.locator('link[data-lang-fonts="ja"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_KEY)).toBe('1');
  await page.goto('/ja/tokyo/press/');
  expect(await fontsAtParse(page)).toBe(true);
  expect(await page.evaluate(() => document.querySelectorAll('link[data-lang-fonts="ja"]').length)).toBe(1);
  await hydrated(page);
  await expect(page.locator('link[data-lang-fonts="ja"]')).toHaveCount(1);
});
