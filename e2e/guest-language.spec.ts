/**
 * The booking flow in the guest's own language: a German couple on Florence's English page (their browser
 * speaks German), a Taiwanese family on Tokyo's Japanese page (zh-TW), a Saudi guest on Beverly Hills who
 * picks Arabic, a Thai guest who picks Thai; a Turkish guest joins a waiting list. Each booking's
 * confirmation e-mail comes in the flow's language; the restaurant's mail names it.
 */
import type { Page } from '@playwright/test';
import { addDays, localMoment, weekdayOf } from '../lib/booking/localTime.ts';
import { UI_LANG_TRAITS, UI_LANGS, type UiLang } from '../lib/locales.ts';
import { SITES, type Lang, type SiteId } from '../lib/sites.ts';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage, translator } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';
import { languagePicker, pickLanguage } from './languagePicker.ts';
import { outboxMail } from './outbox.ts';

/** The id the provider gave the submission an action sent. */
async function submittedId(page: Page, action: string, send: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes(`action=${action}`));
  await send();
  return ((await (await answer).json()) as { data: { id: string } }).data.id;
}

const BOOKINGS: { speaks: UiLang; lang: Lang; site: SiteId; how: 'browser' | 'picker'; locale?: string }[] = [
  { speaks: 'de', lang: 'en', site: 'florence', how: 'browser', locale: 'de-DE' },
  { speaks: 'zh-Hant', lang: 'ja', site: 'tokyo', how: 'browser', locale: 'zh-TW' },
  { speaks: 'ar', lang: 'en', site: 'beverlyhills', how: 'picker' },
  { speaks: 'th', lang: 'en', site: 'florence', how: 'picker' },
];

for (const { speaks, lang, site, how, locale } of BOOKINGS) {
  test.describe(`${UI_LANG_TRAITS[speaks].name} on /${lang}/${site}/ (${how})`, () => {
    if (locale) test.use({ locale });

    test(`books a table in ${speaks} and gets the confirmation in ${speaks}`, async ({
      page,
      context,
      pageErrors: _,
    }) => {
      test.setTimeout(90_000);
      await quietPage(context);
      // From the browser's language the flow opens in it; before the picker is used, in the page's.
      const page_ = new BookingSteps(page, lang, site, how === 'browser' ? speaks : lang);
      await page_.open();
      const picker = languagePicker(page_.slot);
      if (how === 'picker') await pickLanguage(page_.slot, speaks);
      await expect(picker).toHaveValue(speaks);
      const steps = new BookingSteps(page, lang, site, speaks);
      const scope = page_.slot.locator(`[lang="${speaks}"]`).first();
      await expect(scope).toHaveAttribute('dir', UI_LANG_TRAITS[speaks].dir);
      await expect(steps.heading('booking.step.party')).toBeVisible();
      // The page around stays in its own language.
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      if (speaks === 'ar') {
        // Right to left: the step reads from the right, the picker sits at the start of the line (the right).
        const direction = await steps
          .heading('booking.step.party')
          .evaluate((node) => getComputedStyle(node).direction);
        expect(direction).toBe('rtl');
        const slot = (await page_.slot.boundingBox())!;
        const select = (await picker.boundingBox())!;
        expect(select.x - slot.x, 'the picker at the left end of the line, as flex-end is in RTL').toBeLessThan(
          slot.width / 2,
        );
        expect(await axeViolations(page), 'axe in RTL').toEqual([]);
      }

      await steps.toExtras();
      await steps.toCard({
        name: 'Mira',
        surname: 'Lind',
        // The Japanese page asks for the name in kana too, whatever language the flow speaks.
        ...(lang === 'ja' ? { furiganaName: 'ミラ', furiganaSurname: 'リンド' } : {}),
      });
      await steps.toSummary();
      await steps.slot.getByRole('checkbox').last().check();
      const id = await submittedId(page, 'BOOKING_CREATE', () => steps.button('booking.action.confirm').click());
      await expect(steps.heading('booking.thanks.title')).toBeFocused();

      const confirmation = await outboxMail(id, 'guest.booking');
      expect(confirmation.headers.get('content-language')).toBe(speaks);
      expect(confirmation.text).toContain(steps.t('mail.booking.details'));
      expect(confirmation.html || '').toContain(`<html lang="${speaks}" dir="${UI_LANG_TRAITS[speaks].dir}">`);
      const notice = await outboxMail(id, 'restaurant.booking');
      expect(notice.text).toContain(UI_LANG_TRAITS[speaks].name);
    });
  });
}

