/**
 * Every language, every direction: an Arabic booking keeps its phone, reference and address in their
 * own order (lib/bidi.ts, components/ui/Ltr.tsx) and its times on one line, the checkout's back arrow
 * points to the right; a Thai guest on the Japanese Tokyo page is asked the names and their readings in
 * one order and reads the restaurant's name in Latin letters beside the Japanese (lib/readablePlace.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage, translator } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';
import { pickLanguage } from './languagePicker.ts';
import { outboxMail } from './outbox.ts';

test.beforeEach(({ context }) => quietPage(context));

/** The id the provider gave the booking. */
async function bookedId(page: Page, send: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes('action=BOOKING_CREATE'));
  await send();
  return ((await (await answer).json()) as { data: { id: string } }).data.id;
}

/**
 * Where two parts of an element's text are drawn, left to right: the x of the first character of
 * `first` and of `second`, as the browser laid them out after the bidi algorithm.
 */
async function drawnAt(element: Locator, first: string, second: string): Promise<{ first: number; second: number }> {
  return element.evaluate(
    (node, [a, b]) => {
      const text = node.firstChild as Text;
      // The second part is looked for from the end: a reference may start and end with the same digit.
      const at = (part: string, fromEnd = false) => {
        const range = document.createRange();
        const start = fromEnd ? text.data.lastIndexOf(part) : text.data.indexOf(part);
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: at(a!), second: at(b!, true) };
    },
    [first, second],
  );
}

/** The lines a text is drawn on: one top per line box its characters sit in. */
async function linesOf(element: Locator, part: string): Promise<number> {
  return element.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      const start = text.data.indexOf(wanted);
      if (start === -1) continue;
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
    }
    return 0;
  }, part);
}

test.describe('an Arabic booking at Beverly Hills', () => {
  test('keeps the phone, the reference and the address in their order, the time on one line', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(120_000);
    const page_ = new BookingSteps(page, 'en', 'beverlyhills');
    await page_.open();
    const steps = await page_.chooseLanguage('ar');
    await steps.toExtras();
    await steps.toContact();
    await steps.field('booking.field.name').fill('Mira');
    await steps.field('booking.field.surname').fill('Lind');
    await steps.field('booking.field.email').fill('mira@example.com');
    const number = steps.field('booking.field.phoneNumber');
    await number.fill('333 123 4567');
    // Typed left to right, starting at the form's start, the right.
    await expect(number).toHaveAttribute('dir', 'ltr');
    expect(await number.evaluate((input) => getComputedStyle(input).textAlign)).toBe('right');
    // The country code in its list: "(+1)", isolated, not "(1+)".
    const code = steps.field('booking.field.phoneCode');
    const chosen = (await code.locator('option:checked').textContent()) ?? '';
    expect(chosen).toContain('(\u2066+1\u2069)');
    await steps.button('booking.action.continue').click();
    await expect(steps.heading('booking.step.card')).toBeFocused();
    await steps.toSummary();

    const contact = steps.slot
      .locator('.booking-summary__row')
      .filter({ hasText: steps.t('booking.summary.contact') })
      .locator('dd');
    const phone = contact.locator('bdi[dir="ltr"]', { hasText: '+1 333 123 4567' });
    await expect(phone).toHaveText('+1 333 123 4567');
    const drawn = await drawnAt(phone, '+', '4567');
    expect(drawn.first, '"+1" drawn left of "4567"').toBeLessThan(drawn.second);
    await expect(contact.locator('bdi[dir="ltr"]', { hasText: 'mira@example.com' })).toBeVisible();

    const time = steps.slot
      .locator('.booking-summary__row')
      .filter({ hasText: steps.t('booking.field.time') })
      .locator('dd');
    const clock = ((await time.textContent()) ?? '').match(/\d{1,2}:\d{2}\S*\s?\S*/)?.[0] ?? '';
    expect(clock, 'a time with a no-break space before its م').toMatch(/^\d{1,2}:\d{2}\u00a0\S+$/);
    expect(await linesOf(time, clock), 'the time on one line').toBe(1);

    const place = steps.slot.locator('[data-restaurant-place] dd');
    const address = place.locator('bdi[dir="ltr"]', { hasText: '418 North Lantern Drive' });
    const street = await drawnAt(address, '418', 'Drive');
    expect(street.first, '"418" at the start of the street, on the left').toBeLessThan(street.second);
    expect(await axeViolations(page), 'axe on the Arabic summary').toEqual([]);

    await steps.slot.getByRole('checkbox').last().check();
    const id = await bookedId(page, () => steps.button('booking.action.confirm').click());
    await expect(steps.heading('booking.thanks.title')).toBeFocused();
    const reference = steps.slot.locator('.booking-confirmed bdi[dir="ltr"]');
    await expect(reference).toHaveText(id);
    const ends = await drawnAt(reference, id.slice(0, 1), id.slice(-1));
    expect(ends.first, 'the reference reads from its first character on the left').toBeLessThan(ends.second);
    await expect(steps.slot.locator('bdi[dir="ltr"]', { hasText: 'mira@example.com' })).toBeVisible();
    expect(await axeViolations(page), 'axe on the Arabic thanks step').toEqual([]);

    const mail = await outboxMail(id, 'guest.booking');
    expect(mail.html || '').toContain(`<bdi dir="ltr">${id}</bdi>`);
    expect(mail.html || '').toContain('<bdi dir="ltr">418 North Lantern Drive, Beverly Hills, CA 90210</bdi>');
    expect(mail.text).toContain(`\u2066${id}\u2069`);
  });

  test("mirrors the checkout's back arrow", async ({ page, pageErrors: _ }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/beverlyhills/shop/');
    await hydrated(page);
    await page.locator('[data-add-to-cart]').first().click();
    const cart = page.locator('dialog.cart-panel');
    await expect(cart.locator('.cart-line')).toHaveCount(1);
    await cart.getByRole('button', { name: translator('en')('cart.checkout') }).click();
    const arrow = cart.locator('.checkout-step__arrow');
    const transform = () => arrow.evaluate((node) => getComputedStyle(node).transform);
    expect(await transform(), 'left to right: as drawn').toBe('none');
    await cart.getByRole('button', { name: translator('en')('checkout.back') }).click();
    await pickLanguage(cart, 'ar');
    const t = translator('ar');
    await expect(cart.locator('.guest-language')).toHaveAttribute('dir', 'rtl');
    await cart.getByRole('button', { name: t('cart.checkout') }).click();
    await expect(arrow).toBeVisible();
    expect(await transform(), 'right to left: turned to point right').toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The arrow stands at the start of the line, the right, before the words.
    const back = cart.getByRole('button', { name: t('checkout.back') });
    const [arrowBox, backBox] = [(await arrow.boundingBox())!, (await back.boundingBox())!];
    expect(arrowBox.x + arrowBox.width).toBeGreaterThan(backBox.x + backBox.width / 2);
    expect(await axeViolations(page), 'axe on the Arabic checkout step').toEqual([]);
  });
});

