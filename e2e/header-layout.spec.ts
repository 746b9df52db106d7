/**
 * The header's layout and names on every site and language, at the widths visitors have: the navigation on
 * one row or the burger, the wordmark on one line, the location chooser's grid, the menu on a tablet, the
 * cart's and the landmarks' names, the clock before the scripts run.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cartCountKey } from '../lib/cart.ts';
import { TIMINGS } from '../lib/limits.ts';
import { allLangSitePairs, ROUTE_LANGS, type Lang, type SiteId } from '../lib/sites.ts';
import { closeBanners, expect, gotoWithoutScripts, hydrated, test } from './fixtures.ts';

const strings = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;
const isPhone = () => test.info().project.name === 'phone';
const SITE_PAGES = allLangSitePairs().map(({ lang, site }) => `/${lang}/${site}/`);

test.beforeEach(({ context }) => closeBanners(context));

/** A cart of `count` items remembered for every cart site and language, so the badge shows at once. */
async function rememberCartCount(page: Page, count: number) {
  const keys = allLangSitePairs().map(({ lang, site }) => cartCountKey(site, lang));
  await page.addInitScript(
    ([names, value]) => {
      for (const name of names) localStorage.setItem(name, value);
    },
    [keys, String(count)] as const,
  );
}

/** What is wrong with the header bar as laid out now: items on a second row, overlaps, clipping. */
function barProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const box = (element: Element) => element.getBoundingClientRect();
    const shown = (element: Element) => getComputedStyle(element).display !== 'none' && box(element).width > 0;
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const bar = document.querySelector('.site-header__bar')!;
    const logo = document.querySelector('.site-header__logo')!;
    const burger = document.querySelector('.site-header__burger');
    const items = [...bar.querySelectorAll('.site-header__nav > .nav-list > li')].filter(shown);
    const burgerShown = burger !== null && shown(burger);
    if (burgerShown && items.length > 0) problems.push('burger and navigation both shown');
    if (!burgerShown && burger !== null && items.length === 0) problems.push('neither burger nor navigation');
    const rows = new Set(items.map((item) => Math.round(box(item).top)));
    if (rows.size > 1) problems.push(`navigation on ${rows.size} rows`);
    const logoWord = document.querySelector('.logo-word')!;
    const lineHeight = parseFloat(getComputedStyle(logoWord).fontSize) * 1.1;
    if (box(logoWord).height > lineHeight * 1.5) problems.push('wordmark on two lines');
    const others = [...items, ...bar.querySelectorAll('.site-header__burger, .site-header__tools > *')].filter(shown);
    for (const other of others)
      if (overlap(box(other), box(logo)))
        problems.push(`"${other.textContent?.trim() || other.className}" overlaps the logo`);
    for (let i = 0; i < others.length; i++)
      for (let j = i + 1; j < others.length; j++) {
        if (overlap(box(others[i]!), box(others[j]!)))
          problems.push(`"${others[i]!.textContent?.trim()}" overlaps "${others[j]!.textContent?.trim()}"`);
      }
    for (const element of [logo, ...others, ...bar.querySelectorAll('.nav-list__link')].filter(shown)) {
      const { left, right } = box(element);
      if (left < 0 || right > document.documentElement.clientWidth + 0.5)
        problems.push(`"${element.textContent?.trim()}" outside the window`);
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible')
        problems.push(`"${element.textContent?.trim()}" clipped`);
    }
    if (bar.scrollWidth > bar.clientWidth + 1) problems.push('the bar overflows');
    return problems;
  });
}

