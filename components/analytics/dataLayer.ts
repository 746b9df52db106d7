/**
 * `window.dataLayer`, the queue the tag manager reads. Events are pushed from the first page on, before
 * consent: nothing reads the array until gtm.js loads after Accept, and then it replays what this page
 * queued. Without consent the array never leaves the page.
 */
import { dataLayerEntry, type AnalyticsEvent } from '../../lib/analytics.ts';

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

function dataLayer(): object[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushEvent(event: AnalyticsEvent): void {
  dataLayer().push(dataLayerEntry(event));
}

/** What Google's own snippet pushes right before gtm.js: the container's start time. */
export function startDataLayer(): void {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}
