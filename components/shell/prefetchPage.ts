/**
 * Asks the browser for a page of the site at low priority, into its HTTP cache, once per page: the next
 * document is then on the phone before the visitor taps (prefetch at idle) or while the cover sweeps in
 * (page transition).
 */
export function prefetchPage(href: string): void {
  const path = new URL(href, location.href).pathname;
  if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(path)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = path;
  document.head.append(link);
}
