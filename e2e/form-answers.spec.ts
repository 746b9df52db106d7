/**
 * What the forms do with the server's answers, and the booking flow's place in the browser's history:
 * - 429 (too many submissions): every form says so and how long to wait (the answer's Retry-After), in
 *   it, en, ja and ko, instead of "check your connection" or "we cannot take bookings online";
 * - 400 naming fields: the field is marked next to it (aria-invalid, aria-describedby) and takes focus,
 *   everything typed stays, and the booking flow goes back to the step that has the field;
 * - an empty required choice says 'Required field';
 * - back, forward and reload in the middle of the booking flow keep the step and what was typed, without
 *   the card token; a booking made starts fresh.
 * The 429 and the e-mail refusals are the reference API's own answers, played by page.route (its rate
 * limit is raised for the test run); the file that is not a PDF is refused by the reference API itself.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { addDays, localMoment, weekdayOf } from '../lib/booking/localTime.ts';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { SITES, type SiteId } from '../lib/sites.ts';
import { axeViolations } from './axe.ts';
import { fillContactForm } from './contactForm.ts';
import { closeBanners, expect, test, hydrated } from './fixtures.ts';

const THURSDAY = 4;
const todayAt = (site: SiteId) => localMoment(new Date(), SITES[site].clockTimeZone).date;

/** A random open day 3–40 days ahead: not the demo's sold-out Thursday, not the site's closing day. */
function openDay(site: SiteId, closedWeekday?: number): string {
  for (;;) {
    const day = addDays(todayAt(site), 3 + Math.floor(Math.random() * 38));
    const weekday = weekdayOf(day);
    if (weekday !== THURSDAY && weekday !== closedWeekday) return day;
  }
}

function soldOutDay(site: SiteId): string {
  let day = addDays(todayAt(site), 1);
  while (weekdayOf(day) !== THURSDAY) day = addDays(day, 1);
  return day;
}

const isAction = (action: string) => (url: URL) =>
  url.pathname === '/api.php' && url.searchParams.get('action') === action;
const envelope = (code: number, message: string, data: unknown) => JSON.stringify({ status: { code, message }, data });

/** The reference API's 429 (booking-service/server.ts), with its Retry-After. */
const tooMany = (seconds: number) => (route: Route) =>
  route.fulfill({
    status: 429,
    contentType: 'application/json',
    headers: { 'retry-after': String(seconds) },
    body: envelope(429, `Too many submissions; try again in ${seconds} s`, null),
  });

/** The reference API's 400 for fields its schema refuses. */
const refused = (prefix: string, errors: { field: string; message: string }[]) => (route: Route) =>
  route.fulfill({
    status: 400,
    contentType: 'application/json',
    body: envelope(400, `${prefix} '${errors[0]!.field}': ${errors[0]!.message}`, { field: errors[0]!.field, errors }),
  });

const EMAIL_TEXT = "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')";

test.beforeEach(async ({ context }) => {
  await closeBanners(context);
  await context.addInitScript(([consentKey, accepted]) => localStorage.setItem(consentKey, accepted), [
    CONSENT_STORAGE_KEY,
    CONSENT_ACCEPTED,
  ] as const);
});

/** The text of the element a control's aria-describedby names (its error line, hints aside). */
async function descriptionOf(page: Page, control: Locator): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

// What each route language says for "too many requests" and for 42 seconds.
const BUSY = {
  it: { contact: '/it/florence/contact/', words: /Troppe richieste/, wait: /42 secondi/ },
  en: { contact: '/en/florence/contact/', words: /Too many requests/, wait: /42 seconds/ },
  ja: { contact: '/ja/tokyo/contact/', words: /リクエストが多すぎます/, wait: /42秒/ },
  ko: { contact: '/ko/seoul/contact/', words: /요청이 너무 많습니다/, wait: /42초/ },
} as const;

