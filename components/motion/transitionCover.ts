/**
 * The cover element of page transitions (rules §motion: a cover element for transitions): a panel that sweeps up
 * over the page while the next page loads; the next page lifts it on up and away (motion.css). It is in
 * every prerendered page, in <body> outside React's root (renderer/+onRenderHtml.tsx, coverMarkup), so the
 * arriving page can paint it before any script runs. Web Animations give each sweep a promise to wait on.
 */
import { COVER } from '../../lib/motion.ts';

type CoverState = 'idle' | 'covering' | 'covered' | 'revealing';

let cover: HTMLDivElement | undefined;
let running: Animation | undefined;

/**
 * The cover as the server writes it: hidden from assistive technology, its state idle, with the brand's
 * mark (lib/sites.ts BRAND, passed in: that table is no code for the page's first script to carry).
 */
export function coverMarkup(brand: string): string {
  return `<div class="transition-cover" aria-hidden="true" data-state="idle"><span class="transition-cover__mark">${brand}</span></div>`;
}

function coverElement(): HTMLDivElement {
  if (cover?.isConnected) return cover;
  cover = document.querySelector<HTMLDivElement>('.transition-cover') ?? undefined;
  if (!cover) {
    // Every prerendered page has it; a page that lost it gets a plain one.
    document.body.insertAdjacentHTML('beforeend', coverMarkup(''));
    cover = document.body.lastElementChild as HTMLDivElement;
  }
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
    [
      { transform: from && from !== 'none' ? from : during === 'covering' ? 'translateY(100%)' : 'translateY(0)' },
      { transform: to },
    ],
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

/** Puts the cover back below the page at once: a page restored from the back/forward cache left covered. */
export function resetCover(): void {
  running?.cancel();
  running = undefined;
  if (cover) setState(cover, 'idle');
}
