/**
 * The host config as data: security headers, caching, and the redirect rules of lib/routing.ts
 * enumerated for hosts that only understand rule lists (Netlify `_redirects`, `vercel.json`). The local
 * server calls resolveRoute directly; tests check the enumerated rules give the same answers.
 */
import { CONTENT_API_PATH, type Redirect } from './contract/types.ts';
import { LEGACY_PATHS, legacyRedirectsFor, REDIRECT_STATUS, UNSUPPORTED_SITE_TARGET, langForSite } from './routing.ts';
import { PAGE_PATH, pagePathProblem, quotedValue, trimSlashes } from './pageRules.ts';
import { allLangSitePairs, ROUTE_LANGS, SITE_IDS, SITES, type Lang, type SiteId } from './sites.ts';
import { SERVICE_WORKER_PATH, sitePath } from './urls.ts';
import { redirectLoops } from './redirectLoops.ts';

/** Third-party origins the pages may use; everything else is blocked by the Content-Security-Policy. */
export interface ThirdPartyHosts {
  scripts: string[];
  connect: string[];
  frames: string[];
  images: string[];
  fonts: string[];
  styles: string[];
}

/**
 * The Content-Security-Policy: no 'unsafe-inline' script; an inline script runs only by its hash.
 * Inline styles are allowed (style attributes are not an injection path for scripts).
 */
