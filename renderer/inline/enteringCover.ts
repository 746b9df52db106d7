/**
 * Inline in `<head>` (generated: scripts/build/inlineScripts.ts): paints an arriving page under the
 * transition cover, so the sweep that began on the leaving page (components/motion/pageTransition.ts) goes
 * on without a flash of the new page. It reads and removes the leaving page's mark (a reload is never
 * covered) and follows lib/motion.ts arrivesCovered. Storage that throws, or reduced motion, means no cover.
 */
import { arrivesCovered, ENTERING_ATTRIBUTE, ENTERING_KEY, REDUCED_MOTION } from '../../lib/motion.ts';

export default function coverArrivingPage(): void {
  try {
    const mark = sessionStorage.getItem(ENTERING_KEY);
    sessionStorage.removeItem(ENTERING_KEY);
    if (arrivesCovered(mark, Date.now()) && !matchMedia(REDUCED_MOTION).matches)
      document.documentElement.setAttribute(ENTERING_ATTRIBUTE, '');
  } catch {
    // Storage blocked: no cover.
  }
}
