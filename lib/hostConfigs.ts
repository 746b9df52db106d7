/**
 * Deployable host configs written from the rule list of lib/hostRules.ts: Netlify (`_redirects` with
 * Language conditions, `_headers`) and Vercel (`vercel.json`). Static hosts serve an existing file
 * before a rule, so rules here only ever see paths that are not pages.
 */
import { CONTENT_API_PATH } from './contract/types.ts';
import {
  CONTENT_API_SIGNING_SECRET_ENV,
  CACHE_CONTROL,
  HASHED_ASSET_PREFIX,
  HEALTH_CHECK_FILE,
  HEALTH_CHECK_PATH,
  HostPathError,
  UNSUPPORTED_SITE_RULE_TARGET,
  unsupportedLanguageRules,
  type RedirectRule,
} from './hostRules.ts';
import { CONTROL_CHARACTER } from './pageRules.ts';
import { LIVE_SEGMENT, MAX_PAGE_SEGMENTS, NOT_FOUND_SEGMENT } from './routing.ts';
import { allLangSitePairs, ROUTE_LANGS } from './sites.ts';
import { sitePath } from './urls.ts';

/** 404 rewrites after the redirects: the pair's localised page (pairs), then the language's (languages). */
function notFoundRules() {
  return {
    pairs: allLangSitePairs().map(({ lang, site }) => ({
      from: `${sitePath(lang, site)}*`,
      to: `${sitePath(lang, site, NOT_FOUND_SEGMENT)}index.html`,
    })),
    languages: ROUTE_LANGS.map((lang) => ({
      from: `${sitePath(lang)}*`,
      to: `${sitePath(lang, undefined, NOT_FOUND_SEGMENT)}index.html`,
    })),
  };
}

/** Files of the published folder that are the host's configuration, not the site's. */
export const HOST_CONFIG_FILES = ['/_redirects', '/_headers'] as const;

/**
 * The prerendered 404 pages and live shells, and the host's config files, are files, which a static host
 * serves (200) before any rule; these forced rules (`404!`) answer their paths as our server does: the
 * localised 404 page, status 404.
 */
function forcedNotFoundRules(): { from: string; to: string }[] {
  return [
    ...HOST_CONFIG_FILES.map((file) => ({
      from: file,
      to: `${sitePath('en', undefined, NOT_FOUND_SEGMENT)}index.html`,
    })),
    ...allLangSitePairs().flatMap(({ lang, site }) =>
      [NOT_FOUND_SEGMENT, LIVE_SEGMENT].map((segment) => ({
        from: sitePath(lang, site, segment),
        to: `${sitePath(lang, site, NOT_FOUND_SEGMENT)}index.html`,
      })),
    ),
    ...ROUTE_LANGS.map((lang) => ({
      from: sitePath(lang, undefined, NOT_FOUND_SEGMENT),
      to: `${sitePath(lang, undefined, NOT_FOUND_SEGMENT)}index.html`,
    })),
  ];
}

/**
 * 200 rewrites a static host needs for what our server answers itself: the health check (a file the build
 * writes) and, when the build names one, `/api.php` proxied to the content API's public address.
 */
function serviceRewrites(contentApi: string | undefined): { from: string; to: string }[] {
  return [
    { from: HEALTH_CHECK_PATH, to: HEALTH_CHECK_FILE },
    ...(contentApi ? [{ from: CONTENT_API_PATH, to: contentApi }] : []),
  ];
}

/**
 * Live-fallback rewrites (status 200): a page path of a pair with no file of its own gets the pair's
 * shell, which fetches the page in the browser. One rule per depth, so deeper paths still 404.
 */
function liveRewrites(): { from: string; to: string }[] {
  const depths = Array.from({ length: MAX_PAGE_SEGMENTS }, (_, i) =>
    ['page', 'child', 'slug']
      .slice(0, i + 1)
      .map((name) => `:${name}`)
      .join('/'),
  );
  return allLangSitePairs().flatMap(({ lang, site }) =>
    depths.map((pattern) => ({
      from: `${sitePath(lang, site)}${pattern}`,
      to: `${sitePath(lang, site, LIVE_SEGMENT)}index.html`,
    })),
  );
}

/**
 * The last check before a rule is written: a field of `_redirects` is whitespace-separated text, so a rule
 * whose path holds whitespace or a control character would write fields or lines of its own.
 */
