/**
 * The cover element of page transitions (spec §1 "a cover element for transitions"): a panel that sweeps up
 * over the page while the next page loads and on up and away once it has rendered. It lives in <body>,
 * outside React's root, so rendering the next page never touches it; it is created on the first
 * navigation, never in the prerendered HTML. Web Animations give each sweep a promise to wait on.
 */
import { BRAND } from '../../lib/sites.ts';
import { COVER } from '../../lib/motion.ts';

type CoverState = 'idle' | 'covering' | 'covered' | 'revealing';

let cover: HTMLDivElement | undefined;
let running: Animation | undefined;

function coverElement(): HTMLDivElement {
  if (cover?.isConnected) return cover;
  cover = document.createElement('div');
  cover.className = 'transition-cover';
  cover.setAttribute('aria-hidden', 'true');
  const mark = document.createElement('span');
  mark.className = 'transition-cover__mark';
  mark.textContent = BRAND;
  cover.append(mark);
  setState(cover, 'idle');
  document.body.append(cover);
  return cover;
}

function setState(element: HTMLElement, state: CoverState) {
  element.dataset.state = state;
}

/** Moves the cover from wherever it is now (a sweep may be cut short by the next one) to `to`. */
function sweep(to: string, durationMs: number, during: CoverState, after: CoverState): Promise<void> {
  const element = coverElement();
  const from = running ? getComputedStyle(element).transform : undefined;
  running?.cancel();
  setState(element, during);
  const animation = element.animate(
    [{ transform: from && from !== 'none' ? from : during === 'covering' ? 'translateY(100%)' : 'translateY(0)' }, { transform: to }],
    { duration: durationMs, easing: COVER.easing, fill: 'forwards' },
  );
  running = animation;
  return animation.finished.then(
    () => {
      if (running !== animation) return;
      setState(element, after);
      if (after === 'idle') {
        animation.cancel(); // the stylesheet parks the idle cover below the viewport
        running = undefined;
      }
    },
    () => {}, // cancelled by the next sweep, which now owns the cover
  );
}

/** Sweeps the cover in over the page. Resolves once it covers the whole viewport. */
export function coverIn(): Promise<void> {
  return sweep('translateY(0)', COVER.inMs, 'covering', 'covered');
}

/** Sweeps the cover out, upwards. Resolves once the page is fully uncovered. */
export function coverOut(): Promise<void> {
  if (!cover || cover.dataset.state === 'idle') return Promise.resolve();
  return sweep('translateY(-100%)', COVER.outMs, 'revealing', 'idle');
}
