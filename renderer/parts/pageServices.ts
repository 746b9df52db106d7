/**
 * What every page does in the background once its first script runs, with no part awake and no React:
 * register the service worker, fetch the web fonts the next page will use, prefetch the likely next pages.
 * Each waits for the browser to be idle.
 */
import { prefetchLikelyPagesAtIdle } from '../../components/shell/prefetchPage.ts';
import type { Lang } from '../../lib/sites.ts';
import { registerServiceWorkerWhenIdle } from '../serviceWorker.ts';
import { loadWebFontsForNextPage } from '../fontLinks.ts';

export function startPageServices(lang: Lang): void {
  loadWebFontsForNextPage(lang);
  registerServiceWorkerWhenIdle();
  prefetchLikelyPagesAtIdle();
}
