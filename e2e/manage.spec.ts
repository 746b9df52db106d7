/**
 * The manage link (docs/bookings.md "Managing and cancelling a booking") against the built site and the
 * e2e content API: a real booking made through the API, its token read from the guest's confirmation
 * `.eml` in the API's outbox folder (`.data/reference-api/outbox/`, where the e2e API writes its e-mails),
 * then the page in Italian, English and Japanese: the booking shown, a free cancellation, a charged one
 * that waits for the guest to accept the charge (by keyboard only), a wrong token. Seoul (the only Korean
 * site) takes no table bookings before it opens, so the Korean page is shown a Seoul booking answered by a
 * routed API reply. Every state is checked with axe; the page is looked at 320 px wide.
 */
import type { Page } from '@playwright/test';
import { createContentApiClient } from '../clients/contentApi.ts';
import { cancellationCharge } from '../lib/booking/cancellation.ts';
import type { ManagedBooking } from '../lib/booking/contract.ts';
import type { UiLang } from '../lib/locales.ts';
import { addDays, formatDay, todayIn } from '../lib/booking/format.ts';
import { TIMINGS } from '../lib/limits.ts';
import { formatPrice } from '../lib/price.ts';
import { SITE_IDS, SITES, siteOffersLang, type Lang, type SiteId } from '../lib/sites.ts';
import { axeViolations } from './axe.ts';
import { openDay, quietPage, translator } from './bookingSteps.ts';
import { ANY_WIDTH, API_PORT } from './env.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { pickLanguage } from './languagePicker.ts';
import { outboxMail } from './outbox.ts';

const api = createContentApiClient({ baseUrl: `http://127.0.0.1:${API_PORT}` });

/** The manage link in a booking's confirmation e-mail (path and fragment), once the delivery worker has written it. */
async function linkFromConfirmation(id: string): Promise<{ token: string; link: string }> {
  const text = (await outboxMail(id, 'guest.booking')).text ?? '';
  const found = /(\/[a-z]{2}\/[a-z-]+\/reservation\/manage\/#token=([A-Za-z0-9_-]{43})[^\s>)]*)/.exec(text);
  expect(found, 'the manage link in the confirmation').toBeTruthy();
  return { link: found![1]!, token: found![2]! };
}

interface Booked {
  id: string;
  token: string;
  /** The manage link of the confirmation, from its path on. */
  link: string;
  date: string;
  time: string;
  guests: number;
}

/**
 * A booking made through the API on the first day of `days` with a free slot that `fits` (free or charged
 * cancellation now), then its token from the e-mail.
 */
async function bookThroughApi(
  site: SiteId,
  lang: Lang,
  days: string[],
  fits: (date: string, time: string) => boolean,
  guests = 2,
  guestLang?: UiLang,
): Promise<Booked> {
  for (const date of days) {
    const day = await api.bookingAvailability({ site, lang, date, guests });
    const choice = day.services.flatMap(({ service, slots }) =>
      slots.filter((slot) => slot.available && fits(date, slot.time)).map((slot) => ({ service, time: slot.time })),
    )[0];
    const seating = day.seating.find((option) => option.available);
    if (day.closed || !choice || !seating) continue;
    const { token: cardToken } = await api.demoCardToken(site);
    const { id } = await api.createBooking({
      site,
      lang,
      date,
      service: choice.service,
      time: choice.time,
      guests,
      seating: seating.id,
      extras: [],
      cardToken,
      consent: true,
      ...(guestLang ? { guestLang } : {}),
      contact: {
        name: 'Chiara',
        surname: 'Lucci',
        email: 'chiara@example.com',
        phoneCode: SITES[site].booking.defaultPhoneCode,
        phone: '3 1234 5678',
        onBehalfOf: false,
      },
    });
    return { id, ...(await linkFromConfirmation(id)), date, time: choice.time, guests };
  }
  throw new NoBookableSlot(`no bookable slot at ${site} on ${days.join(', ')}`);
}

/** The site has no slot that fits on those days: the calendar's answer, not a fault. */
class NoBookableSlot extends Error {}

const freeBooking = (site: SiteId, lang: Lang, guestLang?: UiLang) =>
  bookThroughApi(
    site,
    lang,
    [openDay(site), openDay(site), openDay(site)],
    (date, time) => cancellationCharge({ site, date, time, guests: 2 }, new Date(Date.now() + 600_000)) === null,
    2,
    guestLang,
  );

/** Tomorrow or the day after on the site's calendar, at a time already inside the free-cancellation window. */
const chargedBookingAt = (site: SiteId, lang: Lang) => {
  const today = todayIn(SITES[site].clockTimeZone);
  return bookThroughApi(
    site,
    lang,
    // Today too: a site closed the next two days (Beverly Hills on a Sunday) has its window's slots today.
    [today, addDays(today, 1), addDays(today, 2)],
    (date, time) => cancellationCharge({ site, date, time, guests: 2 }, new Date()) !== null,
  );
};

/**
 * A booking inside the window at `site`, or, at an hour when the site has no bookable slot inside it, at
 * another site in the same language. The clock is the real one: Beverly Hills, closed on Monday and
 * Tuesday and taking same-day dinners until 16:30, has no such slot from Sunday 16:30 to Monday 11:30.
 */
async function chargedBooking(site: SiteId, lang: Lang): Promise<Booked & { site: SiteId }> {
  const sites = [site, ...SITE_IDS.filter((other) => other !== site && siteOffersLang(other, lang))];
  for (const candidate of sites) {
    const booked = await chargedBookingAt(candidate, lang).catch((error: unknown) => {
      if (error instanceof NoBookableSlot) return undefined;
      throw error;
    });
    if (booked) return { ...booked, site: candidate };
  }
  throw new Error(`no bookable slot inside the cancellation window at ${sites.join(', ')}`);
}

const manageUrl = (lang: Lang, site: SiteId, token?: string) =>
  `/${lang}/${site}/reservation/manage/${token === undefined ? '' : `#token=${token}`}`;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const PAIRS: { lang: Lang; site: SiteId }[] = [
  { lang: 'it', site: 'florence' },
  { lang: 'en', site: 'beverlyhills' },
  { lang: 'ja', site: 'tokyo' },
];

