import type { PageContext } from 'vike/types';
import { resolveRoute } from '../../lib/routing.ts';

/** The localised 404 pages; the server answers unmatched paths with them and status 404. */
export default function route(pageContext: PageContext) {
  const decision = resolveRoute(pageContext.urlPathname);
  if (decision.kind !== 'notFoundPage') return false;
  return { routeParams: { lang: decision.lang, site: decision.site ?? '' } };
}
