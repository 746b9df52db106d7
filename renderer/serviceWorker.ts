/**
 * Spec §1 "A service worker is registered at /sw.js with scope /", after the page has loaded so it never
 * competes with the first paint. Built sites only: the dev server has no sw.js.
 */
import { SERVICE_WORKER_PATH } from '../lib/urls.ts';

export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
      console.warn('[sw] not registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
