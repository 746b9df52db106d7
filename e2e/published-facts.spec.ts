/**
 * What the restaurant publishes is what the booking flow sells (docs/bookings.md, "Where each fact
 * lives"): Tokyo's banner and opening hours against the times the flow offers, and the tasting menu's
 * wine pairing against the price the flow's summary charges.
 */
import { toMinutes } from '../lib/booking/localTime.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(({ context }) => quietPage(context));

test("Tokyo's banner and opening hours frame exactly the times the flow offers", async ({ page, pageErrors: _ }) => {
  test.setTimeout(60_000);
  const steps = new BookingSteps(page, 'ja', 'tokyo');
  await steps.open();
  const banner = (await page.locator('.marquee').first().innerText()).replace(/\s+/g, ' ');
  const hours = await page.locator('.venue__hours-row').evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector('dt')?.textContent ?? '',
      times: [...row.querySelectorAll('time')].map((time) => time.getAttribute('datetime') ?? ''),
    })),
  );
  // The structured data search engines read is written from the same opening hours.
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const specs = jsonLd.find((data) => data['@type'] === 'Restaurant')?.openingHoursSpecification as
    | { opens: string; closes: string }[]
    | undefined;
  expect(specs?.map(({ opens, closes }) => [opens, closes])).toEqual(hours.map(({ times }) => times));
  await steps.toTime(2);
  const offered = await steps.slot
    .locator('input[name="booking-time"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value.split('|')));
  for (const [service, word] of [
    ['lunch', 'ランチ'],
    ['dinner', 'ディナー'],
  ] as const) {
    const times = offered.filter(([name]) => name === service).map(([, time]) => time!);
    expect(times.length, `${service} times offered`).toBeGreaterThan(0);
    const [, opens, closes] = new RegExp(`${word} (\\d\\d:\\d\\d)〜(\\d\\d:\\d\\d)`).exec(banner) ?? [];
    expect([opens, closes], `the banner's ${word}`).toEqual([times[0], expect.any(String)]);
    const row = hours.find(({ label }) => label.startsWith(word));
    expect(row?.times, `the opening hours' ${word}`).toEqual([opens, closes]);
    // The last orders the opening hours promise are the last seating the flow sells, before closing.
    expect(/(\d\d:\d\d)/.exec(row?.label ?? '')?.[1], `${word}: last orders`).toBe(times.at(-1));
    expect(toMinutes(times.at(-1)!)).toBeLessThan(toMinutes(closes!));
  }
});

test("Tokyo's tasting menu prints the wine pairing the flow's summary charges", async ({ page, pageErrors: _ }) => {
  test.setTimeout(90_000);
  await page.goto('/ja/tokyo/menu/tasting-menu/');
  const pairing = page.locator('.menu__line', { has: page.locator('.menu__name', { hasText: /^ワインペアリング$/ }) });
  const printed = (await pairing.locator('.menu__price').innerText()).trim();
  expect(printed).toMatch(/^¥\d{1,3}(,\d{3})*$/);

  const steps = new BookingSteps(page, 'ja', 'tokyo');
  await steps.open();
  await steps.toExtras(2);
  await steps.chooseExtra('wine-pairing', 2);
  await steps.toCard({ name: '花子', surname: '佐藤', furiganaName: 'ハナコ', furiganaSurname: 'サトウ' });
  await steps.toSummary();
  await expect(steps.slot.locator('.booking-summary__extra')).toContainText(`2 × ${printed}`);
});
