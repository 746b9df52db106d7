/**
 * The booking flow on the reservation pages, against the reference content API's demo provider: a table
 * booked end to end (guests and date, time, seating, extras, contact details, the test-mode card guarantee,
 * the summary, the confirmation), a sold-out day's waiting list, a group request for 7, invalid inputs, the
 * provider failing, axe on every step, and furigana on the Japanese page.
 *
 * Dates are chosen on the restaurant's calendar: a sold-out day is the demo's weekly private event (every
 * Thursday, booking-service/demo/content/booking.json), a bookable day is a random other day a few days
 * ahead, so repeated runs do not fill the same slot.
 */
import type { Page, Request } from '@playwright/test';
import { localMoment, addDays, weekdayOf } from '../lib/booking/localTime.ts';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { SITES, type SiteId } from '../lib/sites.ts';
import { axeViolations } from './axe.ts';
import { formatDay } from '../lib/booking/format.ts';
import { BookingSteps, openDay as openDayOf } from './bookingSteps.ts';
import { closeBanners, expect, test, hydrated } from './fixtures.ts';

const THURSDAY = 4;

/** Today on the site's calendar. */
const todayAt = (site: SiteId) => localMoment(new Date(), SITES[site].clockTimeZone).date;

/** A day the demo has fully booked: the next Thursday from tomorrow on. */
function soldOutDay(site: SiteId): string {
  let day = addDays(todayAt(site), 1);
  while (weekdayOf(day) !== THURSDAY) day = addDays(day, 1);
  return day;
}

/** A random open day 3–40 days ahead: not a Thursday, not the site's closing day. */
function openDay(site: SiteId, closedWeekday?: number): string {
  for (;;) {
    const day = addDays(todayAt(site), 3 + Math.floor(Math.random() * 38));
    const weekday = weekdayOf(day);
    if (weekday !== THURSDAY && weekday !== closedWeekday) return day;
  }
}

/** Is this request the content API's booking action `action`? */
const isAction = (action: string) => (url: URL) =>
  url.pathname === '/api.php' && url.searchParams.get('action') === action;

const envelope = (code: number, message: string, data: unknown) => JSON.stringify({ status: { code, message }, data });

// The news modals and the cookie bar are other specs' subjects: here they have been seen and answered.
test.beforeEach(async ({ context }) => {
  await closeBanners(context);
  await context.addInitScript(([consentKey, accepted]) => localStorage.setItem(consentKey, accepted), [
    CONSENT_STORAGE_KEY,
    CONSENT_ACCEPTED,
  ] as const);
});

/** The booking flow as a guest works it (after Hydrogen's e2e `CartUtil`). */
class Booking {
  constructor(private readonly page: Page) {}

