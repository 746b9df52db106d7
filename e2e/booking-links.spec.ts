/**
 * Every site books on its own reservation page (docs/rules.md "Links"): on the Japanese and Korean
 * landings and the Tokyo and Seoul homes, every call to book leads there, in the page's language and
 * the same tab, and none leads to a booking provider's address.
 */
import { quietPage } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';

test.beforeEach(({ context }) => quietPage(context));

const PAGES = [
  { path: '/ja/', book: '/ja/tokyo/reservation/' },
  { path: '/ja/tokyo/', book: '/ja/tokyo/reservation/' },
  { path: '/en/tokyo/', book: '/en/tokyo/reservation/' },
  { path: '/ko/', book: '/ko/seoul/reservation/' },
  { path: '/ko/seoul/', book: '/ko/seoul/reservation/' },
  { path: '/en/seoul/', book: '/en/seoul/reservation/' },
] as const;

for (const { path, book } of PAGES) {
  test(`${path} sends every call to book to ${book}, in the same tab`, async ({ page, pageErrors: _ }) => {
    await page.goto(path);
    const links = await page.locator('main a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        text: (anchor.textContent ?? '').trim(),
      })),
    );
    expect(links.filter(({ href }) => /tavolaonline|sakuratable/.test(href))).toEqual([]);
    const booking = links.filter(({ href }) => href === book);
    expect(booking.length, `links to ${book}`).toBeGreaterThan(0);
    for (const link of booking) expect(link.target, link.text).toBeNull();
  });
}

test("following the Japanese landing's booking card opens Tokyo's booking flow", async ({ page, pageErrors: _ }) => {
  await page.goto('/ja/');
  await page.locator('main a[href="/ja/tokyo/reservation/"]').first().click();
  await expect(page).toHaveURL('/ja/tokyo/reservation/');
  await hydrated(page);
  await expect(page.locator('.booking-flow')).toBeVisible();
});
