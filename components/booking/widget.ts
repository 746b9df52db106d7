/**
 * The third-party booking widget adapter (rules §consent: Reservation widgets from two third-party booking
 * providers are embedded). A site whose `booking.provider` is 'widget' gets the provider's embed script
 * instead of the native flow; which provider is the site's `booking.widgetVendor` (lib/sites.ts): florence and
 * beverlyhills use provider A, the Asian sites provider B.
 *
 * The script is added from script (async: never parser- or render-blocking) only when the reservation
 * page shows the booking slot. If it has not loaded within the deadline the adapter gives up and the page
 * says so (rules §errors: The service is temporarily unavailable. We'll be back online shortly! with contact
 * details). The loader and the timer are parameters so the rules are tested without a browser.
 */
import { THIRD_PARTIES } from '../../lib/thirdParties.ts';
import { SITES, type Lang, type SiteId, type WidgetVendor } from '../../lib/sites.ts';
import type { LoadResult } from '../consent/thirdPartyLoaders.ts';

/** The embed script's path on each provider's script origin (placeholders, like the hosts). */
const EMBED_PATH: Readonly<Record<WidgetVendor, string>> = {
  bookingWidgetA: '/embed/v2/booking.js',
  bookingWidgetB: '/widget/loader.js',
};

/** How long the page waits for the widget before it shows the fallback. */
export const WIDGET_TIMEOUT_MS = 8000;

/**
 * The widget's script for a site and language: the provider's origin from lib/thirdParties.ts (which the
 * CSP allows) plus its embed path.
 * @example widgetScriptUrl('florence', 'it') // 'https://widgets.tavolaonline.example/embed/v2/booking.js?venue=florence&lang=it'
 */
export function widgetScriptUrl(site: SiteId, lang: Lang): string {
  const vendor = SITES[site].booking.widgetVendor;
  const origin = THIRD_PARTIES[vendor].scripts?.[0];
  if (!origin) throw new Error(`lib/thirdParties.ts lists no script origin for ${vendor}`);
  const query = new URLSearchParams({ venue: site, lang });
  return `${origin}${EMBED_PATH[vendor]}?${query}`;
}

export type ScriptLoader = (src: string) => Promise<LoadResult>;

interface WidgetLoadOptions {
  /** Adds the script; components/consent/thirdPartyLoaders.ts `loadScript` in the browser. */
  load: ScriptLoader;
  timeoutMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export type WidgetState = 'loading' | 'ready' | 'unavailable';

/**
 * Loads the site's widget script and settles on 'ready', or on 'unavailable' when it failed or missed the
 * deadline. Never rejects.
 */
export function loadBookingWidget(
  site: SiteId,
  lang: Lang,
  options: WidgetLoadOptions,
): Promise<Exclude<WidgetState, 'loading'>> {
  const { load, timeoutMs = WIDGET_TIMEOUT_MS } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (state: 'ready' | 'unavailable') => {
      if (settled) return;
      settled = true;
      clearTimer(timer);
      resolve(state);
    };
    const timer = setTimer(() => settle('unavailable'), timeoutMs);
    let loading: Promise<LoadResult>;
    try {
      loading = load(widgetScriptUrl(site, lang));
    } catch {
      settle('unavailable');
      return;
    }
    loading.then(
      (result) => settle(result === 'loaded' ? 'ready' : 'unavailable'),
      () => settle('unavailable'),
    );
  });
}
