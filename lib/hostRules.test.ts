import { getTransformedRoutes } from '@vercel/routing-utils';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtraBlock, PageIndex, Redirect } from './contract/types.ts';
import { snapshotPaths } from './snapshotLayout.ts';
import {
  cacheControlFor,
  contentApiProxyTarget,
  contentSecurityPolicy,
  HostPathError,
  pagePathProblems,
  redirectRules,
  redirectsLeftOut,
  securityHeaders,
  unsupportedLanguageRules,
  type RedirectRule,
  type ThirdPartyHosts,
} from './hostRules.ts';
import { netlifyRedirects, vercelConfig } from './hostConfigs.ts';
import { resolveRoute } from './routing.ts';
import type { Lang, SiteId } from './sites.ts';

const NO_THIRD_PARTIES: ThirdPartyHosts = { scripts: [], connect: [], frames: [], images: [], fonts: [], styles: [] };

const redirects = (lang: Lang, site: SiteId): Redirect[] =>
  lang === 'it' && site === 'florence'
    ? [{ origin: { path: 'buoni-regalo' }, destination: { path: 'gift-cards' } }]
    : [];
const rules = redirectRules(redirects);

/** Applies a rule list as a static host does: first match wins, `:name` and `*` placeholders, Language conditions. */
function applyRules(list: RedirectRule[], path: string, language?: Lang): string | undefined {
  for (const rule of list) {
    if (rule.language && rule.language !== language) continue;
    const pattern = new RegExp(`^${rule.from.replace(/:(\w+)/g, '(?<$1>[^/]+)').replace(/\*$/, '(?<splat>.*)')}$`);
    const match = pattern.exec(path);
    if (match) return rule.to.replace(/:(\w+)/g, (_, name: string) => match.groups![name]!);
  }
  return undefined;
}

describe('host rules agree with resolveRoute', () => {
  const cases: [string, Lang | undefined][] = [
    ['/', 'ja'],
    ['/', 'it'],
    ['/', undefined],
    ['/tokyo/menu/a-la-carte/', 'ja'],
    ['/beverlyhills/', 'it'],
    ['/jp/tokyo/contact/', undefined],
    ['/it/tokyo/contact/', undefined],
    ['/ko/beverlyhills/', undefined],
    ['/it/florence/buoni-regalo/', undefined],
    ['/en/florence/product/extra-virgin-olive-oil/', undefined],
    ['/en/tokyo/experience/fresh-pasta-class/', undefined],
    ['/en/florence/menu/wine-list/', undefined],
  ];
  for (const [path, language] of cases) {
    it(`sends ${path} (${language ?? 'no language'}) where the router does`, () => {
      const decision = resolveRoute(path, { acceptLanguage: language, redirectsFor: redirects });
      expect(decision.kind).toBe('redirect');
      expect(applyRules(rules, path, language)).toBe((decision as { location: string }).location);
    });
  }

  it('uses 302 for every redirect of the rules (rules §routing)', () => {
    expect(new Set(rules.map((rule) => rule.status))).toEqual(new Set([302]));
  });

  it('writes Netlify rules with Language conditions', () => {
    const text = netlifyRedirects(rules);
    expect(text).toContain('/  /ja/  302  Language=ja');
    expect(text).toContain('/en/florence/*  /en/florence/_404/index.html  404');
  });

  it('rewrites unknown page paths of a pair to its live-fallback shell (200), up to page/child/slug', () => {
    const lines = netlifyRedirects(rules).split('\n');
    const live = lines.filter((line) => line.startsWith('/en/florence/:'));
    expect(live).toEqual([
      '/en/florence/:page  /en/florence/_live/index.html  200',
      '/en/florence/:page/:child  /en/florence/_live/index.html  200',
      '/en/florence/:page/:child/:slug  /en/florence/_live/index.html  200',
    ]);
    // After every redirect (so listed and legacy paths still redirect), before the 404 fallbacks.
    const index = (text: string) => lines.findIndex((line) => line.startsWith(text));
    expect(index('/en/florence/:page ')).toBeGreaterThan(index('/en/florence/product/:slug'));
    expect(index('/en/florence/:page ')).toBeLessThan(index('/en/florence/*'));
    expect(vercelConfig(rules, {}).rewrites).toContainEqual({
      source: '/ko/seoul/:page/:child/',
      destination: '/ko/seoul/_live/index.html',
    });
  });

  it('writes Vercel redirects with accept-language conditions', () => {
    const config = vercelConfig(rules, {});
    expect(config.redirects).toContainEqual(
      expect.objectContaining({
        source: '/',
        destination: '/ja/',
        statusCode: 302,
        has: [expect.objectContaining({ key: 'accept-language' })],
      }),
    );
    expect(config.redirects).toContainEqual(
      expect.objectContaining({ source: '/jp/:splat(.*)', destination: '/ja/:splat' }),
    );
  });
});

