/**
 * The page's parts (docs/site.md "Parts"): a page stays the HTML it arrived as until a part is needed, a
 * page of HTML alone never loads its own code, and a visitor's first press is never lost.
 */
import { readFileSync } from 'node:fs';
import type { BuildManifest } from '../scripts/build/firstPaint.ts';
import { asleep, closeBanners, expect, test } from './fixtures.ts';

/** The built file of a source module (Vite's manifest, which vike keeps beside the build). */
const builtFile = (source: string) =>
  `/${(JSON.parse(readFileSync('dist/assets.json', 'utf8')) as BuildManifest)[source]!.file}`;

const isPhone = () => test.info().project.name === 'phone';

/** The same-origin scripts the page has requested so far, by path. */
function scriptsOf(page: import('@playwright/test').Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const liveParts = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-part][data-live]')].map((part) => part.dataset.part),
  );

test.describe('parts', () => {
  test('a returning visitor who only looks wakes no part, and no React loads', async ({
    page,
    context,
    pageErrors: _,
  }) => {
    await closeBanners(context);
    const scripts = scriptsOf(page);
    await asleep(page, '/en/florence/menu/a-la-carte/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    expect(await liveParts(page)).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    // The first script alone: not the code that hydrates a part (React's client comes with it).
    expect(scripts.length, 'the first script ran').toBeGreaterThan(0);
    expect(scripts).not.toContain(builtFile('renderer/parts/hydratePart.tsx'));
    expect(scripts).not.toContain(builtFile('renderer/parts/partLoaders.ts'));
  });

  test("the first press on the header's controls acts, without waiting for the page to be live", async ({
    page,
    pageErrors: _,
  }) => {
    await asleep(page, '/en/florence/');
    // No gesture before: the press itself wakes the header, is held, and acts once it is live. The burger
    // on a phone, the location chooser (in the header on every layout) on a laptop.
    if (isPhone()) {
      await page.locator('.site-header__burger').click();
      await expect(page.getByRole('dialog', { name: 'Osteria Lucciola Florence' })).toBeVisible();
    } else {
      await page.locator('.site-header__location').click();
      await expect(page.locator('dialog.location-panel')).toBeVisible();
    }
  });

  test("after a gesture, a page of HTML alone wakes the frame's parts but never its own", async ({
    page,
    pageErrors: _,
  }) => {
    await asleep(page, '/en/florence/menu/a-la-carte/');
    await page.mouse.move(2, 2);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const live = await liveParts(page);
    expect(live).toContain('header');
    expect(live).not.toContain('page');
  });

  test('the first press on a content button another part answers acts: the reservation overlay, the cart', async ({
    page,
    pageErrors: _,
  }) => {
    // "Book a table" is the page's HTML; the reserve part opens the overlay. Neither is awake at the press.
    await asleep(page, '/en/florence/');
    await page.locator('main [data-reserve]').first().click();
    await expect(page.locator('dialog.reserve-overlay')).toBeVisible();

    // "Add to cart" is the shop page's HTML; the shop part adds it and opens the cart.
    await asleep(page, '/en/florence/shop/');
    await page.locator('main [data-add-to-cart]:enabled').first().click();
    await expect(page.locator('dialog.cart-panel')).toBeVisible();
    await expect(page.locator('dialog.cart-panel .cart-line')).toHaveCount(1);
  });
});
