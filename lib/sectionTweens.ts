/**
 * Rules §motion: Page sections animate in with named animations: each name's tweens, as data for gsap
 * (components/motion/gsapMotion.ts, loaded on demand, is the only reader: this module travels with it).
 */
import type { AnimationName } from './contract/types.ts';

/** gsap tween variables, as plain data. */
type TweenVars = Record<string, number | string>;

/** One tween of a section's entrance: what it moves (a selector inside the section) and from where. */
interface TweenStep {
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

/** The named section animations (rules §motion; lib/contract/types.ts ANIMATIONS) as tweens. */
export const SECTION_TWEENS: Record<AnimationName, TweenStep[]> = {
  translate: [{ targets: CONTENT, from: { y: 48, opacity: 0 }, duration: 0.9, ease: EASE }],
  fadeFromRight: [{ targets: CONTENT, from: { x: 72, opacity: 0 }, duration: 0.9, ease: EASE }],
  fadeFromBottom: [{ targets: CONTENT, from: { y: 80, opacity: 0 }, duration: 1, ease: EASE }],
  scaleDown: [{ targets: CONTENT, from: { scale: 1.06, opacity: 0 }, duration: 1.1, ease: 'power2.out' }],
  picture: [
    {
      targets: '.picture',
      from: { clipPath: 'inset(100% 0% 0% 0%)' },
      to: { clipPath: 'inset(0% 0% 0% 0%)' },
      duration: 1.1,
      ease: 'power3.inOut',
    },
    { targets: '.picture img', from: { scale: 1.15 }, duration: 1.4, ease: EASE },
  ],
  // Each block of the section (heading, paragraphs, lists) rises in turn, like lines being set.
  line: [{ targets: `${CONTENT} > *`, from: { y: 24, opacity: 0 }, duration: 0.7, ease: EASE, stagger: 0.08 }],
  quote: [{ targets: 'blockquote, figcaption', from: { y: 32, opacity: 0 }, duration: 1.1, ease: EASE, stagger: 0.18 }],
  carousel: [{ targets: ':scope li', from: { x: 80, opacity: 0 }, duration: 0.9, ease: EASE, stagger: 0.08 }],
};

/** Sections without an animation name, or with one this build does not know. */
export const DEFAULT_TWEEN: TweenStep[] = [
  { targets: CONTENT, from: { y: 32, opacity: 0 }, duration: 0.8, ease: EASE },
];

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
  const steps = (isAnimationName(name) ? SECTION_TWEENS[name] : DEFAULT_TWEEN).filter((step) =>
    hasTargets(step.targets),
  );
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
