/**
 * Spec §4 "Page transition: leaving plays the cover animation while page data loads; entering animates
 * content and marks the page ready". vike calls `leavePage` (pages/+onPageTransitionStart.ts) before it
 * fetches the next page's data, and `enterPage` (pages/+onPageTransitionEnd.ts) once the page has rendered.
 * The data is not held back for the cover: a page that arrives before the cover has closed renders into a
 * faded-out <main> (`<html data-leaving>`, motion.css), so the swap is never seen; the page is shown again
 * only under the closed cover, which then lifts.
 * `<html data-page-ready>` is present while a rendered page is shown and gone during a transition.
 * Under reduced motion nothing covers or fades: the page is swapped at once.
 */
import { COVER, MEDIA } from '../../lib/motion.ts';
import { matchesMedia } from './clientHooks.ts';
import { loadEntrances, revealSectionsAfterHydration, revealSectionsUnderCover, stopSectionReveal } from './sectionReveal.ts';
import { coverIn, coverOut } from './transitionCover.ts';

/** A promise and the function that settles it (Promise.withResolvers, which older Safari lacks). */
function signalled() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

let covered: Promise<void> = Promise.resolve();
/** Resolved when React has committed the page rendered for the current navigation (Motion tells). */
let rendered = signalled();
/** Counts navigations, so an entrance overtaken by the next navigation stops where it is. */
let navigation = 0;
let watchdog: ReturnType<typeof setTimeout> | undefined;

function setPageReady(ready: boolean) {
  if (ready) document.documentElement.dataset.pageReady = '';
  else delete document.documentElement.dataset.pageReady;
}

function setLeaving(leaving: boolean) {
  if (leaving) document.documentElement.dataset.leaving = '';
  else delete document.documentElement.dataset.leaving;
}

function within(promise: Promise<void>, ms: number): Promise<void> {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/**
 * The next task, by a message rather than a timer or a frame: it runs after vike has set the scroll position
 * (synchronously, right after its transition hook returns), and it is not held back by a test's fake clock.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The first page, once hydrated: ready at once; sections below the fold will play as they scroll in. */
export function firstPageShown(): void {
  setPageReady(true);
  void revealSectionsAfterHydration();
}

/** Motion calls this after each commit of a rendered page. */
export function pageRendered(): void {
  rendered.resolve();
}

/** A client navigation starts: the cover sweeps in while vike loads the next page's data. */
export function leavePage(): void {
  navigation += 1;
  rendered = signalled();
  setPageReady(false);
  stopSectionReveal();
  clearTimeout(watchdog);
  if (matchesMedia(MEDIA.reducedMotion)) {
    covered = Promise.resolve();
    return;
  }
  void loadEntrances(); // in parallel with the data: the entrances are ready when the page is
  setLeaving(true);
  covered = coverIn();
  // A navigation that never ends (an error that renders nothing) must not leave the visitor behind a wall.
  const current = navigation;
  watchdog = setTimeout(() => {
    if (navigation !== current) return;
    setLeaving(false);
    void coverOut().then(() => setPageReady(true));
  }, COVER.watchdogMs);
}

/** Resolves once the cover hides the page (at once under reduced motion), never later than the sweep. */
function coverClosed(): Promise<void> {
  return within(covered, COVER.closeWaitMs);
}

/** The next page has rendered: its sections are set up under the cover, which then lifts. */
export function enterPage(): void {
  void enter(navigation);
}

async function enter(current: number) {
  clearTimeout(watchdog);
  await coverClosed();
  // root.render() commits in a later task, and vike sets the scroll position right after this hook
  // returns: the sections are measured once both have happened, where the visitor will see them.
  await within(rendered.promise, COVER.closeWaitMs);
  await nextTask();
  if (navigation !== current) return;
  setLeaving(false); // out of sight: the cover is closed
  await revealSectionsUnderCover((COVER.outMs * 0.35) / 1000);
  if (navigation !== current) return;
  await coverOut();
  if (navigation === current) setPageReady(true);
}
