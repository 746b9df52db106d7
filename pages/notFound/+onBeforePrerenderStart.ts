import { NOT_FOUND_SEGMENT } from '../../lib/routing.ts';
import { allLangSitePairs, ROUTE_LANGS } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';

export function onBeforePrerenderStart(): string[] {
  return [
    ...ROUTE_LANGS.map((lang) => sitePath(lang, undefined, NOT_FOUND_SEGMENT)),
    ...allLangSitePairs().map(({ lang, site }) => sitePath(lang, site, NOT_FOUND_SEGMENT)),
  ];
}
