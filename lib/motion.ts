/**
 * The motion layer's rules, with no DOM (the browser parts live in components/motion/):
 * - spec §2 "On first entry an intro cover text waits for fonts and then animates", §4 "First entry is a
 *   state removed after the intro (intro delay 5 s)";
 * - spec §4 "Page transition: leaving plays the cover animation while page data loads; entering animates
 *   content and marks the page ready";
 * - spec §2 "Page sections animate in with named animations";
 * - spec §1 "A custom cursor", "Decorative vertical lines shown when a site is in the route or a page error
 *   exists", "a rotate-device notice".
 * Everything here yields to `prefers-reduced-motion: reduce`: then nothing moves and nothing waits.
 */
import type { AnimationName } from './contract/types.ts';
import { TIMINGS } from './limits.ts';

/** localStorage entry that remembers a visitor has had the intro. Any stored value means "seen". */
export const INTRO_SEEN_KEY = 'lucciola:intro-seen';
export const INTRO_SEEN_VALUE = '1';

/**
 * The media queries the motion layer follows. `rotateDevice` is repeated in components/motion/motion.css
 * (CSS cannot import it); lib/motion.test.ts checks that the two agree.
 */
export const MEDIA = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A mouse or trackpad: the only visitors who get the custom cursor. */
  finePointer: '(pointer: fine) and (hover: hover)',
  /** A phone turned sideways: too short to browse, so the site asks to turn it back. */
  rotateDevice: '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)',
} as const;

// ------------------------------------------------------------------------------------------ intro

/** What localStorage answered for INTRO_SEEN_KEY, or 'blocked' when reading it threw (storage disabled). */
export type IntroMark = string | null | 'blocked';

export interface IntroContext {
  mark: IntroMark;
  reducedMotion: boolean;
  /** The intro already ran (or was decided against) in this page load: client navigations never replay it. */
  decidedThisLoad: boolean;
}

export interface IntroPlan {
  play: boolean;
  /** Write INTRO_SEEN_KEY now, so a reload, even in the middle of the intro, does not play it again. */
  remember: boolean;
}

/**
 * Whether this page load plays the first-visit intro.
 * - A stored mark means the visitor has had it: never again.
 * - Under reduced motion the intro is skipped entirely (no cover, no wait) and counted as had: the visitor's
 *   first visit has happened, and a brand splash is not content anyone misses.
 * - Blocked storage: played once, then treated as seen for the rest of the load (nothing can remember it
 *   across loads without storage).
 *
 * @example introPlan({ mark: null, reducedMotion: false, decidedThisLoad: false }) // { play: true, remember: true }
 */
export function introPlan({ mark, reducedMotion, decidedThisLoad }: IntroContext): IntroPlan {
  if (decidedThisLoad) return { play: false, remember: false };
  if (mark !== null && mark !== 'blocked') return { play: false, remember: false };
  if (reducedMotion) return { play: false, remember: true };
  return { play: true, remember: true };
}

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
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) return words;
  return Array.from(words[0] ?? '');
}

// ------------------------------------------------------------------------------- page transition

/** The transition cover: in while the next page's data loads, out once the new page has rendered. */
export const COVER = {
  inMs: 450,
  outMs: 650,
  easing: 'cubic-bezier(.7, 0, .3, 1)',
  /** The entrance never waits longer than this for the cover to close, or for React to commit the page. */
  closeWaitMs: 450 + 150,
  /** How long the reveal waits for the animation code when it is still loading (then sections just show). */
  tweensWaitMs: 400,
  /** A cover left closed this long (a navigation that never ended) opens itself. */
  watchdogMs: 10_000,
} as const;

// ------------------------------------------------------------------------------------- sections

/** When a section plays its entrance. */
export type SectionEntry =
  /** Left as the server painted it: in view at first load (never delay the LCP), or already scrolled past. */
  | 'asPainted'
  /** In view after a client navigation: set up under the cover, played as it lifts. */
  | 'withCover'
  /** Below the fold: played when it scrolls into view. */
  | 'onScroll';

/**
 * @example sectionEntry({ top: 100, bottom: 700 }, 800, 'hydration') // 'asPainted'
 * @example sectionEntry({ top: 900, bottom: 1500 }, 800, 'hydration') // 'onScroll'
 */
export function sectionEntry(rect: { top: number; bottom: number }, viewportHeight: number, moment: 'hydration' | 'navigation'): SectionEntry {
  if (rect.bottom <= 0) return 'asPainted';
  if (rect.top >= viewportHeight) return 'onScroll';
  return moment === 'navigation' ? 'withCover' : 'asPainted';
}

/** gsap tween variables, as plain data. */
export type TweenVars = Record<string, number | string>;

