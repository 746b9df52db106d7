/**
 * The motion layer's rules, with no DOM (the browser parts live in components/motion/):
 * - rules §motion: on first entry an intro cover text waits for fonts and then animates; first entry is a
 *   state removed after the intro (intro delay 5 s);
 * - rules §motion: Page transition: leaving plays the cover animation while page data loads; entering animates
 *   content and marks the page ready;
 * - rules §motion: Page sections animate in with named animations (when: sectionEntry; how: lib/sectionTweens.ts);
 * - rules §motion: a custom cursor, decorative vertical lines shown when a site is in the route or a page error
 *   exists, a rotate-device notice.
 * Everything here yields to `prefers-reduced-motion: reduce`: then nothing moves and nothing waits.
 */
import { TIMINGS } from './limits.ts';
import { sitePageUrl } from './urls.ts';

/** localStorage entry that remembers a visitor has had the intro. Any stored value means "seen". */
export const INTRO_SEEN_KEY = 'lucciola:intro-seen';
export const INTRO_SEEN_VALUE = '1';

/** The visitor asked for less motion. A constant of its own, so an inline script carries only this query. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The media queries the motion layer follows. `rotateDevice` is repeated in components/motion/motion.css
 * (CSS cannot import it); lib/motion.test.ts checks that the two agree.
 */
export const MEDIA = {
  reducedMotion: REDUCED_MOTION,
  /** A mouse or trackpad: the only visitors who get the custom cursor. */
  finePointer: '(pointer: fine) and (hover: hover)',
  /** A phone turned sideways: too short to browse, so the site asks to turn it back. */
  rotateDevice: '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)',
} as const;

// ------------------------------------------------------------------------------------------ intro

/** What localStorage answered for INTRO_SEEN_KEY, or 'blocked' when reading it threw (storage disabled). */
type IntroMark = string | null | 'blocked';

/**
 * What a page load does about the first-visit intro: `play` it (and remember the visit), only `remember`
 * the visit, or `nothing`.
 */
type IntroPlan = 'play' | 'remember' | 'nothing';

/**
 * Whether this page load plays the first-visit intro. It is decided once per page load, before the first
 * paint (renderer/inline/introFirstPaint.ts), so it never replays within one.
 * - A stored mark means the visitor has had it: never again.
 * - Under reduced motion the intro is skipped entirely (no cover, no wait) and counted as had: the visitor's
 *   first visit has happened, and a brand splash is not content anyone misses.
 * - Blocked storage: no intro. Every page is a document of its own, so an intro that cannot be remembered
 *   would cover every page the visitor opens.
 *
 * @example introPlan(null, false) // 'play'
 * @example introPlan(null, true) // 'remember'
 * @example introPlan('1', false) // 'nothing'
 */
export function introPlan(mark: IntroMark, reducedMotion: boolean): IntroPlan {
  if (mark !== null) return 'nothing';
  return reducedMotion ? 'remember' : 'play';
}

/**
 * On `<html>`: "playing" from the first paint of a first visit (renderer/inline/introFirstPaint.ts), "seen" once it is
 * over or not played.
 */
export const INTRO_ATTRIBUTE = 'data-intro';

/** Fired on the document when the page is left through a link (components/motion/pageTransition.ts). */
export const PAGE_LEAVE_EVENT = 'lucciola:page-leave';

/** Fired on the document when first entry ends (components/motion/introBehaviour.ts). */
export const INTRO_END_EVENT = 'lucciola:intro-end';

/** The name of the intro's rising text in motion.css: the page's scripts start once its pieces have risen. */
export const INTRO_RISE_ANIMATION = 'intro-piece-rise';

/** The intro's fade-out, inside its 5 s: it is gone, and first entry over, exactly at the intro delay. */
export const INTRO_EXIT_MS = 600;
/** A skipped intro (Skip button, Escape) fades out faster. */
export const INTRO_SKIP_EXIT_MS = 250;

/**
 * When the intro starts leaving and when it is removed, in ms from its start.
 *
 * @example introSchedule() // { exitAtMs: 4400, removeAtMs: 5000 }
 */
export function introSchedule(delayMs: number = TIMINGS.introDelayMs, exitMs: number = INTRO_EXIT_MS) {
  return { exitAtMs: Math.max(0, delayMs - exitMs), removeAtMs: delayMs };
}

/**
 * The intro text cut into the pieces that rise one after another: words where the script spaces them,
 * characters where it does not (Japanese), so every language gets the same cadence.
 *
 * @example introPieces('A small light') // ['A', 'small', 'light']
 * @example introPieces('坂の途中') // ['坂', 'の', '途', '中']
 */
export function introPieces(text: string): string[] {
  return introPhrases(text).flat();
}

