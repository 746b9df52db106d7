/**
 * The shop as a shopper meets it, on the built site with the storefront stand-in as the store: add to the
 * cart, the caps, removal, reload, expired and completed carts, the consents of the checkout step, failures,
 * two tabs, and the sites without a cart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cartStorageKey } from '../lib/cart.ts';
import { TIMINGS } from '../lib/limits.ts';
import { STOREFRONT_URL } from './env.ts';
import { closeBanners, expect, test, hydrated } from './fixtures.ts';

const STORE = new URL(STOREFRONT_URL).origin;

/** The built chunks holding the shop's code: the Storefront documents, or the cart panel's markup. */
function shopChunks(): string[] {
  const dir = 'dist/client/assets/chunks';
  return readdirSync(dir).filter((name) => /cartLinesAdd|checkout-step__/.test(readFileSync(`${dir}/${name}`, 'utf8')));
}

// The news modals are another spec's subject (modals.spec.ts): here they have been seen and closed.
test.beforeEach(({ context }) => closeBanners(context));

/** The cart as a shopper works it (after Hydrogen's e2e `CartUtil`). */
class Cart {
  constructor(private readonly page: Page) {}

  get panel() {
    return this.page.locator('dialog.cart-panel');
  }
  get lines() {
    return this.panel.locator('.cart-line');
  }
  line(title: string | RegExp) {
    return this.lines.filter({ hasText: title });
  }
  get badge() {
    return this.page.locator('.site-header__badge');
  }

  async ready(path: string) {
    await this.page.goto(path);
    await hydrated(this.page);
  }

  /** Adds from a product card of the page and waits for the store's answer. */
  async add(title: string) {
    await this.page
      .locator('.product-card')
      .filter({ hasText: title })
      .getByRole('button', { name: /add to cart|carrello|カート/i })
      .click();
    await this.settled();
  }

  async settled() {
    await expect(this.panel).toBeVisible();
    await expect(this.panel.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true');
  }

  async open() {
    await this.page.locator('.site-header__cart').click();
    await this.settled();
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.panel).toBeHidden();
  }

  quantity(title: string | RegExp) {
    return this.line(title).locator('.cart-line__count');
  }

  async more(title: string) {
    await this.line(title)
      .getByRole('button', { name: /^One more/ })
      .click();
    await this.settled();
  }

  storedId() {
    return this.page.evaluate((key) => localStorage.getItem(key), cartStorageKey('florence', 'en'));
  }
}

