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
/** The mark's value when they loaded into the HTTP cache only (no service worker controlled the page). */
export const WEB_FONTS_LOADED = '1';
/** The mark's value when they loaded through the service worker, into its cache (workbox-config.cjs `assets`). */
export const WEB_FONTS_IN_WORKER = 'worker';
/** On `<html>` while the page's font stacks name the web fonts (renderer/base.css). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** On the stylesheet of a language's own faces (Japanese, Korean), so it is added once. */
export const LANG_FONTS_ATTRIBUTE = 'data-lang-fonts';

/**
 * The mark a browser leaves once the web fonts have loaded: where they were stored.
 * @example fontsMark(true) // 'worker'
 */
export function fontsMark(controlledByWorker: boolean): string {
  return controlledByWorker ? WEB_FONTS_IN_WORKER : WEB_FONTS_LOADED;
}

/**
 * Whether a page may use the web fonts from its first paint: they have loaded here before and are still
 * where they were stored. Fonts stored by the service worker are there while it controls the page; without
 * it (removed, or its storage cleared, as Lighthouse does before every run), the page is a first visit's:
 * its fallbacks, no font request before its first paint, the fonts loaded again at idle. Fonts in the HTTP
 * cache only (a browser without service workers) cannot be checked: they are trusted.
 * @example fontsKnown('worker', true) // true
 * @example fontsKnown('worker', false) // false
 * @example fontsKnown('1', false) // true
 * @example fontsKnown(null, true) // false
 */
export function fontsKnown(mark: string | null, controlledByWorker: boolean): boolean {
  return mark === WEB_FONTS_LOADED || (mark === WEB_FONTS_IN_WORKER && controlledByWorker);
}

/**
 * The inline script in `<head>` that turns the web fonts on before the first paint for a browser that has
 * them (fontsKnown's rule; lib/webFonts.test.ts runs both over the same cases), and links the page
 * language's own font stylesheet, if any. Storage that throws means a first visit.
 *
 * With the service worker, the stylesheet is in its precache and is linked at once: it applies before the
 * first paint, and the slices it has cached come with it, so nothing swaps. Without it, the stylesheet may
 * have to come from the network, and so may every slice the page's text needs, all asked for as soon as the
 * stylesheet applies: a script-inserted `<link>` in `<head>` holds the first paint for its 20 kB, and the
 * slices (16 for the Tokyo home page's headings on a Japanese phone, over 40 on a device whose only CJK
 * font is the self-hosted one) all start before it; Lighthouse's simulated phone counted them into a first
 * contentful paint of 3.2 s. So it is linked once the first contentful paint is reported (or, in a browser
 * that reports none, after the first frame that follows `load`; a tab opened in the background draws none
 * until it is shown): the page paints at once in the system's CJK faces, the headings take their face a
 * moment later, and as CJK glyphs all advance by 1 em, no line moves.
 */
export function webFontsScript(lang: string, langSheet?: string): string {
  const link = langSheet
    ? `let linked=false;const link=()=>{if(linked)return;linked=true;const l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(langSheet)};l.setAttribute('${LANG_FONTS_ATTRIBUTE}',${JSON.stringify(lang)});document.head.append(l)};`
      + `if(inWorker)link();else{`
      + `try{const o=new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();link()}});o.observe({type:'paint',buffered:true})}catch{link()}`
      + `addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(link)),{once:true})}`
    : '';
  return `(()=>{let mark;try{mark=localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)})}catch{return}`
    + `const inWorker=mark===${JSON.stringify(WEB_FONTS_IN_WORKER)}&&!!(navigator.serviceWorker&&navigator.serviceWorker.controller);`
    + `if(!inWorker&&mark!==${JSON.stringify(WEB_FONTS_LOADED)})return;`
    + `document.documentElement.setAttribute('${WEB_FONTS_ATTRIBUTE}','');${link}})()`;
}
