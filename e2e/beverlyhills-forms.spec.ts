/**
 * Beverly Hills as its American guests read it: the address in the US post's order (lib/postalAddress.ts),
 * "Last name" rather than "Surname" (locales/variants/en-US.json), the birthdate asked month first
 * (lib/booking/format.ts `datePartOrder`), and a guest count over the contact form's limit answered with
 * the limit (lib/forms/fieldRules.ts `FIELD_ERRORS.range`).
 */
import { LIMITS } from '../lib/limits.ts';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';

test.beforeEach(async ({ context }) => quietPage(context));

test('the address reads "Beverly Hills, CA 90210"', async ({ page, pageErrors: _ }) => {
  await page.goto('/en/beverlyhills/');
  const address = page.locator('.venue__address p').first();
  await expect(address).toContainText('418 North Lantern Drive');
  await expect(address).toContainText('Beverly Hills, CA 90210');
  await expect(address).not.toContainText('90210 Beverly Hills');
});

test('the contact form asks the last name and names the limit of guests', async ({ page, pageErrors: _ }) => {
  await page.goto('/en/beverlyhills/contact/');
  const form = page.locator('form.request-form--contact');
  await hydrated(page);
  await expect(form.getByLabel(/^Last name/)).toHaveAttribute('name', 'surname');
  await expect(form.getByText(/Surname/)).toHaveCount(0);

  const guests = form.locator('input[name="guests"]');
  await guests.fill('250');
  await guests.blur();
  await expect(guests).toHaveAttribute('aria-invalid', 'true');
  const described = ((await guests.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts.join(' ')).toContain(`Enter a number from 1 to ${LIMITS.enquiryMaxGuests}`);
  expect(texts.join(' ')).not.toContain('Invalid field');
  expect(await axeViolations(page)).toEqual([]);
});

test('the booking flow asks the last name and the birthdate month first', async ({ page, pageErrors: _ }) => {
  const steps = new BookingSteps(page, 'en', 'beverlyhills');
  await steps.open();
  await steps.toExtras(2);
  await steps.toContact();
  await expect(steps.slot.getByLabel(/^Last name/)).toBeVisible();
  await expect(steps.slot.getByLabel(/^Surname/)).toHaveCount(0);
  const parts = steps.slot.locator('.booking-birthdate select');
  await expect(parts).toHaveCount(3);
  expect(await parts.evaluateAll((selects) => selects.map((select) => select.getAttribute('autocomplete')))).toEqual([
    'bday-month',
    'bday-day',
    'bday-year',
  ]);
});
