/**
 * The first-load budgets (docs/performance.md "Budgets"): the JavaScript a first visitor's phone requests
 * until the page has settled, with no gesture, sized from dist/ with gzip -9, measured as
 * `npm run bench -- --only firstload` measures it (scripts/bench/firstLoad.ts), on every page of its table:
 * 30 kB on a page whose content is its HTML, in every page language; 100 kB on a page that acts as it
 * arrives. A page still over its budget is held to its current figure, so it cannot grow. And no page's
 * first script brings React, which a page loads only to draw with it.
 */
import pLimit from 'p-limit';
import { LIMITS } from '../lib/limits.ts';
import { FIRST_LOAD_PAGES, filesUntilSettled, firstLoadLimitKb, weigh } from '../scripts/bench/firstLoad.ts';
import { entryImports } from '../scripts/build/firstPaint.ts';
import { builtManifest, expect, introSeen, test } from './fixtures.ts';

/**
 * How many pages are weighed side by side. A page is mostly watched while it settles (3.5 s of its 4),
 * so one page at a time left the machine idle; each still has a browser context of its own, a new visitor.
 * Eight at once took the cores from the test beside it in the suite, whose waits then ran out.
 */
const PAGES_AT_ONCE = 4;

// Measured on the phone project (Pixel 7) only: playwright.config.ts leaves this spec out of the desktop one.
test('first-load JavaScript: every page of the table within its budget', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const { viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const device = {
    viewport,
    screen,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    serviceWorkers: 'block' as const,
  };
  const limit = pLimit(PAGES_AT_ONCE);
  await Promise.all(
    FIRST_LOAD_PAGES.map((entry) =>
      limit(async () => {
        const context = await browser.newContext(device);
        try {
          await introSeen(context);
          const files = await filesUntilSettled(await context.newPage(), `${baseURL}${entry.path}`);
          const { jsGzipKb, scripts } = await weigh(files);
          const page = `${entry.template}, ${entry.path}`;
          expect.soft(scripts, `${page}: the page loaded its scripts`).toBeGreaterThan(0);
          const budget = LIMITS.firstLoadJsKb[entry.budget];
          const held = entry.over ? `its ceiling while over its ${budget} kB budget (${entry.over.why})` : 'its budget';
          const most = firstLoadLimitKb(entry);
          expect
            .soft(
              jsGzipKb,
              `${page}: ${jsGzipKb.toFixed(1)} kB gzip of JavaScript until settled; ${most} kB is ${held}`,
            )
            .toBeLessThanOrEqual(most);
        } finally {
          await context.close();
        }
      }),
    ),
  );
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