test.beforeEach(async ({ context }) => {
  await quietPage(context);
});

for (const { lang, site } of PAIRS) {
  test.describe(`${lang}/${site}`, { tag: ANY_WIDTH }, () => {
    const t = translator(lang);

    test('opens the booking from the e-mailed link and cancels it for free after a confirmation', async ({ page }) => {
      const booking = await freeBooking(site, lang);
      await page.goto(manageUrl(lang, site, booking.token));
      await hydrated(page);
      const card = page.locator('[data-manage-state="booking"]');
      await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(card).toContainText(formatDay(booking.date, lang, site));
      await expect(card).toContainText(t('booking.guests.count', { count: booking.guests }));
      await expect(card).toContainText(booking.id);
      await expect(card).toContainText(t('manage.status.confirmed'));
      await expect(card.locator('[data-manage-charge]')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await card.getByRole('button', { name: t('manage.cancel') }).click();
      await expect(page.getByRole('group', { name: t('manage.confirm.title') })).toBeFocused();
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('manage.confirm.yes') }).click();

      const done = page.locator('[data-manage-state="cancelled"]');
      await expect(done.getByRole('heading', { name: t('manage.done.title') })).toBeFocused();
      await expect(done).toContainText(t('manage.done.free'));
      await expect(done).toContainText(t('manage.done.email'));
      await expect(done).toContainText(t('manage.status.cancelled'));
      await expectNoAxeViolations(page);

      // The link still shows the booking, as cancelled, and offers no second cancellation.
      await page.reload();
      await hydrated(page);
      await expect(page.locator('[data-booking-status="cancelled"]')).toBeVisible();
      await expect(page.getByRole('button', { name: t('manage.cancel') })).toHaveCount(0);
    });

    test('inside the window names the charge and cancels only once the guest accepts it, by keyboard alone', async ({
      page,
    }) => {
      const booking = await chargedBooking(site, lang);
      const { penaltyPerPerson } = SITES[booking.site].booking;
      const total = formatPrice(
        {
          amount: String(Number(penaltyPerPerson.amount) * booking.guests),
          currencyCode: penaltyPerPerson.currencyCode,
        },
        lang,
      );
      await page.goto(manageUrl(lang, booking.site, booking.token));
      await hydrated(page);
      const card = page.locator('[data-manage-state="booking"]');
      await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
      const charge = card.locator('[data-manage-charge]');
      await expect(charge).toContainText(formatPrice(penaltyPerPerson, lang));
      await expect(charge).toContainText(total);

      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: t('manage.cancel') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: t('manage.confirm.title') })).toBeFocused();
      const confirm = page.getByRole('button', { name: t('manage.confirm.yesCharged') });
      await expect(confirm).toBeDisabled();
      await expectNoAxeViolations(page);

      await page.keyboard.press('Tab');
      const accept = page.getByRole('checkbox', { name: t('manage.confirm.acceptCharge', { total }) });
      await expect(accept).toBeFocused();
      await page.keyboard.press('Space');
      await expect(accept).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Enter');

      const done = page.locator('[data-manage-state="cancelled"]');
      await expect(done.getByRole('heading', { name: t('manage.done.title') })).toBeFocused();
      await expect(done).toContainText(t('manage.done.charged', { total }));
      await expectNoAxeViolations(page);
    });

    test('answers a wrong token, and no token, with the message that sends the guest to the e-mail or the phone', async ({
      page,
    }) => {
      for (const url of [
        manageUrl(lang, site, 'A'.repeat(43)),
        manageUrl(lang, site, 'not-a-token'),
        manageUrl(lang, site),
      ]) {
        await page.goto(url);
        await hydrated(page);
        const alert = page.locator('[data-manage-state="invalid"]');
        await expect(alert.getByRole('heading', { name: t('manage.invalid.title') })).toBeVisible();
        await expect(alert).toBeFocused();
        await expect(alert.locator('a[href^="tel:"]')).toBeVisible();
        await expect(page.locator('[data-manage-state="booking"]')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });
  });
}