export function contentSecurityPolicy(hosts: ThirdPartyHosts, inlineScriptHashes: string[] = []): string {
  const list = (...values: string[]) => values.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...hosts.scripts)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...hosts.styles)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...hosts.images)}`,
    `font-src ${list("'self'", ...hosts.fonts)}`,
    `connect-src ${list("'self'", ...hosts.connect)}`,
    `frame-src ${list("'self'", ...hosts.frames)}`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Headers every answer carries (rules §consent: CSP, HSTS max-age 31536000, Cache-Control no-cache on HTML). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=31536000',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

export const CACHE_CONTROL = {
  html: 'no-cache',
  /** Vite's hashed file names change with content, so they can be cached for a year. */
  hashedAsset: 'public, max-age=31536000, immutable',
  other: 'public, max-age=3600',
} as const;

/** Hashed build output lives under /assets/. */
export const HASHED_ASSET_PREFIX = '/assets/';

export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(HASHED_ASSET_PREFIX)) return CACHE_CONTROL.hashedAsset;
  // The service worker is checked for updates on every visit, like a page.
  if (pathname.endsWith('/') || pathname.endsWith('.html') || pathname === SERVICE_WORKER_PATH)
    return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}

/** One redirect as a rule list host sees it. `language` is an Accept-Language condition. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  language?: Lang;
}

/** A path from the content that no host config may carry; the build stops on it (the sync already refuses it). */
export class HostPathError extends Error {
  override name = 'HostPathError';
}

/**
 * The problems of a pair's redirects under the page-path rule (lib/pageRules.ts), each naming the pair,
 * the redirect and the value. The build's second line: a snapshot edited by hand never met the sync's check.
 */
function redirectPathProblems(lang: Lang, site: SiteId, redirects: readonly Redirect[]): string[] {
  const paths = redirects.flatMap(({ origin, destination }, i) => {
    const where = `${lang}/${site} redirects[${i}]`;
    const problems: string[] = [];
    const originProblem = typeof origin?.path === 'string' ? pagePathProblem(origin.path) : 'is not a string';
    if (originProblem) problems.push(`${where}.origin.path ${quotedValue(String(origin?.path))} ${originProblem}`);
    else if (trimSlashes(origin.path) === '')
      problems.push(`${where}.origin.path ${quotedValue(origin.path)} names the homepage`);
    const destinationProblem =
      typeof destination?.path === 'string' ? pagePathProblem(destination.path) : 'is not a string';
    if (destinationProblem)
      problems.push(`${where}.destination.path ${quotedValue(String(destination?.path))} ${destinationProblem}`);
    return problems;
  });
  if (paths.length) return paths;
  return redirectLoops(redirects).map(({ index, message }) => `${lang}/${site} redirects[${index}] ${message}`);
}

/** The problems of a pair's page paths (its index) under the same rule; a page's path is written bare. */
export function pagePathProblems(lang: Lang, site: SiteId, paths: readonly string[]): string[] {
  return paths.flatMap((path, i) => {
    const problem =
      typeof path === 'string'
        ? (pagePathProblem(path) ?? (PAGE_PATH.test(path) ? undefined : 'has a slash at one end'))
        : 'is not a string';
    return problem ? [`${lang}/${site} pages[${i}].path ${quotedValue(String(path))} ${problem}`] : [];
  });
}

/** A pair's page paths (its snapshot index), '' being the homepage. */
type PagesOf = (lang: Lang, site: SiteId) => readonly string[];

/**
 * Why the rules leave a content redirect out, given its pair's pages, or undefined when they keep it: its
 * origin is a page (the page is served: a CDN serves an existing file before a redirect, and so do the
 * routes, lib/routing.ts), or its destination is none.
 */
function leftOutBecause(pages: ReadonlySet<string>, { origin, destination }: Redirect): string | undefined {
  if (pages.has(trimSlashes(origin.path))) return 'the page itself is in the snapshot, and is served';
  return pages.has(trimSlashes(destination.path)) ? undefined : 'no such page in the snapshot';
}

/** The content redirects the rules leave out, each with the reason (`leftOutBecause`). */
export function redirectsLeftOut(
  redirectsFor: (lang: Lang, site: SiteId) => readonly Redirect[],
  pagesOf: PagesOf,
): string[] {
  return allLangSitePairs().flatMap(({ lang, site }) => {
    const pages = new Set(pagesOf(lang, site));
    return redirectsFor(lang, site).flatMap((redirect) => {
      const { origin, destination } = redirect;
      const reason = leftOutBecause(pages, redirect);
      return reason
        ? [
            `${sitePath(lang, site, trimSlashes(origin.path))} → ${sitePath(lang, site, trimSlashes(destination.path))}: ${reason}`,
          ]
        : [];
    });
  });
}

/**
 * `from` patterns use `:name` for one segment and `*` for the rest (`:splat` in `to`), as Netlify does.
 * Given the pairs' pages, every redirect of a pair leads to a page the pair has: a content redirect to a
 * missing page, or from a page the pair has, is left out (`leftOutBecause`), and the legacy paths are
 * written out page by page (Osaka, with no shop, gets no `experience/:slug` rule; its old path falls to
 * the live shell, which shows the localised 404).
 */
export function redirectRules(
  redirectsFor: (lang: Lang, site: SiteId) => readonly Redirect[],
  pagesOf?: PagesOf,
): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const browserChoices: (Lang | undefined)[] = ['ja', 'it', undefined];
  // The root and a site without language: the browser-language default (ja, then it, then en).
  for (const language of browserChoices) {
    rules.push({
      from: '/',
      to: sitePath(language ?? 'en'),
      status: REDIRECT_STATUS,
      ...(language ? { language } : {}),
    });
  }
  for (const site of SITE_IDS) {
    for (const language of browserChoices) {
      rules.push({
        from: `/${site}/*`,
        to: `${sitePath(langForSite(site, language ?? 'en'), site)}:splat`,
        status: REDIRECT_STATUS,
        ...(language ? { language } : {}),
      });
    }
  }
  rules.push({ from: '/jp/*', to: '/ja/:splat', status: REDIRECT_STATUS });
  // A language the site does not offer: the site's default language.
  for (const lang of ROUTE_LANGS) {
    for (const site of SITE_IDS) {
      if (!SITES[site].locales.includes(lang))
        rules.push({
          from: `/${lang}/${site}/*`,
          to: `${sitePath(SITES[site].defaultLocale, site)}:splat`,
          status: REDIRECT_STATUS,
        });
    }
  }
  for (const { lang, site } of allLangSitePairs()) {
    const problems = redirectPathProblems(lang, site, redirectsFor(lang, site));
    if (problems.length) throw new HostPathError(`no host config is written: ${problems.join('; ')}`);
    const pages = pagesOf && new Set(pagesOf(lang, site));
    for (const redirect of redirectsFor(lang, site)) {
      if (pages && leftOutBecause(pages, redirect)) continue;
      const { origin, destination } = redirect;
      rules.push({
        from: sitePath(lang, site, trimSlashes(origin.path)),
        to: sitePath(lang, site, trimSlashes(destination.path)),
        status: REDIRECT_STATUS,
      });
    }
    for (const legacy of pages ? legacyRedirectsFor([...pages]) : LEGACY_PATHS) {
      rules.push({
        from: sitePath(lang, site, legacy.from),
        to: sitePath(lang, site, legacy.to),
        status: REDIRECT_STATUS,
      });
    }
  }
  return rules;
}

/**
 * A first segment that is no route language, before a site (`/fr/florence/…`): the site in the browser's
 * language, as resolveRoute decides. `:lang` matches any segment, so a host must list these after every
 * rule of the real languages (lib/hostConfigs.ts puts them after the pairs' 404 fallbacks).
 */
