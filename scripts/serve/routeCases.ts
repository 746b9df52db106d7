/**
 * The HTTP answers the built site must give, as one table run against every engine that serves it
 * (routes.test.ts): our server (`npm run serve`, routing by lib/routing.ts) and Netlify's own engine
 * (`npm run serve:cdn`, routing by the generated `_redirects` and `_headers`). Where an engine cannot give
 * the same answer, the case says what it gives instead and why; that answer is checked too.
 */

export type EngineName = 'siteServer' | 'netlify';

export interface RouteExpectation {
  status: number;
  /** The Location of a redirect, as sent (relative). */
  location?: string;
  /** Text the body contains. */
  contains?: string[];
  /** Text the body must not contain. */
  lacks?: string[];
  /** Headers, by lower-case name: the exact value, a pattern it matches, or null for none. */
  headers?: Record<string, string | RegExp | null>;
}

/** What the test reads from the built site to name a path (a hashed file name). */
export interface BuiltSite {
  /** A hashed entry script of the landing page, under /assets/. */
  entryScript: string;
}

interface RouteCase {
  name: string;
  path: string | ((site: BuiltSite) => string);
  acceptLanguage?: string;
  method?: 'GET' | 'POST';
  /** A form post's fields (sent as multipart form data, as the site's forms send them). */
  form?: Record<string, string>;
  expect: RouteExpectation;
  /** An engine's own answer where it cannot give `expect`, with the reason. */
  differs?: Partial<Record<EngineName, { expect: RouteExpectation; reason: string }>>;
}