const HIRAGANA = /\p{Script=Hiragana}/u;
/** Punctuation that closes what comes before it: it stays on that line. */
const CLOSING = /[、。，．・：；？！）」』】〕〉》\]),.:;!?…‥ー～]/u;
/** A closing bracket: the particle after it still belongs to its phrase (「蛍」です). */
const CLOSING_BRACKET = /[）」』】〕〉》\])]/u;
/** Punctuation that opens what follows it: it goes to that line. */
const OPENING = /[「『（【〔〈《([]/u;

/** Whether `char`, after `previous`, begins a new Japanese phrase (see introPhrases). */
function beginsPhrase(previous: string | undefined, char: string): boolean {
  if (previous === undefined) return true;
  if (OPENING.test(previous) || CLOSING.test(char)) return false;
  if (OPENING.test(char)) return true;
  if (CLOSING_BRACKET.test(previous)) return !HIRAGANA.test(char);
  if (CLOSING.test(previous)) return true;
  return HIRAGANA.test(previous) && !HIRAGANA.test(char);
}

/**
 * The intro's pieces grouped into the phrases a line may not break inside (each character rises on its own,
 * so the browser's own line breaking cannot see the words). Spaced scripts: one word per phrase. Japanese:
 * a run of kanji, katakana or Latin letters with the hiragana that follow it (particles, endings) and the
 * punctuation after them; an opening bracket goes with what it opens, a particle with the bracket it follows. The intro
 * breaks its lines between phrases only, so 灯り is never cut in two.
 *
 * @example introPhrases('坂の途中に、小さな灯り。') // [['坂','の'], ['途','中','に','、'], ['小','さ','な'], ['灯','り','。']]
 * @example introPhrases('A small light') // [['A'], ['small'], ['light']]
 */
export function introPhrases(text: string): string[][] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) return words.map((word) => [word]);
  const phrases: string[][] = [];
  let previous: string | undefined;
  for (const char of Array.from(words[0] ?? '')) {
    if (beginsPhrase(previous, char)) phrases.push([char]);
    else phrases.at(-1)!.push(char);
    previous = char;
  }
  return phrases;
}

// ------------------------------------------------------------------------------- page transition

/** A mark older than this is a navigation that never arrived (or a tab restored later): no cover then. */
const COVER_MARK_MAX_AGE_MS = 10_000;

/**
 * The transition cover. Every page is its own document (server routing, pages/+config.ts), so a transition
 * spans two of them: the leaving page sweeps the cover in while the next page's document loads, then
 * navigates; the next page is painted already covered (ENTERING_KEY, renderer/inline/enteringCover.ts) and the cover
 * lifts off it. motion.css repeats `outMs` and `easing` for that lift (lib/motion.test.ts checks them).
 */
export const COVER = {
  inMs: 450,
  outMs: 650,
  easing: 'cubic-bezier(.7, 0, .3, 1)',
  /** The leaving page never waits longer than this for the sweep before it navigates. */
  closeWaitMs: 450 + 150,
  markMaxAgeMs: COVER_MARK_MAX_AGE_MS,
} as const;

/** sessionStorage entry the leaving page writes just before it navigates: when it did, as Date.now(). */
export const ENTERING_KEY = 'lucciola:entering';
/** Set on `<html>` before first paint while the arriving page's cover lifts (renderer/inline/enteringCover.ts). */
export const ENTERING_ATTRIBUTE = 'data-entering';

/**
 * Whether a page arrives covered: the previous page left with the cover less than COVER.markMaxAgeMs ago.
 * @example arrivesCovered('1000', 1500) // true
 * @example arrivesCovered(null, 1500) // false
 */
export function arrivesCovered(mark: string | null, now: number): boolean {
  const leftAt = Number(mark);
  return mark !== null && Number.isFinite(leftAt) && now - leftAt >= 0 && now - leftAt < COVER_MARK_MAX_AGE_MS;
}

/** What the page-transition click handler needs to know about a click on a link. */
interface LinkClick {
  /** The link's `href` as the DOM resolves it (absolute). */
  href: string;
  /** The link's `target` attribute ('' when absent). */
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

/**
 * The page a click leaves for with the cover, or undefined when the browser should handle the click as it
 * would anyway: another origin, a file (page paths end with '/', lib/urls.ts), a new tab or window, a
 * download, a modified or non-primary click, a link some handler already took, or the same page (an
 * anchor on it).
 * @example coveredNavigation({ href: 'https://s.example/en/florence/menu/', target: '', download: false, button: 0, modified: false, defaultPrevented: false }, 'https://s.example/en/florence/') // 'https://s.example/en/florence/menu/'
 */
export function coveredNavigation(click: LinkClick, here: string): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return undefined;
  if (click.target && click.target !== '_self') return undefined;
  const current = new URL(here);
  const url = sitePageUrl(click.href, current.origin);
  // The query counts here (another page of results is another document); prefetching ignores it.
  if (!url || (url.pathname === current.pathname && url.search === current.search)) return undefined;
  return url.href;
}

// ------------------------------------------------------------------------------------- sections

/** When a section plays its entrance. */
type SectionEntry =
  /** Left as the server painted it: in view when the page is hydrated (never delay the LCP), or scrolled past. */
  | 'asPainted'
  /** Below the fold: played when it scrolls into view. */
  | 'onScroll';

/**
 * @example sectionEntry({ top: 100, bottom: 700 }, 800) // 'asPainted'
 * @example sectionEntry({ top: 900, bottom: 1500 }, 800) // 'onScroll'
 */
export function sectionEntry(rect: { top: number; bottom: number }, viewportHeight: number): SectionEntry {
  return rect.bottom > 0 && rect.top >= viewportHeight ? 'onScroll' : 'asPainted';
}

// ------------------------------------------------------------------------------ cursor and lines

/** What the custom cursor grows over: whatever a click would act on. */
export const CURSOR_GROW_SELECTOR =
  'a[href], button:not(:disabled), [role="button"], label, summary, select, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * The custom cursor follows a mouse only, never under reduced motion, and steps aside while a dialog owns
 * the page (`store.isA11YDisabled`). It never hides the system cursor.
 */
export function cursorEnabled({
  finePointer,
  reducedMotion,
  a11yDisabled,
}: {
  finePointer: boolean;
  reducedMotion: boolean;
  a11yDisabled: boolean;
}): boolean {
  return finePointer && !reducedMotion && !a11yDisabled;
}

/** Rules §motion: Decorative vertical lines shown when a site is in the route or a page error exists. */
export function verticalLinesShown({ site, pageError }: { site: string | undefined; pageError: boolean }): boolean {
  return Boolean(site) || pageError;
}
