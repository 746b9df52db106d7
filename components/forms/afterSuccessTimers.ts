/**
 * The clock half of rules §sending (the rule itself, when each step comes, is `afterSuccess` in
 * lib/forms/sendTiming.ts): the two steps after a successful send, run on timers.
 */
import { afterSuccess } from '../../lib/forms/sendTiming.ts';

/**
 * Runs the thanks at its time and the clearing (and the overlay closing) at its own, for a send that
 * started at `startedAt` and succeeded now. Returns a cancel, for a form closed or left before the end.
 */
export function scheduleAfterSuccess(startedAt: number, steps: { thanks: () => void; done: () => void }): () => void {
  const { thanksAt, closeAt } = afterSuccess(startedAt, Date.now());
  const timers = [setTimeout(steps.thanks, thanksAt - Date.now()), setTimeout(steps.done, closeAt - Date.now())];
  return () => timers.forEach(clearTimeout);
}