describe('unsupported languages before a site', () => {
  it('send the site in the browser language, as the router does', () => {
    const cases: [string, Lang | undefined][] = [
      ['/fr/florence/contact/', 'it'],
      ['/fr/florence/contact/', undefined],
      ['/de/tokyo/', 'ja'],
      ['/xx/beverlyhills/menu/', 'ja'],
    ];
    for (const [path, language] of cases) {
      const decision = resolveRoute(path, { acceptLanguage: language, redirectsFor: redirects });
      expect(applyRules(unsupportedLanguageRules(), path, language), path).toBe(
        (decision as { location: string }).location,
      );
    }
  });

  it("come after the pairs' 404s in _redirects, so their `:lang` never catches a real pair", () => {
    const lines = netlifyRedirects(rules).split('\n');
    const index = (text: string) => lines.findIndex((line) => line.startsWith(text));
    expect(index('/:lang/florence/* ')).toBeGreaterThan(index('/it/florence/*  /it/florence/_404/'));
    // A deep path of a real pair is that pair's 404, not an unsupported site; the languages' 404s come last.
    expect(index('/it/florence/*  /it/florence/_404/')).toBeLessThan(index('/it/:site/*'));
    expect(index('/it/:site/*')).toBeLessThan(index('/it/*  /it/_404/'));
    expect(index('/:lang/florence/* ')).toBeLessThan(index('/it/*  /it/_404/'));
  });
});

describe('forced 404s', () => {
  it('answer the 404 pages, the live shells and the host config files with 404, before any other rule', () => {
    const lines = netlifyRedirects(rules).split('\n');
    const firstRedirect = lines.findIndex((line) => line.startsWith('/  /ja/'));
    const forced = lines.filter((line) => line.endsWith('404!'));
    expect(forced).toContain('/en/florence/_404/  /en/florence/_404/index.html  404!');
    expect(forced).toContain('/it/florence/_live/  /it/florence/_404/index.html  404!');
    expect(forced).toContain('/ko/_404/  /ko/_404/index.html  404!');
    expect(forced).toContain('/_redirects  /en/_404/index.html  404!');
    expect(lines.findLastIndex((line) => line.endsWith('404!'))).toBeLessThan(firstRedirect);
  });
});

