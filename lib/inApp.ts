/**
 * Rules §sites: The product flags an in-app mode when the URL contains app, made precise: the mobile app opens
 * the site with a query parameter named `app` (`?app`, `?app=1`, `?app=ios` …). Internal links drop the
 * query string (rules §links: Link handling), so the flag is remembered for the tab's session (sessionStorage:
 * a web view is one session) until a URL says `app=0` or `app=false`. A path segment or a word merely
 * containing "app" (`/en/florence/apple-tart/`, `?happy=1`) does not count.
 */

/** The sessionStorage key remembering in-app mode for the tab. */
export const IN_APP_STORAGE_KEY = 'lucciola.inApp';

/** `app=` values that turn in-app mode off. */
const IN_APP_OFF_VALUES: readonly string[] = ['0', 'false', 'no'];

/**
 * What a URL says about in-app mode: true, false, or undefined when it has no `app` parameter.
 * @example inAppFromUrl('https://site.example/en/florence/?app') // true
 * @example inAppFromUrl('https://site.example/en/florence/?app=0') // false
 * @example inAppFromUrl('https://site.example/en/florence/') // undefined
 */
export function inAppFromUrl(url: string | URL): boolean | undefined {
  const value = new URL(url).searchParams.get('app');
  if (value === null) return undefined;
  return !IN_APP_OFF_VALUES.includes(value.trim().toLowerCase());
}

/** The URL decides when it has the parameter; otherwise what the tab remembered. */
export function isInApp(url: string | URL, remembered: string | null | undefined): boolean {
  return inAppFromUrl(url) ?? remembered === '1';
}

/** The mobile app's address for links it should open itself (rules §sites: {address}): its URL scheme's handler. */
export const APP_LINK_ADDRESS = 'osterialucciola://open?url=';

/**
 * Rules §checkout: Checkout link: … inside the mobile app it is wrapped as {address} plus the encoded URL":
 * the app's address (its handler prefix) followed by the URL, percent-encoded.
 * @example appWrappedUrl('lucciola://open?url=', 'https://shop.example/c/1?key=a') // 'lucciola://open?url=https%3A%2F%2Fshop.example%2Fc%2F1%3Fkey%3Da'
 */
export function appWrappedUrl(address: string, url: string): string {
  return `${address}${encodeURIComponent(url)}`;
}
