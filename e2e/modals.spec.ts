/**
 * The news modal and the image modal as a visitor meets them (rules §banners), on the demo content:
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
import { snapshotPaths } from '../lib/snapshotLayout.ts';
import { axeViolations } from './axe.ts';
import { expect, test, hydrated } from './fixtures.ts';
import { ANY_WIDTH } from './env.ts';

const block = <T>(lang: Lang, site: SiteId, name: 'info_banner' | 'image_banner') =>
  JSON.parse(readFileSync(`content/snapshot/${snapshotPaths.block(lang, site, name)}`, 'utf8')) as T;
const strings = (lang: Lang) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;

const enNews = block<InfoBannerBlock>('en', 'florence', 'info_banner');
const itNews = block<InfoBannerBlock>('it', 'florence', 'info_banner');
const itImage = block<ImageBannerBlock>('it', 'florence', 'image_banner');
const DELAY = TIMINGS.newsModalDelayMs;

// The first-visit intro cover (5 s) would sit above the modals: these visitors have had it.
test.beforeEach(({ context }) =>
  context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [INTRO_SEEN_KEY, INTRO_SEEN_VALUE]),
);

/** Opens a page with its clock stopped: time moves only by `page.clock.runFor`. */
async function enter(page: Page, path: string) {
  const start = Date.parse('2026-11-20T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(path);
  await hydrated(page);
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
  await expect
    .poll(async () => {
      if (new URL(page.url()).pathname !== href) await page.clock.runFor(50);
      return new URL(page.url()).pathname;
    })
    .toBe(href);
  await expect(page.locator('main h1')).toBeVisible();
  await hydrated(page);
}

test.describe('news modal', () => {
  test('appears 3.5 seconds after the page is entered, not before', { tag: ANY_WIDTH }, async ({
    page,
    pageErrors: _,
  }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(100);
    const modal = page.getByRole('dialog', { name: enNews.title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(enNews.text);
    await expect(modal.getByRole('link', { name: enNews.action_text })).toHaveAttribute(
      'href',
      '/en/florence/holiday-treats/',
    );
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

  test('"Clicking closes it", and it does not come back on the next page nor after a reload', async ({
    page,
    pageErrors: _,
  }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY);
    await page.getByRole('dialog', { name: enNews.title }).getByText(enNews.text).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await follow(page, '/en/florence/menu/a-la-carte/');
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('its call-to-action closes it and goes where it points', { tag: ANY_WIDTH }, async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY);
    await page.getByRole('dialog', { name: enNews.title }).getByRole('link', { name: enNews.action_text }).click();
    await arriveAt(page, '/en/florence/holiday-treats/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('restarts the delay on each page: leaving before 3.5 seconds cancels it', { tag: ANY_WIDTH }, async ({
    page,
    pageErrors: _,
  }) => {
    await enter(page, '/en/florence/');
    await page.clock.runFor(DELAY - 1500);
    await follow(page, '/en/florence/menu/a-la-carte/');
    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('dialog', { name: enNews.title })).toBeVisible();
  });

  test('"If the banner is limited, shown only on pages whose ID is in its pages list"', { tag: ANY_WIDTH }, async ({
    page,
    pageErrors: _,
  }) => {
    expect(itNews.limited).toBe(true);
    await enter(page, '/it/florence/contact/');
    await page.clock.runFor(DELAY * 3);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/it/florence/');
    await hydrated(page);
    await page.clock.runFor(DELAY);
    await expect(page.getByRole('dialog', { name: itNews.title })).toBeVisible();
  });

  test('does not open on an error page', { tag: ANY_WIDTH }, async ({ page, pageErrors: _ }) => {
    await enter(page, '/en/florence/no/such/page/here/');
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/**
 * Moves the page's clock on in small steps until the element shows (code loaded on demand can wait on a
 * timer: React's Suspense, the form's idle load); returns how long that took on the page's clock.
 */
async function runUntilVisible(page: Page, locator: ReturnType<Page['locator']>, maxMs = 2000): Promise<number> {
  let ran = 0;
  while (!(await locator.isVisible())) {
    if (ran >= maxMs) throw new Error(`not visible after ${maxMs} ms on the page's clock`);
    await page.clock.runFor(100);
    ran += 100;
    await page.waitForTimeout(100); // real time, for the chunk to arrive
  }
  return ran;
}

/** No dialog, after a real moment for code that a dialog would load to arrive (the page's clock is stopped). */
async function expectNoDialog(page: Page) {
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The visitor has closed this pair's news modal before (bannerSchedule.ts), so the image modal is next. */
const newsClosed = (page: Page, pair: string) =>
  page.addInitScript((key) => sessionStorage.setItem(key, '1'), `lucciola.bannerClosed.${pair}.infoBanner`);

test.describe('image modal', () => {
  test('one promotion per page view: after the news modal it waits for the next page, then opens after the delay', {
    tag: ANY_WIDTH,
  }, async ({ page, pageErrors: _ }) => {
    expect(itImage.on && itImage.limited && itImage.pages).toEqual([1000]);
    await enter(page, '/it/florence/');
    await page.clock.runFor(DELAY);
    const news = page.getByRole('dialog', { name: itNews.title });
    await expect(news).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1); // one at a time
    await news.getByRole('button', { name: strings('it')['nav.close'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not straight after the news modal: not on this page view at all.
    await page.clock.runFor(DELAY * 3);
    await expectNoDialog(page);

    await page.goto('/it/florence/');
    await hydrated(page);
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

    await modal.getByRole('button', { name: strings('it')['nav.close'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the picture fills its frame, whole, no bands, inside 80 percent of the viewport`, async ({
      page,
      pageErrors: _,
    }) => {
      await page.setViewportSize(viewport);
      await newsClosed(page, 'it.florence');
      await enter(page, '/it/florence/');
      await page.clock.runFor(DELAY);
      const modal = page.getByRole('dialog', { name: strings('it')['modal.image.label'] });
      await expect(modal).toBeVisible();
      const image = modal.locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The frame takes the picture's shape once it has loaded.
      await expect
        .poll(async () => {
          const frame = (await modal.boundingBox())!;
          const picture = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
          return Math.abs(frame.width / frame.height - picture) / picture;
        })
        .toBeLessThan(0.01);
      const frame = (await modal.boundingBox())!;
      const drawn = (await image.boundingBox())!;
      // The picture covers the frame: no band of the frame's background shows around it.
      expect(Math.abs(drawn.width - frame.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(drawn.height - frame.height)).toBeLessThanOrEqual(1);
      // As large as it can be inside 80 percent of the viewport, in one dimension exactly that.
      expect(frame.width).toBeLessThanOrEqual(viewport.width * 0.8 + 1);
      expect(frame.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
      expect(Math.max(frame.width / (viewport.width * 0.8), frame.height / (viewport.height * 0.8))).toBeCloseTo(1, 2);
    });
  }

  test('its call-to-action closes it and goes where it points', { tag: ANY_WIDTH }, async ({ page, pageErrors: _ }) => {
    await newsClosed(page, 'it.florence');
    await enter(page, '/it/florence/');
    await page.clock.runFor(DELAY);
    await page
      .getByRole('dialog', { name: strings('it')['modal.image.label'] })
      .getByRole('link')
      .click();
    await arriveAt(page, '/it/florence/holiday-treats/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a promotion never interrupts the visitor', { tag: ANY_WIDTH }, () => {
  test('while the visitor is typing in a form it waits, takes neither the focus nor a key, and opens a delay after they leave the form', async ({
    page,
    pageErrors: _,
  }) => {
    await enter(page, '/en/florence/contact/');
    const message = page.locator('form.request-form--contact textarea').first();
    const loading = await runUntilVisible(page, message);
    expect(loading).toBeLessThan(DELAY - 1000);
    await message.click();
    await page.keyboard.type('A table');
    await page.clock.runFor(DELAY * 2);
    await page.keyboard.type(' for four');
    await expect(message).toBeFocused();
    await expect(message).toHaveValue('A table for four');
    await expectNoDialog(page);
    // Still in the form, not typing: still nothing.
    await page.clock.runFor(DELAY * 2);
    await expectNoDialog(page);

    // Left the form: the whole delay runs again from then.
    await page.locator('main h1').click();
    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog', { name: enNews.title })).toBeVisible();
  });

  test('never opens over the reservation overlay; a delay after it closes, it does', async ({
    page,
    pageErrors: _,
  }) => {
    await enter(page, '/en/florence/');
    await page.getByRole('button', { name: 'Book a table' }).first().click();
    const overlay = page.getByRole('dialog', { name: 'Osteria Lucciola Florence' });
    const loading = await runUntilVisible(page, overlay);
    expect(loading).toBeLessThan(DELAY - 1000);
    // Away from the form's fields, on the overlay's close button: only the overlay keeps it waiting.
    await overlay.getByRole('button', { name: strings('en')['reserve.close'] }).focus();
    await page.clock.runFor(DELAY * 3);
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: enNews.title })).toHaveCount(0);

    await overlay.getByRole('button', { name: strings('en')['reserve.close'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(DELAY - 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog', { name: enNews.title })).toBeVisible();
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
    // The image modal is for the next page view.
    await page.goto('/it/florence/');
    await expect(page.getByRole('dialog', { name: strings('it')['modal.image.label'] })).toBeVisible({
      timeout: DELAY * 3,
    });
    expect(await axeViolations(page)).toEqual([]);
  });
});
