/**
 * Rules §offline: A service worker is registered at /sw.js with scope /, after the page has loaded and started,
 * when the browser is next idle: installing it fetches and stores the whole precache, work that would
 * otherwise run beside the page's first seconds on a phone's cores (docs/performance.md "Less for the machine to do
 * beside the page"). Built sites only: the dev server has no sw.js.
 *
 * The first page of a visit was loaded before any worker: nothing of it passed through one. Once the
 * worker is active, that page sends it its own address and the same-origin files it loaded, with
 * Workbox's CACHE_URLS message; the worker fetches them through its routes (workbox-config.cjs) and keeps
 * them, so the visitor's first page opens offline too, whole.
 */
import { afterLoad } from '../components/ui/afterLoad.ts';
import { whenIdle } from '../components/ui/whenIdle.ts';
import { TIMINGS } from '../lib/limits.ts';
import { SERVICE_WORKER_PATH } from '../lib/urls.ts';

/** What this page loaded from its own site that a worker keeps: code, styles, fonts, pictures. */
function ownFiles(): string[] {
  const files = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
  return [
    ...new Set(
      files
        .filter((url) => url.origin === location.origin && /^\/(assets|media)\//.test(url.pathname))
        .map((url) => url.href),
    ),
  ];
}

let keptFirstPage: (files: readonly string[]) => void = () => {};

/**
 * The files of this page the worker has kept, once it has (Workbox answers on the message's port when every
 * one has gone through its routes). Never settles for a page the worker answered itself, or without one.
 */
export const firstPageKept = new Promise<readonly string[]>((resolve) => {
  keptFirstPage = resolve;
});

function sendFirstPage(worker: ServiceWorker) {
  const page: [string, RequestInit] = [location.origin + location.pathname, { headers: { Accept: 'text/html' } }];
  const files = ownFiles();
  const reply = new MessageChannel();
  reply.port1.onmessage = () => {
    keptFirstPage(files);
    reply.port1.close();
  };
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...files] } }, [reply.port2]);
}

export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // A page the worker already answered is kept by it; only a page loaded without one is sent.
  const uncontrolled = !container.controller;
  const register = () => {
    container.register(SERVICE_WORKER_PATH, { scope: '/' }).then(
      () => {
        if (uncontrolled)
          void container.ready.then((registration) => {
            if (registration.active) sendFirstPage(registration.active);
          });
      },
      (error: unknown) => {
        console.warn('[sw] not registered:', error);
      },
    );
  };
  // The same idle wait as the prefetch of likely next pages: both are for the next page, not this one.
  afterLoad(() => whenIdle(register, TIMINGS.prefetchIdleTimeoutMs));
}
