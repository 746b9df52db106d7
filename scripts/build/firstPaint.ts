/**
 * What a prerendered page's HTML asks for before its first paint (issue 7: "CSS critical to first paint
 * inlined or tiny"), rewritten after `vike build` by postbuild.ts.
 *
 * Stylesheets: all of the site's CSS a page links is some 18 kB (under 10 kB gzip): small enough to inline whole, which
 * saves the six render-blocking requests a phone on slow 4G would wait a round trip for before painting.
 */

/** vike's stylesheet tags, as it writes them at the top of `<head>`. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\n?/g;

export interface InlinedPage {
  html: string;
  /** The stylesheets now inlined, in page order. */
  inlined: string[];
}

/**
 * @param cssOf the content of a built stylesheet by its address, or undefined when there is none (then
 *   its link is left as it was).
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined): InlinedPage {
  const inlined: string[] = [];
  const rules: string[] = [];
  const rewritten = html.replace(STYLESHEET_LINK, (tag, href: string) => {
    const css = cssOf(href);
    if (css === undefined) return tag;
    inlined.push(href);
    rules.push(css.trim());
    return '';
  });
  if (!inlined.length) return { html, inlined };
  // At the end of <head>: the charset declaration stays within the first 1024 bytes.
  const style = `<style data-inlined="${inlined.length}">${rules.join('\n').replaceAll('</style', '<\\/style')}</style>`;
  return { html: rewritten.replace('</head>', `${style}\n  </head>`), inlined };
}

/** vike's entry script and module preloads, as it writes them at the end of `<body>`. */
const PAGE_SCRIPT = /<(script src="\/assets\/[^"]+\.js" type="module"|link rel="modulepreload" href="\/assets\/[^"]+\.js")/g;

/**
 * The page's scripts at low fetch priority. The page paints and shows its hero image without them (they
 * only hydrate it), so on a slow connection they should not share the first round trips with the image
 * the visitor is waiting for. They still load in parallel, before the `load` event.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(PAGE_SCRIPT, (tag) => `${tag} fetchpriority="low"`);
}
