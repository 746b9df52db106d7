import type { PageContext } from 'vike/types';
import { resolveRoute } from '../../lib/routing.ts';

/** The /{lang}/ landing of the whole group. */
export default function route(pageContext: PageContext) {
  const decision = resolveRoute(pageContext.urlPathname);
  if (decision.kind !== 'landing') return false;
  return { routeParams: { lang: decision.lang } };
}
