import { TIMINGS } from '../../lib/limits.ts';
import { mayPrefetch, pagesToPrefetch } from '../../lib/prefetch.ts';
import { whenIdle } from '../ui/whenIdle.ts';

/**
 * Asks the browser for a page of the site at low priority, into its HTTP cache, once per page: the next
 * document is then on the phone before the visitor taps (prefetch at idle) or while the cover sweeps in
 * (page transition).
 */
export function prefetchPage(href: string): void {
  const path = new URL(href, location.href).pathname;
  if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(path)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = path;
  document.head.append(link);
}

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** Prefetches the likely next pages (lib/prefetch.ts) when the browser is next idle. */
export function prefetchLikelyPagesAtIdle(): void {
  whenIdle(() => {
    if (!mayPrefetch((navigator as NavigatorWithConnection).connection, navigator.onLine)) return;
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('.site-header a[href], main a[href]')].map(
      (link) => link.href,
    );
    // The next page's document; its scripts and styles are the ones this page already has.
    for (const page of pagesToPrefetch(hrefs, location.pathname, location.origin)) prefetchPage(page);
  }, TIMINGS.prefetchIdleTimeoutMs);
}
