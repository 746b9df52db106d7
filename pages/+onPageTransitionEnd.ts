// https://vike.dev/onPageTransitionEnd — runs after the next page has rendered.
import { enterPage } from '../components/motion/pageTransition.ts';

/**
 * Not awaited on purpose: vike sets the scroll position only after this hook returns, and the entrance
 * must start from there (components/motion/pageTransition.ts).
 */
export function onPageTransitionEnd(): void {
  enterPage();
}