/** The reservation overlay on the Florence home, opened with a name, surname and e-mail typed. */
async function openFilledOverlay(page: Page) {
  await page.goto('/en/florence/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a table' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill('Anna');
  await dialog.getByLabel('Surname').fill('Bruni');
  await dialog.getByLabel('Email').fill('anna@example.com');
  return dialog;
}

test.describe('too many requests (429)', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  for (const [lang, { contact, words, wait }] of Object.entries(BUSY)) {
    test(`the contact form says too many requests and to wait the Retry-After, in ${lang}`, async ({
      page,
      pageErrors: _,
    }) => {
      await page.route(isAction('SEND_MAIL'), tooMany(42));
      await page.goto(contact);
      const form = await fillContactForm(page);
      await form.locator('.request-form__send').click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(words);
      await expect(alert).toContainText(wait);
      await expect(form.locator('input[name="surname"]')).toHaveValue('Rossi');
    });
  }

  test('the reservation overlay says too many requests and how long to wait, not "check your connection"', async ({
    page,
    pageErrors: _,
  }) => {
    await page.route(isAction('SEND_MAIL'), tooMany(42));
    const dialog = await openFilledOverlay(page);
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    await expect(alert).toContainText('42 seconds');
    await expect(alert).not.toContainText('connection');
    await expect(dialog.getByLabel('Surname')).toHaveValue('Bruni');
  });

  test('the booking flow, the waiting list and the group request say too many requests and how long to wait', async ({
    page,
    pageErrors: _,
  }) => {
    const slot = page.locator('.form-slot[data-form="booking"]');
    await page.goto('/en/florence/reservation/');
    await hydrated(page);
    await expect(slot.getByRole('heading', { name: 'Guests and date' })).toBeVisible();

    // The day's availability: 429 with two minutes to wait.
    const availability = isAction('BOOKING_AVAILABILITY');
    await page.route(availability, tooMany(120));
    await slot.getByLabel(/^Guests(\s*\*)?$/).selectOption({ label: '4 guests' });
    await slot.getByLabel(/^Date(\s*\*)?$/).fill(soldOutDay('florence'));
    await slot.getByRole('button', { name: 'Find a table' }).click();
    const alert = slot.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    await expect(alert).toContainText('2 minutes');
    await expect(alert).not.toContainText('We cannot take bookings online');
    expect(await axeViolations(page), 'axe with the too-many-requests notice').toEqual([]);
    await page.unroute(availability);

    // The waiting list of the sold-out day.
    await slot.getByRole('button', { name: 'Find a table' }).click();
    await slot.getByRole('button', { name: 'Join the waiting list' }).click();
    await slot.getByLabel(/^First name/).fill('Ada');
    await slot.getByLabel(/^Surname/).fill('Rossi');
    await slot.getByLabel(/^Number(\s*\*)?$/).fill('333 000 1111');
    await slot.locator('input[name="booking-waitlist-time"]').first().check();
    await page.route(isAction('WAITLIST_JOIN'), tooMany(7));
    await slot.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(alert).toContainText('Too many requests');
    await expect(alert).toContainText('7 seconds');
    await expect(slot.getByLabel(/^First name/)).toHaveValue('Ada');

    // The group request.
    await page.goto('/ko/seoul/reservation/');
    await hydrated(page);
    await slot.locator('[data-step="party"] select').first().selectOption('8');
    await slot.locator('input[type="date"]').fill(openDay('seoul', 1));
    await slot.locator('button[type="submit"]').click();
    await expect(slot.locator('[data-step="group"]')).toBeVisible();
    await slot.locator('select[name$="preferredTime"]').selectOption('19:00');
    await slot.locator('input[name$="-name"]').fill('민준');
    await slot.locator('input[name$="-surname"]').fill('김');
    await slot.locator('input[type="email"]').fill('minjun@example.com');
    await slot.locator('input[type="tel"]').fill('10 1234 5678');
    await page.route(isAction('GROUP_REQUEST'), tooMany(42));
    await slot.locator('button[type="submit"]').click();
    await expect(alert).toContainText(BUSY.ko.words);
    await expect(alert).toContainText(BUSY.ko.wait);
  });
});

test("the unavailable notice on the Japanese page gives the restaurant's phone, not its postal code", async ({
  page,
  pageErrors: _,
}) => {
  // The Tokyo footer's address line starts with its postal code (〒107-0000), before the line with the phone.
  const slot = page.locator('.form-slot[data-form="booking"]');
  await page.route(isAction('BOOKING_AVAILABILITY'), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: envelope(503, 'Service Unavailable', null) }),
  );
  await page.goto('/ja/tokyo/reservation/');
  await hydrated(page);
  await slot.locator('button[type="submit"]').click();
  const phone = slot.getByRole('alert').locator('a[href^="tel:"]');
  await expect(phone).toHaveText('+81 3-0000-0000');
  await expect(phone).toHaveAttribute('href', 'tel:+81300000000');
});

