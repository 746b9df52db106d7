import type { PageContext } from 'vike/types';
import { resolveRoute } from '../../lib/routing.ts';

/**
 * The live-fallback shell of a pair (/{lang}/{site}/_live/). Hosts answer page paths missing from the
 * snapshot with its HTML; the browser then shows the real path's content, fetched live.
 */
export default function route(pageContext: PageContext) {
  const decision = resolveRoute(pageContext.urlPathname);
  if (decision.kind !== 'liveShell') return false;
  return { routeParams: { lang: decision.lang, site: decision.site } };
}
