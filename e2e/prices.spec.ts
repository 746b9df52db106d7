/**
 * One money format per page language and currency, everywhere a visitor reads money: the menus, the
 * shop's cards and product pages, the cart, and the booking flow's extras, card guarantee and summary.
 * The rule (lib/price.ts): the currency's symbol and decimals (yen and won none, on every site), the
 * marks between the digits as the page's reader writes them: an Italian page "€ 1.234,50", an English
 * or a Japanese one "€1,234.50", "¥25,000", "$1,234.50". The copy on a page writes its amounts the same
 * way ("25,000円").
 */
import type { Locator } from '@playwright/test';
import type { Lang, SiteId } from '../lib/sites.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';

/** What every price of a currency must look like on a page of the language, whole text. */
const FORMAT = {
  'it/EUR': /^€\u00a0\d{1,3}(?:\.\d{3})*,\d{2}$/,
  'en/EUR': /^€\d{1,3}(?:,\d{3})*\.\d{2}$/,
  'ja/JPY': /^¥\d{1,3}(?:,\d{3})*$/,
  'en/USD': /^\$\d{1,3}(?:,\d{3})*\.\d{2}$/,
} as const;

/** Yen written with a dot between thousands, which a Japanese reader takes for a decimal point. */
const DOTTED_YEN = /[¥￥]\s?\d{1,3}(?:\.\d{3})+(?!\d)|\d{1,3}(?:\.\d{3})+\s?円/;

interface Case {
  lang: Lang;
  site: SiteId;
  format: keyof typeof FORMAT;
  /** The shop's pages, where the site has a shop. */
  shop: boolean;
  /** The celebration cake (an extra of every site's booking flow) and the card guarantee's penalty, as shown. */
  cake: string;
  penalty: string;
}

const CASES: Case[] = [
  { lang: 'it', site: 'florence', format: 'it/EUR', shop: true, cake: '€\u00a035,00', penalty: '€\u00a0150,00' },
  { lang: 'en', site: 'florence', format: 'en/EUR', shop: false, cake: '€35.00', penalty: '€150.00' },
  { lang: 'ja', site: 'tokyo', format: 'ja/JPY', shop: true, cake: '¥5,000', penalty: '¥25,000' },
  { lang: 'ja', site: 'osaka-garden', format: 'ja/JPY', shop: false, cake: '¥5,000', penalty: '¥25,000' },
  { lang: 'en', site: 'beverlyhills', format: 'en/USD', shop: true, cake: '$45.00', penalty: '$175.00' },
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

for (const { lang, site, format, shop, cake, penalty } of CASES) {
  test(`${lang}/${site}: menus, shop, cart and booking flow write money one way (${format})`, async ({
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
      for (const price of prices) expect(price, `a price of the ${menu} menu`).toMatch(FORMAT[format]);
    }

    if (shop) {
      // The shop's cards, a product page, and the cart: a card's price is the cart line's and the total's.
      await page.goto(`/${lang}/${site}/shop/`);
      await hydrated(page);
      for (const price of await pricesOf(page.locator('.product-card__price')))
        expect(price, 'a price in the shop').toMatch(FORMAT[format]);
      const card = page.locator('.product-card').first();
      const cardPrice = (await card.locator('.product-card__price').innerText()).trim();
      await card.locator('.product-card__add').click();
      const cart = page.locator('dialog.cart-panel');
      await expect(cart.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true');
      await expect(cart.locator('.cart-line__price').first()).toHaveText(cardPrice);
      await expect(cart.locator('.cart__total strong')).toHaveText(cardPrice);
      await page.keyboard.press('Escape');
      await card.locator('.product-card__link').click();
      await expect(page.locator('.product__price')).toHaveText(FORMAT[format]);
    }

    // The booking flow: each extra's price, the card guarantee's penalty, the summary's lines and total.
    await steps.open();
    await steps.toExtras();
    await expect(steps.slot.getByText(steps.t('booking.extras.price', { price: cake }), { exact: true })).toBeVisible();
    for (const note of await steps.slot.locator('.booking-choice__note').allInnerTexts()) {
      const amount = note.replace(steps.t('booking.extras.price', { price: '' }).trim(), '').trim();
      if (note !== steps.t('booking.extras.included')) expect(amount, "an extra's price").toMatch(FORMAT[format]);
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

test('/ja/tokyo/: no yen amount reads as a decimal, and the policy copy and the flow state the penalty alike', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(90_000);
  const steps = new BookingSteps(page, 'ja', 'tokyo');
  const textOf = async () => {
    await hydrated(page);
    return page.locator('body').innerText();
  };
  for (const path of ['menu/a-la-carte/', 'menu/tasting-menu/', 'shop/', 'terms-conditions/']) {
    await page.goto(`/ja/tokyo/${path}`);
    expect(await textOf(), path).not.toMatch(DOTTED_YEN);
  }

  await steps.open();
  // The reservation page's own copy states the penalty as Japanese prose writes it ("25,000円").
  const copy = [...(await textOf()).matchAll(/([\d,.]+)円/g)].map((match) => match[1]);
  expect(copy.length, 'the policy copy names the penalty in yen').toBeGreaterThan(0);
  await steps.toExtras();
  expect(await textOf(), 'the extras').not.toMatch(DOTTED_YEN);
  await steps.chooseExtra('celebration-cake');
  await steps.toCard({ name: '花子', surname: '佐藤', furiganaName: 'ハナコ', furiganaSurname: 'サトウ' });
  await steps.toSummary();
  const summary = await textOf();
  expect(summary, 'the summary').not.toMatch(DOTTED_YEN);
  // The flow's penalty is the copy's figure, grouped the same way.
  const terms = await steps.slot.locator('.booking-terms').innerText();
  const charged = /¥([\d,.]+)/.exec(terms)?.[1];
  expect(charged).toBeDefined();
  expect(copy).toContain(charged);
});
