/** Prefetches the likely next pages (lib/prefetch.ts) when the browser is idle after each page. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { prefetch } from 'vike/client/router';
import { TIMINGS } from '../../lib/limits.ts';
import { mayPrefetch, pageDataUrl, pagesToPrefetch } from '../../lib/prefetch.ts';
import { store } from '../store/store.ts';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** A low-priority fetch into the HTTP cache, once per file. */
function prefetchFile(href: string) {
  if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

export function PrefetchAtIdle() {
  useSignals();
  const path = store.currentPage.value.path;
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return;
    const handle = requestIdleCallback(() => {
      if (!mayPrefetch((navigator as NavigatorWithConnection).connection, navigator.onLine)) return;
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('.site-header a[href], main a[href]')].map((link) => link.href);
      for (const page of pagesToPrefetch(hrefs, location.pathname, location.origin)) {
        // Its code (vike; a page the router cannot prefetch is left for later) and its data: all site pages
        // share one entry, so the data is what the next click waits for.
        prefetch(page).catch(() => {});
        prefetchFile(pageDataUrl(page));
      }
    }, { timeout: TIMINGS.prefetchIdleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }, [path]);
  return null;
}