function assertWritable(rules: readonly { from: string; to: string }[]) {
  const bad = rules.find((rule) => /\s/u.test(rule.from + rule.to) || CONTROL_CHARACTER.test(rule.from + rule.to));
  if (bad)
    throw new HostPathError(
      `no host config is written: the rule ${JSON.stringify(bad.from)} → ${JSON.stringify(bad.to)} holds whitespace or a control character`,
    );
}

const netlifyLine = (rule: RedirectRule) =>
  `${rule.from}  ${rule.to}  ${rule.status}${rule.language ? `  Language=${rule.language}` : ''}`;

/**
 * Netlify takes the first rule that matches, so the order is the routing: services, the forced 404s, redirects, live
 * rewrites, then the pairs' 404s (a deep path of a real pair is a 404, not another site), unsupported
 * sites to /en (rules §route-guards), unsupported languages before a site (their `:lang` would catch real pairs
 * earlier), and last the languages' 404s (which would catch an unsupported site earlier).
 */
export function netlifyRedirects(rules: RedirectRule[], contentApi?: string): string {
  assertWritable(rules);
  // The content API's rule is signed: the service believes the visitor's address only from Netlify.
  const services = serviceRewrites(contentApi).map(
    (rule) =>
      `${rule.from}  ${rule.to}  200${rule.from === CONTENT_API_PATH ? `  signed=${CONTENT_API_SIGNING_SECRET_ENV}` : ''}`,
  );
  const live = liveRewrites().map((rule) => `${rule.from}  ${rule.to}  200`);
  const notFound = notFoundRules();
  const unsupportedSite = ROUTE_LANGS.map((lang) => `${sitePath(lang)}:site/*  ${UNSUPPORTED_SITE_RULE_TARGET}  302`);
  return `# Generated by scripts/build/postbuild.ts from lib/routing.ts — do not edit.\n${[
    ...services,
    ...forcedNotFoundRules().map((rule) => `${rule.from}  ${rule.to}  404!`),
    ...rules.map(netlifyLine),
    ...live,
    ...notFound.pairs.map((rule) => `${rule.from}  ${rule.to}  404`),
    ...unsupportedSite,
    ...unsupportedLanguageRules().map(netlifyLine),
    ...notFound.languages.map((rule) => `${rule.from}  ${rule.to}  404`),
  ].join('\n')}\n`;
}

export function netlifyHeaders(headers: Record<string, string>): string {
  const block = (path: string, values: Record<string, string>) =>
    `${path}\n${Object.entries(values)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`;
  return `${[
    block('/*', { ...headers, 'Cache-Control': CACHE_CONTROL.html }),
    block(`${HASHED_ASSET_PREFIX}*`, { 'Cache-Control': CACHE_CONTROL.hashedAsset }),
  ].join('\n\n')}\n`;
}

/**
 * Netlify's `*`/`:splat` become Vercel's `:splat(.*)`: the rest of the path with its trailing slash, so
 * `/jp/tokyo/contact/` goes straight to `/ja/tokyo/contact/`. (`:splat*` matches no path ending in a slash,
 * and with trailingSlash every page path ends in one.)
 */
const vercelSource = (from: string) => from.replace(/\*$/, ':splat(.*)');

export function vercelConfig(rules: RedirectRule[], headers: Record<string, string>, contentApi?: string) {
  assertWritable(rules);
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    trailingSlash: true,
    redirects: rules.map((rule) => ({
      source: vercelSource(rule.from),
      destination: rule.to,
      statusCode: rule.status,
      ...(rule.language
        ? { has: [{ type: 'header' as const, key: 'accept-language', value: `(?i).*\\b${rule.language}\\b.*` }] }
        : {}),
    })),
    // Vercel applies rewrites only when no file matches, as the live fallback needs; a page path ends in a slash.
    rewrites: [
      ...serviceRewrites(contentApi).map((rule) => ({ source: rule.from, destination: rule.to })),
      ...liveRewrites().map((rule) => ({ source: `${rule.from}/`, destination: rule.to })),
    ],
    headers: [
      {
        source: '/(.*)',
        headers: Object.entries({ ...headers, 'Cache-Control': CACHE_CONTROL.html }).map(([key, value]) => ({
          key,
          value,
        })),
      },
      { source: `${HASHED_ASSET_PREFIX}(.*)`, headers: [{ key: 'Cache-Control', value: CACHE_CONTROL.hashedAsset }] },
    ],
  };
}
