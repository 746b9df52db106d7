/**
 * The inline scripts of a page's `<head>`, each generated at build time from its function in
 * renderer/inline/ (scripts/build/inlineScripts.ts) and called with this page's arguments. Each call is
 * typed by the function it runs, so a change to a function's parameters fails the type check here.
 */
import { inlineScriptCall } from '../lib/inlineScript.ts';
import type { Lang } from '../lib/sites.ts';
import type showClockBeforePaint from './inline/clock.ts';
import clock from './inline/clock.ts?inline-script';
import cookieBarHidden from './inline/cookieBarHidden.ts?inline-script';
import enteringCover from './inline/enteringCover.ts?inline-script';
import introFirstPaint from './inline/introFirstPaint.ts?inline-script';
import type linkLangFonts from './inline/langFonts.ts';
import langFonts from './inline/langFonts.ts?inline-script';
import type hideEndedSeasons from './inline/season.ts';
import season from './inline/season.ts?inline-script';
import scrollIntent from './inline/scrollIntent.ts?inline-script';
import knownWebFonts from './inline/knownWebFonts.ts?inline-script';

const tag = (script: string) => `<script>${script}</script>`;

/**
 * The scripts every page runs before its first paint, in this order: the cookie bar, the arriving page's
 * cover, the intro, the web fonts (and the language's own font stylesheet, when it has one), the scroll intent.
 */
export function headScripts(lang: Lang, langSheet: string | undefined): string {
  const langFontsCall = langSheet
    ? [inlineScriptCall(langFonts, [lang, langSheet] satisfies Parameters<typeof linkLangFonts>)]
    : [];
  return [cookieBarHidden, enteringCover, introFirstPaint, knownWebFonts]
    .map((generated) => inlineScriptCall(generated))
    .concat(langFontsCall, inlineScriptCall(scrollIntent))
    .map(tag)
    .join('\n    ');
}

/** The clock's script (renderer/headClock.ts decides whether a page has one). */
export function clockScriptTag(...args: Parameters<typeof showClockBeforePaint>): string {
  return tag(inlineScriptCall(clock, args));
}

/** The seasonal items' script (renderer/headSeason.ts decides whether a page has one). */
export function seasonScriptTag(...args: Parameters<typeof hideEndedSeasons>): string {
  return tag(inlineScriptCall(season, args));
}
