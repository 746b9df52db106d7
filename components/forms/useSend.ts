/**
 * The send of a form (rules §sending): 'sending' on a valid submit, 'sent' on success, held at least 3000 ms
 * from the start; then the thanks (fields reset), and 6000 ms later the state clears (and an overlay
 * closes). On failure (rules §sending, as built) the state returns to empty with the problem read from the
 * answer (lib/forms/sendProblem.ts: too many requests with the wait, refused fields, server down, offline),
 * so the visitor keeps what they typed and can send again. A second submit while one is in flight does nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { sendProblemOf, type SendProblem } from '../../lib/forms/sendProblem.ts';
import type { SendState } from '../../lib/forms/sendTiming.ts';
import { scheduleAfterSuccess } from './afterSuccessTimers.ts';
import type { SentForm } from '../../lib/analytics.ts';
import { trackSend } from '../analytics/track.ts';

export interface Send {
  state: SendState;
  /** Why the last send failed, or null. */
  problem: SendProblem | null;
  thanks: boolean;
  /** Runs the send; resolves with its problem when it failed (null when it went, or was not started). */
  send: (task: () => Promise<unknown>) => Promise<SendProblem | null>;
  /** Clears everything (rules §sending: The state also resets when the overlay closes). */
  reset: () => void;
}

/** `form` names the form in the send event a successful send reports (rules §analytics). */
export function useSend({
  form,
  onThanks,
  onDone,
}: {
  form: SentForm;
  onThanks: () => void;
  onDone?: () => void;
}): Send {
  const [state, setState] = useState<SendState>('empty');
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [thanks, setThanks] = useState(false);
  const inFlight = useRef(false);
  const cancelTimers = useRef<() => void>(() => {});
  const callbacks = useRef({ onThanks, onDone });
  callbacks.current = { onThanks, onDone };

  const clearTimers = () => cancelTimers.current();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timers are cleared once, when the form unmounts
  useEffect(() => clearTimers, []);

  return {
    state,
    problem,
    thanks,
    async send(task) {
      if (inFlight.current) return null;
      inFlight.current = true;
      const startedAt = Date.now();
      setProblem(null);
      setState('sending');
      try {
        await task();
      } catch (error) {
        console.error('[form] send failed', error);
        const read = sendProblemOf(error);
        setState('empty');
        setProblem(read);
        inFlight.current = false;
        return read;
      }
      setState('sent');
      trackSend(form);
      cancelTimers.current = scheduleAfterSuccess(startedAt, {
        thanks: () => {
          setThanks(true);
          callbacks.current.onThanks();
        },
        done: () => {
          setState('empty');
          setThanks(false);
          inFlight.current = false;
          callbacks.current.onDone?.();
        },
      });
      return null;
    },
    reset() {
      clearTimers();
      inFlight.current = false;
      setState('empty');
      setProblem(null);
      setThanks(false);
    },
  };
}