/** One tween of a section's entrance: what it moves (a selector inside the section) and from where. */
export interface TweenStep {
  /** Resolved with `section.querySelectorAll`, so `:scope > *` is the section's own content. */
  targets: string;
  from: TweenVars;
  /** Only where gsap cannot read the end value itself (clip-path: the computed value is 'none'). */
  to?: TweenVars;
  /** Seconds, as gsap counts. */
  duration: number;
  ease: string;
  stagger?: number;
}

const CONTENT = ':scope > *';
const EASE = 'power3.out';

/** The spec's named animations (lib/contract/types.ts ANIMATIONS) as tweens. */
export const SECTION_TWEENS: Record<AnimationName, TweenStep[]> = {
  translate: [{ targets: CONTENT, from: { y: 48, opacity: 0 }, duration: 0.9, ease: EASE }],
  fadeFromRight: [{ targets: CONTENT, from: { x: 72, opacity: 0 }, duration: 0.9, ease: EASE }],
  fadeFromBottom: [{ targets: CONTENT, from: { y: 80, opacity: 0 }, duration: 1, ease: EASE }],
  scaleDown: [{ targets: CONTENT, from: { scale: 1.06, opacity: 0 }, duration: 1.1, ease: 'power2.out' }],
  picture: [
    { targets: '.picture', from: { clipPath: 'inset(100% 0% 0% 0%)' }, to: { clipPath: 'inset(0% 0% 0% 0%)' }, duration: 1.1, ease: 'power3.inOut' },
    { targets: '.picture img', from: { scale: 1.15 }, duration: 1.4, ease: EASE },
  ],
  // Each block of the section (heading, paragraphs, lists) rises in turn, like lines being set.
  line: [{ targets: `${CONTENT} > *`, from: { y: 24, opacity: 0 }, duration: 0.7, ease: EASE, stagger: 0.08 }],
  quote: [{ targets: 'blockquote, figcaption', from: { y: 32, opacity: 0 }, duration: 1.1, ease: EASE, stagger: 0.18 }],
  carousel: [{ targets: ':scope li', from: { x: 80, opacity: 0 }, duration: 0.9, ease: EASE, stagger: 0.08 }],
};

/** Sections without an animation name, or with one this build does not know. */
export const DEFAULT_TWEEN: TweenStep[] = [{ targets: CONTENT, from: { y: 32, opacity: 0 }, duration: 0.8, ease: EASE }];

function isAnimationName(name: string | undefined): name is AnimationName {
  return name !== undefined && Object.hasOwn(SECTION_TWEENS, name);
}

/**
 * The steps a section plays: its named animation's steps that find something to move (`hasTargets`
 * answers for the section's DOM), else the default entrance.
 *
 * @example tweenStepsFor('quote', () => true) // SECTION_TWEENS.quote
 * @example tweenStepsFor('wobble', () => true) // DEFAULT_TWEEN
 */
export function tweenStepsFor(name: string | undefined, hasTargets: (selector: string) => boolean): TweenStep[] {
  const steps = (isAnimationName(name) ? SECTION_TWEENS[name] : DEFAULT_TWEEN).filter((step) => hasTargets(step.targets));
  return steps.length ? steps : DEFAULT_TWEEN.filter((step) => hasTargets(step.targets));
}

/**
 * The inline styles a finished step leaves behind, for gsap's `clearProps`: the stylesheet takes over
 * again, and nothing is left hidden if a tween is cut short.
 *
 * @example clearPropsOf(SECTION_TWEENS.translate[0]) // 'transform,opacity'
 */
export function clearPropsOf(step: TweenStep): string {
  const transformKeys = new Set(['x', 'y', 'xPercent', 'yPercent', 'scale', 'rotate']);
  const props = Object.keys({ ...step.from, ...step.to }).map((key) => (transformKeys.has(key) ? 'transform' : key));
  return [...new Set(props)].join(',');
}

// ------------------------------------------------------------------------------ cursor and lines

/** What the custom cursor grows over: whatever a click would act on. */
export const CURSOR_GROW_SELECTOR = 'a[href], button:not(:disabled), [role="button"], label, summary, select, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * The custom cursor follows a mouse only, never under reduced motion, and steps aside while a dialog owns
 * the page (`store.isA11YDisabled`). It never hides the system cursor.
 */
export function cursorEnabled({ finePointer, reducedMotion, a11yDisabled }: { finePointer: boolean; reducedMotion: boolean; a11yDisabled: boolean }): boolean {
  return finePointer && !reducedMotion && !a11yDisabled;
}

/** Spec §1: "Decorative vertical lines shown when a site is in the route or a page error exists." */
export function verticalLinesShown({ site, pageError }: { site: string | undefined; pageError: boolean }): boolean {
  return Boolean(site) || pageError;
}
