/**
 * The reservation request overlay and the contact form, on the built site with the reference content API
 * storing what arrives: the states and timings (rules §sending), consent, validation, failures, and what the API
 * acknowledged. The API process owns its database (PGlite, one process at a time), so a test reads the
 * mail sends the API answered with success as the browser sent them; that the API stores exactly what it
 * acknowledges is booking-service/server.test.ts's.
 */
import type { Page, Request } from '@playwright/test';
import { TIMINGS } from '../lib/limits.ts';
import { axeViolations } from './axe.ts';
import { translator } from './bookingSteps.ts';
import { closeBanners, expect, test, hydrated } from './fixtures.ts';

test.beforeEach(({ context }) => closeBanners(context));

/** A surname no other test uses (letters only: rules §validation), to find this test's mail among the stored ones. */
function uniqueSurname(): string {
  return `Tester ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
}

const isMailSend = (request: Request) => request.url().includes('action=SEND_MAIL');

/** The mail sends of the page the API acknowledged, read back as the record they make; find one by surname. */
function acknowledgedMail(page: Page): (surname: string) => Promise<Record<string, unknown> | undefined> {
  const acknowledged: Promise<{ fields: Record<string, unknown> } & Record<string, unknown>>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!isMailSend(request) || response.status() !== 200) return;
    acknowledged.push(
      (async () => {
        const form = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
          headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
        }).formData();
        const text = (name: string) => String(form.get(name));
        return {
          type: Number(text('type')),
          recipient: text('recipient'),
          site: text('site'),
          lang: text('lang'),
          form: text('form'),
          fields: JSON.parse(text('fields')),
        };
      })(),
    );
  });
  return async (surname) => (await Promise.all(acknowledged)).find((record) => record.fields.surname === surname);
}

async function openOverlay(page: Page, path = '/en/florence/', cta = 'Book a table') {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: cta }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRequest(page: Page, surname: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill('Anna');
  await dialog.getByLabel('Surname').fill(surname);
  await dialog.getByLabel('Email').fill('anna@example.com');
  await dialog.getByLabel('Number of guests').fill('4');
  await dialog.getByLabel('Message').fill('A table by the window | if possible');
}

test.describe('reservation overlay', () => {
  test('sends the request: Sending, Sent for at least 3 s, thanks, then closes 6 s later; the mail is acknowledged', async ({
    page,
    pageErrors: _,
  }) => {
    const storedMail = acknowledgedMail(page);
    // The page's clock is Playwright's: it runs in real time until the send, then stops, and the hold
    // and the close are run out on it rather than waited for.
    await page.clock.install();
    const dialog = await openOverlay(page);
    await expect(dialog.getByRole('heading', { name: 'Osteria Lucciola Florence' })).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send' });
    const surname = uniqueSurname();
    await fillRequest(page, surname);
    await expect(send).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await expect(send).toBeEnabled();

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await send.click();
    const sendState = dialog.locator('.request-form__send');
    await expect(sendState).toHaveText(/Sending|Sent/);
    await expect(sendState).toHaveText('Sent');
    // Rules §analytics: a successful form send sends a send event.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { category?: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.category === 'form',
          ),
        ),
      )
      .toEqual([{ event: 'lucciola_event', category: 'form', action: 'send', label: 'reservation / florence' }]);
    const thanks = dialog.getByRole('heading', { name: 'Thank you, we have your request' });
    await page.clock.runFor(TIMINGS.formMinSendingMs - 100);
    await expect(sendState, 'Sent, held 3 s from the send').toHaveText('Sent');
    await expect(thanks).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(thanks).toBeFocused();
    await page.clock.runFor(TIMINGS.overlayAutoCloseMs - 100);
    await expect(thanks, 'the thanks, for 6 s').toBeVisible();
    await page.clock.runFor(100);
    // Time flows again for the overlay's closing animation.
    await page.clock.resume();
    await expect(dialog).toBeHidden();

    expect(await storedMail(surname)).toMatchObject({
      type: 2,
      recipient: 'florence@osterialucciola.example',
      site: 'florence',
      lang: 'en',
      form: 'reserve',
      fields: {
        name: 'Anna',
        surname,
        email: 'anna@example.com',
        pax: 4,
        country: 'IT',
        message: 'A table by the window',
        reserveFor: 'Homepage - Table - Florence',
        mailObject: expect.any(String),
        checkout_consent: true,
      },
    });

    // Closed, then opened again: an empty form (rules §sending: The state also resets when the overlay closes).
    await page.getByRole('button', { name: 'Book a table' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Surname')).toHaveValue('');
  });

  test("marks invalid and missing fields in the spec's words and sends nothing", async ({ page, pageErrors: _ }) => {
    const sends: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (isMailSend(request)) sends.push(request.headers()['idempotency-key']);
    });
    const dialog = await openOverlay(page);
    await dialog.getByLabel(/^Name/).fill('R2D2');
    await expect(dialog.getByText('Invalid field')).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Email').fill('anna');
    await expect(
      dialog.getByText("Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')"),
    ).toBeVisible();
    await dialog.getByLabel('Message').fill('x'.repeat(600));
    await expect(dialog.getByLabel('Message')).toHaveValue('x'.repeat(500));
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.locator('.field[data-state="missing"]')).toHaveCount(1);
    await expect(dialog.locator('.field[data-state="missing"]')).toContainText('Required field');
    await expect(dialog.getByLabel(/^Name/)).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(sends).toEqual([]);
  });

  test('a server error keeps everything typed and lets the visitor send again, once', async ({
    page,
    pageErrors: _,
  }) => {
    const storedMail = acknowledgedMail(page);
    const sends: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (isMailSend(request)) sends.push(request.headers()['idempotency-key']);
    });
    const mailSend = (url: URL) => url.searchParams.get('action') === 'SEND_MAIL';
    await page.route(mailSend, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 503, message: 'down' }, data: null }),
      }),
    );
    const dialog = await openOverlay(page);
    const surname = uniqueSurname();
    await fillRequest(page, surname);
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).dblclick();
    await expect(dialog.getByRole('alert')).toHaveText(/We couldn't send your request/);
    await expect(dialog.getByLabel('Surname')).toHaveValue(surname);
    await expect(dialog.getByLabel('Message')).toHaveValue('A table by the window | if possible');
    expect(sends).toHaveLength(1);

    await page.unroute(mailSend);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.locator('.request-form__send')).toHaveText('Sent');
    expect(sends).toHaveLength(2);
    // The send again is the same submission: it repeats its Idempotency-Key, so the API stores it once.
    expect(sends[0]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(sends[1]).toBe(sends[0]);
    await expect.poll(() => storedMail(surname)).toBeTruthy();
  });

  test('Escape closes it and gives focus back to the button that opened it', async ({ page, pageErrors: _ }) => {
    const dialog = await openOverlay(page);
    await dialog.getByLabel(/^Name/).fill('Anna');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book a table' }).first()).toBeFocused();
  });

  test('thanks a table request on /ja/tokyo/ for the table, with no word of product orders', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(45_000);
    const ja = translator('ja');
    const dialog = await openOverlay(page, '/ja/tokyo/', '予約をリクエスト');
    await dialog.getByLabel(new RegExp(`^${ja('form.name')}`)).fill('Hanako');
    await dialog.getByLabel(new RegExp(`^${ja('form.surname')}`)).fill(uniqueSurname());
    await dialog.getByLabel(new RegExp(`^${ja('form.email')}`)).fill('hanako@example.com');
    await dialog.getByLabel(new RegExp(`^${ja('form.pax')}`)).fill('2');
    await dialog.getByLabel(new RegExp(`^${ja('form.message')}`)).fill('12月20日 19:00 希望');
    await dialog.getByRole('checkbox', { name: new RegExp(ja('form.privacyLink')) }).check();
    await dialog.getByRole('button', { name: ja('form.send') }).click();
    await expect(dialog.getByRole('heading', { name: ja('reserve.thanks.title') })).toBeFocused({ timeout: 10_000 });
    const thanks = dialog.locator('.reserve-overlay__thanks');
    await expect(thanks).toContainText(ja('reserve.thanks.table'));
    await expect(thanks).not.toContainText(/発送|配送|商品|注文/);
  });

  test('tokyo offers only Japan; florence preselects Italy; seoul Korea', async ({ page, pageErrors: _ }) => {
    let dialog = await openOverlay(page, '/ja/tokyo/', '予約をリクエスト');
    await expect(dialog.locator('select[name="country"] option')).toHaveText(['日本']);
    dialog = await openOverlay(page, '/it/florence/', 'Prenota un tavolo');
    await expect(dialog.locator('select[name="country"] option:checked')).toHaveText('Italia');
    dialog = await openOverlay(page, '/ko/seoul/', '대기자 명단 등록');
    await expect(dialog.locator('select[name="country"] option:checked')).toHaveText('대한민국');
  });

  test('no axe violations in the overlay, with errors showing', async ({ page, pageErrors: _ }) => {
    const dialog = await openOverlay(page);
    await dialog.getByLabel('Email').fill('anna');
    await expect(dialog.locator('.field__error')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('contact form', () => {
  // Sections fade in as they scroll into view; axe would judge a half-faded button's contrast.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  test('SEND, SENDING, SENT, then the thank-you panel; the mail is acknowledged', async ({ page, pageErrors: _ }) => {
    const storedMail = acknowledgedMail(page);
    await page.goto('/en/florence/contact/');
    const form = page.locator('form.request-form--contact');
    await expect(form).toBeVisible();
    const surname = uniqueSurname();
    await form.getByLabel(/^Name/).fill('Marco');
    await form.getByLabel('Surname').fill(surname);
    await form.getByLabel('Telephone').fill('+39 055 000 0000');
    await form.getByLabel('Type of request').selectOption('private-party');
    await form.getByLabel('Number of guests').fill('18');
    await form.getByLabel('Message').fill('A birthday dinner in May');
    const send = form.locator('.request-form__send');
    await expect(send).toBeDisabled();
    await expect(send).toHaveCSS('text-transform', 'uppercase');
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await send.click();
    await expect(send).toHaveText('Sent');
    await expect(page.getByRole('heading', { name: 'Thank you for writing to us' })).toBeFocused({ timeout: 10_000 });
    await expect
      .poll(() => storedMail(surname))
      .toMatchObject({
        form: 'contact',
        fields: { requestType: 'private-party', guests: 18, telephone: '+39 055 000 0000' },
      });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('marks a missing request type and a wrong telephone', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/contact/');
    const form = page.locator('form.request-form--contact');
    await form.getByLabel('Telephone').fill('call me');
    await expect(form.getByLabel('Telephone')).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await form.locator('.request-form__send').click();
    await expect(form.locator('.field[data-state="missing"]')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });
});