test.describe('header layout', () => {
  test('holds the navigation on one row from 1024 px up on every site and language, or shows the burger', async ({
    page,
    pageErrors: _,
  }) => {
    test.skip(isPhone(), 'desktop widths');
    test.setTimeout(120_000);
    await rememberCartCount(page, 12);
    const seen: string[] = [];
    for (const path of SITE_PAGES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await hydrated(page);
      for (const width of [1024, 1152, 1280, 1366, 1440, 1680]) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await barProblems(page);
        expect(problems, `${path} at ${width} px`).toEqual([]);
        if (await page.locator('.site-header__burger').isHidden()) seen.push(`${path}@${width}`);
      }
    }
    // The navigation is not simply hidden everywhere: every page shows it at 1440 px.
    for (const path of SITE_PAGES) expect(seen, path).toContain(`${path}@1440`);
  });

  test('keeps the wordmark on one line, beside the burger and the buttons, on a 320 px phone', async ({
    page,
    pageErrors: _,
  }) => {
    await rememberCartCount(page, 12);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of SITE_PAGES) {
      await page.goto(path);
      await hydrated(page);
      expect(await barProblems(page), `${path} at 320 px`).toEqual([]);
    }
  });
});

test.describe('location chooser layout', () => {
  test("shows a coming-soon place's status once, in the page's language", async ({ page, pageErrors: _ }) => {
    for (const path of ['/it/florence/', '/ja/tokyo/', '/en/florence/', '/ko/']) {
      const lang = path.split('/')[1]!;
      await page.goto(path);
      await hydrated(page);
      await page.locator('.site-header__location').click();
      const seoul = page.locator('#location-panel .place').filter({ has: page.locator('.place__soon') });
      await expect(seoul, path).toHaveCount(1);
      const soon = strings(lang)['place.comingSoon']!;
      await expect(seoul.getByText(soon, { exact: true }), path).toHaveCount(1);
      if (lang !== 'en') await expect(seoul.getByText(/coming soon/i), path).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  test("lays the landing's five places out with none alone on a row, at every width", async ({
    page,
    pageErrors: _,
  }) => {
    test.skip(isPhone(), 'widths set by the test');
    test.setTimeout(90_000);
    for (const lang of ROUTE_LANGS) {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.goto(`/${lang}/`);
      await hydrated(page);
      await page.locator('.site-header__location').click();
      const places = page.locator('#location-panel .place');
      await expect(places).toHaveCount(5);
      await expect(page.locator('#location-panel')).toBeVisible();
      for (const width of [820, 1024, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 1000 });
        const rows = await places.evaluateAll((items) => {
          const counts = new Map<number, number>();
          for (const item of items) {
            const top = Math.round(item.getBoundingClientRect().top);
            counts.set(top, (counts.get(top) ?? 0) + 1);
          }
          return [...counts.values()];
        });
        expect(
          rows.every((count) => count > 1),
          `/${lang}/ at ${width} px: places per row ${rows.join(', ')}`,
        ).toBe(true);
      }
    }
  });
});

/**
 * Resizes the viewport and runs the menu's resize debounce out on the page's clock (installed by the
 * test) once the browser has fired the resize: the menu then reads the new size as it settled.
 */
async function resizeSettled(page: Page, size: { width: number; height: number }) {
  await page.evaluate(() => {
    (window as unknown as { resized: Promise<void> }).resized = new Promise((done) =>
      window.addEventListener('resize', () => done(), { once: true }),
    );
  });
  await page.setViewportSize(size);
  await page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized);
  await page.clock.runFor(TIMINGS.resizeDebounceMs);
  // React renders what the debounce changed in a task of its scheduler's; a task queued after it sees
  // the result.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('mobile menu on a tablet', () => {
  test('stays open when only the height changes (keyboard, URL bar) and closes when the navigation takes its place', async ({
    page,
    pageErrors: _,
  }) => {
    // The page's clock is Playwright's, running in real time: the menu's resize debounce is run out
    // on it once the browser has fired the resize, rather than waited for.
    await page.clock.install();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/en/florence/');
    await hydrated(page);
    const burger = page.locator('.site-header__burger');
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await resizeSettled(page, { width: 820, height: 780 });
    await expect(burger, 'after the keyboard opened').toHaveAttribute('aria-expanded', 'true');
    await expect(menu, 'after the keyboard opened').toBeVisible();
    await resizeSettled(page, { width: 820, height: 1180 });
    await expect(burger, 'after the keyboard closed').toHaveAttribute('aria-expanded', 'true');
    await expect(menu, 'after the keyboard closed').toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(menu, 'the split navigation shows at 1440 px').toBeHidden();
  });
});

