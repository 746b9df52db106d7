/**
 * Inline in `<head>` (generated: scripts/build/inlineScripts.ts): decides the first-visit intro before the
 * first paint, by lib/motion.ts introPlan. On a first visit it marks `<html data-intro="playing">` and
 * remembers the visit, so the cover, which is in the page's HTML (components/motion/introMarkup.ts), is
 * painted with the page's first frame, never over a page already shown. Storage that throws: no intro.
 */
import { INTRO_ATTRIBUTE, INTRO_SEEN_KEY, INTRO_SEEN_VALUE, introPlan, REDUCED_MOTION } from '../../lib/motion.ts';

export default function decideIntroBeforePaint(): void {
  try {
    const plan = introPlan(localStorage.getItem(INTRO_SEEN_KEY), matchMedia(REDUCED_MOTION).matches);
    if (plan === 'nothing') return;
    // A visit that cannot be remembered is not played (this throws): the next page would play it again.
    localStorage.setItem(INTRO_SEEN_KEY, INTRO_SEEN_VALUE);
    if (plan === 'play') document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'playing');
  } catch {
    // Storage blocked: no intro.
  }
}
