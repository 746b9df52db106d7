/**
 * The first-load budgets (docs/performance.md "Budgets"): the JavaScript a first visitor's phone requests
 * until the page has settled, with no gesture, sized from dist/ with gzip -9, measured as
 * `npm run bench -- --only firstload` measures it (scripts/bench/firstLoad.ts), on every page of its table:
 * 30 kB on a page whose content is its HTML, in every page language; 100 kB on a page that acts as it
 * arrives. A page still over its budget is held to its current figure, so it cannot grow. And no page's
 * first script brings React, which a page loads only to draw with it.
 */
import { LIMITS } from '../lib/limits.ts';
import { FIRST_LOAD_PAGES, filesUntilSettled, firstLoadLimitKb, weigh } from '../scripts/bench/firstLoad.ts';
import { entryImports } from '../scripts/build/firstPaint.ts';
import { builtManifest, expect, test } from './fixtures.ts';

test.describe('first-load JavaScript', () => {
  // Measured on the phone project (Pixel 7) only: playwright.config.ts leaves this spec out of the desktop one.
  for (const entry of FIRST_LOAD_PAGES) {
    const limit = firstLoadLimitKb(entry);
    test(`${entry.template}, ${entry.path}: within ${limit} kB`, async ({ page, baseURL }) => {
      const files = await filesUntilSettled(page, `${baseURL}${entry.path}`);
      const { jsGzipKb, scripts } = await weigh(files);
      expect(scripts, 'the page loaded its scripts').toBeGreaterThan(0);
      const budget = LIMITS.firstLoadJsKb[entry.budget];
      const held = entry.over ? `its ceiling while over its ${budget} kB budget (${entry.over.why})` : 'its budget';
      expect(
        jsGzipKb,
        `${jsGzipKb.toFixed(1)} kB gzip of JavaScript until settled; ${limit} kB is ${held}`,
      ).toBeLessThanOrEqual(limit);
    });
  }
});

test("no page's first script brings React: what it imports, all the way down, holds none", () => {
  const built = builtManifest();
  const react = Object.values(built).find((chunk) => chunk.name === 'react' && chunk.file.endsWith('.js'));
  expect(react, "the build's React chunk (scripts/build/chunkGroups.ts)").toBeDefined();
  const entries = Object.entries(built).filter(([source]) => source.endsWith('/+client.ts'));
  expect(entries.map(([source]) => source)).toContain('pages/live/+client.ts');
  for (const [source, entry] of entries)
    expect(entryImports(`/${entry.file}`, built), source).not.toContain(`/${react!.file}`);
});