  get slot() {
    return this.page.locator('.form-slot[data-form="booking"]');
  }
  heading(name: string | RegExp) {
    return this.slot.getByRole('heading', { level: 3, name });
  }
  button(name: string | RegExp) {
    return this.slot.getByRole('button', { name });
  }
  /** A control by its label; a string is the whole label, its asterisk (required) aside. */
  field(name: string | RegExp) {
    return this.slot.getByLabel(
      typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`) : name,
    );
  }
  get errorSummary() {
    return this.slot.locator('.booking-summary-errors');
  }

  async open(path: string, firstHeading: string | RegExp = 'Guests and date') {
    await this.page.goto(path);
    await hydrated(this.page);
    await expect(this.heading(firstHeading)).toBeVisible();
  }

  /**
   * Moves to a step and checks it took focus on its heading, then runs axe on the page. Many steps come
   * with the API's answer (the times, a sent booking), which a loaded machine may take more than the
   * default 5 s to give: up to 10 s, as the other flows' thank-you steps.
   */
  async arrived(name: string | RegExp) {
    await expect(this.heading(name)).toBeFocused({ timeout: 10_000 });
    expect(await axeViolations(this.page), `axe on the step '${name}'`).toEqual([]);
  }

  async party(guests: string, date: string) {
    await this.field('Guests').selectOption({ label: guests });
    await this.field('Date').fill(date);
    await this.button('Find a table').click();
  }

  /** Picks the first free time of the day. */
  async firstFreeTime(): Promise<string> {
    const radio = this.slot.locator('input[name="booking-time"]:enabled').first();
    await radio.check();
    return (await radio.getAttribute('value'))!.split('|')[1]!;
  }

  async contact(values: { name: string; surname: string; email: string; phone: string }) {
    await this.field('First name').fill(values.name);
    await this.field('Surname').fill(values.surname);
    await this.field('Email').fill(values.email);
    await this.field('Number').fill(values.phone);
  }

  async continue() {
    await this.button('Continue').click();
  }
}

/** Counts the requests a page sends for a booking action. */
function countRequests(page: Page, action: string): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (isAction(action)(new URL(request.url()))) count++;
  });
  return () => count;
}

test('books a table end to end, each step focused and free of axe violations, and shows it confirmed', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(60_000);
  const booking = new Booking(page);
  const day = openDay('florence');
  const creates = countRequests(page, 'BOOKING_CREATE');
  await booking.open('/en/florence/reservation/');
  expect(await axeViolations(page), 'axe on the first step').toEqual([]);
  await expect(booking.slot.getByText('Step 1 of 7')).toBeVisible();

  await booking.party('2 guests', day);
  await booking.arrived('Time');
  await expect(booking.slot.getByText(/restaurant's local time/)).toBeVisible();
  const time = await booking.firstFreeTime();
  await booking.continue();

  await booking.arrived('Seating');
  await booking.slot.getByRole('radio', { name: 'Courtyard' }).check();
  await booking.continue();

  await booking.arrived('Extras');
  await booking.slot.getByRole('checkbox', { name: /Celebration cake/ }).check();
  await booking.slot.getByRole('checkbox', { name: /Wine pairing/ }).check();
  await booking.slot.getByLabel(/How many: Wine pairing/).selectOption('2');
  await booking.continue();

  await booking.arrived('Your details');
  // Rules §bookings: Default phone country code 39 (florence).
  await expect(booking.field('Country code')).toHaveValue('39');
  await booking.field('Title').selectOption({ label: 'Ms' });
  await booking.contact({ name: 'Giulia', surname: 'Conti', email: 'giulia.conti@example.com', phone: '055 123 4567' });
  await booking.field('Day').selectOption('7');
  await booking.field('Month').selectOption({ label: 'March' });
  await booking.field('Year').selectOption('1990');
  await booking.slot.getByRole('radio', { name: 'Prefer not to say' }).check();
  await booking.field('Dietary needs and comments').fill('One guest is allergic to walnuts.');
  // No furigana outside Japanese pages.
  await expect(booking.slot.getByLabel(/furigana/i)).toHaveCount(0);
  await booking.continue();

  await booking.arrived('Card guarantee');
  await expect(booking.slot.getByText('TEST MODE')).toBeVisible();
  await expect(booking.slot.getByText(/no card number is asked for and no card is charged/)).toBeVisible();
  // The site never has a card-number field.
  await expect(page.locator('input[autocomplete^="cc-"], input[name*="card" i]')).toHaveCount(0);
  await expect(booking.slot.locator('input')).toHaveCount(0);
  await booking.button('Add test card guarantee').click();

  await booking.arrived('Check and confirm');
  const summary = booking.slot.locator('.booking-summary');
  await expect(summary).toContainText('Courtyard');
  await expect(summary.locator('.booking-summary__extra')).toHaveText([
    /^Celebration cake\s*1 × /,
    /^Wine pairing \(per person\)\s*2 × /,
  ]);
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('Giulia Conti');
  // The booking's own terms: free until a deadline on the restaurant's clock, then the charge for the party.
  await expect(booking.slot.locator('.booking-terms__promise')).toHaveText(
    /^(Cancelling or changing is free of charge until|Free cancellation ends soon: on) .+ \(the restaurant's time\)\. After that, cancelling costs €150\.00 per person: €300\.00 for 2 guests\.$/,
  );
  await expect(booking.slot.locator('.booking-terms')).toContainText('€150.00 per person');

  // The terms must be accepted: the summary of errors takes focus, the checkbox is marked.
  await booking.button('Confirm booking').click();
  await expect(booking.errorSummary).toBeFocused();
  const consent = booking.slot.getByRole('checkbox', { name: /cancellation terms/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page), 'axe with the consent error').toEqual([]);
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');

  // A double click sends the booking once.
  await booking.button('Confirm booking').dblclick();
  await booking.arrived('Thank you, see you soon');
  await expect(booking.slot.locator('[data-booking-status="confirmed"]')).toContainText(
    /Confirmed\s+Booking reference: \S+/,
  );
  await expect(booking.slot).toContainText(`at ${time}, 2 guests.`);
  await expect(booking.slot).toContainText('giulia.conti@example.com');
  expect(creates()).toBe(1);
});

test('a sold-out day says "No availabilities" and leads to the waiting list', async ({ page, pageErrors: _ }) => {
  const booking = new Booking(page);
  await booking.open('/en/florence/reservation/');
  await booking.party('4 guests', soldOutDay('florence'));
  await booking.arrived('No availabilities');
  await expect(booking.slot).toContainText('Every table is taken on');
  await expect(booking.button('Request a group booking')).toHaveCount(0);
  await booking.button('Join the waiting list').click();

  await booking.arrived('Join the waiting list');
  await booking.field('First name').fill('Ada');
  await booking.field('Surname').fill('Rossi');
  // Rules §waitlist: phone with prefix (placeholder format +3900000000); typed with its prefix, the code follows.
  await expect(booking.field('Number')).toHaveAttribute('placeholder', '+3900000000');
  await booking.field('Number').fill('+44 20 7946 0000');
  await expect(booking.field('Country code')).toHaveValue('44');
  await expect(booking.field('Number')).toHaveValue('20 7946 0000');
  await expect(booking.field('Number of people')).toHaveValue('4');
  await booking.slot.locator('input[name="booking-waitlist-time"]').nth(1).check();
  await booking.field('Notes').fill('Any time that evening is fine.');
  await booking.button('Join the waiting list').click();

  await booking.arrived('You are on the waiting list');
  await expect(booking.slot).toContainText('we will call you');
});

test('a site that is not open yet offers the waiting list from its opening day, and no table', async ({
  page,
  pageErrors: _,
}) => {
  const steps = new BookingSteps(page, 'ko', 'seoul');
  const { openingDate } = SITES.seoul.booking;
  let creates = 0;
  page.on('request', (request) => {
    if (isAction('BOOKING_CREATE')(new URL(request.url()))) creates += 1;
  });
  await steps.open();
  // The calendar starts at the opening day, and proposes it.
  await expect(steps.field('booking.field.date')).toHaveAttribute('min', openingDate!);
  await expect(steps.field('booking.field.date')).toHaveValue(openingDate!);
  const day = openDayOf('seoul');
  await steps.field('booking.field.date').fill(day);
  await steps.button('booking.action.findTable').click();
  await expect(steps.heading('booking.opening.title')).toBeFocused();
  const opening = formatDay(openingDate!, 'ko', 'seoul');
  await expect(steps.slot).toContainText(
    steps.t('booking.opening.text', { opening, day: formatDay(day, 'ko', 'seoul') }),
  );
  await expect(steps.slot.locator('input[name="booking-time"]')).toHaveCount(0);
  await expect(steps.button('booking.action.continue')).toHaveCount(0);
  await steps.button('booking.soldOut.join').click();

  await expect(steps.heading('booking.waitlist.title')).toBeFocused();
  await expect(steps.slot).toContainText(opening);
  await steps.field('booking.field.surname').fill('김');
  await steps.field('booking.field.name').fill('민준');
  await steps.field('booking.field.phoneNumber').fill('10 1234 5678');
  await steps.slot.locator('input[name="booking-waitlist-time"]').first().check();
  await steps.button('booking.waitlist.send').click();
  await expect(steps.heading('booking.waitlist.successTitle')).toBeFocused();
  expect(creates).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a party of 7 goes to the group request and sends it', async ({ page, pageErrors: _ }) => {
  const booking = new Booking(page);
  const day = openDay('florence');
  await booking.open('/en/florence/reservation/');
  await booking.party('7 guests (group request)', day);

  await booking.arrived('Group booking request');
  await expect(booking.field('Guests')).toHaveValue('7');
  await expect(booking.field('Preferred date')).toHaveValue(day);
  await booking.field('Preferred time').selectOption('20:00');
  await booking.slot.getByRole('checkbox', { name: 'My dates are flexible' }).check();
  await booking.contact({ name: 'Marco', surname: 'Bianchi', email: 'marco@example.com', phone: '333 765 4321' });
  await booking.field('Notes').fill('A birthday dinner.');
  await booking.button('Send request').click();

  await booking.arrived('Request received');
  await expect(booking.slot).toContainText('within one working day');
});

test('marks invalid inputs: required fields, a wrong email, each tied to its message', async ({
  page,
  pageErrors: _,
}) => {
  const booking = new Booking(page);
  await booking.open('/en/florence/reservation/');
  await booking.party('8 guests (group request)', openDay('florence'));
  await expect(booking.heading('Group booking request')).toBeFocused();

  // Rules §validation: required fields marked with an asterisk: name, surname, email, phone.
  for (const label of ['First name', 'Surname', 'Email', 'Phone']) {
    await expect(
      booking.slot.locator('.booking-field__label', { hasText: new RegExp(`^${label}\\s*\\*$`) }),
    ).toHaveCount(1);
  }
  const sent = countRequests(page, 'GROUP_REQUEST');
  await booking.button('Send request').click();
  await expect(booking.errorSummary).toBeFocused();
  await expect(booking.errorSummary).toContainText('First name: Required field');
  await expect(booking.errorSummary).toContainText('Phone: Required field');
  const name = booking.field('First name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await name.getAttribute('aria-describedby'))!;
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Required field');
  expect(await axeViolations(page), 'axe with every error shown').toEqual([]);

  // Validation on change: an email without a domain says so while typing, and clears when fixed.
  const email = booking.field('Email');
  await email.fill('marco@');
  await expect(page.locator(`[id="${(await email.getAttribute('aria-describedby'))!}"]`)).toHaveText(
    /Email is not valid\. Must contain @ and a domain/,
  );
  await email.fill('marco@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // A link of the summary leads to its field.
  await booking.errorSummary.getByRole('link', { name: /^Surname/ }).click();
  await expect(booking.field('Surname')).toBeFocused();
  expect(sent()).toBe(0);
});

test('the provider failing keeps everything typed and says to write or call the restaurant (a booking for someone else)', async ({
  page,
  pageErrors: _,
}) => {
  const booking = new Booking(page);
  const day = openDay('florence');
  await booking.open('/en/florence/reservation/');

  // The day's availability: 503.
  const availability = isAction('BOOKING_AVAILABILITY');
  await page.route(availability, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: envelope(503, 'Service Unavailable', null) }),
  );
  await booking.party('3 guests', day);
  const alert = booking.slot.getByRole('alert');
  await expect(alert).toContainText('Reservation unavailable');
  await expect(alert).toContainText('contact the restaurant by email or by phone');
  await expect(alert.getByRole('link', { name: 'florence@osterialucciola.example' })).toHaveAttribute(
    'href',
    'mailto:florence@osterialucciola.example',
  );
  await expect(alert.getByRole('link', { name: /\+39/ })).toHaveAttribute('href', /^tel:\+39/);
  await expect(booking.field('Date')).toHaveValue(day);
  await expect(booking.field('Guests')).toHaveValue('3');
  await page.unroute(availability);

  // The booking itself: 503 (the card token is answered here too, so nothing real is spent).
  await page.route(isAction('DEMO_CARD_TOKEN'), (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: envelope(200, 'OK', { token: 'tok_test_e2e', testMode: true }),
    }),
  );
  const create = isAction('BOOKING_CREATE');
  await page.route(create, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: envelope(503, 'Service Unavailable', null) }),
  );
  await booking.button('Find a table').click();
  await expect(booking.heading('Time')).toBeFocused();
  await booking.firstFreeTime();
  await booking.continue();
  await booking.slot.getByRole('radio', { name: 'Dining room' }).check();
  await booking.continue();
  await booking.continue();
  await booking.contact({ name: 'Luca', surname: 'Verdi', email: 'luca@example.com', phone: '347 000 1111' });
  // Booking for someone else asks the guest's name, and the summary is the on-behalf one.
  await booking.slot.getByRole('checkbox', { name: 'I am booking for someone else' }).check();
  await booking.continue();
  await expect(booking.field("Guest's first name")).toHaveAttribute('aria-invalid', 'true');
  await booking.field("Guest's first name").fill('Anna');
  await booking.field("Guest's surname").fill('Neri');
  await booking.continue();
  await booking.button('Add test card guarantee').click();
  await expect(booking.heading('Check and confirm the booking for your guest')).toBeFocused();
  await expect(booking.slot.locator('.booking-summary')).toContainText(/Guest\s*Anna Neri\s*Booked by\s*Luca Verdi/);
  await booking.slot.getByRole('checkbox', { name: /cancellation terms/ }).check();
  await booking.button('Confirm booking').click();

  await expect(alert).toContainText('Reservation unavailable');
  await expect(alert).toContainText('Everything you typed is still here');
  await expect(booking.button('Confirm booking')).toBeEnabled();
  await expect(booking.slot.getByRole('checkbox', { name: /cancellation terms/ })).toBeChecked();
  expect(await axeViolations(page), 'axe with the unavailable notice').toEqual([]);

  // The provider refuses a field (400 naming it): the visitor is taken back to it, marked and focused, with all else
  // kept.
  await page.unroute(create);
  await page.route(create, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: envelope(400, "Invalid field 'contact.email'", { field: 'contact.email' }),
    }),
  );
  await booking.button('Confirm booking').click();
  await expect(booking.heading('Your details')).toBeVisible();
  await expect(booking.field('Email')).toBeFocused();
  await expect(booking.errorSummary).toContainText('Email: Invalid field');
  await expect(booking.field('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(booking.field('First name')).toHaveValue('Luca');
  await expect(booking.field("Guest's first name")).toHaveValue('Anna');
});

test('the Japanese page asks furigana, in Japanese, with Japan preselected', async ({ page, pageErrors: _ }) => {
  const booking = new Booking(page);
  const MONDAY = 1;
  const day = openDay('tokyo', MONDAY);
  await booking.open('/ja/tokyo/reservation/', '人数と日付');
  await booking.field('人数').selectOption({ label: '2名' });
  await booking.field('日付').fill(day);
  await booking.button('空席を探す').click();
  await expect(booking.heading('時間')).toBeFocused();
  await expect(booking.slot.locator('.booking-day')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日.曜日$/);
  await booking.firstFreeTime();
  await booking.button('次へ').click();
  await booking.slot.getByRole('radio', { name: 'メインダイニング' }).check();
  await booking.button('次へ').click();
  await expect(booking.heading('オプション')).toBeFocused();
  await booking.button('次へ').click();

  await booking.arrived('お客様情報');
  await expect(booking.field('セイ（フリガナ）')).toBeVisible();
  await expect(booking.field('メイ（フリガナ）')).toBeVisible();
  await expect(booking.field('国番号')).toHaveValue('81');
  // Japanese forms put the family name first.
  const labels = await booking.slot.locator('.booking-row').first().locator('label').allTextContents();
  expect(labels.map((text) => text.replace(/\s*\*$/, ''))).toEqual(['姓', '名']);
  await booking.field('セイ（フリガナ）').fill('yamada');
  await booking.button('次へ').click();
  await expect(booking.errorSummary).toBeFocused();
  await expect(booking.errorSummary).toContainText('セイ（フリガナ）: 入力内容が正しくありません');
  await expect(booking.errorSummary).toContainText('姓: 必須項目です');
});
