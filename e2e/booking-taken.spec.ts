/**
 * The last seats of a time go to someone else while the guest is on the summary (another tab, another
 * guest): the provider answers 409, and the flow takes the guest back to the day's times, the taken time
 * full and unchosen, the message focused, so Confirm can never send that time again.
 */
import type { Page } from '@playwright/test';
import { createContentApiClient } from '../clients/contentApi.ts';
import { bookingFor } from '../booking-service/testing/submissions.ts';
import type { Service } from '../lib/booking/contract.ts';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { API_PORT } from './env.ts';
import { expect, test } from './fixtures.ts';

const api = { url: `http://127.0.0.1:${API_PORT}` };

/** What the tab holds of the booking (draftStore.ts): the day and the time on the summary. */
async function chosenTime(page: Page): Promise<{ date: string; service: Service; time: string }> {
  return page.evaluate(() => {
    const saved = JSON.parse(sessionStorage.getItem('lucciola:booking-draft:florence') ?? '{}');
    return { date: saved.draft.date, service: saved.draft.service, time: saved.draft.time };
  });
}

/** Other guests book every seat left at that time: parties of 6 while they fit, then of 1. */
async function takeEverySeat(slot: { date: string; service: Service; time: string }): Promise<void> {
  const client = createContentApiClient({ baseUrl: api.url });
  for (const guests of [6, 1]) {
    for (;;) {
      const request = await bookingFor(api, { ...slot, lang: 'en', guests, seating: 'dining-room' });
      const taken = await client.createBooking(request).then(
        () => false,
        (error: { status?: number }) => {
          if (error.status === 409) return true;
          throw error;
        },
      );
      if (taken) break;
    }
  }
}

test.beforeEach(async ({ context }) => quietPage(context));

test('a time taken meanwhile sends the guest back to the times, the message focused, and never sends it again', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(90_000);
  let creates = 0;
  page.on('request', (request) => {
    if (request.url().includes('action=BOOKING_CREATE')) creates += 1;
  });
  const steps = new BookingSteps(page, 'en', 'florence');
  await steps.open();
  await steps.toExtras(2);
  await steps.toCard({ name: 'Giulia', surname: 'Conti' });
  await steps.toSummary();
  const slot = await chosenTime(page);
  const value = `${slot.service}|${slot.time}`;

  await takeEverySeat(slot);
  await steps.slot.getByRole('checkbox', { name: /cancellation terms/ }).check();
  await steps.button('booking.action.confirm').click();

  await expect(steps.heading('booking.step.time')).toBeVisible();
  const message = steps.slot.locator('[data-step-notice]');
  await expect(message).toHaveText(steps.t('booking.problem.conflict'));
  await expect(message).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(steps.t('booking.problem.conflict'));
  // The taken time is full and no longer chosen.
  const taken = steps.slot.locator(`input[name="booking-time"][value="${value}"]`);
  await expect(taken).toBeDisabled();
  await expect(taken).not.toBeChecked();
  expect(await axeViolations(page), 'axe on the times with the message').toEqual([]);

  // Continue asks for a time; the browser's back, to the summary's entry, shows the times, not Confirm.
  await steps.button('booking.action.continue').click();
  await expect(steps.slot.getByText(steps.t('booking.error.chooseTime')).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/step=time/);
  await expect(steps.heading('booking.step.time')).toBeVisible();
  await expect(steps.button('booking.action.confirm')).toHaveCount(0);
  expect(creates).toBe(1);

  // Another time, and on through the steps as filled, the card guarantee kept: booked.
  await steps.slot.locator('input[name="booking-time"]:enabled').first().check();
  for (const next of ['seating', 'extras', 'contact', 'card'] as const) {
    await steps.button('booking.action.continue').click();
    await expect(steps.heading(`booking.step.${next}`)).toBeFocused();
  }
  await steps.button('booking.action.continue').click();
  await expect(steps.heading('booking.step.summary')).toBeFocused();
  const other = await chosenTime(page);
  expect(`${other.service}|${other.time}`).not.toBe(value);
  await steps.slot.getByRole('checkbox', { name: /cancellation terms/ }).check();
  await steps.button('booking.action.confirm').click();
  await expect(steps.heading('booking.thanks.title')).toBeVisible();
  expect(creates).toBe(2);
});
