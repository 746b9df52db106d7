/**
 * Reports every page entered (rules §analytics): navigation, a location change when the site changed, and the
 * page views. It follows `store.currentPage`, which the renderer sets when the page loads (and the
 * live fallback page when its content arrives). The page before is the document's referrer
 * (lib/analytics.ts previousPage).
 */
import { effect } from '../store/signals.ts';
import { useEffect } from 'react';
import { pageEntryEvents, previousPage } from '../../lib/analytics.ts';
import { store } from '../store/store.ts';
import { pushEvent } from './dataLayer.ts';

export function useAnalytics(): void {
  useEffect(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    let previous = previousPage(document.referrer, location.origin, navigation?.type ?? 'navigate');
    let reported: string | undefined;
    return effect(() => {
      const { path } = store.currentPage.value;
      const site = store.site.peek();
      // The live fallback updates the page in place when it arrives: same path, not a new entry.
      if (path === reported) return;
      for (const event of pageEntryEvents({ path, site }, previous)) pushEvent(event);
      previous = { site };
      reported = path;
    });
  }, []);
}
