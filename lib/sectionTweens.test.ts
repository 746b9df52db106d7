import { describe, expect, it } from 'vitest';
import { ANIMATIONS } from './contract/types.ts';
import { clearPropsOf, DEFAULT_TWEEN, SECTION_TWEENS, tweenStepsFor } from './sectionTweens.ts';

describe('section entrance tweens', () => {
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