export function unsupportedLanguageRules(): RedirectRule[] {
  const browserChoices: (Lang | undefined)[] = ['ja', 'it', undefined];
  return SITE_IDS.flatMap((site) =>
    browserChoices.map((language) => ({
      from: `/:lang/${site}/*`,
      to: `${sitePath(langForSite(site, language ?? 'en'), site)}:splat`,
      status: REDIRECT_STATUS,
      ...(language ? { language } : {}),
    })),
  );
}

/**
 * The variable holding the secret Netlify signs each `/api.php` request with (`signed=` on its rule), and
 * the booking service verifies them with, so it believes the visitor's address the CDN names
 * (booking-service/clientIdentity.ts). The host config names it; its value lives only in the two
 * environments.
 */
export const CONTENT_API_SIGNING_SECRET_ENV = 'CONTENT_API_SIGNING_SECRET';

/** The build variable naming the content API's public address, which a static host proxies `/api.php` to. */
export const CONTENT_API_PUBLIC_URL_ENV = 'CONTENT_API_PUBLIC_URL';

/**
 * Where a static host sends `/api.php` (a 200 rewrite, so forms and the live fallback stay same-origin):
 * CONTENT_API_PUBLIC_URL's `/api.php`. Without it the host config is refused, unless the browser calls
 * the API directly (PUBLIC_ENV__CONTENT_API_URL): a site whose forms reach no backend is not deployable.
 */
export function contentApiProxyTarget(env: {
  CONTENT_API_PUBLIC_URL?: string;
  PUBLIC_ENV__CONTENT_API_URL?: string;
}): string | undefined {
  const value = env.CONTENT_API_PUBLIC_URL?.trim();
  if (!value) {
    if (env.PUBLIC_ENV__CONTENT_API_URL) return undefined;
    throw new Error(
      `${CONTENT_API_PUBLIC_URL_ENV} is not set: the host config would leave /api.php (the forms, the live fallback) without a backend. Set it to the content API's public address, e.g. https://api.example.com (its ${CONTENT_API_PATH} is proxied).`,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${CONTENT_API_PUBLIC_URL_ENV}="${value}" is not an absolute URL (e.g. https://api.example.com).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${CONTENT_API_PUBLIC_URL_ENV}="${value}" is not an http(s) URL.`);
  if (url.search || url.hash)
    throw new Error(`${CONTENT_API_PUBLIC_URL_ENV}="${value}" has a query or fragment; give the API's address only.`);
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  return base.endsWith(CONTENT_API_PATH) ? base : `${base}${CONTENT_API_PATH}`;
}

/** Rules §routing: the health check answers 200 `ok`; static hosts rewrite it to this file, which the build writes. */
export const HEALTH_CHECK_PATH = '/health-check';
export const HEALTH_CHECK_FILE = '/health-check.txt';

/** A site segment that is not a site: rules §route-guards: Unsupported site: Redirect (302) to /en. */
export const UNSUPPORTED_SITE_RULE_TARGET = sitePath(UNSUPPORTED_SITE_TARGET);
