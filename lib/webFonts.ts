/**
 * When a page uses its web fonts (docs/typography.md "Web fonts on the next page"). A first visit's
 * first page keeps the metric-matched local fallbacks, so a phone on a slow network spends its first
 * bandwidth on the HTML and the hero image, not on 100 kB of fonts, and its main thread is not spent on
 * re-laying out the page in new fonts; it loads them at idle. Once they have loaded, the browser keeps
 * them and this mark says so: every later page uses them from its first paint (the head script below),
 * with no swap.
 */

/** localStorage entry set once the web fonts have loaded in this browser. */
export const WEB_FONTS_KEY = 'lucciola:web-fonts';
export const WEB_FONTS_LOADED = '1';
/** On `<html>` while the page's font stacks name the web fonts (renderer/base.css). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** On the stylesheet of a language's own faces (Japanese, Korean), so it is added once. */
export const LANG_FONTS_ATTRIBUTE = 'data-lang-fonts';

/**
 * Whether a page may use the web fonts from its first paint: they have loaded here before.
 * @example fontsKnown('1') // true
 * @example fontsKnown(null) // false
 */
export function fontsKnown(mark: string | null): boolean {
  return mark === WEB_FONTS_LOADED;
}

/**
 * The inline script in `<head>` that turns the web fonts on before the first paint for a browser that has
 * them (fontsKnown's rule; lib/webFonts.test.ts runs both over the same cases), and links the page
 * language's own font stylesheet, if any, at the same moment. Storage that throws means a first visit.
 */
export function webFontsScript(lang: string, langSheet?: string): string {
  const link = langSheet
    ? `const l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(langSheet)};l.setAttribute('${LANG_FONTS_ATTRIBUTE}',${JSON.stringify(lang)});document.head.append(l);`
    : '';
  return `(()=>{try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)})!==${JSON.stringify(WEB_FONTS_LOADED)})return}catch{return}`
    + `document.documentElement.setAttribute('${WEB_FONTS_ATTRIBUTE}','');${link}})()`;
}
