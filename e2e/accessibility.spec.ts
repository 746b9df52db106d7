/**
 * Zero axe-core violations on every template: the landings, each pair's home, every kind of content page,
 * the 404 pages, the live fallback and the booking's manage page. axe runs inside the page (axe-core from node_modules,
 * no network).
 */
import { allLangSitePairs, ROUTE_LANGS } from '../lib/sites.ts';
import { sitePath } from '../lib/urls.ts';
import { axeViolations } from './axe.ts';
import { closeBanners, expect, test, hydrated } from './fixtures.ts';

const templates = [
  ...ROUTE_LANGS.map((lang) => sitePath(lang)),
  '/en/?landing=holiday',
  ...allLangSitePairs().map(({ lang, site }) => sitePath(lang, site)),
  ...[
    'contact',
    'menu/a-la-carte',
    'menu/tasting-menu',
    'reservation',
    'giardino',
    'giardino/aperitivo',
    'press',
    'press/slow-traveller',
    'shop',
    'shop/food-and-spirits',
    'shop/food-and-spirits/extra-virgin-olive-oil',
    'gift-cards',
    'experiences',
    'treats',
    'privacy-policy',
  ].map((path) => sitePath('en', 'florence', path)),
  '/ja/tokyo/shop/food-and-spirits/extra-virgin-olive-oil/',
  '/ko/seoul/reservation/',
  // The manage page without a token (its other states: e2e/manage.spec.ts).
  '/ko/seoul/reservation/manage/',
  '/en/florence/no/such/page/at/all/',
  '/ja/_404/',
  '/en/florence/press/never-written/',
];

// The news and image banners open 3.5 s after a page is entered, fading in: an axe run that overlapped
// one would judge the contrast of text half faded. e2e/modals.spec.ts runs axe with them open.
test.beforeEach(({ context }) => closeBanners(context));

for (const path of templates) {
  test(`no axe violations on ${path}`, async ({ page, pageErrors: _ }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('open panels', () => {
  test('no axe violations with the location chooser open', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.locator('.site-header__location').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('no axe violations with the mobile menu or the language list open', async ({ page, pageErrors: _ }) => {
    await page.goto('/it/florence/');
    await hydrated(page);
    if (test.info().project.name === 'phone') {
      await page.locator('.site-header__burger').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    } else {
      await page.locator('.language-switcher__button').click();
      await expect(page.locator('#language-list')).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('no axe violations in the cart: empty, with lines, and at the checkout step', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/en/florence/shop/');
    await hydrated(page);
    const cart = page.locator('dialog.cart-panel');
    await page.locator('.site-header__cart').click();
    await expect(cart.getByText('Your cart is empty.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.product-card').first().getByRole('button', { name: 'Add to cart' }).click();
    await expect(cart.locator('.cart-line')).toHaveCount(1);
    await expect(cart.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await cart.getByRole('button', { name: 'Shipping and orders' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
