/**
 * Inline at the end of every page's `<body>` (generated: scripts/build/inlineScripts.ts; placed by
 * scripts/build/firstPaint.ts deferPageScripts, which names the page's scripts in the `PAGE_SCRIPTS_ID`
 * JSON block): starts the page's scripts once the page has loaded and been painted, its first contentful
 * paint, and its primary picture's paint when it has one on screen. The same text on every page, so the
 * CSP allows it by one hash.
 *
 * Both paints can come a few frames after `load` (the picture once decoded). Scripts that start before
 * them share the connection and the cores with them, and Lighthouse counts their downloads into its
 * simulated FCP and LCP. So the loader waits for the Paint Timing entry and for the primary picture's
 * Element Timing entry (lib/primaryPicture.ts), each only where there is one to wait for:
 * a picture that failed, lies off screen or is not loaded yet, or a browser without the entry type, is not
 * waited for. Nor is the picture of a page that arrives through a page transition (`<html data-entering>`,
 * lib/motion.ts): its content is first painted transparent, under the cover, and rises in on the compositor,
 * and Chromium reports no Element Timing for it at all, so the scripts would always wait out the bound.
 * `FIRST_PAINTS_WAIT_MS` bounds the wait.
 *
 * The picture's box is read only once the page has painted: before its first paint nothing has been laid
 * out, and reading a box there makes the load event's task lay out the whole page, a long task the
 * simulated phone counts into blocking time. An unpainted page waits for its picture as if on screen (it
 * is the hero, at the top); the bound covers the rare one scrolled away.
 *
 * The entry goes first, then the module preloads, a few per task (`PRELOADS_PER_TASK`): all of them in
 * the load event's task made it a long task (docs/performance.md "First paint" has both figures). A
 * `MessageChannel` message, not a timer, starts each next batch: a timer is clamped, and a test's fake
 * clock would hold it back.
 *
 * On a first visit the intro's cover hides the page, and its text rises piece by piece: the scripts wait
 * for the last piece to rise (`startAfterIntroRise`). A phone draws those frames on the compositor while
 * the page's code would come alive under a cover no one can use yet; apart, neither waits for the other
 * for a core. The cover stays till the intro delay (5 s); the scripts start by then at the latest.
 *
 * A page its scripts draw (the live fallback, the manage page: its HTML is a loading notice, its content
 * comes from an API through its code) waits for its first contentful paint only, not for `load`, a
 * picture or the intro: its largest paint waits for the scripts (`atOnce`, set by the build from
 * `SCRIPTS_AT_ONCE` in scripts/build/firstPaint.ts).
 *
 * When the entry fails (it, or a chunk it imports statically, could not be fetched), the page reloads once
 * if the site answers, by the function lazily loaded chunks use (renderer/reloadOnChunkFailure.ts).
 */
import { PRIMARY_PICTURE_TIMING } from '../../lib/primaryPicture.ts';
import { ENTERING_ATTRIBUTE, INTRO_ATTRIBUTE, INTRO_RISE_ANIMATION } from '../../lib/motion.ts';
import { reloadAfterChunkError } from '../reloadOnChunkFailure.ts';

/** The id of the JSON block naming a page's scripts (`PageScripts`). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What the JSON block says: the entry, the chunks to preload with it, and whether to start at once. */
export interface PageScripts {
  entry: string;
  preload: string[];
  atOnce?: boolean;
}

function pageScripts(): PageScripts {
  return JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)!.textContent!) as PageScripts;
}

/**
 * How many module preloads the loader adds in one task. Each added link starts a request: on a phone (4x
 * CPU) one costs from under a millisecond to some 20 ms, and on a busy 2-core machine four of them made
 * tasks of 12 to 23 ms unthrottled, which Lighthouse's simulated phone counts four times.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * The longest the scripts wait, after `load`, for the paints they wait for to be reported. Once the page has
 * loaded those come within a frame or two; the bound covers a browser that never reports one.
 */
export const FIRST_PAINTS_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Stands for the picture's box before the first paint, when reading it would lay the page out: on screen. */
const UNREAD_BOX = { width: 1, top: 0, bottom: 1 };

/** Adds the entry, then the module preloads, `PRELOADS_PER_TASK` per task. */
function start(): void {
  const { entry, preload } = pageScripts();
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  script.onerror = reloadAfterChunkError;
  document.body.append(script);
  const channel = new MessageChannel();
  let next = 0;
  const add = () => {
    const batch = preload.slice(next, next + PRELOADS_PER_TASK);
    next += batch.length;
    for (const href of batch) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (next < preload.length) channel.port2.postMessage(0);
    else channel.port1.close();
  };
  channel.port1.onmessage = add;
  add();
}

/** The longest the scripts wait for the intro's text to rise: it has risen well before the cover leaves. */
export const INTRO_RISE_WAIT_MS = 4000;

/** Starts the scripts once the intro's text has risen, on a first visit, or at once. */
function startAfterIntroRise(): void {
  const rising =
    document.documentElement.getAttribute(INTRO_ATTRIBUTE) === 'playing' && document.getAnimations
      ? document
          .getAnimations()
          .filter((animation) => (animation as CSSAnimation).animationName === INTRO_RISE_ANIMATION)
          .map((animation) => animation.finished)
      : [];
  if (!rising.length) {
    start();
    return;
  }
  let started = false;
  const go = () => {
    if (!started) start();
    started = true;
  };
  setTimeout(go, INTRO_RISE_WAIT_MS);
  // A cancelled animation (the cover removed) rejects: the scripts start then too.
  Promise.all(rising).then(go, go);
}

/**
 * Starts the scripts once the paints worth waiting for have been reported, or after the bound. A page its
 * scripts draw waits for its first contentful paint only (its loading notice), then starts them at once.
 */
function startAfterPaints(atOnce: boolean): void {
  const then = atOnce ? start : startAfterIntroRise;
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes || [];
  const firstPaintPending = types.includes('paint') && !performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length;
  const picture =
    !atOnce && types.includes('element') && !document.documentElement.hasAttribute(ENTERING_ATTRIBUTE)
      ? document.querySelector<HTMLImageElement>(`img[elementtiming="${PRIMARY_PICTURE_TIMING}"]`)
      : null;
  const box =
    picture?.complete && picture.naturalWidth > 0 && (firstPaintPending ? UNREAD_BOX : picture.getBoundingClientRect());
  const waitingFor = new Set<string>();
  if (firstPaintPending) waitingFor.add(FIRST_CONTENTFUL_PAINT);
  if (box && box.width > 0 && box.bottom > 0 && box.top < innerHeight) waitingFor.add(PRIMARY_PICTURE_TIMING);
  if (!waitingFor.size) {
    then();
    return;
  }
  let waiting = true;
  const go = () => {
    if (!waiting) return;
    waiting = false;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      waitingFor.delete(
        entry.entryType === 'element' ? (entry as PerformanceEntry & { identifier: string }).identifier : entry.name,
      );
    if (!waitingFor.size) go();
  });
  for (const type of ['paint', 'element']) if (types.includes(type)) observer.observe({ type, buffered: true });
  const timer = setTimeout(go, FIRST_PAINTS_WAIT_MS);
}

export default function startPageScripts(): void {
  const after = () => startAfterPaints(false);
  if (pageScripts().atOnce) startAfterPaints(true);
  else if (document.readyState === 'complete') after();
  else addEventListener('load', after, { once: true });
}
