/**
 * The routing table: what a request path means (rules §routing, §route-guards, §errors).
 * One function decides for the local server, vike's router and the prerender; the CDN configs are
 * enumerated from the same tables (lib/hostRules.ts) and tests check both agree.
 */
import type { Redirect } from './contract/types.ts';
import { canonicalPath, MANAGE_PATH, sitePath } from './urls.ts';
import { PAGE_PATH, trimSlashes } from './pageRules.ts';
import { isSiteId, normalizeLang, SITES, siteOffersLang, type Lang, type SiteId } from './sites.ts';

/** Rules §routing: Redirect status 302. Our own canonical-slash redirect is permanent. */
export const REDIRECT_STATUS = 302;
const CANONICAL_STATUS = 301;
/** A site path has at most page/child/slug below /{lang}/{site}/. */
export const MAX_PAGE_SEGMENTS = 3;
/** Rules §route-guards: Unsupported site: Redirect (302) to /en. */
export const UNSUPPORTED_SITE_TARGET: Lang = 'en';

/**
 * The localised 404 pages are prerendered at /{lang}/_404/ and /{lang}/{site}/_404/ ('_' never starts a content path).
 */
export const NOT_FOUND_SEGMENT = '_404';
/**
 * The live-fallback shell of each pair, prerendered at /{lang}/{site}/_live/. Hosts answer a page path
 * that is not in the snapshot with it (a rewrite, status 200); the browser then fetches the page live.
 */
export const LIVE_SEGMENT = '_live';

export type RouteDecision =
  | { kind: 'landing'; lang: Lang }
  | { kind: 'notFoundPage'; lang: Lang; site?: SiteId }
  | { kind: 'liveShell'; lang: Lang; site: SiteId }
  | { kind: 'managePage'; lang: Lang; site: SiteId }
  | { kind: 'page'; lang: Lang; site: SiteId; path: string }
  | { kind: 'redirect'; status: typeof REDIRECT_STATUS | typeof CANONICAL_STATUS; location: string }
  | { kind: 'notFound'; lang: Lang; site?: SiteId };

/**
 * Old paths of every site, with `:slug` kept (rules §legacy-paths: product → shop/food-and-spirits, experience →
 * shop/experiences).
 */
export const LEGACY_PATHS: readonly { from: string; to: string }[] = [
  { from: 'product/:slug', to: 'shop/food-and-spirits/:slug' },
  { from: 'experience/:slug', to: 'shop/experiences/:slug' },
  { from: 'menu/wine-list', to: 'menu/a-la-carte' },
  { from: 'prenotazione', to: 'reservation' },
  { from: 'contatti', to: 'contact' },
  { from: 'negozio', to: 'shop' },
  { from: 'menu/menu-degustazione', to: 'menu/tasting-menu' },
];

/**
 * Rules §route-guards: Redirect (302) to the browser-language default: ja if the browser language contains ja, it if it
 * contains it, otherwise en. Read per language tag, so 'ja' inside another word does not count.
 */
export function browserDefaultLang(acceptLanguage: string | undefined | null): Lang {
  const primaries = (acceptLanguage ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';')[0]!.split('-')[0]!);
  if (primaries.includes('ja') || primaries.includes('jp')) return 'ja';
  if (primaries.includes('it')) return 'it';
  return 'en';
}

/**
 * The language a site is shown in when the asked one is not offered (rules §route-guards: redirects to the default
 * language).
 */
export function langForSite(site: SiteId, wanted: Lang): Lang {
  return siteOffersLang(site, wanted) ? wanted : SITES[site].defaultLocale;
}

/**
 * The `:name` segments of a `product/:slug` style pattern, when the path's segments match it.
 * @example patternParams('product/:slug', ['product', 'olive-oil']) // { ':slug': 'olive-oil' }
 */
function patternParams(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) params[part] = segments[i]!;
    else if (part !== segments[i]) return undefined;
  }
  return params;
}

/** A pattern with its `:name` segments filled in. */
const filled = (pattern: string, params: Record<string, string>) =>
  pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? (params[part] ?? part) : part))
    .join('/');

/** Matches `product/:slug` style patterns against a page path; returns the target path or undefined. */
export function matchLegacyPath(path: string): string | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const { from, to } of LEGACY_PATHS) {
    const params = patternParams(from, segments);
    if (params) return filled(to, params);
  }
  return undefined;
}

/**
 * The legacy paths of a pair written out for the pages it has: one concrete `from → to` per page a legacy
 * pattern leads to (`product/olive-oil → shop/food-and-spirits/olive-oil`), none for a target the pair lacks.
 */
