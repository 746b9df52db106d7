/**
 * Interaction to next paint of the site's main presses, at 4× CPU slowdown, on the built site
 * (`npm run bench -- --only interactions` runs it; the browser suite leaves it out: it measures, it does
 * not judge). Each press is timed with Event Timing (eventTiming.ts) and reported per interaction: the
 * first press on a part still asleep (it wakes the part, is held and acts: renderer/parts/wakeParts.ts),
 * and a later one on the part awake. The target is 100 ms each (docs/performance.md "Interactions").
 */
import { appendFileSync } from 'node:fs';
import { devices, type Page } from '@playwright/test';
import { BookingSteps, openDay, quietPage } from '../bookingSteps.ts';
import { closeBanners, expect, hydrated, test } from '../fixtures.ts';
import { observeEventTiming, slowCpu, timeInteraction, type InteractionTiming } from './eventTiming.ts';

/** Where the bench collects the rows (scripts/bench/interactions.ts sets it). */
const OUT = process.env.INTERACTIONS_OUT;

function report(interaction: string, layout: string, timing: InteractionTiming) {
  const row = { interaction, layout, ...timing };
  console.log(`[inp] ${layout.padEnd(7)} ${interaction.padEnd(40)} ${Math.round(timing.latencyMs)} ms`);
  if (OUT) appendFileSync(OUT, `${JSON.stringify(row)}\n`);
}

/** A page whose parts are asleep: its first script listens, and nothing has touched it. */
async function asleep(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-parts-listening]').waitFor({ state: 'attached' });
  // The page's own work done before the press, as for a visitor who reads a moment first.
  await page.waitForLoadState('networkidle');
}

/** A device's viewport, touch and agent, without its browser (one Chromium runs the whole file). */
const layoutOf = (name: string) => {
  const { defaultBrowserType: _, ...layout } = devices[name]!;
  return layout;
};

test.beforeEach(async ({ context, page }) => {
  await closeBanners(context);
  await observeEventTiming(context);
  await slowCpu(page);
});

