/**
 * Reports every page entered (spec §7): navigation, a location change when the site changed, and the
 * spec §2 page views. It follows `store.currentPage`, which the renderer sets on the first load and on
 * each client navigation.
 */
import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { pageEntryEvents } from '../../lib/analytics.ts';
import type { SiteId } from '../../lib/sites.ts';
import { store } from '../store/store.ts';
import { pushEvent } from './dataLayer.ts';

export function useAnalytics(): void {
  useEffect(() => {
    let previous: { path: string; site: SiteId | undefined } | undefined;
    return effect(() => {
      const { path } = store.currentPage.value;
      const site = store.site.peek();
      // The live fallback updates the page in place when it arrives: same path, not a new entry.
      if (path === previous?.path) return;
      for (const event of pageEntryEvents({ path, site }, previous)) pushEvent(event);
      previous = { path, site };
    });
  }, []);
}
