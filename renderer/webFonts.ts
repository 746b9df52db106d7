/**
 * Which font files and font stylesheets a page announces (docs/typography.md has the figures).
 *
 * - Japanese and Korean faces come as one stylesheet per language: their @font-face rules (120
 *   unicode-range slices per family) weigh some 95 kB and 80 kB, so no page blocks its first paint on them.
 *   The browser adds its language's sheet once the page is live (`ensureLangFonts`, at hydration); until then, and without scripts, text is set in the system's CJK faces.
 * - vike preloads every font file a page's CSS names, which would fetch every unicode-range slice and
 *   defeat them. Preloading even the two Latin files every page paints with delayed first paint by up to
 *   0.16 s and LCP by up to 0.24 s on slow 4G, while the metric-matched fallbacks (fonts.css) make the
 *   later swap harmless, so `fontInjectFilter` preloads no font at all. It also drops the language stylesheets;
 *   vike warns once per build that a stylesheet is not injected.
 */
import type { Lang } from '../lib/sites.ts';
import jaFonts from './fonts-ja.css?url';
import koFonts from './fonts-ko.css?url';

export const LANG_FONT_STYLESHEETS: Partial<Record<Lang, string>> = { ja: jaFonts, ko: koFonts };

const MARK = 'data-lang-fonts';

/**
 * Adds a Japanese or Korean page's stylesheet once: a stylesheet added by script never blocks rendering.
 * It is never removed: its faces only apply under `:root:lang(ja)` / `:root:lang(ko)`, so it costs nothing elsewhere.
 */
export function ensureLangFonts(lang: Lang): void {
  const href = LANG_FONT_STYLESHEETS[lang];
  if (!href || document.head.querySelector(`link[${MARK}="${lang}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(MARK, lang);
  document.head.append(link);
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
