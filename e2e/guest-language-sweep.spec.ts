/**
 * Every interactive part in each of the twenty languages, on the phone and the desktop project: the booking
 * flow's steps up to the contact details, the reservation overlay, the contact form, the cart with a line and
 * its checkout step. The guest switches with the part's picker; in each language the part must fit the
 * screen (nothing past its edges), clip no text (no control whose words are cut off) and draw every letter
 * in a face that has it. Asked to, the sweep photographs each part in each language into the test's output
 * folder (test-results/), to be looked at after a change to a table or a layout:
 * `SWEEP_PHOTOS=1 npx playwright test e2e/guest-language-sweep.spec.ts`. The photographs judge nothing and
 * were half the sweep's time, so `npm test` takes none.
 */
import type { Locator, Page } from '@playwright/test';
import { UI_LANG_TRAITS, UI_LANGS, type UiLang } from '../lib/locales.ts';
import { BookingSteps, quietPage } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';
import { pickLanguage } from './languagePicker.ts';

/**
 * What in `part` spills past the viewport's sides or cuts its own text off: the elements a visitor would see
 * broken. Visually hidden texts (1 px, clipped on purpose) and the bots' honeypot field (off screen on
 * purpose) are not seen, so not judged.
 */
function layoutProblems(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || element.closest('.visually-hidden, .form-honeypot, [hidden], option'))
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (box.left < -1 || box.right > width + 1)
        problems.push(`${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} of ${width} px`);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (clips && !scrolls && element.scrollWidth > element.clientWidth + 1 && element.children.length === 0)
        problems.push(`${name(element)} cuts its text (${element.scrollWidth} px in ${element.clientWidth})`);
    }
    return problems;
  });
}

/** The part speaks its language once its table has arrived: its scope's lang mark says so. */
async function inLanguage(page: Page, selector: string, speaks: UiLang): Promise<void> {
  const marked = `.guest-language[lang="${speaks}"][dir="${UI_LANG_TRAITS[speaks].dir}"]`;
  await expect(page.locator(`${selector}${marked}, ${selector} ${marked}`)).toBeAttached();
}

/** Letters no face on this machine has but the one the site ships for them (components/guestLanguage/faces/). */
const SHIPPED_SCRIPTS = [{ letters: '[\\u0E01-\\u0E5B]', face: /Noto Sans Thai/ }];

/**
 * The visible texts of `selector` drawn as empty boxes: those whose own letters need a shipped face and were
 * set without it. Chromium names the fonts it drew an element's text with (DevTools' CSS.getPlatformFontsForNode).
 */
async function missingGlyphs(page: Page, selector: string): Promise<string[]> {
  const missing: string[] = [];
  for (const { letters, face } of SHIPPED_SCRIPTS) {
    const marked = await page.locator(selector).evaluate((root, pattern) => {
      const script = new RegExp(pattern);
      for (const element of root.querySelectorAll('[data-glyph-check]')) element.removeAttribute('data-glyph-check');
      for (const element of root.querySelectorAll('*')) {
        // A select shows its chosen option's text in its own box; the options are the system's list.
        if (element instanceof HTMLOptionElement) continue;
        if (element instanceof HTMLSelectElement) {
          if (script.test(element.selectedOptions[0]?.text ?? '')) element.setAttribute('data-glyph-check', '');
          continue;
        }
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent);
        if (script.test(own.join('')) && !element.closest('.visually-hidden, [hidden]'))
          element.setAttribute('data-glyph-check', '');
      }
      return root.querySelectorAll('[data-glyph-check]').length;
    }, letters);
    // No text in this script: nothing to ask the browser about.
    if (!marked) continue;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-glyph-check]' });
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.some((font) => face.test(font.familyName))) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      missing.push(`${outerHTML.slice(0, 80)} in ${fonts.map((font) => font.familyName).join(', ')}`);
    }
    await cdp.detach();
  }
  return missing;
}

/** Whether each part is photographed in each language (the file's header). */
const TAKE_PHOTOS = Boolean(process.env.SWEEP_PHOTOS);

async function look(page: Page, selector: string, file: string): Promise<void> {
  const part = page.locator(selector);
  // A panel sliding in is judged where it comes to rest, and text in the face it ends in (a script's face
  // arrives when its letters first show).
  await part.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await layoutProblems(part), file).toEqual([]);
  expect.soft(await missingGlyphs(page, selector), `${file}: letters without their face`).toEqual([]);
  if (TAKE_PHOTOS) await page.screenshot({ path: test.info().outputPath(file), fullPage: false });
}

/** Each language in turn, chosen with the part's picker, then English again. */
async function inEveryLanguage(page: Page, selector: string, name: string): Promise<void> {
  const part = page.locator(selector);
  for (const speaks of UI_LANGS) {
    await pickLanguage(part, speaks);
    await inLanguage(page, selector, speaks);
    await look(page, selector, `${speaks}-${name}.png`);
  }
  await pickLanguage(part, 'en');
  await inLanguage(page, selector, 'en');
}

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

test.beforeEach(({ context }) => quietPage(context));

test('the booking flow, step by step, in each of the twenty languages', async ({ page, pageErrors: _ }) => {
  test.setTimeout(240_000);
  const steps = new BookingSteps(page, 'en', 'florence');
  await steps.open();
  await inEveryLanguage(page, '.booking', 'booking-party');
  await steps.toTime();
  await inEveryLanguage(page, '.booking', 'booking-time');
  await steps.timeToExtras();
  await inEveryLanguage(page, '.booking', 'booking-extras');
  await steps.toContact();
  await inEveryLanguage(page, '.booking', 'booking-contact');
});

test('the reservation overlay in each of the twenty languages', async ({ page, pageErrors: _ }) => {
  test.setTimeout(120_000);
  await ready(page, '/en/florence/');
  await page.getByRole('button', { name: 'Book a table' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await inEveryLanguage(page, 'dialog.reserve-overlay', 'reservation-overlay');
});

test('the contact form in each of the twenty languages', async ({ page, pageErrors: _ }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page, '/en/florence/contact/');
  await page.locator('.contact-form').scrollIntoViewIfNeeded();
  await inEveryLanguage(page, '.contact-form', 'contact');
});

test('the cart and its checkout step in each of the twenty languages', async ({ page, pageErrors: _ }) => {
  test.setTimeout(180_000);
  await ready(page, '/en/florence/shop/');
  await page.locator('[data-add-to-cart]').first().click();
  const cart = page.locator('dialog.cart-panel');
  await expect(cart.locator('.cart-line')).toHaveCount(1);
  await expect(cart.locator('.cart__body')).not.toHaveAttribute('aria-busy', 'true');
  await inEveryLanguage(page, 'dialog.cart-panel', 'cart');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await inEveryLanguage(page, 'dialog.cart-panel', 'checkout');
});
