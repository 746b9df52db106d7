import type { PageContext } from 'vike/types';
import { resolveRoute } from '../../lib/routing.ts';

/** The page a booking's manage link opens (/{lang}/{site}/reservation/manage/), one per language/site pair. */
export default function route(pageContext: PageContext) {
  const decision = resolveRoute(pageContext.urlPathname);
  if (decision.kind !== 'managePage') return false;
  return { routeParams: { lang: decision.lang, site: decision.site } };
}
