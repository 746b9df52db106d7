/**
 * Section entrances with gsap. This module is the on-demand chunk (see sectionReveal.ts): it and gsap are
 * loaded only after hydration, only when motion is allowed, and never by the prerendered HTML.
 */
import { gsap } from 'gsap';
import { clearPropsOf, tweenStepsFor } from '../../lib/sectionTweens.ts';

/**
 * Plays a section's named entrance (`data-animation`) after `delaySeconds`. gsap applies each "from" state
 * the moment the tween is created (`immediateRender`), so call it just before the section shows. Inline
 * styles are cleared at the end; while it runs the section clips its content (`data-motion="running"` in
 * motion.css), so nothing sliding in from the side widens the page. `data-motion` goes from "waiting"
 * (watched, sectionReveal.ts) to "running" to none.
 */
export function playSectionEntrance(section: HTMLElement, delaySeconds = 0): void {
  const steps = tweenStepsFor(section.dataset.animation, (selector) => section.querySelector(selector) !== null);
  if (!steps.length) {
    delete section.dataset.motion;
    return;
  }
  section.dataset.motion = 'running';
  const timeline = gsap.timeline({ delay: delaySeconds, onComplete: () => delete section.dataset.motion });
  for (const step of steps) {
    const targets = section.querySelectorAll(step.targets);
    const timing = {
      duration: step.duration,
      ease: step.ease,
      stagger: step.stagger ?? 0,
      clearProps: clearPropsOf(step),
    };
    if (step.to) timeline.fromTo(targets, step.from, { ...step.to, ...timing }, 0);
    else timeline.from(targets, { ...step.from, ...timing }, 0);
  }
}
