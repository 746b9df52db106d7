/**
 * One price format everywhere a visitor reads money: the menus, the shop's cards and product pages, the
 * cart, and the booking flow's extras, card guarantee and summary. The rule (lib/price.ts): the currency's
 * symbol, then thousands separated by a dot and two-digit cents after a comma; yen and won without
 * decimals on every site; US dollars as an American reader writes them.
 */
import type { Locator } from '@playwright/test';
import type { Lang, SiteId } from '../lib/sites.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test } from './fixtures.ts';

/** What every price of a currency must look like, whole text. */
const FORMAT = {
  EUR: /^€\u00a0\d{1,3}(?:\.\d{3})*,\d{2}$/,
  JPY: /^¥\u00a0\d{1,3}(?:\.\d{3})*$/,
  USD: /^\$\d{1,3}(?:,\d{3})*\.\d{2}$/,
} as const;

interface Case {
  lang: Lang;
  site: SiteId;
  currency: keyof typeof FORMAT;
  /** The shop's pages, where the site has a shop. */
  shop: boolean;
  /** The celebration cake (an extra of every site's booking flow) and the card guarantee's penalty, as shown. */
  cake: string;
  penalty: string;
}

const CASES: Case[] = [
  { lang: 'it', site: 'florence', currency: 'EUR', shop: true, cake: '€\u00a035,00', penalty: '€\u00a0150,00' },
  { lang: 'ja', site: 'tokyo', currency: 'JPY', shop: true, cake: '¥\u00a05.000', penalty: '¥\u00a025.000' },
  { lang: 'ja', site: 'osaka-garden', currency: 'JPY', shop: false, cake: '¥\u00a05.000', penalty: '¥\u00a025.000' },
  { lang: 'en', site: 'beverlyhills', currency: 'USD', shop: true, cake: '$45.00', penalty: '$175.00' },
];

test.beforeEach(({ context }) => quietPage(context));

/**
 * The prices as a visitor reads them: sections below the fold skip rendering (content-visibility) until scrolled to.
 */
async function pricesOf(locator: Locator): Promise<string[]> {
  await expect(locator.first()).toBeVisible();
  const prices: string[] = [];
  for (const price of await locator.all()) {
    await price.scrollIntoViewIfNeeded();
    prices.push((await price.innerText()).trim());
  }
  return prices;
}

for (const { lang, site, currency, shop, cake, penalty } of CASES) {
  test(`${lang}/${site}: menus, shop, cart and booking flow write ${currency} the same way`, async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(90_000);
    const steps = new BookingSteps(page, lang, site);
    const onRequest = steps.t('menu.priceOnRequest');

    // The menus.
    for (const menu of ['a-la-carte', 'tasting-menu']) {
      await page.goto(`/${lang}/${site}/menu/${menu}/`);
      const prices = (await pricesOf(page.locator('.menu__price'))).filter((text) => text !== onRequest);
      expect(prices.length, `prices on the ${menu} menu`).toBeGreaterThan(0);
      for (const price of prices) expect(price, `a price of the ${menu} menu`).toMatch(FORMAT[currency]);
    }

    if (shop) {
      // The shop's cards, a product page, and the cart: a card's price is the cart line's and the total's.
      await page.goto(`/${lang}/${site}/shop/`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      for (const price of await pricesOf(page.locator('.product-card__price')))
        expect(price, 'a price in the shop').toMatch(FORMAT[currency]);
      const card = page.locator('.product-card').first();
      const cardPrice = (await card.locator('.product-card__price').innerText()).trim();
      await card.locator('.product-card__add').click();
      const cart = page.locator('dialog.cart-panel');
      await expect(cart.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true');
      await expect(cart.locator('.cart-line__price').first()).toHaveText(cardPrice);
      await expect(cart.locator('.cart__total strong')).toHaveText(cardPrice);
      await page.keyboard.press('Escape');
      await card.locator('.product-card__link').click();
      await expect(page.locator('.product__price')).toHaveText(FORMAT[currency]);
    }

    // The booking flow: each extra's price, the card guarantee's penalty, the summary's lines and total.
    await steps.open();
    await steps.toExtras();
    await expect(steps.slot.getByText(steps.t('booking.extras.price', { price: cake }), { exact: true })).toBeVisible();
    for (const note of await steps.slot.locator('.booking-choice__note').allInnerTexts()) {
      const amount = note.replace(steps.t('booking.extras.price', { price: '' }).trim(), '').trim();
      if (note !== steps.t('booking.extras.included')) expect(amount, "an extra's price").toMatch(FORMAT[currency]);
    }
    await steps.chooseExtra('celebration-cake');
    await steps.toCard({ name: 'Anna', surname: 'Rossi' });
    await expect(steps.slot).toContainText(penalty);
    await steps.toSummary();
    await expect(steps.slot.locator('.booking-summary')).toContainText(cake);
    await expect(steps.slot.locator('.booking-summary__total')).toContainText(cake);
    await expect(steps.slot.locator('.booking-terms')).toContainText(penalty);
  });
}
