/**
 * Rules §sending: Reserve form: empty, then 'sending' on a valid submit, then 'sent' on success. On success
 * 'sent' is held at least 3000 ms from the send start; then fields reset and the thanks panel appears;
 * after a further 6000 ms the state clears and the overlay closes.
 */
import { TIMINGS } from '../limits.ts';

export type SendState = 'empty' | 'sending' | 'sent';

/**
 * When the thanks panel appears and when the overlay closes, in ms since the epoch, for a send that
 * started at `startedAt` and succeeded at `succeededAt`.
 * @example afterSuccess(0, 1200) // { thanksAt: 3000, closeAt: 9000 }
 * @example afterSuccess(0, 4500) // { thanksAt: 4500, closeAt: 10500 }
 */
export function afterSuccess(startedAt: number, succeededAt: number): { thanksAt: number; closeAt: number } {
  const thanksAt = Math.max(succeededAt, startedAt + TIMINGS.formMinSendingMs);
  return { thanksAt, closeAt: thanksAt + TIMINGS.overlayAutoCloseMs };
}

/** Rules §sending: The button reads Send, Sending, Sent: the locale key of the button for a state. */
export function sendButtonKey(state: SendState): 'form.send' | 'form.sending' | 'form.sent' {
  return state === 'sending' ? 'form.sending' : state === 'sent' ? 'form.sent' : 'form.send';
}
