/**
 * The news modal and the image modal as a visitor meets them (spec §2), on the demo content:
 * - en/florence: the info banner is on and not limited; the image banner is off.
 * - it/florence: both are on, limited to the home page (ID 1000) and, for the news, 1003; contact is 1002.
 * The page's clock is Playwright's, so "after a 3.5 second delay" is tested to the millisecond.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ImageBannerBlock, InfoBannerBlock } from '../lib/contract/types.ts';
import { TIMINGS } from '../lib/limits.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import type { Lang, SiteId } from '../lib/sites.ts';
import { snapshotPaths } from '../lib/snapshot.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const block = <T,>(lang: Lang, site: SiteId, name: 'info_banner' | 'image_banner') =>
  JSON.parse(readFileSync(`content/snapshot/${snapshotPaths.block(lang, site, name)}`, 'utf8')) as T;
const strings = (lang: Lang) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;

const enNews = block<InfoBannerBlock>('en', 'florence', 'info_banner');
const itNews = block<InfoBannerBlock>('it', 'florence', 'info_banner');
const itImage = block<ImageBannerBlock>('it', 'florence', 'image_banner');
const DELAY = TIMINGS.newsModalDelayMs;

// The first-visit intro cover (5 s) would sit above the modals: these visitors have had it.
test.beforeEach(({ context }) => context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [INTRO_SEEN_KEY, INTRO_SEEN_VALUE]));

/** Opens a page with its clock stopped: time moves only by `page.clock.runFor`. */
async function enter(page: Page, path: string) {
  const start = Date.parse('2026-11-20T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Follows a link. The page's timers are Playwright's, so the clock is moved on in small steps while the
 * next page loads (the page transition waits on a timer); the banner delay only starts once the new page
 * is live.
 */
async function follow(page: Page, href: string) {
  await page.locator(`main a[href="${href}"]`).first().click();
  await arriveAt(page, href);
}

async function arriveAt(page: Page, href: string) {
  await expect.poll(async () => {
    if (new URL(page.url()).pathname !== href) await page.clock.runFor(50);
    return new URL(page.url()).pathname;
  }).toBe(href);
  await expect(page.locator('main h1')).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.describe('news modal', () => {
  test('appears 3.5 seconds after the page is entered, not before', async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(100);
    const modal = page.getByRole('dialog', { name: enNews.title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(enNews.text);
    await expect(modal.getByRole('link', { name: enNews.action_text })).toHaveAttribute('href', '/en/florence/holiday-treats/');
    await expect(modal.getByRole('button', { name: strings('en')['nav.close'] })).toBeFocused();
  });

  test('closes with Escape and gives the focus back', async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/');
    const logo = page.locator('.site-header__logo');
    await logo.focus();
    await page.clock.runFor(DELAY);
    await expect(page.getByRole('dialog', { name: enNews.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(logo).toBeFocused();
  });

  test('"Clicking closes it", and it does not come back on the next page nor after a reload', async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY);
    await page.getByRole('dialog', { name: enNews.title }).getByText(enNews.text).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await follow(page, '/en/florence/menu/a-la-carte/');
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('its call-to-action closes it and goes where it points', async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY);
    await page.getByRole('dialog', { name: enNews.title }).getByRole('link', { name: enNews.action_text }).click();
    await arriveAt(page, '/en/florence/holiday-treats/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('restarts the delay on each page: leaving before 3.5 seconds cancels it', async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY - 1500);
    await follow(page, '/en/florence/menu/a-la-carte/');
    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('dialog', { name: enNews.title })).toBeVisible();
  });

  test('"If the banner is limited, shown only on pages whose ID is in its pages list"', async ({ page, pageErrors: _ }) => {
    expect(itNews.limited).toBe(true);
    await enter(page, '/it/florence/contact/');
    await page.clock.runFor(DELAY * 3);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/it/florence/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.clock.runFor(DELAY);
    await expect(page.getByRole('dialog', { name: itNews.title })).toBeVisible();
  });

  test('does not open on an error page', async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/no/such/page/here/');
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('image modal', () => {
  test('follows the closed news modal, 80 percent of the viewport, the picture by breakpoint', async ({ page, pageErrors: _ }) => {
    expect(itImage.on && itImage.limited && itImage.pages).toEqual([1000]);
    await enter(page, '/it/florence/');
    await page.clock.runFor(DELAY);
    const news = page.getByRole('dialog', { name: itNews.title });
    await expect(news).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1); // one at a time
    await news.getByRole('button', { name: strings('it')['nav.close'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(100);
    const modal = page.getByRole('dialog', { name: strings('it')['modal.image.label'] });
    await expect(modal).toBeVisible();
    const link = modal.getByRole('link', { name: itImage.mobile_image.alt });
    await expect(link).toHaveAttribute('href', '/it/florence/holiday-treats/');
    await expect(link.locator('source')).toHaveAttribute('media', '(min-width: 768px)');
    await expect(link.locator('source')).toHaveAttribute('srcset', itImage.desktop_image.url);

    const image = link.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const viewport = page.viewportSize()!;
    const expected = viewport.width >= 768 ? itImage.desktop_image.url : itImage.mobile_image.url;
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(expected);
    const box = (await modal.boundingBox())!;
    expect(box.width).toBeCloseTo(viewport.width * 0.8, 0);
    expect(box.height).toBeCloseTo(viewport.height * 0.8, 0);

    await modal.getByRole('button', { name: strings('it')['nav.close'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('its call-to-action closes it and goes where it points', async ({ page, pageErrors: _ }) => {
    await enter(page, '/it/florence/');
    await page.clock.runFor(DELAY);
    await expect(page.getByRole('dialog', { name: itNews.title })).toBeVisible();
    await page.keyboard.press('Escape');
    // The image modal's delay starts once the news modal has closed: wait for that, then move the clock.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(DELAY);
    await page.getByRole('dialog', { name: strings('it')['modal.image.label'] }).getByRole('link').click();
    await arriveAt(page, '/it/florence/holiday-treats/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('accessibility of the open modals', () => {
  test('no axe violations with the news modal open, then the image modal', async ({ page, pageErrors: _ }) => {
    await enter(page, '/it/florence/');
    await page.clock.runFor(DELAY);
    await expect(page.getByRole('dialog', { name: itNews.title })).toBeVisible();
    await page.clock.resume(); // axe runs on timers of its own
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: strings('it')['modal.image.label'] })).toBeVisible({ timeout: DELAY * 3 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
