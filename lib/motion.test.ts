import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANIMATIONS } from './contract/types.ts';
import { TIMINGS } from './limits.ts';
import {
  clearPropsOf, COVER, cursorEnabled, DEFAULT_TWEEN, INTRO_EXIT_MS, introPieces, introPlan, introSchedule, MEDIA,
  SECTION_TWEENS, sectionEntry, tweenStepsFor, verticalLinesShown,
} from './motion.ts';

describe('first-visit intro', () => {
  const firstLoad = { mark: null, reducedMotion: false, decidedThisLoad: false } as const;

  it('plays on a first visit and remembers it at once', () => {
    expect(introPlan(firstLoad)).toEqual({ play: true, remember: true });
  });

  it('never plays again once the visitor has had it', () => {
    expect(introPlan({ ...firstLoad, mark: '1' })).toEqual({ play: false, remember: false });
    expect(introPlan({ ...firstLoad, mark: '' })).toEqual({ play: false, remember: false });
  });

  it('plays once when storage is blocked, then counts as seen for the rest of the load', () => {
    expect(introPlan({ ...firstLoad, mark: 'blocked' }).play).toBe(true);
    expect(introPlan({ ...firstLoad, mark: 'blocked', decidedThisLoad: true }).play).toBe(false);
  });

  it('is skipped under reduced motion, and that first visit counts', () => {
    expect(introPlan({ ...firstLoad, reducedMotion: true })).toEqual({ play: false, remember: true });
  });

  it('is removed at the intro delay, its fade-out inside it ("intro delay 5 s")', () => {
    expect(TIMINGS.introDelayMs).toBe(5000);
    expect(introSchedule()).toEqual({ exitAtMs: 5000 - INTRO_EXIT_MS, removeAtMs: 5000 });
    expect(introSchedule(300, 600)).toEqual({ exitAtMs: 0, removeAtMs: 300 });
  });

  it('rises word by word, or character by character in an unspaced script', () => {
    expect(introPieces(' Wherever a  firefly glows ')).toEqual(['Wherever', 'a', 'firefly', 'glows']);
    expect(introPieces('庭のランタン')).toEqual(['庭', 'の', 'ラ', 'ン', 'タ', 'ン']);
    expect(introPieces('')).toEqual([]);
  });
});

describe('page transition cover', () => {
  it('waits for the cover no longer than it takes to close, and lifts it within a second', () => {
    expect(COVER.closeWaitMs).toBeGreaterThanOrEqual(COVER.inMs);
    expect(COVER.closeWaitMs).toBeLessThan(1000);
    expect(COVER.outMs).toBeLessThan(1000);
  });
});

describe('section entrances', () => {
  it('leaves what is in view at first load as painted, so the LCP is never delayed', () => {
    expect(sectionEntry({ top: 0, bottom: 700 }, 800, 'hydration')).toBe('asPainted');
    expect(sectionEntry({ top: 790, bottom: 1400 }, 800, 'hydration')).toBe('asPainted');
  });

  it('plays sections below the fold when they scroll into view', () => {
    expect(sectionEntry({ top: 800, bottom: 1400 }, 800, 'hydration')).toBe('onScroll');
    expect(sectionEntry({ top: 1200, bottom: 1800 }, 800, 'navigation')).toBe('onScroll');
  });

  it('plays what is in view after a client navigation as the cover lifts', () => {
    expect(sectionEntry({ top: 0, bottom: 700 }, 800, 'navigation')).toBe('withCover');
  });

  it('leaves sections already scrolled past alone', () => {
    expect(sectionEntry({ top: -900, bottom: 0 }, 800, 'navigation')).toBe('asPainted');
  });

  it('has an entrance for every animation the content may name', () => {
    for (const name of ANIMATIONS) expect(SECTION_TWEENS[name].length, name).toBeGreaterThan(0);
  });

  it('falls back to the default entrance for an unknown or missing name', () => {
    expect(tweenStepsFor('wobble', () => true)).toEqual(DEFAULT_TWEEN);
    expect(tweenStepsFor(undefined, () => true)).toEqual(DEFAULT_TWEEN);
    expect(tweenStepsFor('toString', () => true)).toEqual(DEFAULT_TWEEN);
  });

  it('drops steps that find nothing to move, and falls back when none do', () => {
    const onlyImages = (selector: string) => selector === '.picture img' || selector === ':scope > *';
    expect(tweenStepsFor('picture', onlyImages)).toEqual([SECTION_TWEENS.picture[1]]);
    expect(tweenStepsFor('carousel', (selector) => selector === ':scope > *')).toEqual(DEFAULT_TWEEN);
    expect(tweenStepsFor('carousel', () => false)).toEqual([]);
  });

  it('clears exactly the styles it set, so nothing stays hidden', () => {
    expect(clearPropsOf(SECTION_TWEENS.translate[0]!)).toBe('transform,opacity');
    expect(clearPropsOf(SECTION_TWEENS.picture[0]!)).toBe('clipPath');
    expect(clearPropsOf(SECTION_TWEENS.scaleDown[0]!)).toBe('transform,opacity');
  });

  it('starts every entrance from a state its end undoes (gsap reads the end from the stylesheet)', () => {
    for (const steps of [...Object.values(SECTION_TWEENS), DEFAULT_TWEEN]) {
      for (const step of steps) {
        if ('clipPath' in step.from) expect(step.to?.clipPath).toBe('inset(0% 0% 0% 0%)');
        expect(step.duration).toBeGreaterThan(0);
        expect(step.duration).toBeLessThanOrEqual(1.5);
      }
    }
  });
});

describe('custom cursor', () => {
  const mouse = { finePointer: true, reducedMotion: false, a11yDisabled: false };
  it('follows a mouse', () => expect(cursorEnabled(mouse)).toBe(true));
  it('is absent on touch screens', () => expect(cursorEnabled({ ...mouse, finePointer: false })).toBe(false));
  it('is absent under reduced motion', () => expect(cursorEnabled({ ...mouse, reducedMotion: true })).toBe(false));
  it('steps aside while a dialog owns the page', () => expect(cursorEnabled({ ...mouse, a11yDisabled: true })).toBe(false));
});

describe('decorative vertical lines', () => {
  it('are "shown when a site is in the route or a page error exists"', () => {
    expect(verticalLinesShown({ site: 'florence', pageError: false })).toBe(true);
    expect(verticalLinesShown({ site: undefined, pageError: true })).toBe(true);
    expect(verticalLinesShown({ site: undefined, pageError: false })).toBe(false);
  });
});

describe('rotate-device notice', () => {
  it('shows in motion.css under the same media query the script follows', () => {
    const css = readFileSync(new URL('../components/motion/motion.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media ${MEDIA.rotateDevice}`);
  });
});
