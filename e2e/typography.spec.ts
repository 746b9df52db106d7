/**
 * Typography as a visitor reads it (docs/typography.md): Japanese and Korean lines break between words and
 * phrases, never inside one, on every text of those pages, without overflowing a 320 px phone; and the 404
 * page speaks in the site's faces. The lines are read from the rendered page: each character's box
 * (Range.getClientRects), grouped by the line it sits on.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The widths the site is looked at in (phones, tablets, laptops, desktops). */
const WIDTHS = [320, 390, 820, 1024, 1280, 1366, 1440] as const;

/** The text of an element as rendered: one string per line box, top to bottom (visually hidden text left out). */
function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; bottom: number; text: string }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('.visually-hidden')) continue;
      for (let i = 0; i < node.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box?.height) continue;
        const middle = (box.top + box.bottom) / 2;
        const line = lines.find((other) => middle > other.top && middle < other.bottom);
        if (line) line.text += node.data[i];
        else lines.push({ top: box.top, bottom: box.bottom, text: node.data[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}

/** Expects each word on one line of the element's rendered text. */
async function expectWhole(locator: Locator, words: readonly string[], where: string) {
  const lines = await renderedLines(locator);
  for (const word of words) {
    expect(
      lines.some((line) => line.includes(word)),
      `${where}: "${word}" is cut across lines ${JSON.stringify(lines)}`,
    ).toBe(true);
  }
  return lines;
}

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
  await page.goto(path);
}

test.describe('Japanese and Korean line breaking', () => {
  test.skip(() => test.info().project.name === 'phone', 'the desktop project sets every width itself');
  // Seven widths, or nine pages, in one test.
  test.describe.configure({ timeout: 90_000 });

  test('the Tokyo hero never breaks inside イタリア料理店 or 灯り, at any width', async ({ page, pageErrors: _ }) => {
    for (const width of WIDTHS) {
      await open(page, '/ja/tokyo/', width);
      await expectWhole(page.locator('.hero__subtitle'), ['イタリア料理店', '蛍坂'], `/ja/tokyo/ at ${width} px`);
      await expectWhole(page.locator('.hero__title'), ['小さな', '灯り'], `/ja/tokyo/ at ${width} px`);
    }
  });

  test('the first-visit intro never breaks inside 灯り', { tag: '@first-visit' }, async ({ page, pageErrors: _ }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ja/tokyo/');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const pieces = page.locator('.intro-cover__pieces');
      await expect(page.locator('html[data-intro="playing"] .intro-cover')).toBeVisible();
      // Each piece rises into its place: read the lines once they have all arrived.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.intro-cover__piece')].every((piece) =>
          piece.getAnimations().every((animation) => animation.playState === 'finished'),
        ),
      );
      const lines = await expectWhole(pieces, ['小さな', '灯りがともります。'], `the intro at ${width} px`);
      expect(lines.join('')).toBe('坂の途中に、小さな灯りがともります。');
    }
  });

  test('the Japanese 404 leaves no character alone on a line, and breaks between phrases', async ({
    page,
    pageErrors: _,
  }) => {
    for (const width of WIDTHS) {
      await open(page, '/ja/tokyo/a/b/c/d/', width);
      const lines = await expectWhole(
        page.locator('#error-title'),
        ['ございません。', 'ここには', 'ありません'],
        `the Japanese 404 at ${width} px`,
      );
      expect(
        lines.filter((line) => line.trim().length < 2),
        `the Japanese 404 at ${width} px: ${JSON.stringify(lines)}`,
      ).toEqual([]);
    }
  });

  test('Korean lines break only between words: the 404, the hero and the cookie bar', async ({
    page,
    pageErrors: _,
  }) => {
    const wholeWords = async (locator: Locator, where: string) => {
      const text = (await locator.innerText()).trim();
      return expectWhole(locator, text.split(/\s+/), where);
    };
    for (const width of WIDTHS) {
      await open(page, '/ko/seoul/a/b/c/d/', width);
      await wholeWords(page.locator('#error-title'), `the Korean 404 at ${width} px`);
      await wholeWords(page.locator('.cookie-bar__text'), `the Korean cookie bar at ${width} px`);
      await open(page, '/ko/seoul/', width);
      await wholeWords(page.locator('.hero__title'), `/ko/seoul/ at ${width} px`);
      await wholeWords(page.locator('.hero__subtitle'), `/ko/seoul/ at ${width} px`);
    }
  });

  test('every text of a Japanese or Korean page gets the line-breaking rules, and an English page keeps the default', async ({
    page,
    pageErrors: _,
  }) => {
    const rules = async (path: string) => {
      await page.goto(path);
      if (path.endsWith('/reservation/')) await page.locator('form input').first().waitFor();
      return page.evaluate(() => {
        const selectors = [
          'h1',
          '.hero__subtitle',
          '.cookie-bar__text',
          '.cookie-bar__accept',
          'footer',
          'header nav',
          'main p',
          'main a',
          'form label',
          'form input',
          'form button',
          'form select',
          'form textarea',
        ];
        // The first of each that a visitor can see: text hidden from everyone (the booking slot's
        // no-script way to book, say) is read by no one and breaks no line.
        return Object.fromEntries(
          selectors.flatMap((selector) => {
            const element = [...document.querySelectorAll(selector)].find((each) => each.checkVisibility());
            return element
              ? [[selector, `${getComputedStyle(element).wordBreak} ${getComputedStyle(element).overflowWrap}`]]
              : [];
          }),
        );
      });
    };
    for (const [path, expected] of [
      ['/ja/tokyo/reservation/', 'auto-phrase break-word'],
      ['/ko/seoul/reservation/', 'keep-all break-word'],
      ['/ja/', 'auto-phrase break-word'],
      ['/en/florence/reservation/', 'normal normal'],
    ] as const) {
      const found = await rules(path);
      expect(Object.keys(found), path).toEqual(
        expect.arrayContaining(['h1', '.cookie-bar__text', '.cookie-bar__accept', 'footer', 'main p', 'main a']),
      );
      for (const [selector, value] of Object.entries(found)) expect(value, `${path} ${selector}`).toBe(expected);
    }
  });

  test('a Japanese or Korean page at 320 px has no text wider than its box', async ({ page, pageErrors: _ }) => {
    for (const path of [
      '/ja/tokyo/',
      '/ja/osaka-garden/',
      '/ko/seoul/',
      '/ja/',
      '/ko/',
      '/ja/tokyo/reservation/',
      '/ko/seoul/reservation/',
      '/ja/tokyo/menu/a-la-carte/',
      '/ko/seoul/_404/',
    ]) {
      await open(page, path, 320);
      const overflowing = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'main :is(h1, h2, h3, p, li, a, button, label, dt, dd), footer :is(p, li, a, span), .cookie-bar__text',
          ),
        ]
          .filter(
            (element) =>
              element.clientWidth > 0 &&
              element.scrollWidth > element.clientWidth + 1 &&
              getComputedStyle(element).overflowX === 'visible',
          )
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)} (${element.scrollWidth} > ${element.clientWidth})`,
          ),
      );
      expect(overflowing, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});

test('the 404 page sets its title and text in the site faces, in every language', async ({ page, pageErrors: _ }) => {
  for (const [home, lang] of [
    ['/it/florence/', 'it'],
    ['/en/florence/', 'en'],
    ['/ja/tokyo/', 'ja'],
    ['/ko/seoul/', 'ko'],
  ] as const) {
    await page.goto(home);
    const site = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('main h2')!).fontFamily,
      text: getComputedStyle(document.querySelector('main p')!).fontFamily,
    }));
    await page.goto(`${home}a/b/c/d/`);
    const notFound = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('#error-title')!).fontFamily,
      text: getComputedStyle(document.querySelector('.error-page p')!).fontFamily,
    }));
    expect(notFound, lang).toEqual(site);
  }
});
