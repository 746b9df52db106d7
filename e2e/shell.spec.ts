/** The site shell as a visitor meets it: header, clock, location chooser, language switcher, mobile menu. */
import { readFileSync } from 'node:fs';
import { closeBanners, expect, gotoWithoutScripts, hydrated, test } from './fixtures.ts';

const strings = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;

const isPhone = () => test.info().project.name === 'phone';

// The news modal opens 3.5 s after a page is entered; on a busy machine a test can outlast that, and these
// are about the shell (e2e/modals.spec.ts is about the modals).
test.beforeEach(({ context }) => closeBanners(context));

test.describe('header', () => {
  test('shows the logo to the site home, the cart only on cart sites, and no badge at zero', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/en/florence/contact/');
    await expect(page.locator('.site-header__logo')).toHaveAttribute('href', '/en/florence/');
    await expect(page.locator('.site-header__cart')).toHaveCount(1);
    await expect(page.locator('.site-header__badge')).toHaveCount(0);
    for (const path of ['/en/beverlyhills/', '/ja/tokyo/']) {
      await page.goto(path);
      await expect(page.locator('.site-header__cart'), path).toHaveCount(1);
    }
    for (const path of ['/ko/seoul/', '/ja/osaka-garden/']) {
      await page.goto(path);
      await expect(page.locator('.site-header__cart'), path).toHaveCount(0);
    }
  });

  test('splits the navigation in half around the logo on a desktop', async ({ page, pageErrors: _ }) => {
    test.skip(isPhone(), 'the phone shows the burger instead');
    await page.goto('/en/florence/');
    const left = page.locator('.site-header__nav > .nav-list--left > li');
    const right = page.locator('.site-header__nav > .nav-list--right > li');
    await expect(left).toHaveCount(4);
    await expect(right).toHaveCount(4);
    await expect(left.first()).toContainText('Menu');
    await expect(right.first()).toContainText('Press');
  });

  test('opens a submenu from the keyboard and closes it with Escape', async ({ page, pageErrors: _ }) => {
    test.skip(isPhone(), 'submenus are open lists in the mobile menu');
    await page.goto('/en/florence/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu: more pages' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Tasting menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test("tells each site's local time in its own zone, right in summer and in winter", async ({
    page,
    pageErrors: _,
  }) => {
    await page.clock.setFixedTime(new Date('2026-07-15T10:05:00Z'));
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(page.locator('[data-clock="florence"]')).toHaveText('12:05');
    await page.goto('/en/beverlyhills/');
    await hydrated(page);
    await expect(page.locator('[data-clock="beverlyhills"]')).toHaveText('3:05 AM');
    await page.clock.setFixedTime(new Date('2026-01-15T10:05:00Z'));
    await page.goto('/ja/tokyo/');
    await hydrated(page);
    await expect(page.locator('[data-clock="tokyo"]')).toHaveText('19:05');
    await page.goto('/it/florence/');
    await hydrated(page);
    await expect(page.locator('[data-clock="florence"]')).toHaveText('11:05');
  });

  test("reads the clocks of the coming year from the build's zone tables, with no Intl date formatter", async ({
    page,
    pageErrors: _,
  }) => {
    // Inside the tables' span (a week before the build to three years after it), lib/wallClock.ts does the
    // arithmetic itself: the page never makes an Intl.DateTimeFormat, whose first one costs ~50 ms on a phone.
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      (window as unknown as { dateFormatsMade: number }).dateFormatsMade = 0;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args) {
          (window as unknown as { dateFormatsMade: number }).dateFormatsMade += 1;
          return Reflect.construct(target, args);
        },
        apply(target, thisArg, args) {
          (window as unknown as { dateFormatsMade: number }).dateFormatsMade += 1;
          return Reflect.apply(target, thisArg, args);
        },
      });
    });
    const nextYear = new Date().getUTCFullYear() + 1;
    const checks = [
      { at: `${nextYear}-07-15T10:05:00Z`, path: '/en/florence/', site: 'florence', time: '12:05' },
      { at: `${nextYear}-07-15T10:05:00Z`, path: '/en/beverlyhills/', site: 'beverlyhills', time: '3:05 AM' },
      { at: `${nextYear}-01-15T10:05:00Z`, path: '/en/beverlyhills/', site: 'beverlyhills', time: '2:05 AM' },
      { at: `${nextYear}-01-15T10:05:00Z`, path: '/ja/tokyo/', site: 'tokyo', time: '19:05' },
      { at: `${nextYear}-01-15T10:05:00Z`, path: '/it/florence/', site: 'florence', time: '11:05' },
    ];
    for (const { at, path, site, time } of checks) {
      await page.clock.setFixedTime(new Date(at));
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator(`[data-clock="${site}"]`), `${site} at ${at}`).toHaveText(time);
      expect(
        await page.evaluate(() => (window as unknown as { dateFormatsMade: number }).dateFormatsMade),
        `date formatters made on ${path}`,
      ).toBe(0);
    }
  });

  test('ticks on the minute', async ({ page, pageErrors: _ }) => {
    await page.clock.install({ time: new Date('2026-07-15T10:05:50Z') });
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(page.locator('[data-clock="florence"]')).toHaveText('12:05');
    await page.clock.runFor(11_000);
    await expect(page.locator('[data-clock="florence"]')).toHaveText('12:06');
  });

  test('hides on scroll down and returns on scroll up on a long site page, never on an error page', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    const header = page.locator('.site-header');
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveClass(/site-header--hidden/);

    await page.goto('/en/florence/no/such/page/really/');
    await hydrated(page);
    await page.evaluate(() => document.body.style.setProperty('min-height', '400vh'));
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test('the scrolling banner holds still until the page is live, then loops', async ({ page, pageErrors: _ }) => {
    const track = page.locator('.marquee__track');
    // A page whose scripts never arrive stays whole, its banner still.
    await gotoWithoutScripts(page, '/en/florence/');
    await expect(track).toHaveCSS('animation-duration', '25s');
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test("on a touch screen the page's scrollbar waits for the first touch, scripts or not; a mouse's scrollbar always shows", async ({
    page,
    pageErrors: _,
  }) => {
    const scrollbar = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
    // The page's own scripts never arrive: the inline script in <head> is enough.
    await gotoWithoutScripts(page, '/en/florence/');
    if (!isPhone()) {
      expect(await scrollbar()).toBe('auto');
      return;
    }
    expect(await scrollbar()).toBe('none');
    await page.touchscreen.tap(5, 400);
    await expect.poll(scrollbar).toBe('auto');
    await gotoWithoutScripts(page, '/en/florence/menu/a-la-carte/');
    expect(await scrollbar(), 'a new page waits again').toBe('none');
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(scrollbar, 'a scroll by any means shows it').toBe('auto');
  });

  test('sets the header-height variable 300 ms after load', async ({ page, pageErrors: _ }) => {
    const start = new Date('2026-07-15T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/en/florence/');
    await hydrated(page);
    const height = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--header-height'));
    expect(await height()).toBe('');
    await page.clock.runFor(300);
    await expect.poll(height).toMatch(/^\d+px$/);
  });
});

test.describe('location chooser', () => {
  // The news modal opens 3.5 s after hydration and would cover the chooser on a slow run.

  test('lists the other places with their links, seoul as Coming Soon, and gives focus back on Escape', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/ja/osaka-garden/');
    await hydrated(page);
    const button = page.locator('.site-header__location');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'レストランを選ぶ' });
    await expect(panel).toBeVisible();
    const places = panel.locator('.place');
    await expect(places).toHaveCount(4);
    // Florence and Beverly Hills lack Japanese: English; Tokyo has it.
    await expect(panel.locator('.place__button')).toHaveCount(3);
    await expect(panel.locator('a.place__button').nth(0)).toHaveAttribute('href', '/en/florence/');
    await expect(panel.locator('a.place__button').nth(1)).toHaveAttribute('href', '/en/beverlyhills/');
    await expect(panel.locator('a.place__button').nth(2)).toHaveAttribute('href', '/ja/tokyo/');
    await expect(places.nth(3).locator('.place__soon')).toHaveText(strings('ja')['place.comingSoon']!);
    await expect(places.nth(3).locator('a')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('takes the visitor to the chosen place', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.locator('.site-header__location').click();
    await page.getByRole('link', { name: /Visit — Tokyo/ }).click();
    await expect(page).toHaveURL('/en/tokyo/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('language switcher', () => {
  test("lists the site's locales, each to /{code}/{site}, and is absent where the site has one", async ({
    page,
    pageErrors: _,
  }) => {
    test.skip(isPhone(), 'the phone offers languages in the mobile menu');
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    const button = page.locator('.language-switcher__button');
    await button.click();
    await expect(page.locator('#language-list')).toBeVisible();
    await expect(page.locator('#language-list a')).toHaveText(['Italiano', 'English']);
    await page.locator('#language-list a', { hasText: 'Italiano' }).click();
    await expect(page).toHaveURL('/it/florence/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.locator('#language-list')).toBeHidden();

    await page.goto('/en/beverlyhills/');
    await expect(page.locator('.language-switcher')).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(() => test.skip(!isPhone(), 'a phone layout'));
  /** The dialog is titled with the restaurant's name (its first item is often "Menu"). */
  const MENU_TITLE = 'Osteria Lucciola Florence';

  test('shows every item, the reservation link and Change language; closes on Escape', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    const burger = page.locator('.site-header__burger');
    await burger.click();
    const menu = page.getByRole('dialog', { name: MENU_TITLE });
    await expect(menu).toBeVisible();
    await expect(menu.locator('.nav-list > li')).toHaveCount(8);
    await expect(menu.getByRole('link', { name: 'Tasting menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reservation', exact: true })).toHaveAttribute(
      'href',
      '/en/florence/reservation/',
    );
    await expect(menu.getByRole('heading', { name: 'Change language' })).toBeVisible();
    await expect(menu.locator('.mobile-menu__language-list a')).toHaveText(['Italiano', 'English']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('has no language list on a one-language site', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/beverlyhills/');
    await hydrated(page);
    await page.locator('.site-header__burger').click();
    await expect(
      page
        .getByRole('dialog', { name: 'Osteria Lucciola Beverly Hills' })
        .getByRole('heading', { name: 'Change language' }),
    ).toHaveCount(0);
  });

  test('closes when a link is followed and when the window grows past 768 px (after 250 ms)', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.locator('.site-header__burger').click();
    await page.getByRole('dialog', { name: MENU_TITLE }).getByRole('link', { name: 'Press' }).click();
    await expect(page).toHaveURL('/en/florence/press/');
    await expect(page.getByRole('dialog', { name: MENU_TITLE })).toBeHidden();

    await hydrated(page);
    await page.locator('.site-header__burger').click();
    await expect(page.getByRole('dialog', { name: MENU_TITLE })).toBeVisible();
    await page.setViewportSize({ width: 760, height: 800 });
    await page.waitForTimeout(400);
    await expect(page.getByRole('dialog', { name: MENU_TITLE })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('dialog', { name: MENU_TITLE })).toBeHidden();
  });
});

test.describe('footer', () => {
  test("lists places, follow us and the site's languages", async ({ page, pageErrors: _ }) => {
    await page.goto('/it/florence/');
    const footer = page.locator('.site-footer');
    await expect(footer.getByRole('heading', { name: 'I nostri ristoranti' })).toBeVisible();
    await expect(footer.locator('a[href="/it/florence/"]').first()).toBeVisible();
    await expect(footer.locator('a[href="/en/beverlyhills/"]')).toHaveCount(1);
    await expect(footer.getByText(strings('it')['place.comingSoon']!)).toBeVisible();
    await expect(footer.locator('a[hreflang="en"]')).toHaveAttribute('href', '/en/florence/');
  });
});
