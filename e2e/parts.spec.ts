/**
 * The page's parts (docs/site.md "Parts"): a page stays the HTML it arrived as until a part is needed, a
 * page of HTML alone never loads its own code, and a visitor's first press is never lost.
 */
import { asleep, builtManifest, closeBanners, expect, partsLive, test } from './fixtures.ts';
import { fillContactFields } from './contactForm.ts';

/** The built file of a source module. */
const builtFile = (source: string) => `/${builtManifest()[source]!.file}`;

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
    await partsLive(page);
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

  /**
   * Holds the code that hydrates a part until `release` is called: the page is painted and listening, and
   * the visitor types into its prerendered form while its part is still waking.
   */
  async function holdHydration(page: import('@playwright/test').Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${builtFile('renderer/parts/hydratePart.tsx')}`, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a press held while its part wakes shows at once that it is on its way, then acts', async ({
    page,
    pageErrors: _,
  }) => {
    await asleep(page, '/en/florence/');
    const release = await holdHydration(page);
    const reserve = page.locator('main [data-reserve]').first();
    await reserve.click();
    await expect(reserve).toHaveAttribute('data-held-press', '');
    const look = await reserve.evaluate((button) => {
      const { cursor, opacity } = getComputedStyle(button);
      return { cursor, opacity };
    });
    expect(look.cursor).toBe('progress');
    expect(Number(look.opacity)).toBeLessThan(0.9);
    await expect(page.locator('[data-part][aria-busy="true"]')).not.toHaveCount(0);
    release();
    await expect(page.locator('dialog.reserve-overlay')).toBeVisible();
    await expect(reserve).not.toHaveAttribute('data-held-press');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('what a visitor types into the contact form before it is live is kept, and sent', async ({
    page,
    pageErrors: _,
  }) => {
    const release = await holdHydration(page);
    await asleep(page, '/en/florence/contact/');
    const form = page.locator('form.request-form--contact');
    // The server's form, typed into before the page's code has arrived.
    await fillContactFields(form);
    await expect(page.locator('[data-part="page"][data-live]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-part="page"][data-live]')).toHaveCount(1, { timeout: 15_000 });
    // The form knows what is in it: the consent enables Send (rules §validation), the fields are kept.
    const send = form.locator('.request-form__send');
    await expect(send).toBeEnabled();
    await expect(form.locator('input[name="surname"]')).toHaveValue('Rossi');
    await expect(form.locator('select[name="requestType"]')).toHaveValue('parking');
    const sent = page.waitForRequest((request) => new URL(request.url()).searchParams.get('action') === 'SEND_MAIL');
    await send.click();
    const body = (await sent).postData() ?? '';
    expect(body).toContain('Marco');
    expect(body).toContain('Is there parking nearby?');
    await expect(page.locator('.request-form__thanks')).toBeVisible();
  });

  test("the booking flow's first step keeps the guests and day chosen before it is live", async ({
    page,
    pageErrors: _,
  }) => {
    const release = await holdHydration(page);
    await asleep(page, '/en/florence/reservation/');
    const guests = page.locator('#booking-party-guests');
    const date = page.locator('#booking-party-date');
    // The prerendered step proposes no day: the build's clock is not the visitor's.
    await expect(date).toHaveValue('');
    await guests.selectOption('4');
    const day = await page.evaluate(() => {
      const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
      return inTwoWeeks.toISOString().slice(0, 10);
    });
    await date.fill(day);
    release();
    await expect(page.locator('[data-part="page"][data-live]')).toHaveCount(1, { timeout: 15_000 });
    await expect(guests).toHaveValue('4');
    await expect(date).toHaveValue(day);
    // Live, the step bounds the day by the visitor's own clock.
    await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('a booking flow left at a later step comes back there as the page arrives, without a gesture', async ({
    page,
    pageErrors: _,
  }) => {
    await asleep(page, '/en/florence/reservation/?step=time');
    // The page wakes as it arrives: the draft this tab keeps, or the step of the address, is the visitor's.
    await expect(page.locator('[data-part="page"][data-live]')).toHaveCount(1, { timeout: 15_000 });
    // No day chosen yet: the flow goes back to the first step it needs, and the address follows it.
    await expect(page.locator('.booking-flow')).toHaveAttribute('data-booking-step', 'party');
    await expect(page.locator('#booking-party-date')).not.toHaveValue('');
  });
});