test.describe('header names', () => {
  const cases: { site: SiteId; lang: Lang; count: number; name: string }[] = [
    { site: 'florence', lang: 'en', count: 1, name: 'Cart, 1 item in the cart' },
    { site: 'florence', lang: 'en', count: 2, name: 'Cart, 2 items in the cart' },
    { site: 'florence', lang: 'it', count: 1, name: 'Carrello, 1 articolo nel carrello' },
    { site: 'florence', lang: 'it', count: 3, name: 'Carrello, 3 articoli nel carrello' },
    { site: 'tokyo', lang: 'ja', count: 1, name: 'カート, カートに1点' },
  ];
  test("names the cart with the count's plural form in the page's language", async ({ page, pageErrors: _ }) => {
    for (const { site, lang, count, name } of cases) {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await page.goto(`/${lang}/${site}/`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        cartCountKey(site, lang),
        String(count),
      ] as const);
      await page.reload();
      await hydrated(page);
      await expect(page.locator('.site-header__cart'), `${lang}/${site} with ${count}`).toHaveAccessibleName(name);
    }
  });

  test('has one navigation landmark in the header, named once', async ({ page, pageErrors: _ }) => {
    test.skip(isPhone(), 'the split navigation');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/florence/');
    const landmarks = page.getByRole('banner').getByRole('navigation');
    await expect(landmarks).toHaveCount(1);
    await expect(landmarks).toHaveAccessibleName('Main navigation');
    await expect(landmarks.getByRole('link', { name: 'Press' })).toBeVisible();
    await expect(landmarks.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  });

  test("titles the mobile menu with the restaurant's name, not with its first item", async ({
    page,
    pageErrors: _,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.locator('.site-header__burger').click();
    const menu = page.getByRole('dialog', { name: 'Osteria Lucciola Florence' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Osteria Lucciola Florence' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('header clock', () => {
  /** What the clock shows: its text, or the time the head script wrote before the page's scripts ran. */
  const shownTime = (page: Page, site: SiteId) =>
    page.locator(`[data-clock="${site}"]`).evaluate((element) => {
      const text = element.textContent ?? '';
      if (text) return text;
      const content = getComputedStyle(element, '::before').content;
      return content === 'none' || content === 'normal' ? '' : (JSON.parse(content) as string);
    });

  test("shows the site's time in the page as first painted, before and without its scripts", async ({
    page,
    pageErrors: _,
  }) => {
    // A summer inside the build's zone tables (a week before the build to three years after).
    const nextYear = new Date().getUTCFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-07-15T10:05:00Z`));
    for (const [path, site, time] of [
      ['/it/florence/', 'florence', '12:05'],
      ['/ja/tokyo/', 'tokyo', '19:05'],
      ['/en/beverlyhills/', 'beverlyhills', '3:05 AM'],
    ] as const) {
      await gotoWithoutScripts(page, path);
      expect(await shownTime(page, site), path).toBe(time);
      await expect(page.locator('.site-header'), path).not.toContainText('--:--');
    }
  });

  test("shows Beverly Hills' time on a 12-hour clock with AM and PM once live, and 24 hours elsewhere", async ({
    page,
    pageErrors: _,
  }) => {
    await page.clock.setFixedTime(new Date('2026-07-15T22:05:00Z'));
    await page.goto('/en/beverlyhills/');
    await hydrated(page);
    await expect(page.locator('[data-clock="beverlyhills"]')).toHaveText('3:05 PM');
    await expect(page.locator('[data-clock="beverlyhills"]')).toHaveAttribute('datetime', '15:05');
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(page.locator('[data-clock="florence"]')).toHaveText('00:05');
  });
});
