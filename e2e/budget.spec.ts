/**
 * The bundle-size check: it fails when the first-load JavaScript of a non-shop page exceeds the
 * budget (docs/performance.md "Budgets"): the scripts a first visitor's phone requests until the page has
 * settled, with no gesture, sized from dist/ with gzip -9, measured as `npm run bench -- --only firstload` measures them
 * (scripts/bench/firstLoad.ts).
 */
import { LIMITS } from '../lib/limits.ts';
import { filesUntilSettled, weigh } from '../scripts/bench/firstLoad.ts';
import { expect, test } from './fixtures.ts';

/**
 * The non-shop templates whose content is in their HTML: not the reservation page (its booking flow is its
 * content), the manage page (its booking), nor a page the live fallback serves (it fetches its content with
 * the content API's client): docs/performance.md "Budgets". The 404 is the prerendered one.
 */
const PAGES = ['/en/', '/en/florence/', '/ja/tokyo/', '/en/florence/menu/a-la-carte/', '/en/florence/_404/'];

test.describe('first-load JavaScript', () => {
  // Measured on the phone project (Pixel 7) only: playwright.config.ts leaves this spec out of the desktop one.
  for (const path of PAGES) {
    test(`${path} stays within the ${LIMITS.firstLoadJsBudgetKb} kB budget`, async ({ page, baseURL }) => {
      const files = await filesUntilSettled(page, `${baseURL}${path}`);
      const { jsGzipKb, scripts } = await weigh(files);
      expect(scripts, 'the page loaded its scripts').toBeGreaterThan(0);
      expect(
        jsGzipKb,
        `${path}: ${jsGzipKb.toFixed(1)} kB gzip of JavaScript until settled; budget ${LIMITS.firstLoadJsBudgetKb} kB`,
      ).toBeLessThanOrEqual(LIMITS.firstLoadJsBudgetKb);
    });
  }
});
