/**
 * The booking summary's money and consent: each extra with its price, the extras' total, and the consent
 * linking the privacy policy exactly as the reservation overlay's consent does.
 */
import type { Locator } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';

test.beforeEach(({ context }) => quietPage(context));

/** What a visitor can tell of a link: where it goes, how it opens, what it says. */
async function linkFacts(link: Locator) {
  return {
    href: await link.getAttribute('href'),
    target: await link.getAttribute('target'),
    rel: await link.getAttribute('rel'),
    /** What it tells a screen reader beside its words: that it opens a new tab. */
    note: (await link.locator('.visually-hidden').textContent())?.trim(),
  };
}

test('the summary lists each extra with its price and the total, and its consent links the privacy policy as the overlay does', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(60_000);
  // The reservation overlay's privacy link, on the same site and language.
  await page.goto('/en/florence/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a table' }).first().click();
  const overlayLink = page.getByRole('dialog').locator('.field--check a');
  await expect(overlayLink).toBeVisible();
  const overlay = await linkFacts(overlayLink);
  expect(overlay).toMatchObject({
    href: '/en/florence/privacy-policy/',
    target: '_blank',
    note: '(opens in a new tab)',
  });

  const steps = new BookingSteps(page, 'en', 'florence');
  await steps.open();
  await steps.toExtras(3);
  await steps.chooseExtra('celebration-cake');
  await steps.chooseExtra('wine-pairing', 2);
  await steps.toCard({ name: 'Giulia', surname: 'Conti' });
  await steps.toSummary();

  const extras = steps.slot.locator('.booking-summary__extra');
  await expect(extras).toHaveCount(2);
  await expect(extras.nth(0)).toHaveText(/^Celebration cake\s*1 × €35\.00\s*€35\.00$/);
  await expect(extras.nth(1)).toHaveText(/^Wine pairing \(per person\)\s*2 × €95\.00\s*€190\.00$/);
  await expect(steps.slot.locator('.booking-summary__total')).toHaveText(/^Extras total\s*€225\.00$/);

  const consent = steps.slot.getByRole('checkbox', { name: /cancellation terms/ });
  const link = steps.slot.locator(`label[for="${await consent.getAttribute('id')}"] a`);
  expect(await linkFacts(link)).toEqual(overlay);
  // The link is the words "privacy policy" of the consent's sentence.
  await expect(link).toHaveText('privacy policy (opens in a new tab)');
  // The link opens the policy beside the booking, which stays as it was.
  const [policy] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(policy).toHaveURL(/\/en\/florence\/privacy-policy\/$/);
  await policy.close();
  await expect(consent).not.toBeChecked();
  await expect(steps.heading('booking.step.summary')).toBeVisible();
  expect(await axeViolations(page), 'axe on the summary').toEqual([]);
});

test('a Japanese summary totals yen without decimals', async ({ page, pageErrors: _ }) => {
  test.setTimeout(60_000);
  const steps = new BookingSteps(page, 'ja', 'osaka-garden');
  await steps.open();
  await steps.toExtras(2);
  await steps.chooseExtra('celebration-cake');
  await steps.chooseExtra('wine-pairing', 2);
  await steps.toCard({ name: '花子', surname: '佐藤' });
  await steps.toSummary();
  await expect(steps.slot.locator('.booking-summary__extra').nth(1)).toContainText('2 × ¥15,000');
  await expect(steps.slot.locator('.booking-summary__total')).toContainText('¥35,000');
});
