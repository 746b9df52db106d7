/**
 * Spec §1 "A service worker is registered at /sw.js with scope /", after the page has loaded and gone live,
 * when the browser is next idle: installing it fetches and stores the whole precache (28 files), work that
 * would otherwise run beside the page's first seconds on a phone's cores (docs/performance.md "Sixth
 * session"). Built sites only: the dev server has no sw.js.
 */
import { afterLoad } from '../components/ui/afterLoad.ts';
import { whenIdle } from '../components/ui/whenIdle.ts';
import { TIMINGS } from '../lib/limits.ts';
import { SERVICE_WORKER_PATH } from '../lib/urls.ts';

export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
      console.warn('[sw] not registered:', error);
    });
  };
  // The same idle wait as the prefetch of likely next pages: both are for the next page, not this one.
  afterLoad(() => whenIdle(register, TIMINGS.prefetchIdleTimeoutMs));
}
