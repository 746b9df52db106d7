/**
 * The site's one URL form: every route ends with a slash (`/en/`, `/en/florence/`, `/en/florence/menu/a-la-carte/`).
 * Links, canonical tags, the sitemap and the prerender list all build URLs here; the other form redirects.
 */
import type { Lang, SiteId } from './sites.ts';

/**
 * @example sitePath('en', 'florence', 'menu/a-la-carte') // '/en/florence/menu/a-la-carte/'
 * @example sitePath('it') // '/it/'
 */
export function sitePath(lang: Lang, site?: SiteId, path = ''): string {
  const segments = [lang, site, ...path.split('/')].filter(Boolean);
  return `/${segments.join('/')}/`;
}

/** The canonical form of any path: one slash between segments and one at the end, query and hash kept apart. */
export function canonicalPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** Rules §offline: A service worker is registered at /sw.js with scope /. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The page a booking's manage link opens (`…/reservation/manage/#token=…`, lib/mail/message.ts `manageUrl`),
 * prerendered for every pair; it belongs to the site, not to the content, so no content page nor redirect
 * takes its path (lib/routing.ts). Here, beside the other addresses, so the manage page that links to
 * itself loads no routing rules.
 */
export const MANAGE_PATH = 'reservation/manage';

/**
 * `href` as a URL when it is a page of this site: the same origin, and a path in the one URL form (files
 * such as `/sw.js` or `/media/menu.pdf` have none). Otherwise undefined, as for an href that is no URL.
 * @example sitePageUrl('https://s.example/en/florence/menu/?a=1', 'https://s.example')?.pathname // '/en/florence/menu/'
 * @example sitePageUrl('https://s.example/media/menu.pdf', 'https://s.example') // undefined
 */
export function sitePageUrl(href: string, origin: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return url.origin === origin && url.pathname.endsWith('/') ? url : undefined;
}

/**
 * A decoded path as a Location header carries it: each segment percent-encoded (UTF-8), the slashes kept.
 * A header is bytes, not text: Node refuses characters past U+00FF and writes the rest as Latin-1, so a
 * raw `日本` or `è` in a Location is an error or a malformed address.
 * @example locationOf('/it/florence/caffè/') // '/it/florence/caff%C3%A8/'
 */
export function locationOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
