/**
 * Interaction to next paint of the site's main presses, at 4× CPU slowdown, on the built site
 * (`npm run bench -- --only interactions` runs it; the browser suite leaves it out: it measures, it does
 * not judge). Each press is timed with Event Timing (eventTiming.ts) and reported per interaction: the
 * first press on a part still asleep (it wakes the part, is held and acts: renderer/parts/wakeParts.ts),
 * and a later one on the part awake. The target is 100 ms each (docs/performance.md "Interactions").
 */
import { appendFileSync } from 'node:fs';
import { devices, type Locator, type Page } from '@playwright/test';
import { BookingSteps, openDay, quietPage } from '../bookingSteps.ts';
import { fillContactForm } from '../contactForm.ts';
import { asleep, closeBanners, expect, test } from '../fixtures.ts';
import { observeEventTiming, slowCpu, timeInteraction, type InteractionTiming } from './eventTiming.ts';

/** Where the bench collects the rows (scripts/bench/interactions.ts sets it). */
const OUT = process.env.INTERACTIONS_OUT;

type Layout = 'phone' | 'laptop';

function report(interaction: string, layout: Layout, timing: InteractionTiming) {
  const row = { interaction, layout, ...timing };
  console.log(`[inp] ${layout.padEnd(7)} ${interaction.padEnd(40)} ${Math.round(timing.latencyMs)} ms`);
  if (OUT) appendFileSync(OUT, `${JSON.stringify(row)}\n`);
}

/** Times a press on `control` until `shown` holds, and reports it as `interaction`. */
async function timePress(
  page: Page,
  interaction: string,
  layout: Layout,
  control: Locator,
  shown: () => Promise<void>,
) {
  report(interaction, layout, await timeInteraction(page, () => control.click(), shown));
}

/** A page whose parts are asleep, its own work done, as for a visitor who reads a moment first. */
async function readyToPress(page: Page, path: string) {
  await asleep(page, path);
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
    await readyToPress(page, '/en/florence/');
    const burger = page.locator('.site-header__burger');
    const menu = page.getByRole('dialog', { name: 'Osteria Lucciola Florence' });
    const menuShown = () => expect(menu).toBeVisible();
    await timePress(page, 'phone menu, first press', 'phone', burger, menuShown);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await timePress(page, 'phone menu, later press', 'phone', burger, menuShown);
    await page.keyboard.press('Escape');

    await readyToPress(page, '/en/florence/');
    await timePress(page, 'location chooser, first press', 'phone', page.locator('.site-header__location'), () =>
      expect(page.locator('dialog.location-panel')).toBeVisible(),
    );

    await readyToPress(page, '/en/florence/');
    const reserve = page.getByRole('button', { name: 'Book a table' }).first();
    const overlay = page.locator('dialog.reserve-overlay');
    await timePress(page, 'reserve, first press', 'phone', reserve, () =>
      expect(overlay).toBeVisible({ timeout: 20_000 }),
    );
    await overlay.locator('.reserve-overlay__close').click();
    await expect(overlay).toBeHidden();
    await timePress(page, 'reserve, later press', 'phone', reserve, () => expect(overlay).toBeVisible());
  });

  test('add to cart, first and later presses', async ({ page }) => {
    test.setTimeout(120_000);
    await readyToPress(page, '/en/florence/shop/');
    const add = page
      .locator('.product-card')
      .first()
      .getByRole('button', { name: /add to cart/i });
    const cart = page.locator('dialog.cart-panel');
    const settled = async () => {
      await expect(cart).toBeVisible({ timeout: 20_000 });
      await expect(cart.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    };
    await timePress(page, 'add to cart, first press', 'phone', add, settled);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await timePress(page, 'add to cart, later press', 'phone', add, settled);
  });

  test('each step of the booking flow', async ({ page, context }) => {
    test.setTimeout(180_000);
    await quietPage(context);
    const flow = new BookingSteps(page, 'en', 'florence');
    await flow.open();
    await flow.field('booking.field.guests').selectOption({ label: flow.t('booking.guests.count', { count: 2 }) });
    await flow.field('booking.field.date').fill(openDay('florence'));
    const step = (name: string, buttonKey: string, heading: string) =>
      timePress(page, `booking: ${name}`, 'phone', flow.button(buttonKey), () =>
        expect(flow.heading(heading)).toBeFocused({ timeout: 20_000 }),
      );
    await step('find a table', 'booking.action.findTable', 'booking.step.time');
    await flow.slot.locator('input[name="booking-time"]:enabled').first().check();
    await step('time, continue', 'booking.action.continue', 'booking.step.seating');
    await flow.slot.locator('input[name="booking-seating"]:enabled').first().check();
    await step('seating, continue', 'booking.action.continue', 'booking.step.extras');
    await step('extras, continue', 'booking.action.continue', 'booking.step.contact');
    await flow.field('booking.field.name').fill('Anna');
    await flow.field('booking.field.surname').fill('Bruni');
    await flow.field('booking.field.email').fill('guest@example.com');
    await flow.field('booking.field.phoneNumber').fill('3 1234 5678');
    await step('contact, continue', 'booking.action.continue', 'booking.step.card');
    await step('card, add', 'booking.card.add', 'booking.step.summary');
  });

  test("the contact form's send", async ({ page, context }) => {
    test.setTimeout(120_000);
    await quietPage(context);
    await page.goto('/en/florence/contact/');
    // At 4× the page takes seconds to be painted and to wake.
    const form = await fillContactForm(page, 30_000);
    const send = form.locator('.request-form__send');
    await timePress(page, 'contact form, send', 'phone', send, () => expect(send).toBeDisabled());
  });
});

test.describe('on a laptop', () => {
  test.use(layoutOf('Desktop Chrome'));

  test('a header dropdown and the language chooser, first and later presses', async ({ page }) => {
    test.setTimeout(120_000);
    await readyToPress(page, '/en/florence/');
    const more = page.getByRole('button', { name: 'Menu: more pages' });
    const expanded = () => expect(more).toHaveAttribute('aria-expanded', 'true');
    await timePress(page, 'header dropdown, first press', 'laptop', more, expanded);
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await timePress(page, 'header dropdown, later press', 'laptop', more, expanded);

    await readyToPress(page, '/en/florence/');
    const languages = page.locator('.language-switcher__button');
    const listed = () => expect(page.locator('#language-list')).toBeVisible();
    await timePress(page, 'language chooser, first press', 'laptop', languages, listed);
    await languages.click();
    await expect(page.locator('#language-list')).toBeHidden();
    await timePress(page, 'language chooser, later press', 'laptop', languages, listed);
  });
});
