/**
 * When a page uses its web fonts (docs/typography.md "Web fonts on the next page"). A page paints with the
 * metric-matched local fallbacks unless the fonts are where it can count on them: in the service worker's
 * cache, with the worker controlling the page. A first visit's first page (no worker yet) keeps the
 * fallbacks, so a phone on a slow network spends its first bandwidth on the HTML and the hero image, not on
 * 100 kB of fonts, and its main thread is not spent on re-laying out the page in new fonts; it loads them at
 * idle. Once the worker holds them, this mark says so, and every later page uses them from its first paint
 * (renderer/inline/knownWebFonts.ts), with no swap.
 */

/** localStorage entry set once the web fonts are in the service worker's cache. */
export const WEB_FONTS_KEY = 'lucciola:web-fonts';
/**
 * The mark's value: the fonts loaded through the service worker, or were handed to it, into its cache
 * (workbox-config.cjs `assets`).
 */
export const WEB_FONTS_IN_WORKER = 'worker';
/** On `<html>` while the page's font stacks name the web fonts (renderer/base.css). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** On the stylesheet of a language's own faces (Japanese, Korean), so it is added once. */
export const LANG_FONTS_ATTRIBUTE = 'data-lang-fonts';

/**
 * Whether a page may use the web fonts from its first paint: the service worker stored them and controls
 * the page. Without it (never installed, removed, or its storage cleared, as Lighthouse does before every
 * run), the page is a first visit's: its fallbacks, no font request before its first paint, the fonts
 * loaded again at idle. Fonts in the HTTP cache alone are not counted on: it may have been emptied, and a
 * page that turned them on would then wait for 100 kB of fonts (and, in Japanese and Korean, a stylesheet
 * and its slices) before its text could settle.
 * @example fontsKnown('worker', true) // true
 * @example fontsKnown('worker', false) // false
 * @example fontsKnown(null, true) // false
 */
export function fontsKnown(mark: string | null, controlledByWorker: boolean): boolean {
  return mark === WEB_FONTS_IN_WORKER && controlledByWorker;
}
