/**
 * The motion layer as a visitor meets it: the first-visit intro, the page transition across two documents,
 * section entrances
 * with gsap loaded on demand, the custom cursor, the vertical lines and the rotate-device notice.
 *
 * Tests tagged FIRST_VISIT run as a brand-new visitor (e2e/fixtures.ts leaves them unmarked); every other
 * test here marks the intro as seen itself, as the fixtures do for the other specs. Tests that take their
 * time use Beverly Hills pages without a news banner (demo content: it shows on pages 2000, 2003 and 2004
 * only), so no modal opens over them after 3.5 s.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { ENTERING_KEY, INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../lib/motion.ts';
import { builtManifest, expect, hydrated, test } from './fixtures.ts';
import { GSAP_CHUNKS, isGsapChunk } from './gsapChunk.ts';

const FIRST_VISIT = '@first-visit';
const INTRO_TEXT = 'Wherever a firefly glows, there is a table waiting.';

/** Beverly Hills pages the news banner leaves alone: a hero, a text and a carousel; and the press list. */
const QUIET_PAGE = '/en/beverlyhills/giardino/';
const QUIET_NEXT_PAGE = '/en/beverlyhills/press/';

const isPhone = () => test.info().project.name === 'phone';

/** Follows a link the way a visitor's click does (the page transition takes it), whatever the layout shows. */
async function followLink(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = Object.assign(document.createElement('a'), { href: target, textContent: target });
    document.querySelector('main')!.append(link);
    link.click();
  }, href);
}

async function markIntroSeen(context: BrowserContext) {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    },
    [INTRO_SEEN_KEY, INTRO_SEEN_VALUE] as const,
  );
}