/** The security headers (lib/hostRules.ts) on every answer the site's files make. */
const SECURITY_HEADERS: Record<string, string | RegExp> = {
  // script-src without 'unsafe-inline'; the frame and base limits present.
  'content-security-policy':
    /^default-src 'self'; script-src (?:(?!unsafe-inline)[^;])+;.*frame-ancestors 'self'.*base-uri 'self'/,
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * netlify dev answers a `_redirects` redirect itself, with `Location` and `Cache-Control` only: it applies
 * `_headers` to what its static server answers (netlify-cli dist/utils/proxy.js `serveRedirect`).
 */
const NETLIFY_DEV_REDIRECT_REASON =
  'netlify dev writes a _redirects redirect with Location and Cache-Control only and applies _headers to files alone; ' +
  'Netlify documents custom headers for the files it serves, and a redirect rule has no response headers of its own, ' +
  'so no host config can add them (docs/site.md)';

/** Revalidated on every visit: our `no-cache`, or netlify dev's `max-age=0, must-revalidate`. */
const REVALIDATED = /no-cache|max-age=0, must-revalidate/;

/**
 * netlify dev's static server sets this Cache-Control itself, over `_headers` (netlify-cli
 * dist/utils/static-server.js).
 */
const NETLIFY_DEV_CACHE_REASON =
  "netlify dev's static server answers every file with its own Cache-Control (public, max-age=0, must-revalidate), " +
  'over _headers; the CDN applies _headers, whose Cache-Control lines lib/hostRules.test.ts checks';

/** A static host serves every file of the published folder before any rule. */
const FILE_FIRST_REASON =
  'a static host serves a file of the published folder as it is, before any rule; a rule cannot tell a file path by its dot';

const redirect = (location: string, status = 302): RouteExpectation => ({ status, location });

export const ROUTE_CASES: RouteCase[] = [
  // The root and a site without a language: the browser's language (rules §route-guards: ja, then it, else en).
  { name: 'root, Japanese browser', path: '/', acceptLanguage: 'ja,en;q=0.5', expect: redirect('/ja/') },
  { name: 'root, Italian browser', path: '/', acceptLanguage: 'it-IT', expect: redirect('/it/') },
  { name: 'root, other browser', path: '/', acceptLanguage: 'de-DE', expect: redirect('/en/') },
  {
    name: 'a redirect, with the security headers',
    path: '/',
    acceptLanguage: 'de-DE',
    expect: { ...redirect('/en/'), headers: SECURITY_HEADERS },
    differs: {
      netlify: {
        expect: {
          ...redirect('/en/'),
          headers: Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, null])),
        },
        reason: NETLIFY_DEV_REDIRECT_REASON,
      },
    },
  },
  {
    name: 'site without language, Italian browser',
    path: '/florence/',
    acceptLanguage: 'it',
    expect: redirect('/it/florence/'),
  },
  {
    name: 'site without language keeps the path',
    path: '/tokyo/menu/a-la-carte/',
    acceptLanguage: 'ja',
    expect: redirect('/ja/tokyo/menu/a-la-carte/'),
  },
  {
    name: 'site without language, browser language the site lacks',
    path: '/beverlyhills/',
    acceptLanguage: 'it',
    expect: redirect('/en/beverlyhills/'),
  },
  // Language and site guards.
  { name: 'jp is ja', path: '/jp/tokyo/', expect: redirect('/ja/tokyo/') },
  { name: 'a language the site lacks: its default', path: '/it/tokyo/', expect: redirect('/ja/tokyo/') },
  {
    name: 'a language the site lacks keeps the path',
    path: '/ko/beverlyhills/menu/',
    expect: redirect('/en/beverlyhills/menu/'),
  },
  {
    name: 'unsupported language before a site: the browser language',
    path: '/fr/florence/contact/',
    acceptLanguage: 'it',
    expect: redirect('/it/florence/contact/'),
  },
  {
    name: 'unsupported language before a site, other browser',
    path: '/fr/florence/contact/',
    acceptLanguage: 'de',
    expect: redirect('/en/florence/contact/'),
  },
  {
    name: 'unsupported language alone: the browser language',
    path: '/fr/',
    acceptLanguage: 'it',
    expect: redirect('/it/'),
    differs: {
      netlify: {
        expect: { status: 404, contains: ['<html lang="en"'] },
        reason:
          'a rule for any first segment (/:lang/*) would also redirect missing files such as /assets/x.js to a page; the English 404 page answers instead',
      },
    },
  },
  { name: 'unsupported site: /en', path: '/it/milano/', expect: redirect('/en/') },
  { name: 'unsupported site, deeper path: /en', path: '/en/milano/menu/', expect: redirect('/en/') },
  // The content's redirect list and the legacy paths.
  {
    name: "the content's redirect list",
    path: '/it/florence/buoni-regalo/',
    expect: redirect('/it/florence/gift-cards/'),
  },
  {
    name: 'legacy product path',
    path: '/en/florence/product/extra-virgin-olive-oil/',
    expect: redirect('/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/'),
  },
  { name: 'legacy wine list', path: '/en/florence/menu/wine-list/', expect: redirect('/en/florence/menu/a-la-carte/') },
  { name: 'legacy Italian path', path: '/it/florence/contatti/', expect: redirect('/it/florence/contact/') },
  // Trailing slashes.
  {
    name: 'a page without its trailing slash: the slash form, keeping the query',
    path: '/en/florence?landing=holiday',
    expect: redirect('/en/florence/?landing=holiday', 301),
    differs: {
      netlify: {
        expect: { status: 200, contains: ['<html lang="en"'] },
        reason:
          "Netlify matches paths with or without the trailing slash as one and adds the slash itself (Pretty URLs, on the CDN only); netlify dev serves the folder's index.html, and a _redirects rule to the slash form would loop",
      },
    },
  },
  // Pages and their headers.
  {
    name: 'a prerendered page, with the security headers',
    path: '/en/florence/menu/a-la-carte/',
    expect: {
      status: 200,
      contains: ['<html lang="en">'],
      headers: { ...SECURITY_HEADERS, 'cache-control': REVALIDATED, 'content-type': /^text\/html; charset=utf-8$/i },
    },
  },
  {
    name: 'a landing page',
    path: '/ja/',
    expect: { status: 200, contains: ['<html lang="ja">'], headers: SECURITY_HEADERS },
  },
  // 404s: status 404 with the localised page.
  {
    name: "a path no page can have (too deep): the pair's 404 page",
    path: '/it/florence/a/b/c/d/',
    expect: { status: 404, contains: ['<html lang="it">', 'href="/it/florence/"'], headers: SECURITY_HEADERS },
  },
  {
    name: "a missing file below a language: the language's 404 page",
    path: '/ja/missing.png',
    expect: { status: 404, contains: ['<html lang="ja">'] },
    differs: {
      netlify: {
        expect: redirect('/en/'),
        reason: `the unsupported-site rule (/ja/:site/*) matches it: ${FILE_FIRST_REASON}`,
      },
    },
  },
  {
    name: 'a page path with characters no page has',
    path: '/it/florence/non..esiste/',
    expect: { status: 404, contains: ['<html lang="it">'] },
    differs: {
      netlify: {
        expect: { status: 200, contains: ['<html lang="it">', 'class="live-loading"'] },
        reason:
          'a _redirects placeholder (:page) matches any segment; the live-fallback shell answers, and shows the localised 404 when the content API has no such page',
      },
    },
  },
  {
    name: 'the 404 page itself answers 404',
    path: '/en/florence/_404/',
    expect: { status: 404, contains: ["Sorry there's nothing here"] },
  },
  {
    name: 'the live shell is no page of its own',
    path: '/it/florence/_live/',
    expect: { status: 404, contains: ['<html lang="it">'], lacks: ['class="live-loading"'] },
  },
  { name: 'a missing file: 404', path: '/assets/missing.js', expect: { status: 404 } },
  // The live fallback: a page path missing from the snapshot gets the pair's shell (200, noindex).
  {
    name: 'live fallback: a page not in the snapshot',
    path: '/it/florence/non-ancora-pubblicata/',
    expect: {
      status: 200,
      contains: ['<html lang="it">', 'class="live-loading"', '<meta name="robots" content="noindex"'],
      headers: SECURITY_HEADERS,
    },
  },
  {
    name: 'live fallback, three segments deep',
    path: '/ja/tokyo/press/new/story/',
    expect: { status: 200, contains: ['<html lang="ja">', 'class="live-loading"'] },
  },
  // Services and files.
  {
    name: 'health check',
    path: '/health-check',
    expect: { status: 200, contains: ['ok'], headers: { 'content-type': /^text\/plain; charset=utf-8$/i } },
  },
  {
    name: 'the service worker, revalidated on every visit',
    path: '/sw.js',
    expect: {
      status: 200,
      contains: ['workbox'],
      headers: { 'cache-control': REVALIDATED, 'content-type': /javascript/ },
    },
  },
  {
    name: 'a hashed asset, cached for a year',
    path: (site) => site.entryScript,
    expect: {
      status: 200,
      headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': /javascript/ },
    },
    differs: {
      netlify: {
        expect: { status: 200, headers: { 'cache-control': 'public, max-age=0, must-revalidate' } },
        reason: NETLIFY_DEV_CACHE_REASON,
      },
    },
  },
  {
    name: 'an offline page, as it is',
    path: '/offline/it.html',
    expect: { status: 200, contains: ['<html lang="it">'] },
  },
  {
    name: 'the favicon',
    path: '/favicon.svg',
    expect: { status: 200, contains: ['<svg'], headers: { 'content-type': /^image\/svg\+xml/ } },
  },
  {
    name: 'robots.txt',
    path: '/robots.txt',
    expect: { status: 200, contains: ['Sitemap: https://www.osterialucciola.example/sitemap.xml'] },
  },
  { name: 'sitemap.xml', path: '/sitemap.xml', expect: { status: 200, contains: ['hreflang="it"'] } },
  {
    name: 'the host config is not served',
    path: '/_redirects',
    expect: { status: 404, contains: ['<html lang="en">'], lacks: ['# Generated by'] },
  },
  { name: 'nor its headers file', path: '/_headers', expect: { status: 404, lacks: ['Content-Security-Policy:'] } },
  // The content API on the site's origin (our server's proxy; the CDN's 200 rewrite to CONTENT_API_PUBLIC_URL).
  {
    name: '/api.php reads reach the content API',
    path: '/api.php?v=2&action=FETCH_INDEX&lang=en&site=florence',
    expect: { status: 200, contains: ['"pages"'], headers: { 'content-type': /application\/json/ } },
  },
  {
    name: '/api.php form posts reach the content API with their body (its answer names the field)',
    path: '/api.php?v=2&action=SEND_MAIL',
    method: 'POST',
    form: { type: '1' },
    expect: { status: 400, contains: ["Field 'type' must be 2"] },
  },
  {
    name: "/api.php answers a bad request with the API's own 4xx",
    path: '/api.php?v=2&action=NO_SUCH_ACTION',
    expect: { status: 400, headers: { 'content-type': /application\/json/ } },
  },
];