test.describe('on a phone', () => {
  test.use(layoutOf('Pixel 7'));

  test('the phone menu, the location chooser and "reserve", first and later presses', async ({ page }) => {
    test.setTimeout(120_000);
    await asleep(page, '/en/florence/');
    const menu = page.getByRole('dialog', { name: 'Osteria Lucciola Florence' });
    report(
      'phone menu, first press',
      'phone',
      await timeInteraction(
        page,
        () => page.locator('.site-header__burger').click(),
        () => expect(menu).toBeVisible(),
      ),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    report(
      'phone menu, later press',
      'phone',
      await timeInteraction(
        page,
        () => page.locator('.site-header__burger').click(),
        () => expect(menu).toBeVisible(),
      ),
    );
    await page.keyboard.press('Escape');

    await asleep(page, '/en/florence/');
    report(
      'location chooser, first press',
      'phone',
      await timeInteraction(
        page,
        () => page.locator('.site-header__location').click(),
        () => expect(page.locator('dialog.location-panel')).toBeVisible(),
      ),
    );

    await asleep(page, '/en/florence/');
    const reserve = page.getByRole('button', { name: 'Book a table' }).first();
    const overlay = page.locator('dialog.reserve-overlay');
    report(
      'reserve, first press',
      'phone',
      await timeInteraction(
        page,
        () => reserve.click(),
        () => expect(overlay).toBeVisible({ timeout: 20_000 }),
      ),
    );
    await overlay.locator('.reserve-overlay__close').click();
    await expect(overlay).toBeHidden();
    report(
      'reserve, later press',
      'phone',
      await timeInteraction(
        page,
        () => reserve.click(),
        () => expect(overlay).toBeVisible(),
      ),
    );
  });

  test('add to cart, first and later presses', async ({ page }) => {
    test.setTimeout(120_000);
    await asleep(page, '/en/florence/shop/');
    const add = page
      .locator('.product-card')
      .first()
      .getByRole('button', { name: /add to cart/i });
    const cart = page.locator('dialog.cart-panel');
    const settled = async () => {
      await expect(cart).toBeVisible({ timeout: 20_000 });
      await expect(cart.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    };
    report('add to cart, first press', 'phone', await timeInteraction(page, () => add.click(), settled));
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    report('add to cart, later press', 'phone', await timeInteraction(page, () => add.click(), settled));
  });

  test('each step of the booking flow', async ({ page, context }) => {
    test.setTimeout(180_000);
    await quietPage(context);
    const flow = new BookingSteps(page, 'en', 'florence');
    await flow.open();
    await flow.field('booking.field.guests').selectOption({ label: flow.t('booking.guests.count', { count: 2 }) });
    await flow.field('booking.field.date').fill(openDay('florence'));
    const step = async (name: string, press: () => Promise<void>, heading: string) =>
      report(
        `booking: ${name}`,
        'phone',
        await timeInteraction(page, press, () => expect(flow.heading(heading)).toBeFocused({ timeout: 20_000 })),
      );
    await step('find a table', () => flow.button('booking.action.findTable').click(), 'booking.step.time');
    await flow.slot.locator('input[name="booking-time"]:enabled').first().check();
    await step('time, continue', () => flow.button('booking.action.continue').click(), 'booking.step.seating');
    await flow.slot.locator('input[name="booking-seating"]:enabled').first().check();
    await step('seating, continue', () => flow.button('booking.action.continue').click(), 'booking.step.extras');
    await step('extras, continue', () => flow.button('booking.action.continue').click(), 'booking.step.contact');
    await flow.field('booking.field.name').fill('Anna');
    await flow.field('booking.field.surname').fill('Bruni');
    await flow.field('booking.field.email').fill('guest@example.com');
    await flow.field('booking.field.phoneNumber').fill('3 1234 5678');
    await step('contact, continue', () => flow.button('booking.action.continue').click(), 'booking.step.card');
    await step('card, add', () => flow.button('booking.card.add').click(), 'booking.step.summary');
  });

  test("the contact form's send", async ({ page, context }) => {
    test.setTimeout(120_000);
    await quietPage(context);
    await page.goto('/en/florence/contact/');
    const form = page.locator('form.request-form--contact');
    // At 4× the form, drawn as the page arrives, takes seconds.
    await expect(form).toBeVisible({ timeout: 30_000 });
    await hydrated(page);
    await form.locator('input[name="name"]').fill('Marco');
    await form.locator('input[name="surname"]').fill('Rossi');
    await form.locator('input[name="telephone"]').fill('+39 055 000 0000');
    await form.locator('select[name="requestType"]').selectOption('parking');
    await form.locator('textarea[name="message"]').fill('Is there parking nearby?');
    await form.locator('input[name="checkout_consent"]').check();
    report(
      'contact form, send',
      'phone',
      await timeInteraction(
        page,
        () => form.locator('.request-form__send').click(),
        () => expect(form.locator('.request-form__send')).toBeDisabled(),
      ),
    );
  });
});

test.describe('on a laptop', () => {
  test.use(layoutOf('Desktop Chrome'));

  test('a header dropdown and the language chooser, first and later presses', async ({ page }) => {
    test.setTimeout(120_000);
    await asleep(page, '/en/florence/');
    const more = page.getByRole('button', { name: 'Menu: more pages' });
    report(
      'header dropdown, first press',
      'laptop',
      await timeInteraction(
        page,
        () => more.click(),
        () => expect(more).toHaveAttribute('aria-expanded', 'true'),
      ),
    );
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    report(
      'header dropdown, later press',
      'laptop',
      await timeInteraction(
        page,
        () => more.click(),
        () => expect(more).toHaveAttribute('aria-expanded', 'true'),
      ),
    );

    await asleep(page, '/en/florence/');
    const languages = page.locator('.language-switcher__button');
    report(
      'language chooser, first press',
      'laptop',
      await timeInteraction(
        page,
        () => languages.click(),
        () => expect(page.locator('#language-list')).toBeVisible(),
      ),
    );
    await languages.click();
    await expect(page.locator('#language-list')).toBeHidden();
    report(
      'language chooser, later press',
      'laptop',
      await timeInteraction(
        page,
        () => languages.click(),
        () => expect(page.locator('#language-list')).toBeVisible(),
      ),
    );
  });
});
