/** Prefetches the likely next pages (lib/prefetch.ts) when the browser is idle after the page is live. */
import { useEffect } from 'react';
import { TIMINGS } from '../../lib/limits.ts';
import { mayPrefetch, pagesToPrefetch } from '../../lib/prefetch.ts';
import { prefetchPage } from './prefetchPage.ts';
import { whenIdle } from '../ui/whenIdle.ts';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

export function PrefetchAtIdle() {
  useEffect(() => {
    return whenIdle(() => {
      if (!mayPrefetch((navigator as NavigatorWithConnection).connection, navigator.onLine)) return;
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('.site-header a[href], main a[href]')].map(
        (link) => link.href,
      );
      // The next page's document; its scripts and styles are the ones this page already has.
      for (const page of pagesToPrefetch(hrefs, location.pathname, location.origin)) prefetchPage(page);
    }, TIMINGS.prefetchIdleTimeoutMs);
  }, []);
  return null;
}