test('the unavailable notice fits a 320 px phone: its long e-mail address wraps', async ({ page, pageErrors: _ }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const slot = page.locator('.form-slot[data-form="booking"]');
  await page.route(isAction('BOOKING_AVAILABILITY'), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: envelope(503, 'Service Unavailable', null) }),
  );
  await page.goto('/ja/tokyo/reservation/');
  await hydrated(page);
  await slot.locator('button[type="submit"]').click();
  await expect(slot.getByRole('alert').getByRole('link', { name: 'tokyo@osterialucciola.example' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('fields the server refuses (400)', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  test('a file that is not a PDF is marked on the attachments, focused, with everything typed kept', async ({
    page,
    pageErrors: _,
  }) => {
    const dialog = await openFilledOverlay(page);
    await dialog.getByLabel('Message').fill('Our menu wishes attached');
    const files = dialog.locator('input[type="file"]');
    await files.setInputFiles({
      name: 'wishes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all, just text'),
    });
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(files).toHaveAttribute('aria-invalid', 'true');
    await expect(files).toBeFocused();
    await expect(dialog.locator('#request-attachments-error')).toHaveText(
      'Only PDF, JPEG or PNG files can be attached.',
    );
    expect(await descriptionOf(page, files)).toContain('Only PDF, JPEG or PNG files can be attached.');
    await expect(dialog.getByRole('alert')).not.toContainText('connection');
    await expect(dialog.getByLabel('Surname')).toHaveValue('Bruni');
    await expect(dialog.getByLabel('Message')).toHaveValue('Our menu wishes attached');
    expect(await axeViolations(page), 'axe with the refused file').toEqual([]);
  });

  test('an e-mail the server refuses is marked next to the field in the overlay, and focused', async ({
    page,
    pageErrors: _,
  }) => {
    await page.route(isAction('SEND_MAIL'), refused('Invalid form field', [{ field: 'email', message: EMAIL_TEXT }]));
    const dialog = await openFilledOverlay(page);
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const email = dialog.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(await descriptionOf(page, email)).toContain(EMAIL_TEXT);
    await expect(email).toHaveValue('anna@example.com');
    await expect(dialog.getByLabel('Surname')).toHaveValue('Bruni');
    // Changing the field clears what the server said of it.
    await email.fill('anna.bruni@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a telephone the server refuses is marked in the contact form, in Italian', async ({ page, pageErrors: _ }) => {
    await page.route(
      isAction('SEND_MAIL'),
      refused('Invalid form field', [{ field: 'telephone', message: 'Invalid field' }]),
    );
    await page.goto('/it/florence/contact/');
    const form = await fillContactForm(page);
    await form.locator('.request-form__send').click();
    const telephone = form.locator('input[name="telephone"]');
    await expect(telephone).toHaveAttribute('aria-invalid', 'true');
    await expect(telephone).toBeFocused();
    expect(await descriptionOf(page, telephone)).toContain('Campo non valido');
    await expect(form.locator('select[name="requestType"]')).toHaveValue('parking');
  });

  test('the booking flow goes back to the step of the refused field, marks it and focuses it', async ({
    page,
    pageErrors: _,
  }) => {
    const slot = page.locator('.form-slot[data-form="booking"]');
    await page.route(isAction('DEMO_CARD_TOKEN'), (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: envelope(200, 'OK', { token: 'tok_test_e2e', testMode: true }),
      }),
    );
    await page.route(
      isAction('BOOKING_CREATE'),
      refused('Invalid field', [{ field: 'contact.email', message: EMAIL_TEXT }]),
    );
    await page.goto('/en/florence/reservation/');
    await hydrated(page);
    await slot.getByLabel(/^Guests(\s*\*)?$/).selectOption({ label: '2 guests' });
    await slot.getByLabel(/^Date(\s*\*)?$/).fill(openDay('florence'));
    await slot.getByRole('button', { name: 'Find a table' }).click();
    await slot.locator('input[name="booking-time"]:enabled').first().check();
    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByRole('radio', { name: 'Dining room' }).check();
    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByLabel(/^First name/).fill('Luca');
    await slot.getByLabel(/^Surname/).fill('Verdi');
    await slot.getByLabel(/^Email/).fill('luca@example.com');
    await slot.getByLabel(/^Number(\s*\*)?$/).fill('347 000 1111');
    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByRole('button', { name: 'Add test card guarantee' }).click();
    await slot.getByRole('checkbox', { name: /cancellation terms/ }).check();
    await slot.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(slot.getByRole('heading', { name: 'Your details' })).toBeVisible();
    const email = slot.getByLabel(/^Email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(await descriptionOf(page, email)).toContain(EMAIL_TEXT);
    await expect(email).toHaveValue('luca@example.com');
    await expect(slot.getByLabel(/^First name/)).toHaveValue('Luca');
    expect(await axeViolations(page), 'axe with the refused e-mail').toEqual([]);
  });
});

test('an empty required "Type of request" says "Required field", in English and Italian', async ({
  page,
  pageErrors: _,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [path, required] of [
    ['/en/florence/contact/', 'Required field'],
    ['/it/florence/contact/', 'Campo obbligatorio'],
  ] as const) {
    await page.goto(path);
    const form = page.locator('form.request-form--contact');
    await hydrated(page);
    await form.locator('input[name="checkout_consent"]').check();
    await form.locator('.request-form__send').click();
    const type = form.locator('select[name="requestType"]');
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(await descriptionOf(page, type)).toBe(required);
  }
});

test.describe('the booking flow in the browser history', () => {
  test('back, forward and reload keep the step and what was typed; a booking made starts fresh; no card data is stored', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(60_000);
    const slot = page.locator('.form-slot[data-form="booking"]');
    const heading = (name: string) => slot.getByRole('heading', { level: 3, name });
    const day = openDay('florence');
    await page.goto('/en/florence/reservation/');
    await hydrated(page);
    await slot.getByLabel(/^Guests(\s*\*)?$/).selectOption({ label: '3 guests' });
    await slot.getByLabel(/^Date(\s*\*)?$/).fill(day);
    await slot.getByRole('button', { name: 'Find a table' }).click();
    await expect(heading('Time')).toBeFocused();
    const time = slot.locator('input[name="booking-time"]:enabled').nth(1);
    const timeValue = (await time.getAttribute('value'))!;
    await time.check();
    await slot.getByRole('button', { name: 'Continue' }).click();
    await expect(heading('Seating')).toBeFocused();
    await slot.getByRole('radio', { name: 'Courtyard' }).check();
    await expect(page).toHaveURL(/[?&]step=seating/);

    await page.goBack();
    await expect(heading('Time')).toBeFocused();
    await expect(slot.locator(`input[name="booking-time"][value="${timeValue}"]`)).toBeChecked();
    await page.goBack();
    await expect(heading('Guests and date')).toBeFocused();
    await expect(slot.getByLabel(/^Date(\s*\*)?$/)).toHaveValue(day);
    await expect(slot.getByLabel(/^Guests(\s*\*)?$/)).toHaveValue('3');
    await page.goForward();
    await expect(heading('Time')).toBeFocused();
    await page.goForward();
    await expect(heading('Seating')).toBeFocused();
    await expect(slot.getByRole('radio', { name: 'Courtyard' })).toBeChecked();

    await page.reload();
    await hydrated(page);
    await expect(heading('Seating')).toBeFocused();
    await expect(slot.getByRole('radio', { name: 'Courtyard' })).toBeChecked();
    await page.goBack();
    await expect(heading('Time')).toBeFocused();
    await expect(slot.locator(`input[name="booking-time"][value="${timeValue}"]`)).toBeChecked();
    await page.goForward();
    await expect(heading('Seating')).toBeFocused();

    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByLabel(/^First name/).fill('Giulia');
    await slot.getByLabel(/^Surname/).fill('Conti');
    await slot.getByLabel(/^Email/).fill('giulia.conti@example.com');
    await slot.getByLabel(/^Number(\s*\*)?$/).fill('055 123 4567');
    await page.reload();
    await hydrated(page);
    await expect(heading('Your details')).toBeFocused();
    await expect(slot.getByLabel(/^Email/)).toHaveValue('giulia.conti@example.com');
    await slot.getByRole('button', { name: 'Continue' }).click();
    await slot.getByRole('button', { name: 'Add test card guarantee' }).click();
    await expect(heading('Check and confirm')).toBeFocused();
    const stored = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(await stored()).toContain('giulia.conti@example.com');
    expect(await stored()).not.toMatch(/tok_|cardToken/);

    // A reload at the summary keeps it, but the card token is asked again.
    await page.reload();
    await hydrated(page);
    await expect(heading('Card guarantee')).toBeFocused();
    await slot.getByRole('button', { name: 'Add test card guarantee' }).click();
    await slot.getByRole('checkbox', { name: /cancellation terms/ }).check();
    await slot.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(heading('Thank you, see you soon')).toBeFocused();
    expect(await stored()).not.toContain('giulia.conti@example.com');

    await page.reload();
    await hydrated(page);
    await expect(heading('Guests and date')).toBeVisible();
    await expect(slot.getByLabel(/^Guests(\s*\*)?$/)).toHaveValue('2');
    await expect(slot.getByLabel(/^Date(\s*\*)?$/)).not.toHaveValue(day);
  });
});
