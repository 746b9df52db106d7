import { ROUTE_LANGS } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';

export function onBeforePrerenderStart(): string[] {
  return ROUTE_LANGS.map((lang) => sitePath(lang));
}