test.describe('cart', () => {
  test('adds a product from the shop: the cart opens with the line, the badge counts it', async ({
    page,
    pageErrors: _,
  }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Extra Virgin Olive Oil');
    await expect(cart.line('Extra Virgin Olive Oil')).toContainText('€24.00');
    await expect(cart.quantity('Extra Virgin Olive Oil')).toHaveText('1');
    await expect(cart.panel.locator('#cart-title')).toContainText('(01)');
    // The heading speaks its count with the language's plural rules: one item, never "1 items".
    await expect(cart.panel.getByRole('heading', { name: 'Cart 1 item', exact: true })).toBeVisible();
    await expect(cart.panel.locator('.cart__total')).toContainText('€24.00');
    await expect(cart.panel.locator('.cart-line__image')).toHaveAttribute('src', /product-extra-virgin-olive-oil/);
    await cart.close();
    await expect(cart.badge).toHaveText('01');
    // Focus returns to the control that opened the cart.
    await expect(
      page.locator('.product-card').filter({ hasText: 'Extra Virgin Olive Oil' }).getByRole('button'),
    ).toBeFocused();
  });

  test('caps a line at 20, and a herbarium plate at 8, refusing more silently', async ({ page, pageErrors: _ }) => {
    test.setTimeout(60_000);
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Herbarium Soup Bowl');
    for (let quantity = 2; quantity <= 8; quantity++) await cart.more('Herbarium Soup Bowl');
    await expect(cart.quantity('Herbarium Soup Bowl')).toHaveText('8');
    await expect(cart.line('Herbarium Soup Bowl').getByRole('button', { name: /^One more/ })).toBeDisabled();
    await cart.close();
    await cart.add('Herbarium Soup Bowl');
    await expect(cart.quantity('Herbarium Soup Bowl')).toHaveText('8');
    await expect(cart.panel.getByRole('alert')).toHaveCount(0);

    await cart.close();
    await cart.add('Wildflower Honey');
    for (let quantity = 2; quantity <= 20; quantity++) await cart.more('Wildflower Honey');
    await expect(cart.quantity('Wildflower Honey')).toHaveText('20');
    await cart.close();
    await cart.add('Wildflower Honey');
    await expect(cart.quantity('Wildflower Honey')).toHaveText('20');
    await expect(cart.panel.locator('#cart-title')).toContainText('(28)');
  });

  test("removes a line with 'Item successfully removed' for 6 seconds, then shows the empty cart", async ({
    page,
    pageErrors: _,
  }) => {
    // The page's clock is Playwright's, running in real time until it is moved on past the notice's timer.
    await page.clock.install();
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Aged Balsamic Vinegar');
    await cart
      .line('Aged Balsamic Vinegar')
      .getByRole('button', { name: /^Remove .*Aged Balsamic Vinegar/ })
      .click();
    const notice = cart.panel.locator('.cart__status');
    await expect(notice).toHaveText('Item successfully removed');
    await expect(cart.lines).toHaveCount(0);
    await expect(cart.panel.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute(
      'href',
      '/en/florence/shop/',
    );
    await expect(cart.panel.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await page.clock.fastForward(TIMINGS.removalNoticeMs - 1000);
    await expect(notice).toHaveText('Item successfully removed');
    await page.clock.fastForward(1000);
    await expect(notice).toBeEmpty();
    await expect(cart.badge).toHaveCount(0);
  });

  test('works from the keyboard: focus stays on the stepper while the cart updates', async ({
    page,
    pageErrors: _,
  }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Lucciola Panettone');
    const more = cart.line(/Panettone/).getByRole('button', { name: /^One more/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cart.quantity(/Panettone/)).toHaveText('2');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cart.quantity(/Panettone/)).toHaveText('3');
    await expect(more).toBeFocused();
    await cart
      .line(/Panettone/)
      .getByRole('button', { name: /^Remove/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(cart.lines).toHaveCount(0);
    await expect(cart.panel.locator('#cart-title')).toBeFocused();
  });

  test('keeps the cart across a reload, under a key of site and language', async ({ page, pageErrors: _ }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/food-and-spirits/lucciola-panettone/');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await cart.settled();
    const id = await cart.storedId();
    expect(id).toMatch(/^gid:\/\/shopify\/Cart\//);
    await page.reload();
    await expect(cart.badge).toHaveText('01');
    await cart.open();
    await expect(cart.line(/Panettone/)).toBeVisible();
    expect(await cart.storedId()).toBe(id);
    // Italian is another cart (rules §cart: a key built from site and language).
    await cart.ready('/it/florence/');
    await expect(cart.badge).toHaveCount(0);
  });

  test('starts anew when the stored cart is unknown or expired, and after a completed checkout', async ({
    page,
    pageErrors: _,
  }) => {
    const cart = new Cart(page);
    const stale = 'gid://shopify/Cart/expired0cart0token?key=stalekey';
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [cartStorageKey('florence', 'en'), stale] as const,
    );
    await cart.ready('/en/florence/shop/');
    await cart.open();
    await expect(cart.lines).toHaveCount(0);
    expect(await cart.storedId()).toBeNull();
    await cart.close();
    await cart.add('Wildflower Honey');
    const first = await cart.storedId();
    expect(first).not.toBe(stale);

    // Pay on the store's checkout page: the cart is completed and reads as null from then on.
    await page.goto(await checkoutUrl(page));
    await page.getByRole('button', { name: 'Place demo order' }).click();
    await expect(page.getByRole('heading', { name: /Order placed/ })).toBeVisible();
    await cart.ready('/en/florence/shop/');
    await cart.add('Wildflower Honey');
    await expect(cart.quantity('Wildflower Honey')).toHaveText('1');
    expect(await cart.storedId()).not.toBe(first);
  });

  test('accepts a cart id from the checkout query parameter', async ({ page, browser, pageErrors: _ }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Aged Balsamic Vinegar');
    const id = (await cart.storedId())!;
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(`/en/florence/?checkout=${encodeURIComponent(id)}`);
    await hydrated(visitor);
    await visitor.locator('.site-header__cart').click();
    await expect(visitor.locator('.cart-line')).toContainText('Aged Balsamic Vinegar');
    await expect(visitor).toHaveURL(/\/en\/florence\/$/);
    await other.close();
  });
});

/** The stored cart's checkout URL, read from the checkout step's final link. */
async function checkoutUrl(page: Page): Promise<string> {
  const cart = new Cart(page);
  if (!(await cart.panel.isVisible())) await cart.open();
  await cart.panel.getByRole('button', { name: 'Checkout' }).click();
  await cart.panel.getByRole('checkbox').check();
  return (await cart.panel.getByRole('link', { name: 'Go to payment' }).getAttribute('href'))!;
}

test.describe('checkout step', () => {
  test('gates the checkout link behind the terms box; back returns to the cart', async ({ page, pageErrors: _ }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Lucciola Panettone');
    await cart.panel.getByRole('button', { name: 'Checkout' }).click();
    const pay = cart.panel.getByRole('link', { name: 'Go to payment' });
    await expect(pay).toHaveCount(0);
    await expect(cart.panel.getByRole('button', { name: 'Go to payment' })).toBeDisabled();
    await expect(cart.panel.getByRole('checkbox')).toHaveCount(1);
    await cart.panel.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await expect(pay).toHaveAttribute('href', new RegExp(`^${STORE}/florence/cart/c/[A-Za-z0-9_-]+\\?key=`));
    await expect(cart.panel.getByText('Shipping costs depend on the destination')).toBeVisible();

    const more = cart.panel.getByRole('button', { name: 'Shipping and orders' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(cart.panel.getByText('Product orders are prepared within three days')).toBeVisible();

    await cart.panel.getByRole('button', { name: /Back to the cart/ }).click();
    await expect(cart.line(/Panettone/)).toBeVisible();
  });

  test('shows the alcohol age notice with the tax code in the Italian text', async ({ page, pageErrors: _ }) => {
    const cart = new Cart(page);
    await cart.ready('/it/florence/shop/');
    await cart.add('Amaro della Lucciola');
    await cart.panel.getByRole('button', { name: "Procedi all'acquisto" }).click();
    await expect(cart.panel.locator('.checkout-step__alcohol')).toContainText('codice fiscale');
  });

  test('wraps the checkout link in the app address inside the mobile app', async ({ page, pageErrors: _ }) => {
    const cart = new Cart(page);
    await cart.ready('/en/beverlyhills/shop/?app=1');
    await cart.add('Lucciola Panettone');
    const href = await checkoutUrl(page);
    expect(href).toMatch(/^osterialucciola:\/\/open\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fbeverlyhills%2Fcart%2Fc%2F/);
  });
});

test.describe('sites and prices', () => {
  test('tokyo shows yen without decimals, hides the shipping disclaimer, dispatches in 2–3 business days', async ({
    page,
    pageErrors: _,
  }) => {
    const cart = new Cart(page);
    await cart.ready('/ja/tokyo/shop/');
    const card = page.locator('.product-card').filter({ hasText: 'オリーブオイル' });
    await expect(card.locator('.product-card__price')).toHaveText('¥3,800');
    await card.getByRole('button').click();
    await cart.settled();
    await expect(cart.lines.first()).toContainText('¥3,800');
    await expect(cart.panel.locator('.cart__total')).toContainText('¥3,800');
    await cart.panel.getByRole('button', { name: '購入手続きへ' }).click();
    await expect(cart.panel.locator('.checkout-step__shipping')).toHaveCount(0);
    await expect(cart.panel).toContainText('約2〜3営業日');
  });

  test('marks a product the store cannot sell as sold out', async ({ page, pageErrors: _ }) => {
    await new Cart(page).ready('/en/florence/shop/food-and-spirits/');
    const card = page.locator('.product-card').filter({ hasText: 'Limoncello' });
    await expect(card.getByRole('button')).toHaveText('Sold out');
    await expect(card.getByRole('button')).toBeDisabled();
  });

  test('offers no cart on seoul and osaka-garden, and never calls a store there', async ({ page, pageErrors: _ }) => {
    const storeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(STORE)) storeCalls.push(request.url());
    });
    for (const path of ['/ko/seoul/', '/en/seoul/', '/ja/osaka-garden/', '/en/osaka-garden/']) {
      await new Cart(page).ready(path);
      await expect(page.locator('.site-header__cart'), path).toHaveCount(0);
      await expect(page.locator('[data-add-to-cart]'), path).toHaveCount(0);
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('lucciola:add-to-cart', { detail: { handle: 'lucciola-panettone' } })),
      );
      await expect(page.locator('dialog.cart-panel')).toHaveCount(0);
    }
    expect(storeCalls).toEqual([]);
  });

  test('loads no shop code on the first paint of a page without products', async ({ page, pageErrors: _ }) => {
    const chunks = shopChunks();
    expect(chunks).toHaveLength(2);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await new Cart(page).ready('/en/florence/contact/');
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((name) => chunks.includes(name))).toEqual([]);
    await page.locator('.site-header__cart').click();
    await expect(page.locator('dialog.cart-panel')).toBeVisible();
    await expect.poll(() => chunks.every((name) => loaded.includes(name))).toBe(true);
  });
});