test('joins a waiting list in Turkish: the receipt comes in Turkish, and the restaurant is told', async ({
  page,
  context,
  pageErrors: _,
}) => {
  test.setTimeout(90_000);
  await quietPage(context);
  const page_ = new BookingSteps(page, 'en', 'florence');
  await page_.open();
  const steps = await page_.chooseLanguage('tr');
  await expect(steps.heading('booking.step.party')).toBeVisible();
  // The demo's private event fills every Thursday: the next one from tomorrow on.
  let day = addDays(localMoment(new Date(), SITES.florence.clockTimeZone).date, 1);
  while (weekdayOf(day) !== 4) day = addDays(day, 1);
  await steps.field('booking.field.date').fill(day);
  await steps.button('booking.action.findTable').click();
  await expect(steps.heading('booking.soldOut.title')).toBeFocused();
  await steps.button('booking.soldOut.join').click();
  await expect(steps.heading('booking.waitlist.title')).toBeFocused();
  await steps.field('booking.field.name').fill('Ayşe');
  await steps.field('booking.field.surname').fill('Yılmaz');
  await steps.field('booking.field.phoneNumber').fill('333 123 4567');
  await steps.field('booking.field.email').fill('ayse@example.com');
  await steps.slot.locator('input[name="booking-waitlist-time"]').first().check();
  const id = await submittedId(page, 'WAITLIST_JOIN', () => steps.button('booking.waitlist.send').click());
  await expect(steps.heading('booking.waitlist.successTitle')).toBeFocused();
  const receipt = await outboxMail(id, 'guest.waitlist');
  expect(receipt.headers.get('content-language')).toBe('tr');
  expect(receipt.html || '').toContain('<html lang="tr" dir="ltr">');
  expect(receipt.subject).toContain('bekleme listesi');
  const notice = await outboxMail(id, 'restaurant.waitlist');
  expect(notice.text).toContain('turco (Türkçe)');
});

test.describe('the reservation overlay in Arabic', () => {
  test('mirrors, stays axe-clean with the picker, and tells the restaurant the language', async ({
    page,
    context,
    pageErrors: _,
  }) => {
    test.setTimeout(60_000);
    await quietPage(context);
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Book a table' }).first().click();
    const dialog = page.getByRole('dialog');
    await pickLanguage(dialog, 'ar');
    const t = translator('ar');
    const scope = dialog.locator('.guest-language');
    await expect(scope).toHaveAttribute('lang', 'ar');
    await expect(scope).toHaveAttribute('dir', 'rtl');
    // The page's own title stays English and left to right inside the Arabic part.
    await expect(dialog.locator('#reserve-title')).toHaveAttribute('lang', 'en');
    expect(await dialog.locator('#reserve-title').evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    await expect(dialog.getByLabel(new RegExp(`^${t('form.email')}`))).toBeVisible();
    // Mirrored: the close control at the left, the form's labels right-aligned.
    const box = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole('button', { name: t('reserve.close') }).boundingBox())!;
    expect(close.x - box.x).toBeLessThan(box.width / 2);
    expect(await axeViolations(page), 'axe with the picker, right to left').toEqual([]);

    await dialog.getByLabel(new RegExp(`^${t('form.name')}`)).fill('Layla');
    await dialog.getByLabel(new RegExp(`^${t('form.surname')}`)).fill('Haddad');
    await dialog.getByLabel(new RegExp(`^${t('form.email')}`)).fill('layla@example.com');
    await dialog.getByRole('checkbox').check();
    const id = await submittedId(page, 'SEND_MAIL', () =>
      dialog.getByRole('button', { name: t('form.send'), exact: true }).click(),
    );
    await expect(dialog.getByRole('heading', { name: t('reserve.thanks.title') })).toBeFocused({ timeout: 10_000 });
    const notice = await outboxMail(id, 'restaurant.mail');
    expect(notice.text).toContain(UI_LANG_TRAITS.ar.name);
  });
});

