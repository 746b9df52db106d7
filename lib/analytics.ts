/**
 * Rules §analytics: events with category, action, label and value on location change, navigation, send,
 * and the page views.
 * Pure builders: the browser side (components/analytics) only pushes what these return.
 */
import { canonicalPath, sitePath } from './urls.ts';
import { isSiteId, type Lang, type SiteId } from './sites.ts';

export interface AnalyticsEvent {
  category: string;
  action: string;
  label: string;
  value?: number;
}

/** The `event` name the tag manager's triggers listen for; the four fields travel beside it. */
export const DATA_LAYER_EVENT = 'lucciola_event';

type DataLayerEntry = AnalyticsEvent & { event: typeof DATA_LAYER_EVENT };

export function dataLayerEntry(event: AnalyticsEvent): DataLayerEntry {
  return { event: DATA_LAYER_EVENT, ...event };
}

/**
 * Entering a page.
 * @example navigationEvent('/en/florence/contact/') // { category: 'navigation', action: 'page', label: '/en/florence/contact/' }
 */
export function navigationEvent(path: string): AnalyticsEvent {
  return { category: 'navigation', action: 'page', label: canonicalPath(path) };
}

/**
 * The visitor moved to another restaurant: from a site, or from the language landing (no site), to a site.
 * Nothing when the site did not change or the visitor left the sites for the landing.
 * @example locationChangeEvent('florence', 'tokyo') // { category: 'location', action: 'change', label: 'florence > tokyo' }
 */
export function locationChangeEvent(from: SiteId | undefined, to: SiteId | undefined): AnalyticsEvent | undefined {
  if (!to || from === to) return undefined;
  return { category: 'location', action: 'change', label: `${from ?? 'landing'} > ${to}` };
}

/** The forms that send (reserve overlay, contact, waiting list, group booking). */
export type SentForm = 'reservation' | 'contact' | 'waitlist' | 'groupBooking';

/**
 * A form was sent successfully.
 * @example sendEvent('contact', 'florence') // { category: 'form', action: 'send', label: 'contact / florence' }
 */
export function sendEvent(form: SentForm, site: SiteId | undefined): AnalyticsEvent {
  return { category: 'form', action: 'send', label: site ? `${form} / ${site}` : form };
}

interface PageView {
  lang: Lang;
  site: SiteId;
  page: 'contact' | 'reservation';
}

/**
 * Rules §analytics: Analytics page-view events fire on entering /it/florence/contact, /en/beverlyhills/contact,
 * /it/florence/reservation and /en/beverlyhills/reservation.
 */
export const PAGE_VIEWS: readonly PageView[] = [
  { lang: 'it', site: 'florence', page: 'contact' },
  { lang: 'en', site: 'beverlyhills', page: 'contact' },
  { lang: 'it', site: 'florence', page: 'reservation' },
  { lang: 'en', site: 'beverlyhills', page: 'reservation' },
];

/**
 * The page-view event for a path in the table, else undefined.
 * @example pageViewEvent('/it/florence/contact/') // { category: 'page_view', action: 'contact', label: '/it/florence/contact/' }
 */
export function pageViewEvent(path: string): AnalyticsEvent | undefined {
  const canonical = canonicalPath(path);
  const view = PAGE_VIEWS.find(({ lang, site, page }) => sitePath(lang, site, page) === canonical);
  return view && { category: 'page_view', action: view.page, label: canonical };
}

/**
 * The page the visitor came from, when it was a page of this site, else undefined: every page is its own
 * document, so that is the document's referrer (same origin; the Referrer-Policy sends its path then). A
 * reload keeps the referrer of the first load, so a reload has no page before it.
 * @example previousPage('https://s.example/en/', 'https://s.example', 'navigate') // { site: undefined }
 * @example previousPage('https://s.example/ja/tokyo/press/', 'https://s.example', 'navigate') // { site: 'tokyo' }
 * @example previousPage('https://search.example/', 'https://s.example', 'navigate') // undefined
 */
export function previousPage(
  referrer: string,
  origin: string,
  navigationType: string,
): { site: SiteId | undefined } | undefined {
  if (!referrer || navigationType === 'reload') return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const second = url.pathname.split('/').filter(Boolean)[1] ?? '';
  return { site: isSiteId(second) ? second : undefined };
}

/**
 * Everything entering `path` (on `site`) reports, given the site of the page before (undefined on the
 * first page of the visit, which is no location change).
 */
export function pageEntryEvents(
  entry: { path: string; site: SiteId | undefined },
  previous?: { site: SiteId | undefined },
): AnalyticsEvent[] {
  return [
    navigationEvent(entry.path),
    previous && locationChangeEvent(previous.site, entry.site),
    pageViewEvent(entry.path),
  ].filter((event): event is AnalyticsEvent => event !== undefined);
}
