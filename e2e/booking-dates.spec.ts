/**
 * The booking flow writes days and times as the site's visitors read them (lib/booking/format.ts,
 * `Site.clockHourCycle` and `Site.dateLocales`): 24-hour times and day-month dates in Florence, Tokyo and
 * Seoul; 12-hour times and month-day dates for Beverly Hills' American guests, as its header clock.
 */
import type { Lang, SiteId } from '../lib/sites.ts';
import { BookingSteps, openDay, quietPage } from './bookingSteps.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(({ context }) => quietPage(context));

const month = (date: Date) => date.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
const CASES: { lang: Lang; site: SiteId; time: RegExp; day: (date: Date) => string }[] = [
  {
    lang: 'en',
    site: 'beverlyhills',
    time: /^(1[0-2]|[1-9]):[0-5]\d\s[AP]M$/,
    day: (date) => `${month(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  },
  {
    lang: 'en',
    site: 'florence',
    time: /^([01]\d|2[0-3]):[0-5]\d$/,
    day: (date) => `${date.getUTCDate()} ${month(date)} ${date.getUTCFullYear()}`,
  },
];

for (const { lang, site, time, day } of CASES) {
  test(`${lang}/${site}: the time step writes the day and its times as the site's guests read them`, async ({
    page,
    pageErrors: _,
  }) => {
    const steps = new BookingSteps(page, lang, site);
    await steps.open();
    const date = openDay(site);
    await steps.field('booking.field.guests').selectOption({ label: steps.t('booking.guests.count', { count: 2 }) });
    await steps.field('booking.field.date').fill(date);
    await steps.button('booking.action.findTable').click();
    await expect(steps.heading('booking.step.time')).toBeFocused();
    const times = (
      await steps.slot.locator('label.booking-slot > input[name="booking-time"] + span').allInnerTexts()
    ).map((text) => text.trim());
    expect(times.length, 'the day offers times').toBeGreaterThan(0);
    for (const shown of times) expect(shown).toMatch(time);
    await expect(steps.slot.getByText(day(new Date(`${date}T12:00:00Z`))).first()).toBeVisible();
  });
}
