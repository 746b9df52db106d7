/**
 * Inline in the `<head>` of a page whose language has font faces of its own (Japanese, Korean; generated:
 * scripts/build/inlineScripts.ts), after renderer/inline/knownWebFonts.ts: once that has turned the web fonts
 * on, links the language's font stylesheet. It is in the service worker's precache, so it applies before
 * the first paint, and the slices the worker has kept come with it.
 */
import { LANG_FONTS_ATTRIBUTE, WEB_FONTS_ATTRIBUTE } from '../../lib/webFonts.ts';

export default function linkLangFonts(lang: string, href: string): void {
  if (!document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(LANG_FONTS_ATTRIBUTE, lang);
  document.head.append(link);
}
