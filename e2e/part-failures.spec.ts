/**
 * Each interactive part fails alone (docs/site.md "When a part fails"): the booking flow, a section, the
 * contact form, the cart, the reservation overlay's form, the live fallback page, the manage page and the
 * header are made to throw, one at a time, by the test build's hook (components/errors/TestFault.tsx: a
 * boundary named in `window.__partFaults__` throws as it renders). Each time the part's place shows the
 * notice in the page's language, with a reload button and the restaurant's phone from the page's own
 * footer; the rest of the page stays, another part still works, the error is logged with the part's name,
 * and nothing is left uncaught.
 */
import type { Locator, Page } from '@playwright/test';
import { generateScalePages } from '../booking-service/demo/scaleContent.ts';
import type { UiLang } from '../lib/locales.ts';
import { restaurantContact, telHref } from '../lib/restaurantContact.ts';
import { allLangSitePairs, type SiteId } from '../lib/sites.ts';
import { sitePath } from '../lib/urls.ts';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage, translator } from './bookingSteps.ts';
import { LIVE_ONLY_PAGES } from './env.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.beforeEach(({ context }) => quietPage(context));

let logged: string[] = [];
test.beforeEach(({ page }) => {
  logged = consoleErrors(page);
});
// Every throw was caught by the boundary where it happened: React left none uncaught.
test.afterEach(() => {
  expect(logged.filter((line) => line.includes(': uncaught '))).toEqual([]);
});

/** Makes the boundaries of these names throw on every page the tab opens from now on. */
async function throwIn(page: Page, ...names: string[]): Promise<void> {
  await page.addInitScript((faults) => Object.assign(window, { __partFaults__: faults }), names);
}

/** The console errors the page logs, as text. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

function notice(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-part-failure="${name}"]`);
}

/** The notice says what happened in `lang`, offers a reload, and gives the phone of the page's footer. */
async function expectNotice(page: Page, failure: Locator, lang: UiLang, site: SiteId): Promise<void> {
  const t = translator(lang, site);
  await expect(failure).toBeVisible();
  await expect(failure).toHaveRole('alert');
  await expect(failure).toContainText(t('partFailure.title'));
  await expect(failure).toContainText(t('partFailure.text'));
  await expect(failure.getByRole('button', { name: t('partFailure.reload') })).toBeVisible();
  const { phone } = restaurantContact(site, await page.locator('.site-footer__address span').allTextContents());
  expect(phone, `the footer of ${lang}/${site} gives a phone`).toBeTruthy();
  await expect(failure).toContainText(t('partFailure.call'));
  await expect(failure.locator(`a[href="${telHref(phone!)}"]`)).toHaveText(phone!);
}

/** The header, the footer and the page's main content are there. */
async function expectFrame(page: Page): Promise<void> {
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await expect(page.locator('footer.site-footer a').first()).toBeVisible();
}

/** Another part still works: the header's location button opens the location chooser (the panels part). */
async function expectLocationChooser(page: Page): Promise<void> {
  await page.locator('.site-header__location').click();
  await expect(page.locator('#location-panel')).toBeVisible();
}

test('the booking flow fails alone: its slot says so in Italian, with a reload and the phone', async ({
  page,
  pageErrors: _,
}) => {
  await throwIn(page, 'booking');
  await page.goto(sitePath('it', 'florence', 'reservation'));
  await hydrated(page);
  const slot = page.locator('.form-slot[data-form="booking"]');
  const failure = notice(slot, 'booking');
  await expectNotice(page, failure, 'it', 'florence');
  await expect(slot.locator('.booking')).toHaveCount(0);
  // The section's own heading and the page's title stay: only the flow is gone.
  await expect(slot.locator('h2')).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await expectFrame(page);
  expect(logged).toContainEqual(
    expect.stringContaining('[parts] page › booking: caught Error: a test fault in the booking part'),
  );
  expect(await axeViolations(page)).toEqual([]);
  // The reload is reachable by keyboard, and reloads.
  const reload = failure.getByRole('button', { name: translator('it', 'florence')('partFailure.reload') });
  await reload.focus();
  await expect(reload).toBeFocused();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await hydrated(page);
  await expect(notice(page, 'booking')).toBeVisible();
  await expectLocationChooser(page);
});

