/**
 * The send of a form (spec §4): 'sending' on a valid submit, 'sent' on success, held at least 3000 ms
 * from the start; then the thanks (fields reset), and 6000 ms later the state clears (and an overlay
 * closes). The spec leaves failure open: here the state returns to empty with a failure flag, so the
 * visitor keeps what they typed and can send again. A second submit while one is in flight does nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { scheduleAfterSuccess, type SendState } from '../../lib/forms/sendTiming.ts';

export interface Send {
  state: SendState;
  failed: boolean;
  thanks: boolean;
  send: (task: () => Promise<unknown>) => Promise<void>;
  /** Clears everything (spec §4 "The state also resets when the overlay closes"). */
  reset: () => void;
}

export function useSend({ onThanks, onDone }: { onThanks: () => void; onDone?: () => void }): Send {
  const [state, setState] = useState<SendState>('empty');
  const [failed, setFailed] = useState(false);
  const [thanks, setThanks] = useState(false);
  const inFlight = useRef(false);
  const cancelTimers = useRef<() => void>(() => {});
  const callbacks = useRef({ onThanks, onDone });
  callbacks.current = { onThanks, onDone };

  const clearTimers = () => cancelTimers.current();
  useEffect(() => clearTimers, []);

  return {
    state,
    failed,
    thanks,
    async send(task) {
      if (inFlight.current) return;
      inFlight.current = true;
      const startedAt = Date.now();
      setFailed(false);
      setState('sending');
      try {
        await task();
      } catch (error) {
        console.error('[form] send failed', error);
        setState('empty');
        setFailed(true);
        inFlight.current = false;
        return;
      }
      setState('sent');
      cancelTimers.current = scheduleAfterSuccess(startedAt, {
        thanks: () => { setThanks(true); callbacks.current.onThanks(); },
        done: () => {
          setState('empty');
          setThanks(false);
          inFlight.current = false;
          callbacks.current.onDone?.();
        },
      });
    },
    reset() {
      clearTimers();
      inFlight.current = false;
      setState('empty');
      setFailed(false);
      setThanks(false);
    },
  };
}
