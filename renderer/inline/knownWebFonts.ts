/**
 * Inline in `<head>` (generated: scripts/build/inlineScripts.ts): turns the web fonts on before the first
 * paint for a browser whose service worker has them (lib/webFonts.ts fontsKnown). Storage that throws
 * means a first visit. Japanese and Korean pages follow it with renderer/inline/langFonts.ts.
 */
import { fontsKnown, WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY } from '../../lib/webFonts.ts';
import { readStorage } from './readStorage.ts';

export default function turnOnKnownWebFonts(): void {
  const mark = readStorage(() => localStorage, WEB_FONTS_KEY);
  if (fontsKnown(mark, Boolean(navigator.serviceWorker?.controller)))
    document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, '');
}
