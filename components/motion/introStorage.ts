/**
 * The intro's memory: one localStorage entry (lib/motion.ts INTRO_SEEN_KEY). Storage can be disabled or
 * throw (private modes, blocked cookies); then the intro plays once and this load counts it as seen.
 */
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE, introPlan, MEDIA, type IntroMark } from '../../lib/motion.ts';
import { matchesMedia } from './clientHooks.ts';

let decidedThisLoad = false;

function readMark(): IntroMark {
  try {
    return window.localStorage.getItem(INTRO_SEEN_KEY);
  } catch {
    return 'blocked';
  }
}

function rememberSeen() {
  try {
    window.localStorage.setItem(INTRO_SEEN_KEY, INTRO_SEEN_VALUE);
  } catch {
    // blocked: `decidedThisLoad` keeps it from replaying until the next full load
  }
}

/** Whether this load plays the intro; asked once per load (later calls answer no). */
export function shouldPlayIntro(): boolean {
  const plan = introPlan({ mark: readMark(), reducedMotion: matchesMedia(MEDIA.reducedMotion), decidedThisLoad });
  decidedThisLoad = true;
  if (plan.remember) rememberSeen();
  return plan.play;
}