export function legacyRedirectsFor(pages: readonly string[]): { from: string; to: string }[] {
  const redirects: { from: string; to: string }[] = [];
  for (const { from, to } of LEGACY_PATHS) {
    for (const page of pages) {
      const params = patternParams(to, page.split('/'));
      if (params) redirects.push({ from: filled(from, params), to: page });
    }
  }
  return redirects;
}

export interface RouteContext {
  acceptLanguage?: string | null;
  /** The content's redirect list of a pair (rules §legacy-paths: origin.path … destination.path). */
  redirectsFor?: (lang: Lang, site: SiteId) => readonly Redirect[];
  /**
   * Whether the pair has a page at a path (the snapshot's index). Given, a redirect leads only to a page
   * the site has: a content redirect to a missing page is ignored, and a legacy path whose target is
   * missing is a 404 (Osaka has no shop, so `experience/:slug` cannot become `shop/experiences/:slug`).
   */
  pageExists?: (lang: Lang, site: SiteId, path: string) => boolean;
}

function redirect(
  location: string,
  status: typeof REDIRECT_STATUS | typeof CANONICAL_STATUS = REDIRECT_STATUS,
): RouteDecision {
  return { kind: 'redirect', status, location };
}

/**
 * Decides what a path is. Paths are decoded pathnames without query. Redirects go straight to the final
 * place (never a chain), and a route in the wrong slash form is redirected to the one URL form.
 */
export function resolveRoute(pathname: string, context: RouteContext = {}): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const browserLang = () => browserDefaultLang(context.acceptLanguage);
  const [first, second, ...rest] = segments;

  if (first === undefined) return redirect(sitePath(browserLang()));

  // The language segment is optional before a site (rules §routing: /{lang?}/{site}/…).
  if (isSiteId(first))
    return redirect(sitePath(langForSite(first, browserLang()), first, [second, ...rest].filter(Boolean).join('/')));

  const asked = normalizeLang(first);
  if (!asked || first !== asked) {
    // 'jp' and other spellings of a route language keep the rest of the path; anything else is an
    // unsupported language and goes to the browser's default with the rest of the path.
    const lang = asked ?? browserLang();
    if (second && isSiteId(second)) return redirect(sitePath(langForSite(second, lang), second, rest.join('/')));
    return redirect(sitePath(lang));
  }
  const lang = asked;
  if (second === undefined) return canonical(pathname, { kind: 'landing', lang });
  if (second === NOT_FOUND_SEGMENT && rest.length === 0) return canonical(pathname, { kind: 'notFoundPage', lang });
  if (!isSiteId(second)) return redirect(sitePath(UNSUPPORTED_SITE_TARGET));
  const site = second;
  const path = rest.join('/');
  if (!siteOffersLang(site, lang)) return redirect(sitePath(SITES[site].defaultLocale, site, path));
  if (path === NOT_FOUND_SEGMENT) return canonical(pathname, { kind: 'notFoundPage', lang, site });
  if (path === LIVE_SEGMENT) return canonical(pathname, { kind: 'liveShell', lang, site });
  if (path === MANAGE_PATH) return canonical(pathname, { kind: 'managePage', lang, site });

  if (rest.length > MAX_PAGE_SEGMENTS || !PAGE_PATH.test(path)) return { kind: 'notFound', lang, site };

  const exists = (target: string) => context.pageExists?.(lang, site, target) ?? true;
  // A page the pair has is served, whatever a redirect says of its path: a CDN serves an existing file
  // before a redirect that is not forced (Netlify's shadowing), and so does our server.
  const isPage = context.pageExists?.(lang, site, path) ?? false;
  const listed = context
    .redirectsFor?.(lang, site)
    .find((entry) => !isPage && trimSlashes(entry.origin.path) === path && exists(trimSlashes(entry.destination.path)));
  if (listed) return redirect(sitePath(lang, site, trimSlashes(listed.destination.path)));
  const legacy = matchLegacyPath(path);
  if (legacy !== undefined)
    return exists(legacy) ? redirect(sitePath(lang, site, legacy)) : { kind: 'notFound', lang, site };

  return canonical(pathname, { kind: 'page', lang, site, path });
}

function canonical(pathname: string, decision: RouteDecision): RouteDecision {
  const wanted = canonicalPath(pathname);
  return wanted === pathname ? decision : redirect(wanted, CANONICAL_STATUS);
}
