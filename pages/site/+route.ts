import type { PageContext } from 'vike/types';
import { resolveRoute } from '../../lib/routing.ts';

/** A site page: whatever lib/routing.ts calls a page (the same table the server and CDN configs use). */
export default function route(pageContext: PageContext) {
  const decision = resolveRoute(pageContext.urlPathname);
  if (decision.kind !== 'page') return false;
  return { routeParams: { lang: decision.lang, site: decision.site, path: decision.path } };
}
