/**
 * Rules §motion: Page transition: leaving plays the cover animation while page data loads; entering animates
 * content and marks the page ready, across two documents (server routing, pages/+config.ts):
 * - leaving: a plain click on a link to another page of the site (lib/motion.ts coveredNavigation) closes
 *   the panels, asks for the next page's document at once, sweeps the cover in meanwhile, and navigates
 *   once the cover is closed (COVER.closeWaitMs at most);
 * - entering: the next page is painted under the cover (`<html data-entering>`, set by the head script
 *   renderer/inline/enteringCover.ts) and motion.css lifts it and brings the content in, with no script:
 *   a phone shows the page as soon as it is painted, not once it is hydrated. `<html data-page-ready>` is
 *   set once the page's first script runs and it is uncovered.
 * Started by the page's first script, with no React (renderer/parts/wakeParts.ts): the first link a
 * visitor follows is covered though no part is awake.
 * Under reduced motion nothing covers: links are plain links. A page restored from the back/forward cache
 * (it was left covered) is uncovered at once.
 */
import {
  coveredNavigation,
  COVER,
  ENTERING_ATTRIBUTE,
  ENTERING_KEY,
  MEDIA,
  PAGE_LEAVE_EVENT,
} from '../../lib/motion.ts';
import { prefetchPage } from '../shell/prefetchPage.ts';
import { matchesMedia } from './matchesMedia.ts';
import { revealSectionsOnScroll } from './sectionReveal.ts';
import { coverIn, resetCover } from './transitionCover.ts';

function setPageReady(ready: boolean) {
  if (ready) document.documentElement.dataset.pageReady = '';
  else delete document.documentElement.dataset.pageReady;
}

function within(promise: Promise<void>, ms: number): Promise<void> {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** Resolves when the arriving page's cover has lifted (at once when the page did not arrive covered). */
function uncovered(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(ENTERING_ATTRIBUTE)) return Promise.resolve();
  const cover = document.querySelector('.transition-cover');
  const lifts =
    cover?.getAnimations().map((animation) =>
      animation.finished.then(
        () => {},
        () => {},
      ),
    ) ?? [];
  return within(
    Promise.all(lifts).then(() => {}),
    COVER.outMs * 2,
  ).then(() => root.removeAttribute(ENTERING_ATTRIBUTE));
}

/** The page, once its first script runs: ready when uncovered; sections below the fold play as they scroll in. */
export function firstPageShown(): void {
  void uncovered().then(() => setPageReady(true));
  void revealSectionsOnScroll();
}

async function leaveFor(href: string) {
  // The parts awake close their panels (renderer/parts/hydratePart.tsx hands it to the store).
  document.dispatchEvent(new Event(PAGE_LEAVE_EVENT));
  setPageReady(false);
  try {
    sessionStorage.setItem(ENTERING_KEY, String(Date.now()));
  } catch {
    // No storage: the next page simply arrives uncovered.
  }
  prefetchPage(href); // the document loads while the cover sweeps
  await within(coverIn(), COVER.closeWaitMs);
  location.assign(href);
}

/** Listens for page links to leave with the cover, for the whole life of the page. */
export function startPageTransitions(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || matchesMedia(MEDIA.reducedMotion)) return;
    const href = coveredNavigation(
      {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      location.href,
    );
    if (!href) return;
    event.preventDefault();
    void leaveFor(href);
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    resetCover();
    setPageReady(true);
  });
}
