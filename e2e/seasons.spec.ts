/**
 * Seasonal content (docs/content-api.md, "Seasonal content"): an item is shown in its season only. The build
 * leaves out what is out of season on its day, and a prerendered page hides, before its first paint and without
 * its scripts, an item whose season ended after the build. The browser's clock is the test's: late November of
 * next year, whatever day the site was built on (a build in spring would carry the Easter card in its HTML).
 */
import type { Page } from '@playwright/test';
import { expect, gotoWithoutScripts, hydrated, test } from './fixtures.ts';

const LANDINGS = [
  ['/en/', /Easter/],
  ['/it/', /Pasqua/],
  ['/ja/', /イースター/],
  ['/ko/', /부활절/],
] as const;

/** Late November of next year, inside the build's zone tables (a week before the build to three years after). */
const lateNovember = () => new Date(`${new Date().getUTCFullYear() + 1}-11-25T12:00:00Z`);

const visibleCards = (page: Page) => page.locator('main .card').filter({ visible: true });

test('the landings show no Easter card in late November, beside the cards of every season', async ({
  page,
  pageErrors: _,
}) => {
  await page.clock.setFixedTime(lateNovember());
  for (const [path, easter] of LANDINGS) {
    await page.goto(path);
    await hydrated(page);
    await expect(visibleCards(page).first(), path).toBeVisible();
    await expect(visibleCards(page).filter({ hasText: easter }), path).toHaveCount(0);
    await expect(page.locator('main .card--special').filter({ visible: true }), path).toHaveCount(0);
  }
});

for (const path of ['/en/', '/it/florence/', '/ja/tokyo/']) {
  test(`${path} hides, before its scripts run, every seasonal item whose season has ended`, async ({
    page,
    pageErrors: _,
  }) => {
    await page.clock.setFixedTime(lateNovember());
    const today = lateNovember().toISOString().slice(0, 10);
    await gotoWithoutScripts(page, path);
    await expect(page.locator('main h1')).toBeVisible();
    for (const item of await page.locator('main [data-show-until]').all()) {
      const lastDay = (await item.getAttribute('data-show-until')) ?? '';
      if (lastDay < today) await expect(item, `shown until ${lastDay}`).toBeHidden();
      else await expect(item, `shown until ${lastDay}`).toBeVisible();
    }
    await expect(page.locator('main .card--special').filter({ visible: true })).toHaveCount(0);
  });
}
