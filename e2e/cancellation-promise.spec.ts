/**
 * What a booking is promised about cancelling (rules §cancellation, lib/booking/cancellationTerms.ts), as
 * the guest reads it before confirming, on the thanks step and in the confirmation e-mail (the e2e API's
 * outbox, e2e/outbox.ts). The site's clock is real: the spec books Florence tomorrow or the day after at a
 * time already inside the 48-hour paid window, the one nearest 38 hours ahead.
 */
import { cancellationCharge, seatingInstant } from '../lib/booking/cancellation.ts';
import { todayIn } from '../lib/booking/format.ts';
import { addDays, weekdayOf } from '../lib/booking/localTime.ts';
import { SITES } from '../lib/sites.ts';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test } from './fixtures.ts';
import { outboxMail } from './outbox.ts';

test.beforeEach(({ context }) => quietPage(context));

const site = 'florence';
const THURSDAY = 4;
const HOUR = 3_600_000;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** What an Italian text would say if it called the cancellation free. */
const CALLS_IT_FREE = /gratuitamente|sono gratuiti|è gratuito/;

test('booked inside the paid window (Florence, about 38 h ahead), the summary, thanks step and e-mail state €150 × 2 = €300, and none calls it free', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(120_000);
  const steps = new BookingSteps(page, 'it', site);
  const { t } = steps;
  const today = todayIn(SITES[site].clockTimeZone);
  // Thursdays are the demo's sold-out private event.
  const days = [addDays(today, 1), addDays(today, 2)].filter((day) => weekdayOf(day) !== THURSDAY);
  await steps.open();
  await steps.field('booking.field.guests').selectOption({ label: t('booking.guests.count', { count: 2 }) });
  let chosen: { date: string; time: string } | undefined;
  for (const date of days) {
    await steps.field('booking.field.date').fill(date);
    await steps.button('booking.action.findTable').click();
    await expect(steps.heading('booking.step.time')).toBeFocused();
    const values = await steps.slot
      .locator('input[name="booking-time"]:enabled')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const now = new Date();
    const ahead = (time: string) => (seatingInstant(site, date, time).getTime() - now.getTime()) / HOUR;
    const charged = values
      .filter((value) => cancellationCharge({ site, date, time: value.split('|')[1]!, guests: 2 }, now) !== null)
      .sort((a, b) => Math.abs(ahead(a.split('|')[1]!) - 38) - Math.abs(ahead(b.split('|')[1]!) - 38));
    if (charged[0]) {
      await steps.slot.locator(`input[name="booking-time"][value="${charged[0]}"]`).check();
      chosen = { date, time: charged[0].split('|')[1]! };
      break;
    }
    await steps.button('booking.action.back').click();
    await expect(steps.heading('booking.step.party')).toBeFocused();
  }
  expect(chosen, `a free time inside the paid window on ${days.join(' or ')}`).toBeTruthy();
  await steps.button('booking.action.continue').click();
  await expect(steps.heading('booking.step.seating')).toBeFocused();
  await steps.slot.locator('input[name="booking-seating"]:enabled').first().check();
  await steps.button('booking.action.continue').click();
  await expect(steps.heading('booking.step.extras')).toBeFocused();
  await steps.toCard({ name: 'Chiara', surname: 'Lucci' });
  await steps.toSummary();

  // Before the guest confirms: the free window is over, and what cancelling costs.
  const charged = t('booking.terms.charged', {
    hours: 48,
    penalty: '€ 150,00',
    total: '€ 300,00',
    guests: t('booking.guests.count', { count: 2 }),
  });
  const promise = steps.slot.locator('.booking-terms__promise');
  await expect(promise).toHaveAttribute('data-cancellation-terms', 'charged');
  expect(plain(await promise.innerText())).toBe(charged);
  expect(await steps.slot.locator('.booking-terms').innerText()).not.toMatch(CALLS_IT_FREE);
  expect(await axeViolations(page), 'axe on the summary').toEqual([]);

  await steps.slot.getByRole('checkbox').check();
  await steps.button('booking.action.confirm').click();
  await expect(steps.heading('booking.thanks.title')).toBeFocused();
  const thanks = plain(await steps.slot.innerText());
  expect(thanks).toContain(t('booking.thanks.cancelCharged', { total: '€ 300,00' }));
  expect(thanks).not.toMatch(CALLS_IT_FREE);
  const id = /:\s*(\S+)\s*$/.exec(await steps.slot.locator('[data-booking-status="confirmed"]').innerText())?.[1];
  expect(id, 'the booking reference').toBeTruthy();

  const mail = plain((await outboxMail(id!, 'guest.booking')).text ?? '');
  expect(mail).toContain(charged);
  expect(mail).not.toMatch(CALLS_IT_FREE);
});
