/**
 * First entry (rules §motion: First entry is a state removed after the intro), started by the page's first
 * script with no React (renderer/parts/wakeParts.ts). Whether the intro plays was decided before the first
 * paint by the head script (renderer/inline/introFirstPaint.ts), which marks `<html data-intro="playing">`.
 * A visit that plays it loads its behaviour (introBehaviour.ts); any other is marked "seen" when the browser
 * is next idle, and the header's banner moves from then on (shell.css): not sooner, so its frames are not
 * drawn beside the page's first work.
 */
import { INTRO_ATTRIBUTE, INTRO_END_EVENT } from '../../lib/motion.ts';
import { whenIdle } from '../ui/whenIdle.ts';

/** The banner starts within this long of the page's first script, idle or not. */
const SEEN_IDLE_TIMEOUT_MS = 2000;

/** First entry is over: the header's banner moves (shell.css), and the parts awake hear of it. */
export function endFirstEntry(): void {
  document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'seen');
  document.dispatchEvent(new Event(INTRO_END_EVENT));
}

/** Whether first entry is still on: the intro is playing. */
export function inFirstEntry(): boolean {
  return document.documentElement.getAttribute(INTRO_ATTRIBUTE) === 'playing';
}

export function startFirstEntry(): void {
  if (!inFirstEntry()) {
    whenIdle(endFirstEntry, SEEN_IDLE_TIMEOUT_MS);
    return;
  }
  // An intro whose code cannot load (offline) ends here: the cover's CSS fades it at 5 s anyway, and what
  // waits for first entry goes on.
  import('./introBehaviour.ts').then(
    (module) => module.startIntroBehaviour(),
    () => endFirstEntry(),
  );
}