const isPhone = () => test.info().project.name === 'phone';

/** A language link of the header: in the switcher's list on a wide screen, in the mobile menu on a phone. */
async function headerLanguageLink(page: Page, name: string) {
  if (isPhone()) {
    await page.locator('.site-header__burger').click();
    return page.locator('.mobile-menu__language-list a', { hasText: name });
  }
  await page.locator('.language-switcher__button').click();
  return page.locator('#language-list a', { hasText: name });
}

test.describe("in the site's and the guest's languages", () => {
  test('keeps the booking when the header or the footer changes the language', async ({ page }) => {
    test.setTimeout(90_000);
    const booking = await freeBooking('florence', 'en');
    await page.goto(manageUrl('en', 'florence', booking.token));
    await hydrated(page);
    await expect(page.locator('[data-manage-state="booking"]')).toContainText(booking.id);

    await (await headerLanguageLink(page, 'Italiano')).click();
    await expect(page).toHaveURL(`/it/florence/reservation/manage/#token=${booking.token}`);
    await hydrated(page);
    const card = page.locator('[data-manage-state="booking"]');
    await expect(card).toContainText(booking.id);
    await expect(card).toContainText(translator('it')('manage.status.confirmed'));

    await page.locator('.site-footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`/en/florence/reservation/manage/#token=${booking.token}`);
    await hydrated(page);
    await expect(card).toContainText(booking.id);
    await expect(card).toContainText(translator('en')('manage.status.confirmed'));
  });

  test("opens a German guest's link in German, with the picker to change it", { tag: ANY_WIDTH }, async ({ page }) => {
    test.setTimeout(90_000);
    const de = translator('de');
    const booking = await freeBooking('florence', 'en', 'de');
    expect(booking.link).toBe(`/en/florence/reservation/manage/#token=${booking.token}&lang=de`);
    await page.goto(booking.link);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('manage.title'));
    const card = page.locator('[data-manage-state="booking"]');
    await expect(card).toContainText(de('manage.status.confirmed'));
    await expect(card).toContainText(formatDay(booking.date, 'de', 'florence'));
    const picker = page.getByRole('combobox', { name: de('guestLanguage.label') });
    await expect(picker).toHaveValue('de');
    await pickLanguage(page.locator('.manage'), 'fr');
    await expect(card).toContainText(translator('fr')('manage.status.confirmed'));
    await expectNoAxeViolations(page);
  });
});

