/**
 * The first-visit intro's behaviour, loaded by the page's first script while the intro plays
 * (renderer/parts/wakeParts.ts), with no React: the cover is the page's own markup (introMarkup.ts),
 * painted and timed by CSS from the first frame, outside every part. This adds what needs scripts: a modal
 * moment (focus moves to Skip, the one control, and Tab stays on it), Skip and Escape ending it early,
 * and, when it ends, first entry over (firstEntry.ts) and focus back where it was, or to the content.
 */
import { INTRO_SKIP_EXIT_MS } from '../../lib/motion.ts';
import { endFirstEntry } from './firstEntry.ts';
import { nextTask } from '../ui/nextTask.ts';
import { INTRO_COVER_ID } from './introMarkup.ts';

/** The name of the cover's fade-out in motion.css: its end is the intro's end. */
const OUTRO = 'intro-cover-out';

function outroOf(cover: HTMLElement): Animation | undefined {
  return cover.getAnimations().find((animation) => (animation as CSSAnimation).animationName === OUTRO);
}

export function startIntroBehaviour(): void {
  const cover = document.getElementById(INTRO_COVER_ID);
  const skipButton = cover?.querySelector<HTMLButtonElement>('.intro-cover__skip');
  const previousFocus = document.activeElement;
  let ended = false;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;

  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(skipTimer);
    document.removeEventListener('keydown', onKey, true);
    skipButton?.removeEventListener('click', skip);
    const focusWasInside =
      !document.activeElement || document.activeElement === document.body || cover?.contains(document.activeElement);
    if (skipButton) skipButton.hidden = true;
    endFirstEntry();
    if (!focusWasInside) return;
    const back =
      previousFocus instanceof HTMLElement && previousFocus !== document.body && previousFocus.isConnected
        ? previousFocus
        : document.getElementById('content');
    back?.focus({ preventScroll: true });
  };
  function skip() {
    if (ended || !cover) return;
    cover.dataset.phase = 'skipped';
    skipTimer = setTimeout(end, INTRO_SKIP_EXIT_MS);
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      skip();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      skipButton?.focus();
    }
  }

  const outro = cover ? outroOf(cover) : undefined;
  // Over already (a page slow to start), or no cover to drive: first entry ends now.
  if (!cover || !skipButton || !outro || outro.playState === 'finished') {
    end();
    return;
  }
  skipButton.hidden = false;
  skipButton.addEventListener('click', skip);
  document.addEventListener('keydown', onKey, true);
  // Focus moves in a task of its own: it resolves the page's styles.
  void nextTask().then(() => {
    if (!ended) skipButton.focus({ preventScroll: true });
  });
  // Skipping replaces the fade-out (its promise then rejects): the skip's own timer ends it then.
  outro.finished.then(end, () => {});
}