test("a section fails alone: the page's other sections stay as they were", async ({ page, pageErrors: _ }) => {
  await throwIn(page, 'section:carousel');
  await page.goto(sitePath('en', 'florence'));
  await hydrated(page);
  const sections = page.locator('main .sections');
  await expectNotice(page, notice(sections, 'section:carousel'), 'en', 'florence');
  await expect(sections.locator('[data-section="carousel"]')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(sections.locator('[data-section="venue"]')).toBeVisible();
  await expectFrame(page);
  await expectLocationChooser(page);
});

test('the contact form fails alone, and the cart still opens', async ({ page, pageErrors: _ }) => {
  await throwIn(page, 'contact');
  await page.goto(sitePath('en', 'florence', 'contact'));
  await hydrated(page);
  const slot = page.locator('.form-slot[data-form="contact"]');
  await expectNotice(page, notice(slot, 'contact'), 'en', 'florence');
  await expect(slot.locator('form')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await expectFrame(page);
  await page.locator('.site-header__cart').click();
  await expect(page.locator('dialog.cart-panel .cart__body')).toBeVisible();
});

test('the cart fails alone inside its panel, in Japanese; Escape closes it and the page goes on', async ({
  page,
  pageErrors: _,
}) => {
  await throwIn(page, 'cart');
  await page.goto(sitePath('ja', 'tokyo'));
  await hydrated(page);
  await page.locator('.site-header__cart').click();
  const panel = page.locator('dialog.cart-panel');
  const failure = notice(panel, 'cart');
  await expectNotice(page, failure, 'ja', 'tokyo');
  expect(await axeViolations(page)).toEqual([]);
  // Inside the modal panel the way on is reachable by keyboard.
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  expect(logged).toContainEqual(expect.stringContaining('[parts] shop › cart: caught Error: a test fault'));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
  await expectFrame(page);
  await expectLocationChooser(page);
});

test("the shop's foothold fails alone: its notice floats under the header, and closes", async ({
  page,
  pageErrors: _,
}) => {
  await throwIn(page, 'shop');
  await page.goto(sitePath('en', 'florence'));
  await hydrated(page);
  const failure = notice(page, 'shop');
  await expectNotice(page, failure, 'en', 'florence');
  await expect(failure).toHaveCSS('position', 'fixed');
  await expect(failure).toBeInViewport();
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await expectFrame(page);
  await expectLocationChooser(page);
});

test("the reservation overlay's form fails alone: the overlay keeps its title and close button", async ({
  page,
  pageErrors: _,
}) => {
  await throwIn(page, 'reserve-form');
  await page.goto(sitePath('en', 'florence'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a table' }).first().click();
  const overlay = page.locator('dialog.reserve-overlay');
  await expectNotice(page, notice(overlay, 'reserve-form'), 'en', 'florence');
  await expect(overlay.locator('#reserve-title')).toBeVisible();
  await expect(overlay.locator('form')).toHaveCount(0);
  await overlay.locator('.reserve-overlay__close').click();
  await expect(overlay).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
  await expectFrame(page);
  await expectLocationChooser(page);
});

test('the live fallback page fails alone: the header and footer stay, and still work', async ({
  page,
  pageErrors: _,
}) => {
  const livePage = generateScalePages(LIVE_ONLY_PAGES, allLangSitePairs()).find(
    (each) => each.data.lang === 'ja' && each.data.site === 'tokyo',
  )!;
  await throwIn(page, 'page');
  await page.goto(sitePath('ja', 'tokyo', livePage.data.path));
  await hydrated(page);
  await expectNotice(page, notice(page.locator('main'), 'page'), 'ja', 'tokyo');
  await expectFrame(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectLocationChooser(page);
});

test('the manage page fails alone, in Korean: the header and footer stay, and still work', async ({
  page,
  pageErrors: _,
}) => {
  await throwIn(page, 'page');
  await page.goto(`${sitePath('ko', 'seoul', 'reservation/manage')}#token=${'a'.repeat(43)}`);
  await hydrated(page);
  await expectNotice(page, notice(page.locator('main'), 'page'), 'ko', 'seoul');
  await expectFrame(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectLocationChooser(page);
});

test('the header fails alone: the page and its booking flow stay and work', async ({ page, pageErrors: _ }) => {
  await throwIn(page, 'header');
  const booking = new BookingSteps(page, 'en', 'florence');
  await booking.open();
  await expectNotice(page, notice(page, 'header'), 'en', 'florence');
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await booking.toTime();
});