test.describe('the page itself', { tag: ANY_WIDTH }, () => {
  const t = translator('en');

  test('is noindex, names no canonical nor alternates, and is in no sitemap', async ({ page, request }) => {
    await page.goto(manageUrl('en', 'florence'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/en/florence/');
    expect(sitemap).not.toContain('reservation/manage');
  });

  test('opens no promotion over the booking, where the home opens its news modal', async ({ page, context }) => {
    // A visitor who has not closed this tab's banners yet.
    await context.addInitScript(() => {
      for (const key of Object.keys(sessionStorage))
        if (key.startsWith('lucciola.bannerClosed.')) sessionStorage.removeItem(key);
    });
    // The page's clock is Playwright's, running in real time: moved on past the delay, not waited out.
    await page.clock.install();
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.clock.fastForward(TIMINGS.newsModalDelayMs);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto(manageUrl('en', 'florence', 'A'.repeat(43)));
    await hydrated(page);
    await page.clock.fastForward(TIMINGS.newsModalDelayMs + 1000);
    // A real moment for the code a dialog would load to arrive.
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('keeps what it shows when the API cannot be reached, and tries again on request', async ({ page }) => {
    const booking = await freeBooking('florence', 'en');
    let down = true;
    await page.route(
      (url) => url.pathname === '/api.php' && url.searchParams.get('action') === 'BOOKING_CANCEL',
      (route) => (down ? route.abort('internetdisconnected') : route.fallback()),
    );
    await page.goto(manageUrl('en', 'florence', booking.token));
    await hydrated(page);
    await page.getByRole('button', { name: t('manage.cancel') }).click();
    await page.getByRole('button', { name: t('manage.confirm.yes') }).click();
    const alert = page.locator('[data-manage-state="unreachable"]');
    await expect(alert).toBeFocused();
    await expect(page.locator('.manage__details')).toContainText(booking.id);
    await expectNoAxeViolations(page);
    down = false;
    await alert.getByRole('button', { name: t('manage.retry') }).click();
    await expect(page.getByRole('heading', { name: t('manage.done.title') })).toBeFocused();
  });

  test("without JavaScript, says the page needs it and gives the restaurant's phone", async ({ request }) => {
    // Read from the served HTML: a context with scripts turned off (javaScriptEnabled) still parses
    // <noscript> as a scripting browser does, so only the markup shows what a browser without scripts renders.
    const html = await (await request.get(manageUrl('en', 'florence'))).text();
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
    expect(noscript).toContain(t('manage.noscript'));
    expect(noscript).toMatch(/<a [^>]*href="tel:\+?\d+"/);
  });

  test('fits a 320 px screen, and moves nothing under reduced motion', async ({ page }, testInfo) => {
    const booking = await chargedBooking('florence', 'it');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(manageUrl('it', booking.site, booking.token));
    await hydrated(page);
    const it = translator('it');
    await page.getByRole('button', { name: it('manage.cancel') }).click();
    await expect(page.getByRole('checkbox')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.manage')).length,
      ),
    ).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('manage-it-320.png'), fullPage: true });
    await page.goto(manageUrl('ja', 'tokyo', 'A'.repeat(43)));
    await hydrated(page);
    await expect(page.locator('[data-manage-state="invalid"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: testInfo.outputPath('manage-ja-invalid-320.png') });
  });
});

test.describe('ko/seoul (a routed reply: Seoul takes no table bookings before it opens)', { tag: ANY_WIDTH }, () => {
  const t = translator('ko');
  const seoulBooking = (charged: boolean): ManagedBooking => ({
    id: '1790000000000-seoul001',
    site: 'seoul',
    lang: 'ko',
    date: '2027-04-10',
    service: 'dinner',
    time: '18:00',
    guests: 2,
    seating: 'dining-room',
    extras: [],
    name: '민준',
    surname: '김',
    status: 'confirmed',
    cancellation: {
      freeUntil: '2027-04-07T09:00:00.000Z',
      freeCancellationHours: 72,
      penaltyPerPerson: SITES.seoul.booking.penaltyPerPerson,
      charge: charged
        ? {
            amount: String(Number(SITES.seoul.booking.penaltyPerPerson.amount) * 2),
            currencyCode: SITES.seoul.booking.penaltyPerPerson.currencyCode,
          }
        : null,
    },
  });

  async function routeApi(page: Page, booking: ManagedBooking) {
    const cancels: unknown[] = [];
    await page.route(
      (url) =>
        url.pathname === '/api.php' &&
        ['BOOKING_MANAGE', 'BOOKING_CANCEL'].includes(url.searchParams.get('action') ?? ''),
      async (route) => {
        const action = new URL(route.request().url()).searchParams.get('action');
        const data =
          action === 'BOOKING_MANAGE'
            ? booking
            : {
                success: true,
                id: booking.id,
                cancelledAt: new Date().toISOString(),
                charge: booking.cancellation?.charge ?? null,
              };
        if (action === 'BOOKING_CANCEL') cancels.push(route.request().postDataJSON());
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ status: { code: 200, message: 'OK' }, data }),
        });
      },
    );
    return cancels;
  }

  test('shows a booking and cancels it for free', async ({ page }) => {
    const booking = seoulBooking(false);
    const cancels = await routeApi(page, booking);
    await page.goto(manageUrl('ko', 'seoul', 'B'.repeat(43)));
    await hydrated(page);
    const card = page.locator('[data-manage-state="booking"]');
    await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(card).toContainText(formatDay(booking.date, 'ko', 'seoul'));
    await expect(card).toContainText('김민준');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: t('manage.cancel') }).click();
    await page.getByRole('button', { name: t('manage.confirm.yes') }).click();
    await expect(page.getByRole('heading', { name: t('manage.done.title') })).toBeFocused();
    expect(cancels).toEqual([{ token: 'B'.repeat(43), acceptCharge: false }]);
    await expectNoAxeViolations(page);
  });

  test('asks to accept the charge inside the window, and sends it accepted', async ({ page }) => {
    const booking = seoulBooking(true);
    const cancels = await routeApi(page, booking);
    await page.goto(manageUrl('ko', 'seoul', 'B'.repeat(43)));
    await hydrated(page);
    const total = formatPrice(booking.cancellation!.charge!, 'ko');
    await expect(page.locator('[data-manage-charge]')).toContainText(total);
    await page.getByRole('button', { name: t('manage.cancel') }).click();
    const confirm = page.getByRole('button', { name: t('manage.confirm.yesCharged') });
    await expect(confirm).toBeDisabled();
    await page.getByRole('checkbox', { name: t('manage.confirm.acceptCharge', { total }) }).check();
    await confirm.click();
    await expect(page.getByRole('heading', { name: t('manage.done.title') })).toBeFocused();
    expect(cancels).toEqual([{ token: 'B'.repeat(43), acceptCharge: true }]);
  });

  test('answers a wrong token with the message', async ({ page }) => {
    await page.goto(manageUrl('ko', 'seoul', 'C'.repeat(43)));
    await hydrated(page);
    await expect(page.locator('[data-manage-state="invalid"]')).toBeFocused();
    await expect(page.getByRole('heading', { name: t('manage.invalid.title') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
