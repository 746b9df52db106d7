/**
 * Which font files and font stylesheets a page announces (docs/typography.md has the figures).
 *
 * - The web fonts are named by the font stacks only under `html[data-web-fonts]` (renderer/base.css): a
 *   first visit paints in the metric-matched fallbacks and turns them on once the page is live
 *   (`turnOnWebFonts`); a browser that has loaded them before turns them on before its first paint (the head
 *   script of lib/webFonts.ts).
 * - Japanese and Korean faces come as one stylesheet per language: their @font-face rules (120
 *   unicode-range slices per family) weigh some 95 kB and 80 kB, so no page blocks its first paint on them.
 *   It is linked with the web fonts, by the head script or by `turnOnWebFonts`; until then, and without
 *   scripts, text is set in the system's CJK faces.
 * - vike preloads every font file a page's CSS names, which would fetch every unicode-range slice and
 *   defeat them. Preloading even the two Latin files every page paints with delayed first paint by up to
 *   0.16 s and LCP by up to 0.24 s on slow 4G, while the metric-matched fallbacks (fonts.css) make the
 *   later swap harmless, so `fontInjectFilter` preloads no font at all. It also drops the language stylesheets;
 *   vike warns once per build that a stylesheet is not injected.
 */
import type { Lang } from '../lib/sites.ts';
import { LANG_FONTS_ATTRIBUTE, WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY, WEB_FONTS_LOADED } from '../lib/webFonts.ts';
import jaFonts from './fonts-ja.css?url';
import koFonts from './fonts-ko.css?url';

export const LANG_FONT_STYLESHEETS: Partial<Record<Lang, string>> = { ja: jaFonts, ko: koFonts };

/**
 * Turns the web fonts on once the page is live, with the language's own stylesheet (added once; a
 * stylesheet added by script never blocks rendering), and marks them known once they have loaded, so the
 * next page uses them from its first paint.
 *
 * New font stacks restyle and re-lay out the whole page: some 30 and 50 ms on a phone (4x CPU). Done in one
 * task that is one long task, which Lighthouse counts as blocking time. So the switch has a task of its own,
 * which resolves the styles at once, and the layout follows in the next frame: two short tasks.
 */
export function turnOnWebFonts(lang: Lang): void {
  setTimeout(() => {
    document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, '');
    const href = LANG_FONT_STYLESHEETS[lang];
    if (href && !document.head.querySelector(`link[${LANG_FONTS_ATTRIBUTE}="${lang}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(LANG_FONTS_ATTRIBUTE, lang);
      document.head.append(link);
    }
    // Reading a computed style resolves the page's styles now, in this task, without a layout.
    void getComputedStyle(document.body).fontFamily;
    // After the next frame has laid the page out with the new stacks, the fonts are loading: `ready`
    // waits for them. (Reading it before would force that layout into this task.)
    requestAnimationFrame(() => setTimeout(() => void document.fonts?.ready.then(markFontsKnown)));
  });
}

function markFontsKnown(): void {
  try {
    localStorage.setItem(WEB_FONTS_KEY, WEB_FONTS_LOADED);
  } catch {
    // No storage: every page turns them on once live, as a first visit does.
  }
}

/** The part of vike's asset entry this filter reads and sets (https://vike.dev/injectFilter). */
interface InjectedAsset {
  src: string;
  assetType: string | null;
  inject: false | 'HTML_BEGIN' | 'HTML_END';
}

/** vike's `injectFilter`: no font preloads, and no language stylesheet (see above). */
export function fontInjectFilter(assets: InjectedAsset[]): void {
  const langSheets = Object.values(LANG_FONT_STYLESHEETS);
  for (const asset of assets) {
    if (asset.assetType === 'font' || (asset.assetType === 'style' && langSheets.includes(asset.src))) asset.inject = false;
  }
}
