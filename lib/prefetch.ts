/**
 * Rules §offline: Prefetching runs at idle (timeout 2000 ms) and is skipped on 2g or data-saver connections.
 * What to prefetch is our choice: the site's own pages linked from the header and the page, in the order
 * they appear (the navigation first), a few at most.
 */
import { sitePageUrl } from './urls.ts';

/** How many pages one idle moment prefetches: enough for the navigation, little enough for a phone plan. */
export const PREFETCH_LIMIT = 6;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Offline there is nothing to fetch: the attempts would only fail (and fill the console).
 * @example mayPrefetch({ effectiveType: '4g' }, true) // true
 * @example mayPrefetch({ effectiveType: 'slow-2g' }, true) // false
 * @example mayPrefetch({ saveData: true, effectiveType: '4g' }, true) // false
 * @example mayPrefetch({ effectiveType: '4g' }, false) // false
 */
export function mayPrefetch(connection: Connection | undefined, online: boolean): boolean {
  if (!online) return false;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

/**
 * The site's page paths among `hrefs` (absolute URLs as the DOM gives them), without the current page,
 * files, other origins or repeats.
 * @example pagesToPrefetch(['https://s.example/en/florence/menu/', 'https://other.example/x/'], '/en/florence/', 'https://s.example') // ['/en/florence/menu/']
 */
export function pagesToPrefetch(
  hrefs: readonly string[],
  currentPath: string,
  origin: string,
  limit = PREFETCH_LIMIT,
): string[] {
  const pages: string[] = [];
  for (const href of hrefs) {
    const url = sitePageUrl(href, origin);
    if (!url || url.pathname === currentPath || pages.includes(url.pathname)) continue;
    pages.push(url.pathname);
    if (pages.length === limit) break;
  }
  return pages;
}
