/**
 * Work the page can wait for (code for later, prefetches, a cart check) runs when the browser is idle, so
 * it never competes with the page going live.
 */

/**
 * Where there is no requestIdleCallback (Safari), a short pause instead: enough for the page's own work
 * that is already queued (hydration, first effects) to go first.
 */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Runs `run` when the browser is idle, and after `timeoutMs` at the latest. Returns what cancels it (an
 * effect's cleanup).
 * @example useEffect(() => whenIdle(loadCode, 2000), []);
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}
