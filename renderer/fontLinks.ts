/**
 * Which font files and font stylesheets a page announces (docs/typography.md has the sizes and timings).
 *
 * - The web fonts are named by the font stacks only under `html[data-web-fonts]` (renderer/base.css). A
 *   browser whose service worker holds them turns them on before its first paint (the head script
 *   renderer/inline/knownWebFonts.ts). Any other page keeps the metric-matched fallbacks and loads the
 *   fonts at idle for the next one (`loadWebFontsForNextPage`).
 * - Japanese and Korean faces come as one stylesheet per language: their @font-face rules (a
 *   unicode-range slice each) are too heavy for any page to block its first paint on them.
 *   A second head script (renderer/inline/langFonts.ts) links it with the web fonts, from the service worker's
 *   precache; until then, and without scripts, text is set in the system's CJK faces. The build publishes
 *   them outside every page's assets (scripts/build/fontSheets.ts), so vike never sees their files.
 * - vike preloads every font file a page's CSS names. Preloading even the two Latin files every page
 *   paints delayed its first paint and LCP on slow 4G, while the metric-matched fallbacks (fonts.css)
 *   set the same text in the same space, so `fontInjectFilter` preloads no font at all.
 */
import { TIMINGS } from '../lib/limits.ts';
import { whenIdle } from '../components/ui/whenIdle.ts';
import type { Lang } from '../lib/sites.ts';
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_IN_WORKER, WEB_FONTS_KEY } from '../lib/webFonts.ts';
import { firstPageKept } from './serviceWorker.ts';
import jaFonts from './fonts-ja.css?font-sheet';
import koFonts from './fonts-ko.css?font-sheet';

export const LANG_FONT_STYLESHEETS: Partial<Record<Lang, string>> = { ja: jaFonts, ko: koFonts };

/**
 * The faces renderer/fonts.css declares, as `document.fonts.load` asks for them (its default text, a space, picks the
 * latin files).
 */
const DISPLAY_LATIN_FACE = '500 1em "Cormorant Garamond"';
const TEXT_FACE = '1em "Inter Variable"';

/**
 * The web faces each language's stacks start with once the fonts are on (renderer/base.css): Italian and
 * English set their text in Inter and their headings in Cormorant; Japanese and Korean set both in CJK faces
 * (their slices load as a page's text needs them) and use Cormorant only for Latin words such as the
 * wordmark. The italic loads when a quote needs it.
 */
const FIRST_FACES: Record<Lang, readonly string[]> = {
  it: [TEXT_FACE, DISPLAY_LATIN_FACE],
  en: [TEXT_FACE, DISPLAY_LATIN_FACE],
  ja: [DISPLAY_LATIN_FACE],
  ko: [DISPLAY_LATIN_FACE],
};

/**
 * On a page without the web fonts, loads the language's faces once the page is live and idle, and marks
 * them known once the service worker holds them, so the next page uses them from its first paint (the head
 * script). This page keeps its metric-matched fallbacks: the fonts never swap in front of the visitor (what
 * `font-display: optional` does for a font that is not there in time).
 *
 * A page the worker controls loaded them through it, into its cache. The first page of a visit loads them
 * before any worker, into the HTTP cache; the worker keeps them once that page has handed it the files it
 * loaded (renderer/serviceWorker.ts `firstPageKept`), and only then are they marked. Fonts in the HTTP cache
 * alone are never marked (lib/webFonts.ts fontsKnown says why).
 *
 * Turning them on here instead cost more than anything else once the page was live: new font stacks
 * restyle and re-lay out the whole page, 14 to 37 ms of styles and 38 to 107 ms of layout in Lighthouse's
 * unthrottled traces, four times that on its simulated phone, even with the faces loaded first and the
 * switch split into two tasks (docs/typography.md "Web fonts on the next page").
 */
export function loadWebFontsForNextPage(lang: Lang): void {
  if (!document.fonts || document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)) return;
  const fonts = document.fonts;
  whenIdle(() => {
    Promise.all(FIRST_FACES[lang].map((face) => fonts.load(face))).then(
      (loaded) => {
        if (!loaded.every((faces) => faces.length > 0)) return;
        if (navigator.serviceWorker?.controller) markFontsInWorker();
        else
          void firstPageKept.then((kept) => {
            if (fontFiles().every((file) => kept.includes(file))) markFontsInWorker();
          });
      },
      // Not reachable now (offline, blocked): the next page tries again.
      () => {},
    );
  }, TIMINGS.prefetchIdleTimeoutMs);
}

/** The font files this page has loaded so far. */
function fontFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\.woff2$/.test(new URL(name).pathname));
}

function markFontsInWorker(): void {
  try {
    localStorage.setItem(WEB_FONTS_KEY, WEB_FONTS_IN_WORKER);
  } catch {
    // No storage: every page keeps its fallbacks, as a first visit's first page does.
  }
}

/** The part of vike's asset entry this filter reads and sets (https://vike.dev/injectFilter). */
interface InjectedAsset {
  src: string;
  assetType: string | null;
  inject: false | 'HTML_BEGIN' | 'HTML_END';
}

/** vike's `injectFilter`: no font preloads (see above). */
export function fontInjectFilter(assets: InjectedAsset[]): void {
  for (const asset of assets) if (asset.assetType === 'font') asset.inject = false;
}