describe('the content API on the host', () => {
  it("proxies /api.php to CONTENT_API_PUBLIC_URL's /api.php, signed, first in _redirects and in vercel.json's rewrites", () => {
    const target = contentApiProxyTarget({ CONTENT_API_PUBLIC_URL: 'https://api.example.com/' });
    expect(target).toBe('https://api.example.com/api.php');
    expect(contentApiProxyTarget({ CONTENT_API_PUBLIC_URL: 'https://example.com/cms/api.php' })).toBe(
      'https://example.com/cms/api.php',
    );
    expect(netlifyRedirects(rules, target).split('\n').slice(1, 3)).toEqual([
      '/health-check  /health-check.txt  200',
      // Netlify signs the request with the secret this variable holds (booking-service/clientIdentity.ts).
      '/api.php  https://api.example.com/api.php  200  signed=CONTENT_API_SIGNING_SECRET',
    ]);
    expect(vercelConfig(rules, {}, target).rewrites).toContainEqual({
      source: '/api.php',
      destination: 'https://api.example.com/api.php',
    });
  });

  it('refuses a host config whose forms would reach no backend, naming the variable', () => {
    expect(() => contentApiProxyTarget({})).toThrow(/CONTENT_API_PUBLIC_URL is not set/);
    expect(() => contentApiProxyTarget({ CONTENT_API_PUBLIC_URL: 'api.example.com' })).toThrow(
      /CONTENT_API_PUBLIC_URL="api.example.com" is not an absolute URL/,
    );
    expect(() => contentApiProxyTarget({ CONTENT_API_PUBLIC_URL: 'ftp://api.example.com' })).toThrow(
      /not an http\(s\) URL/,
    );
    // The browser calls the API itself: nothing to proxy.
    expect(contentApiProxyTarget({ PUBLIC_ENV__CONTENT_API_URL: 'https://api.example.com' })).toBeUndefined();
    expect(netlifyRedirects(rules)).not.toContain('/api.php');
  });
});

describe("vercel.json, through Vercel's own route compiler (@vercel/routing-utils)", () => {
  const config = vercelConfig(
    rules,
    securityHeaders(contentSecurityPolicy(NO_THIRD_PARTIES)),
    'https://api.example.com/api.php',
  );
  const { routes, error } = getTransformedRoutes(config);

  it('is accepted: every source compiles and the schema holds', () => {
    expect(error).toBeNull();
    expect(routes!.length).toBeGreaterThan(rules.length);
  });

  /** The first compiled redirect route whose pattern and accept-language condition match, as Vercel picks it. */
  function redirectFor(path: string, acceptLanguage?: string): string | undefined {
    for (const route of routes!) {
      if ('handle' in route) continue;
      const location = route.headers?.Location;
      if (!location) continue;
      const match = new RegExp(route.src).exec(path);
      const language = route.has?.find(
        (condition): boolean => condition.type === 'header' && condition.key === 'accept-language',
      );
      const wanted = language && 'value' in language ? String(language.value).replace(/^\(\?i\)/, '') : undefined;
      if (!match || (wanted && !new RegExp(wanted, 'i').test(acceptLanguage ?? ''))) continue;
      return location.replace(
        /\$(\w+)/g,
        (_: string, name: string) => match.groups?.[name] ?? match[Number(name)] ?? '',
      );
    }
    return undefined;
  }

  it('redirects by language and by the rule list as the router does', () => {
    expect(redirectFor('/', 'ja,en;q=0.5')).toBe('/ja/');
    expect(redirectFor('/', 'it-IT')).toBe('/it/');
    expect(redirectFor('/', 'de')).toBe('/en/');
    expect(redirectFor('/jp/tokyo/contact/')).toBe('/ja/tokyo/contact/');
    expect(redirectFor('/jp/')).toBe('/ja/');
    expect(redirectFor('/tokyo/menu/a-la-carte/', 'ja')).toBe('/ja/tokyo/menu/a-la-carte/');
    expect(redirectFor('/it/tokyo/')).toBe('/ja/tokyo/');
    expect(redirectFor('/it/florence/buoni-regalo/')).toBe('/it/florence/gift-cards/');
    expect(redirectFor('/en/florence/product/extra-virgin-olive-oil/')).toBe(
      '/en/florence/shop/food-and-spirits/extra-virgin-olive-oil/',
    );
  });

  it('rewrites a page path missing from the folder to its live shell, after the files', () => {
    const filesystem = routes!.findIndex((route) => 'handle' in route && route.handle === 'filesystem');
    const live = routes!.findIndex(
      (route) =>
        'src' in route &&
        route.dest?.startsWith('/it/florence/_live/index.html') === true &&
        new RegExp(route.src!).test('/it/florence/non-ancora-pubblicata/'),
    );
    expect(live).toBeGreaterThan(filesystem);
    expect(filesystem).toBeGreaterThan(0);
  });

  it('rewrites /api.php to the content API', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({ src: '^/api\\.php$', dest: 'https://api.example.com/api.php' }),
    );
  });
});