test.describe('failures a shopper meets', () => {
  test('an unreachable store: the cart says so, keeps its lines, and the next action adds exactly once', async ({
    page,
    pageErrors: _,
  }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Wildflower Honey');
    await page.route(`${STORE}/**`, (route) => route.abort('internetdisconnected'));
    await cart
      .line('Wildflower Honey')
      .getByRole('button', { name: /^One more/ })
      .click();
    await expect(cart.panel.getByRole('alert')).toHaveText(
      "We can't reach the shop right now. Your cart is safe: please try again in a moment.",
    );
    await expect(cart.quantity('Wildflower Honey')).toHaveText('1');
    await page.unroute(`${STORE}/**`);
    await cart.more('Wildflower Honey');
    await expect(cart.quantity('Wildflower Honey')).toHaveText('2');
    await expect(cart.panel.getByRole('alert')).toHaveCount(0);
  });

  test('an unreachable store on a later page: the cart shows the lines it last knew, count and lines agree, and it can retry', async ({
    page,
    pageErrors: _,
  }) => {
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await cart.add('Wildflower Honey');
    await cart.more('Wildflower Honey');
    await cart.close();
    await page.route(`${STORE}/**`, (route) => route.abort('internetdisconnected'));
    await cart.ready('/en/florence/');
    await expect(cart.badge).toHaveText('02');
    await cart.open();
    await expect(cart.panel.getByRole('alert')).toContainText("We can't reach the shop right now.");
    // The lines as the store last told them, and the count they add up to: never "(02)" over an empty cart.
    await expect(cart.quantity('Wildflower Honey')).toHaveText('2');
    await expect(cart.panel.locator('.cart__count')).toHaveText('(02)');
    await expect(cart.panel.getByText('Your cart is empty.')).toHaveCount(0);
    // Retry: still unreachable, still the same.
    const retry = cart.panel.getByRole('button', { name: 'Try again' });
    await retry.click();
    await cart.settled();
    await expect(cart.panel.getByRole('alert')).toContainText("We can't reach the shop right now.");
    await expect(cart.quantity('Wildflower Honey')).toHaveText('2');
    // The store answers again: retry reads the cart, the notice goes.
    await page.unroute(`${STORE}/**`);
    await cart.panel.getByRole('button', { name: 'Try again' }).click();
    await cart.settled();
    await expect(cart.panel.getByRole('alert')).toHaveCount(0);
    await expect(cart.quantity('Wildflower Honey')).toHaveText('2');
    await expect(cart.panel.locator('.cart__count')).toHaveText('(02)');
  });

  test('two tabs converge on the stored cart', async ({ context, pageErrors: _ }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const one = new Cart(first);
    const two = new Cart(second);
    await one.ready('/en/florence/shop/');
    await two.ready('/en/florence/shop/');
    await one.add('Aged Balsamic Vinegar');
    await expect(two.badge).toHaveText('01');
    await two.open();
    await expect(two.line('Aged Balsamic Vinegar')).toBeVisible();
    await two.close();
    await two.add('Aged Balsamic Vinegar');
    await expect(two.quantity('Aged Balsamic Vinegar')).toHaveText('2');
    expect(await one.storedId()).toBe(await two.storedId());
  });

  test('corrupt storage is ignored and replaced', async ({ page, pageErrors: _ }) => {
    await page.addInitScript(
      (key) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, '{"broken');
          localStorage.setItem(`${key}.count`, 'lots');
          sessionStorage.setItem('seeded', '1');
        }
      },
      cartStorageKey('florence', 'en'),
    );
    const cart = new Cart(page);
    await cart.ready('/en/florence/shop/');
    await expect(cart.badge).toHaveCount(0);
    await cart.add('Wildflower Honey');
    // The panel can read as settled a moment before the add's answer is stored: poll for it.
    await expect.poll(() => cart.storedId()).toMatch(/^gid:\/\/shopify\/Cart\//);
    await expect(cart.badge).toHaveText('01');
  });
});
