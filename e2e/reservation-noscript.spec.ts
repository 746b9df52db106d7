/**
 * The reservation page without scripts: the booking flow never wakes, so the prerendered page itself says
 * how to book, in its language, with the restaurant's e-mail and phone as the footer of the same page
 * gives them (lib/restaurantContact.ts reads both from the content). With scripts, the flow replaces it.
 */
import { requestKind } from '../lib/booking/requestKind.ts';
import { restaurantContact } from '../lib/restaurantContact.ts';
import { allLangSitePairs } from '../lib/sites.ts';
import { sitePath } from '../lib/urls.ts';
import { translator } from './bookingSteps.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, site } of allLangSitePairs()) {
    test(`the ${lang}/${site} reservation page says how to book, by phone and e-mail`, async ({ page }) => {
      const t = translator(lang);
      await page.goto(sitePath(lang, site, 'reservation'));
      const how = page.locator('[data-form="booking"] [data-how-to-book]');
      await expect(how).toBeVisible();
      // The flow's prerendered step, which needs its code to send anything, is not offered.
      await expect(page.locator('[data-form="booking"] .booking')).toBeHidden();
      await expect(how).toContainText(t(`booking.howToBook.${requestKind(site, new Date())}`));
      const footer = await page.locator('.site-footer__address span').allTextContents();
      const { email, phone } = restaurantContact(site, footer);
      await expect(how.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
      expect(phone, `the footer of ${lang}/${site} gives a phone`).toBeTruthy();
      await expect(how.locator(`a[href="tel:${phone!.replace(/[^\d+]/g, '')}"]`)).toHaveText(phone!);
    });
  }
});

test('with JavaScript, the booking flow takes the place of the way to book by phone', async ({ page }) => {
  await page.goto(sitePath('en', 'florence', 'reservation'));
  // The server renders the flow's first step: it shows before the page's code runs, and stays once it has.
  await expect(page.locator('[data-form="booking"] .booking')).toBeVisible();
  await expect(page.locator('[data-how-to-book]')).toBeHidden();
  await hydrated(page);
  await expect(page.locator('[data-form="booking"] .booking')).toBeVisible();
  await expect(page.locator('[data-how-to-book]')).toBeHidden();
});
