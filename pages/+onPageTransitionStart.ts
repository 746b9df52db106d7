// https://vike.dev/onPageTransitionStart — runs before the next page's data is fetched.
import { leavePage } from '../components/motion/pageTransition.ts';

/** The transition cover sweeps in while the next page loads (components/motion/pageTransition.ts). */
export function onPageTransitionStart(): void {
  leavePage();
}
