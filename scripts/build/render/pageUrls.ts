/**
 * Every document the build renders: the URLs each page's `onBeforePrerenderStart` hook lists (the hooks
 * vike's own prerender would call), and the generic not-found document hosts answer an unknown path
 * outside every language with (`404.html`).
 */
import { onBeforePrerenderStart as landings } from '../../../pages/landing/+onBeforePrerenderStart.ts';
import { onBeforePrerenderStart as livePages } from '../../../pages/live/+onBeforePrerenderStart.ts';
import { onBeforePrerenderStart as managePages } from '../../../pages/manage/+onBeforePrerenderStart.ts';
import { onBeforePrerenderStart as notFoundPages } from '../../../pages/notFound/+onBeforePrerenderStart.ts';
import { onBeforePrerenderStart as sitePages } from '../../../pages/site/+onBeforePrerenderStart.ts';
import { snapshot } from '../../../pages/snapshotReads.ts';

/**
 * A path no route takes, so the server bundle answers it with the error page: the not-found document.
 * (vike's prerender rendered it as `/404`, which the one URL form now redirects.)
 */
export const NOT_FOUND_DOCUMENT_URL = '/404/';

/**
 * Every URL to render, sorted, so the render record and its order never depend on the hooks' order.
 * Throws without a content snapshot: an empty list would have a content build remove every page.
 */
export function pageUrls(): string[] {
  snapshot.manifest();
  const urls = [...landings(), ...sitePages(), ...livePages(), ...managePages(), ...notFoundPages()];
  return [...new Set(urls), NOT_FOUND_DOCUMENT_URL].sort();
}

/**
 * The file of a rendered URL, relative to the published folder: a folder's `index.html`, the
 * not-found document at the top.
 * @example pageFile('/en/florence/menu/') // 'en/florence/menu/index.html'
 */
export function pageFile(url: string): string {
  if (url === NOT_FOUND_DOCUMENT_URL) return '404.html';
  if (!url.startsWith('/') || !url.endsWith('/')) throw new Error(`pageFile: '${url}' is not a page URL`);
  return `${url.slice(1)}index.html`;
}