test.describe('first-visit intro', { tag: FIRST_VISIT }, () => {
  test('on a throttled phone the page is never painted and then covered: the cover is there from the first paint', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // A slow phone: Lighthouse's slow 4G (150 ms, 1.6 Mbit/s) and a CPU four times slower.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every frame from the first: is the page's heading there, and is the intro what shows at the centre?
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { introFrames: seen });
      const look = () => {
        if (document.querySelector('main h1')) {
          const there = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
          const state = there?.closest('.intro-cover') ? 'cover' : 'page';
          if (seen.at(-1) !== state) seen.push(state);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/en/florence/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'seen', { timeout: 60_000 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => (window as unknown as { introFrames: string[] }).introFrames)).toEqual([
      'cover',
      'page',
    ]);
  });

  test('shows the intro text on a first visit, leaves at 5 s and never plays again', async ({
    page,
    pageErrors: _,
  }) => {
    // Rules §motion: First entry is a state removed after the intro (intro delay 5 s): timed by CSS from the
    // cover's first frame, so counted on the page's own clock from the navigation, by a watch that starts
    // with the document (a busy runner can take past 4 s to make the page live).
    await page.addInitScript(() => {
      const watch = { shownAt4s: false, endedAt: 0 };
      (window as unknown as { introWatch: typeof watch }).introWatch = watch;
      const check = () => {
        const now = performance.now();
        const cover = document.getElementById('intro-cover');
        if (cover && now >= 4000 && now < 4300) watch.shownAt4s ||= getComputedStyle(cover).visibility === 'visible';
        if (document.documentElement.dataset.intro === 'seen') watch.endedAt = now;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/en/florence/');
    const intro = page.getByRole('dialog', { name: INTRO_TEXT });
    await expect(intro).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'playing');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeFocused();
    // The header's banner, covered, holds still until the intro has gone.
    await expect(page.locator('.marquee__track')).toHaveCSS('animation-play-state', 'paused');

    const watch = await page.waitForFunction(
      () => {
        const { introWatch } = window as unknown as { introWatch: { shownAt4s: boolean; endedAt: number } };
        return introWatch.endedAt ? introWatch : undefined;
      },
      undefined,
      { polling: 100 },
    );
    const at = (await watch.jsonValue()) as { shownAt4s: boolean; endedAt: number };
    expect(at.shownAt4s).toBe(true);
    expect(at.endedAt).toBeGreaterThanOrEqual(5000);
    expect(at.endedAt).toBeLessThan(5000 + 1500);
    await expect(intro).toBeHidden();
    await expect(page.locator('#content')).toBeFocused();
    await expect(page.locator('.marquee__track')).toHaveCSS('animation-play-state', 'running');
    expect(await page.evaluate((key) => localStorage.getItem(key), INTRO_SEEN_KEY)).not.toBeNull();

    await page.goto('/en/florence/contact/');
    await expect(page.locator('.intro-cover')).toBeHidden();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'seen');
  });

  test("the header's banner holds still while the intro covers the page; an intro whose code cannot load still leaves, and lets it move", async ({
    page,
    pageErrors: _,
  }) => {
    const manifest = builtManifest();
    const panelChunk = manifest['components/motion/introBehaviour.ts']!.file;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${panelChunk}`, async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.goto('/en/florence/');
    await hydrated(page);
    // Live, the intro's code not here yet: the cover, painted with the page, covers it, and the banner waits.
    await expect(page.locator('.intro-cover')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'playing');
    await expect(page.locator('.marquee__track')).toHaveCSS('animation-play-state', 'paused');
    // Offline, so the failed chunk is not answered by a reload (lib/chunkReload.ts): this page goes on.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.context().setOffline(true);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'seen');
    await expect(page.locator('.intro-cover')).toBeHidden();
    await expect(page.locator('.marquee__track')).toHaveCSS('animation-play-state', 'running');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('is in the prerendered HTML with its text, Skip waiting for the scripts; gsap is not; the transition cover is, idle and hidden', async ({
    page,
    pageErrors: _,
  }) => {
    expect(GSAP_CHUNKS, 'gsap is built into one chunk of its own').toHaveLength(1);
    const response = await page.goto('/it/florence/');
    const html = await response!.text();
    // The markup, not the stylesheets the build writes into <head>.
    const body = html.slice(html.indexOf('<body'));
    expect(body.indexOf('id="intro-cover"')).toBeLessThan(body.indexOf('id="root"'));
    expect(body).toContain('<button type="button" class="intro-cover__skip" hidden>Salta l&#39;intro</button>');
    expect(body).toContain('<div class="transition-cover" aria-hidden="true" data-state="idle">');
    await expect(page.locator('.transition-cover')).toBeHidden();
    expect(html).not.toContain(GSAP_CHUNKS[0]!);
  });

  test("a returning visitor's page has it, hidden, from the first paint", async ({ page, context, pageErrors: _ }) => {
    await markIntroSeen(context);
    await page.goto('/it/florence/', { waitUntil: 'commit' });
    await page.locator('main h1').waitFor();
    await expect(page.locator('.intro-cover')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-intro', 'playing');
  });

  test('the Skip button ends it and gives focus to the page', async ({ page, pageErrors: _ }) => {
    await page.goto('/it/florence/');
    // Skip works once the page is live.
    await hydrated(page);
    const skip = page.getByRole('button', { name: "Salta l'intro" });
    await expect(skip).toBeVisible();
    await skip.click();
    await expect(page.locator('.intro-cover')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'seen');
    await expect(page.locator('#content')).toBeFocused();
  });

  test('Escape ends it, and Tab cannot leave it meanwhile', async ({ page, pageErrors: _ }) => {
    await page.goto('/ja/tokyo/');
    await hydrated(page);
    const intro = page.getByRole('dialog');
    await expect(intro).toBeVisible();
    // The intro's behaviour loads once the page is live and shows Skip: a Tab before that is an ordinary
    // Tab into the page, and the intro then hands focus back to where that Tab put it, not to the content.
    const skip = page.getByRole('button', { name: 'イントロをスキップ' });
    await expect(skip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.intro-cover')).toBeHidden();
    await expect(page.locator('#content')).toBeFocused();
  });

  test('under reduced motion: no intro, no cover, no gsap, every section visible', async ({ page, pageErrors: _ }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const gsapRequests: string[] = [];
    page.on('request', (request) => isGsapChunk(request.url()) && gsapRequests.push(request.url()));
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-intro', 'seen');
    await expect(page.locator('.intro-cover')).toBeHidden();

    // Every section, scrolled into view, is there as painted: no from-state was ever set.
    for (const section of await page.locator('main [data-section]').all()) {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      expect(
        await section.evaluate(
          (element) =>
            [...element.querySelectorAll<HTMLElement>('*')].filter(
              (child) => child.style.opacity || child.style.transform,
            ).length,
        ),
      ).toBe(0);
    }

    await followLink(page, QUIET_NEXT_PAGE);
    await expect(page).toHaveURL(QUIET_NEXT_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    await expect(page.locator('.transition-cover')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-entering');
    expect(gsapRequests).toEqual([]);
  });
});

test.describe('page transition', () => {
  test.beforeEach(({ context }) => markIntroSeen(context));

  test('a page link sweeps the cover in while the next page loads; the next page arrives covered and lifts it', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');

    // The leaving page is gone by the time a test could look at it again: it writes down what its cover
    // did, in this tab's sessionStorage, which the next page can read.
    await page.evaluate(() => {
      const cover = document.querySelector<HTMLElement>('.transition-cover')!;
      const seen: string[] = [];
      new MutationObserver(() => {
        const ready = document.documentElement.hasAttribute('data-page-ready') ? 'ready' : 'leaving';
        seen.push(
          `${cover.dataset.state} ${getComputedStyle(cover).visibility} ${cover.getAttribute('aria-hidden')} ${ready}`,
        );
        sessionStorage.setItem('test:leaving-cover', JSON.stringify(seen));
      }).observe(cover, { attributes: true, attributeFilter: ['data-state'] });
    });
    // The next page records, before its first paint, whether it arrived covered.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-entering')) return;
        (window as unknown as { arrivedCovered: boolean }).arrivedCovered = true;
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-entering'] });
    });

    await followLink(page, QUIET_NEXT_PAGE);
    await expect(page).toHaveURL(QUIET_NEXT_PAGE);
    await expect(page.locator('main h1')).toBeVisible();
    const leaving = JSON.parse(
      await page.evaluate(() => sessionStorage.getItem('test:leaving-cover') ?? '[]'),
    ) as string[];
    expect(leaving[0]).toBe('covering visible true leaving');
    expect(leaving.every((state) => state.endsWith(' leaving'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { arrivedCovered?: boolean }).arrivedCovered)).toBe(true);

    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-entering');
    await expect(page.locator('.transition-cover')).toBeHidden();
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).opacity)).toBe('1');
    // The mark is used up: a reload is not covered.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ENTERING_KEY)).toBeNull();
  });

  test('a page arriving through it starts its scripts at load, not waiting for its picture, which Chromium never reports painted', async ({
    page,
    pageErrors: _,
  }) => {
    // The page's clock stands still once the next page is there, so the loader's bound on the wait (a timer,
    // scripts/build/firstPaint.ts FIRST_PAINTS_WAIT_MS) cannot start the scripts: only not waiting can.
    const start = Date.parse('2026-11-20T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(QUIET_NEXT_PAGE);
    await hydrated(page);
    await followLink(page, QUIET_PAGE);
    await expect
      .poll(async () => {
        if (new URL(page.url()).pathname !== QUIET_PAGE) await page.clock.runFor(50);
        return new URL(page.url()).pathname;
      })
      .toBe(QUIET_PAGE);
    await expect(page.locator('img[elementtiming="primary-picture"]')).toBeInViewport();
    await hydrated(page);
  });

  test('back to a page left under the cover shows it uncovered', async ({ page, pageErrors: _ }) => {
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    await followLink(page, QUIET_NEXT_PAGE);
    await expect(page).toHaveURL(QUIET_NEXT_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    // Restored from the back/forward cache or loaded again: either way, not behind the cover.
    await page.goBack();
    await expect(page).toHaveURL(QUIET_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    await expect(page.locator('.transition-cover')).toBeHidden();
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a link opened in a new tab, or to an anchor on the page, does not sweep the cover', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    await page.evaluate(() => {
      const anchor = Object.assign(document.createElement('a'), { href: '#content', textContent: 'anchor' });
      document.querySelector('main')!.append(anchor);
      anchor.click();
    });
    await expect(page.locator('.transition-cover')).toHaveAttribute('data-state', 'idle');
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
  });
});

test.describe('section entrances', () => {
  test.beforeEach(({ context }) => markIntroSeen(context));

  test('a touch or a key before any scroll starts gsap loading, ahead of the scroll it announces', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    const chunk = page.waitForRequest((request) => isGsapChunk(request.url()));
    if (isPhone()) await page.touchscreen.tap(5, 400);
    else await page.keyboard.press('PageDown');
    await chunk;
  });

  test('gsap loads at the first move to scroll, not before; sections below the fold then play their entrance as they scroll in, and rest fully shown', async ({
    page,
    pageErrors: _,
  }) => {
    const gsapRequests: string[] = [];
    page.on('request', (request) => isGsapChunk(request.url()) && gsapRequests.push(request.url()));
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    // Past the browser's idle time and the 2 s an idle load would wait at most: a visitor who only looks
    // costs nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(gsapRequests).toEqual([]);
    const chunk = page.waitForRequest((request) => isGsapChunk(request.url()));
    await page.evaluate(() => window.scrollBy(0, 1));
    await chunk;
    const below = page.locator('main [data-section]').last();
    await expect(below, 'watched once the entrances have arrived').toHaveAttribute('data-motion', 'waiting');
    // Records the entrance, which is over in about a second.
    await below.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { entranceStates: string[] }).entranceStates = seen;
      new MutationObserver(() => seen.push(element.getAttribute('data-motion') ?? 'done')).observe(element, {
        attributeFilter: ['data-motion'],
      });
    });
    await below.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { entranceStates: string[] }).entranceStates))
      .toEqual(['running', 'done']);
    expect(await below.evaluate((element) => getComputedStyle(element.firstElementChild!).opacity)).toBe('1');
  });
});

test.describe('custom cursor', () => {
  test.beforeEach(({ context }) => markIntroSeen(context));

  test('follows a mouse and grows over links; absent on a touch screen', async ({ page, pageErrors: _ }) => {
    await page.goto(QUIET_PAGE);
    await hydrated(page);
    const cursor = page.locator('.custom-cursor');
    if (isPhone()) {
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
      await expect(cursor).toHaveCount(0);
      return;
    }
    await expect(cursor).toHaveCount(1);
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    expect(await cursor.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
    await page.mouse.move(400, 500);
    await expect(cursor).toHaveAttribute('data-visible', '');
    await page.locator('.site-header__logo').hover();
    await expect(cursor).toHaveAttribute('data-grow', '');
    // The system cursor is never replaced.
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe('none');
  });

  test('is absent under reduced motion', async ({ page, pageErrors: _ }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    await expect(page.locator('.custom-cursor')).toHaveCount(0);
  });
});

test.describe('vertical lines', () => {
  test.beforeEach(({ context }) => markIntroSeen(context));

  test('are drawn on a site page and on an error page, not on the language landing', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/en/florence/');
    const lines = page.locator('.vertical-lines');
    await expect(lines).toHaveCount(1);
    await expect(lines).toHaveAttribute('aria-hidden', 'true');
    expect(
      await lines.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).pointerEvents]),
    ).toEqual(['fixed', 'none']);

    await page.goto('/ja/_404/');
    await expect(page.locator('.vertical-lines')).toHaveCount(1);

    await page.goto('/en/');
    await hydrated(page);
    await expect(page.locator('.vertical-lines')).toHaveCount(0);
  });
});

test.describe('rotate-device notice', () => {
  test.beforeEach(({ context }) => markIntroSeen(context));

  test.describe('on a phone held sideways', () => {
    test.use({ viewport: { width: 740, height: 360 }, hasTouch: true, isMobile: true });

    test('asks to turn the device and says so politely to screen readers', async ({ page, pageErrors: _ }) => {
      await page.goto('/en/florence/');
      await expect(page.locator('.rotate-notice')).toBeVisible();
      await expect(page.locator('.rotate-notice')).toContainText('Please turn your device upright');
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: 'Please turn your device upright' })).toHaveCount(1);
    });
  });

  test('is hidden, and silent, otherwise', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/');
    await hydrated(page);
    await expect(page.locator('.rotate-notice')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Please turn your device upright' })).toHaveCount(0);
  });
});