test.describe('the contact form in German', () => {
  test.use({ locale: 'de-DE' });

  test("opens in the browser's German and tells the restaurant so", async ({ page, context, pageErrors: _ }) => {
    test.setTimeout(60_000);
    await quietPage(context);
    // Sections fade in as they scroll into view; axe would judge a half-faded button's contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/florence/contact/');
    await hydrated(page);
    const form = page.locator('.contact-form');
    await expect(form).toHaveAttribute('lang', 'de');
    await expect(languagePicker(form)).toHaveValue('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const t = translator('de');
    expect(await axeViolations(page), 'axe with the picker').toEqual([]);
    await form.getByLabel(new RegExp(`^${t('form.name')}`)).fill('Jonas');
    await form.getByLabel(new RegExp(`^${t('form.surname')}`)).fill('Weber');
    await form.getByLabel(new RegExp(`^${t('form.telephone')}`)).fill('+49 30 1234567');
    await form.getByLabel(new RegExp(`^${t('form.requestType')}`)).selectOption('parking');
    await form.getByRole('checkbox').check();
    const id = await submittedId(page, 'SEND_MAIL', () => form.locator('.request-form__send').click());
    await expect(form.getByRole('heading', { name: t('contact.thanks.title') })).toBeFocused({ timeout: 10_000 });
    const notice = await outboxMail(id, 'restaurant.mail');
    expect(notice.text).toContain('tedesco (Deutsch)');
  });
});

test.describe('the cart in Arabic', () => {
  test('switches with the picker, mirrors, and stays axe-clean', async ({ page, context, pageErrors: _ }) => {
    await quietPage(context);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/beverlyhills/shop/');
    await hydrated(page);
    await page.locator('[data-add-to-cart]').first().click();
    const cart = page.locator('dialog.cart-panel');
    await expect(cart.locator('.cart-line')).toHaveCount(1);
    await pickLanguage(cart, 'ar');
    const t = translator('ar');
    await expect(cart.locator('.guest-language')).toHaveAttribute('dir', 'rtl');
    await expect(cart.getByRole('button', { name: t('cart.checkout') })).toBeVisible();
    // The store's product titles stay in the store's language (rules §cart), and are marked so.
    await expect(cart.locator('.cart-line__title')).toHaveAttribute('lang', 'en');
    await expect(cart.locator('.cart-line__title')).toHaveAttribute('dir', 'ltr');
    expect(await axeViolations(page), 'axe in the cart, right to left').toEqual([]);
    await cart.getByRole('button', { name: t('cart.checkout') }).click();
    await expect(cart.getByRole('checkbox').first()).toBeVisible();
    expect(await axeViolations(page), 'axe in the checkout step, right to left').toEqual([]);
  });
});

test('keeps the chosen language for the visit: the next page opens the flow in it', async ({
  page,
  context,
  pageErrors: _,
}) => {
  await quietPage(context);
  const steps = new BookingSteps(page, 'en', 'florence');
  await steps.open();
  await expect((await steps.chooseLanguage('fr')).heading('booking.step.party')).toBeVisible();
  await page.reload();
  await expect(languagePicker(steps.slot)).toHaveValue('fr');
  await expect(new BookingSteps(page, 'en', 'florence', 'fr').heading('booking.step.party')).toBeVisible();
});

test('a choice in one part is heard by the parts already open: the cart follows the booking flow', async ({
  page,
  context,
  pageErrors: _,
}) => {
  await quietPage(context);
  const steps = new BookingSteps(page, 'en', 'florence');
  await steps.open();
  await page.locator('.site-header__cart').click();
  const cart = page.locator('dialog.cart-panel');
  await expect(cart.locator('.guest-language')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect((await steps.chooseLanguage('nl')).heading('booking.step.party')).toBeVisible();
  await page.locator('.site-header__cart').click();
  await expect(cart.locator('.guest-language')).toHaveAttribute('lang', 'nl');
  await expect(languagePicker(cart)).toHaveValue('nl');
  await expect(cart.getByRole('heading', { name: translator('nl')('cart.title'), exact: false })).toBeVisible();
});

test('the picker names the twenty languages each in its own words, listed once a guest reaches for it', async ({
  page,
  context,
  pageErrors: _,
}) => {
  await quietPage(context);
  const steps = new BookingSteps(page, 'en', 'florence');
  await steps.open();
  const picker = languagePicker(steps.slot);
  // Closed and untouched, it holds the language it speaks: no list to lay out in eight scripts' fonts.
  await expect(picker.locator('option')).toHaveCount(1);
  await expect(picker).toHaveValue('en');
  const closedWidth = (await picker.boundingBox())!.width;
  await page.keyboard.press('Tab');
  for (let tabs = 0; tabs < 30 && !(await picker.evaluate((node) => node === document.activeElement)); tabs++)
    await page.keyboard.press('Tab');
  const options = picker.locator('option');
  await expect(options).toHaveCount(UI_LANGS.length);
  const listed = await options.evaluateAll((nodes) =>
    nodes.map((node) => [(node as HTMLOptionElement).value, node.getAttribute('lang'), node.textContent]),
  );
  expect(listed).toEqual(UI_LANGS.map((code) => [code, code, UI_LANG_TRAITS[code].name]));
  await expect(picker).toHaveValue('en');
  expect((await picker.boundingBox())!.width, 'the box keeps its size when the list arrives').toBe(closedWidth);
  // The keyboard chooses from the list as from any select.
  await page.keyboard.press('ArrowDown');
  await expect(steps.slot.locator('.guest-language')).toHaveAttribute('lang', UI_LANGS[UI_LANGS.indexOf('en') + 1]!);
});
