import { generateScalePages } from '../booking-service/demo/scaleContent.ts';
import { allLangSitePairs } from '../lib/sites.ts';
import { LIVE_ONLY_PAGES } from './env.ts';
import { builtManifest, expect, test, hydrated } from './fixtures.ts';

/** A page the content API has and the snapshot (built from the demo content alone) does not. */
const livePage = generateScalePages(LIVE_ONLY_PAGES, allLangSitePairs()).find(
  (page) => page.data.lang === 'en' && page.data.site === 'florence',
)!;
const livePath = `/en/florence/${livePage.data.path}/`;

test.describe('live fallback', () => {
  test('a page missing from the snapshot is fetched from the content API and rendered', async ({
    page,
    pageErrors: _,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api.php') apiCalls.push(request.url());
    });
    const response = await page.goto(livePath);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(livePage.title);
    await expect(page).toHaveTitle(new RegExp(livePage.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.osterialucciola.example${livePath}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(
      apiCalls.some((url) => url.includes('action=FETCH_PAGE') && url.includes(`name=${livePage.data.name}`)),
    ).toBe(true);
  });

  test('following a link to such a page ends on the live page too', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'live' });
      document.querySelector('main')!.append(link);
      link.click();
    }, livePath);
    await expect(page).toHaveURL(livePath);
    await expect(page.locator('h1')).toHaveText(livePage.title);
  });

  test('shows the localised 404 when the content API has no such page either', async ({ page, pageErrors: _ }) => {
    await page.goto('/ja/tokyo/press/never-written/');
    await expect(page.locator('h1')).toHaveText('申し訳ございません。ここには何もありません');
    await expect(page.locator('main a.button')).toHaveAttribute('href', '/ja/tokyo/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(/^申し訳ございません/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  for (const [answer, path] of [
    ['the 404', '/en/florence/never-written/'],
    ['the page', livePath],
  ] as const)
    test(`keeps its layout still while ${answer} replaces the loading notice`, async ({ page, pageErrors: _ }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.live-loading')).toHaveCount(0);
      // Two frames after the answer, so a shift it caused has been reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      // The answer replacing the notice moved the footer by 0.35 on a phone; a loaded machine may still see a
      // shift of a few thousandths elsewhere in the shell (a web font arriving), far below what a visitor notices.
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        'cumulative layout shift',
      ).toBeLessThan(0.005);
    });

  test('tells the visitor the service is unavailable when the content API cannot be reached', async ({
    page,
    pageErrors: _,
  }) => {
    await page.route('**/api.php?**', (route) => route.abort('connectionrefused'));
    await page.goto(livePath);
    await expect(page.locator('main')).toContainText(
      "The service is temporarily unavailable. We'll be back online shortly!",
    );
    await expect(page.locator('main')).toContainText('503');
  });

  test('shows the error page with the status the content API answered', async ({ page, pageErrors: _ }) => {
    await page.route('**/api.php?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 500, message: 'Database offline' }, data: null }),
      }),
    );
    await page.goto(livePath);
    await expect(page.locator('main')).toContainText('500');
    await expect(page.locator('main')).toContainText('Database offline');
  });

  test('reloads once when a lazily loaded chunk fails, then shows the page', async ({
    page,
    request,
    pageErrors: _,
  }) => {
    // The chunks a page loads up front are listed in its HTML (its page-scripts list); any other is lazy.
    const html = await (await request.get(livePath)).text();
    const upFront = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    const failed: string[] = [];
    await page.route(/\/assets\/chunks\/.*\.js$/, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (upFront.has(path) || failed.length > 0) return route.continue();
      failed.push(path);
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(livePath);
    // The reload follows the check that the site answers.
    await expect.poll(() => loads).toBe(2);
    await expect(page.locator('h1')).toHaveText(livePage.title);
    expect(failed).toHaveLength(1);
  });
});

test.describe('a page whose own code fails to load (rules §errors: Chunk-loading failure: Page reloads)', () => {
  /**
   * The chunks the page's entry imports statically, as the build manifest lists them: if one fails, the entry never
   * runs.
   */
  async function entryStaticImports(page: import('@playwright/test').Page, path: string): Promise<string[]> {
    const html = await (await page.request.get(path)).text();
    const entry = /"entry":"(\/assets\/entries\/[^"]+\.js)"/.exec(html)![1]!;
    const manifest = builtManifest();
    const record = Object.values(manifest).find((chunk) => `/${chunk.file}` === entry)!;
    return (record.imports ?? []).map((key) => `/${manifest[key]!.file}`);
  }

  /** Counts the page's own document loads: the first visit, then each reload. */
  function countDocuments(page: import('@playwright/test').Page): () => number {
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
    return () => documents;
  }

  // Chromium may ask for a refused chunk more than once in one load (its module preload, then the import
  // itself), so these tests refuse it for a whole document and count what the visitor gets: documents
  // loaded and whether the page went live, never the browser's requests.
  test('reloads once when a chunk the entry imports fails, then the page goes live', async ({
    page,
    pageErrors: _,
  }) => {
    const [chunk] = await entryStaticImports(page, '/en/florence/');
    expect(chunk, 'the entry imports a chunk statically').toBeTruthy();
    const documents = countDocuments(page);
    await page.route(
      (url) => url.pathname === chunk,
      (route) => (documents() <= 1 ? route.abort('failed') : route.continue()),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/en/florence/');
    await hydrated(page);
    expect(loads).toBe(2);
    expect(documents()).toBe(2);
  });

  test('reloads only once when it keeps failing: the page stays as painted, readable, and does not loop', async ({
    page,
    pageErrors: _,
  }) => {
    const [chunk] = await entryStaticImports(page, '/en/florence/');
    const documents = countDocuments(page);
    await page.route(
      (url) => url.pathname === chunk,
      (route) => route.abort('failed'),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/en/florence/');
    await expect.poll(() => loads).toBe(2);
    // Long enough for another HEAD and reload, had the rule allowed one.
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    expect(documents()).toBe(2);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).not.toBeAttached();
  });
});