describe('headers', () => {
  it('never allows unsafe-inline scripts; inline scripts run by hash', () => {
    const csp = contentSecurityPolicy({ ...NO_THIRD_PARTIES, scripts: ['https://tags.example'] }, ['sha256-abc=']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' https://tags.example");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('sets HSTS for a year, nosniff and a referrer policy', () => {
    const headers = securityHeaders('x');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches HTML with no-cache and hashed assets for a year, immutable', () => {
    expect(cacheControlFor('/en/florence/')).toBe('no-cache');
    expect(cacheControlFor('/assets/entry-abc123.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('no path from the content writes a rule of its own (the build refuses a hand-edited snapshot)', () => {
  const injected = 'gift\n/*  /\\evil.example  302!';
  const withRedirect =
    (redirect: Redirect) =>
    (lang: Lang, site: SiteId): Redirect[] =>
      lang === 'en' && site === 'florence'
        ? [{ origin: { path: 'buoni-regalo' }, destination: { path: 'gift-cards' } }, redirect]
        : [];

  it('refuses an origin with a line break, naming the pair, the redirect and the value', () => {
    const build = () => redirectRules(withRedirect({ origin: { path: injected }, destination: { path: 'contact' } }));
    expect(build).toThrow(HostPathError);
    expect(build).toThrow(
      'en/florence redirects[1].origin.path "gift\\n/*  /\\\\evil.example  302!" contains a control character',
    );
  });

  it('refuses destinations with a scheme, a backslash, a // or whitespace, and an origin naming the homepage', () => {
    for (const path of [
      'https://evil.example/',
      'javascript:alert(1)',
      '\\evil.example',
      '//evil.example',
      'gift cards',
    ]) {
      expect(() => redirectRules(withRedirect({ origin: { path: 'old' }, destination: { path } })), path).toThrow(
        /en\/florence redirects\[1\]\.destination\.path/,
      );
    }
    expect(() => redirectRules(withRedirect({ origin: { path: '/' }, destination: { path: 'contact' } }))).toThrow(
      /names the homepage/,
    );
  });

  it('never writes a _redirects or vercel.json rule holding whitespace, whatever builds the rule list', () => {
    const forged: RedirectRule[] = [{ from: '/en/florence/x\n/*', to: '/\\evil.example', status: 302 }];
    expect(() => netlifyRedirects(forged)).toThrow(HostPathError);
    expect(() => vercelConfig(forged, {})).toThrow(HostPathError);
  });

  it('checks page paths of an index by the same rule, written bare', () => {
    expect(pagePathProblems('ja', 'tokyo', ['contact', 'menu/a-la-carte', '/press/', 'a\rb'])).toEqual([
      'ja/tokyo pages[2].path "/press/" has a slash at one end',
      'ja/tokyo pages[3].path "a\\rb" contains a control character (a line break, a tab, NUL…)',
    ]);
  });
});

describe('every generated redirect leads to a page of the snapshot', () => {
  // The real snapshot the build reads (content/snapshot/), as postbuild.ts passes it.
  const readJson = <T>(path: string) => JSON.parse(readFileSync(join('content/snapshot', path), 'utf8')) as T;
  const snapshotRedirects = (lang: Lang, site: SiteId) =>
    readJson<ExtraBlock>(snapshotPaths.block(lang, site, 'extra')).redirects;
  const snapshotPages = (lang: Lang, site: SiteId) =>
    readJson<PageIndex>(snapshotPaths.index(lang, site)).pages.map((entry) => entry.path);
  const all = redirectRules(snapshotRedirects, snapshotPages);

  it('has, for every rule inside a pair, a destination the pair has as a page', () => {
    const pairRules = all.filter((rule) => !rule.to.includes(':') && /^\/[a-z]{2}\/[a-z-]+\/./.test(rule.to));
    expect(pairRules.length).toBeGreaterThan(100);
    for (const rule of pairRules) {
      const [lang, site, ...rest] = rule.to.split('/').filter(Boolean);
      expect(snapshotPages(lang as Lang, site as SiteId), `${rule.from} → ${rule.to}`).toContain(rest.join('/'));
    }
  });

  it('gives Osaka, which has no shop, no legacy shop redirect', () => {
    expect(all.filter((rule) => rule.from.startsWith('/en/osaka-garden/') && rule.to.includes('/shop/'))).toEqual([]);
    expect(
      all.some(
        (rule) =>
          rule.from === '/en/florence/experience/fresh-pasta-class/' ||
          rule.from.startsWith('/en/florence/experience/'),
      ),
    ).toBe(true);
  });

  it('agrees with resolveRoute given the same pages, for every rule and for the old Osaka paths', () => {
    const pageExists = (lang: Lang, site: SiteId, path: string) => snapshotPages(lang, site).includes(path);
    for (const rule of all.filter(
      (candidate) => !candidate.from.includes(':') && !candidate.from.includes('*') && !candidate.language,
    )) {
      const decision = resolveRoute(rule.from, { redirectsFor: snapshotRedirects, pageExists });
      expect(decision, rule.from).toEqual({ kind: 'redirect', status: 302, location: rule.to });
    }
    expect(
      resolveRoute('/en/osaka-garden/experience/fresh-pasta-class/', { redirectsFor: snapshotRedirects, pageExists })
        .kind,
    ).toBe('notFound');
  });

  it('names the content redirects it leaves out', () => {
    const toMissing = (lang: Lang, site: SiteId): Redirect[] =>
      lang === 'en' && site === 'osaka-garden' ? [{ origin: { path: 'negozio' }, destination: { path: 'shop' } }] : [];
    expect(redirectsLeftOut(toMissing, snapshotPages)).toEqual([
      '/en/osaka-garden/negozio/ → /en/osaka-garden/shop/: no such page in the snapshot',
    ]);
    expect(redirectRules(toMissing, snapshotPages).some((rule) => rule.from === '/en/osaka-garden/negozio/')).toBe(
      false,
    );
  });

  it('leaves out a redirect from a page the pair has, which both engines serve', () => {
    const fromPage = (lang: Lang, site: SiteId): Redirect[] =>
      lang === 'en' && site === 'florence' ? [{ origin: { path: 'gift-cards' }, destination: { path: 'shop' } }] : [];
    expect(redirectsLeftOut(fromPage, snapshotPages)).toEqual([
      '/en/florence/gift-cards/ → /en/florence/shop/: the page itself is in the snapshot, and is served',
    ]);
    expect(redirectRules(fromPage, snapshotPages).some((rule) => rule.from === '/en/florence/gift-cards/')).toBe(false);
    const pageExists = (lang: Lang, site: SiteId, path: string) => snapshotPages(lang, site).includes(path);
    expect(resolveRoute('/en/florence/gift-cards/', { redirectsFor: fromPage, pageExists }).kind).toBe('page');
  });

  it('refuses a snapshot whose redirects loop, naming the pair, the redirect and the loop', () => {
    const looping = (lang: Lang, site: SiteId): Redirect[] =>
      lang === 'it' && site === 'florence'
        ? [
            { origin: { path: 'vecchia' }, destination: { path: 'nuova' } },
            { origin: { path: 'nuova' }, destination: { path: '/vecchia/' } },
          ]
        : [];
    expect(() => redirectRules(looping)).toThrow('it/florence redirects[0] forms a loop: vecchia → nuova → vecchia');
  });
});