test.describe('a Thai guest on the Japanese Tokyo page', () => {
  /** The contact step's text inputs by id, in the order the form has them. */
  const inputOrder = (steps: BookingSteps) =>
    steps.slot.locator('form input[type="text"]').evaluateAll((inputs) => inputs.map((input) => input.id));

  test('is asked the names and their readings in one order, and reads the restaurant in Latin letters', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(120_000);
    const japanese = new BookingSteps(page, 'ja', 'tokyo');
    await japanese.open();
    await japanese.toExtras();
    await japanese.toContact();
    const place = (ids: string[], part: string) => ids.findIndex((id) => id.endsWith(part));
    const ja = await inputOrder(japanese);
    // Japanese: the family name first, in both pairs.
    expect(place(ja, 'contact-surname')).toBeLessThan(place(ja, 'contact-name'));
    expect(place(ja, 'furiganaSurname')).toBeLessThan(place(ja, 'furiganaName'));

    const steps = await japanese.chooseLanguage('th');
    await expect(steps.heading('booking.step.contact')).toBeVisible();
    const th = await inputOrder(steps);
    // Thai: the given name first, in both pairs, as the guest writes their name.
    expect(place(th, 'contact-name')).toBeLessThan(place(th, 'contact-surname'));
    expect(place(th, 'furiganaName')).toBeLessThan(place(th, 'furiganaSurname'));

    await steps.fillContact({
      name: 'Somchai',
      surname: 'Jaidee',
      furiganaName: 'ソムチャイ',
      furiganaSurname: 'ジャイディー',
    });
    await steps.toSummary();
    const restaurant = steps.slot.locator('[data-restaurant-place] dd');
    await expect(restaurant.locator('[lang="en"]')).toContainText('Osteria Lucciola Tokyo');
    await expect(restaurant.locator('[lang="ja"]')).toContainText('オステリア・ルッチョラ 東京');

    await steps.slot.getByRole('checkbox').last().check();
    const id = await bookedId(page, () => steps.button('booking.action.confirm').click());
    await expect(steps.heading('booking.thanks.title')).toBeFocused();
    await expect(steps.slot.locator('[data-restaurant-place] [lang="en"]')).toContainText('Osteria Lucciola Tokyo');
    const mail = await outboxMail(id, 'guest.booking');
    expect(mail.subject).toContain('Osteria Lucciola Tokyo');
    expect(mail.text).toContain('Osteria Lucciola Tokyo');
    expect(mail.text).toContain('オステリア・ルッチョラ 東京');
  });
});
