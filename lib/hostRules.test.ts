import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtraBlock, PageIndex, Redirect } from './contract/types.ts';
import { snapshotPaths } from './snapshot.ts';
import { cacheControlFor, contentSecurityPolicy, HostPathError, NO_THIRD_PARTIES, pagePathProblems, redirectRules, redirectsToMissingPages, securityHeaders, type RedirectRule } from './hostRules.ts';
import { netlifyRedirects, vercelConfig } from './hostConfigs.ts';
import { resolveRoute } from './routing.ts';
import type { Lang, SiteId } from './sites.ts';

const redirects = (lang: Lang, site: SiteId): Redirect[] =>
  lang === 'it' && site === 'florence' ? [{ origin: { path: 'buoni-regalo' }, destination: { path: 'gift-cards' } }] : [];
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
    ['/', 'ja'], ['/', 'it'], ['/', undefined], ['/tokyo/menu/a-la-carte/', 'ja'], ['/beverlyhills/', 'it'],
    ['/jp/tokyo/contact/', undefined], ['/it/tokyo/contact/', undefined], ['/ko/beverlyhills/', undefined],
    ['/it/florence/buoni-regalo/', undefined], ['/en/florence/product/extra-virgin-olive-oil/', undefined],
    ['/en/tokyo/experience/fresh-pasta-class/', undefined], ['/en/florence/menu/wine-list/', undefined],
  ];
  for (const [path, language] of cases) {
    it(`sends ${path} (${language ?? 'no language'}) where the router does`, () => {
      const decision = resolveRoute(path, { acceptLanguage: language, redirectsFor: redirects });
      expect(decision.kind).toBe('redirect');
      expect(applyRules(rules, path, language)).toBe((decision as { location: string }).location);
    });
  }

  it('uses 302 for every spec redirect', () => {
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
    expect(vercelConfig(rules, {}).rewrites).toContainEqual({ source: '/ko/seoul/:page/:child', destination: '/ko/seoul/_live/index.html' });
  });

  it('writes Vercel redirects with accept-language conditions', () => {
    const config = vercelConfig(rules, {});
    expect(config.redirects).toContainEqual(expect.objectContaining({
      source: '/', destination: '/ja/', statusCode: 302, has: [expect.objectContaining({ key: 'accept-language' })],
    }));
    expect(config.redirects).toContainEqual(expect.objectContaining({ source: '/jp/:splat*', destination: '/ja/:splat' }));
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
  const withRedirect = (redirect: Redirect) => (lang: Lang, site: SiteId): Redirect[] =>
    lang === 'en' && site === 'florence' ? [{ origin: { path: 'buoni-regalo' }, destination: { path: 'gift-cards' } }, redirect] : [];

  it('refuses an origin with a line break, naming the pair, the redirect and the value', () => {
    const build = () => redirectRules(withRedirect({ origin: { path: injected }, destination: { path: 'contact' } }));
    expect(build).toThrow(HostPathError);
    expect(build).toThrow('en/florence redirects[1].origin.path "gift\\n/*  /\\\\evil.example  302!" contains a control character');
  });

  it('refuses destinations with a scheme, a backslash, a // or whitespace, and an origin naming the homepage', () => {
    for (const path of ['https://evil.example/', 'javascript:alert(1)', '\\evil.example', '//evil.example', 'gift cards']) {
      expect(() => redirectRules(withRedirect({ origin: { path: 'old' }, destination: { path } })), path).toThrow(/en\/florence redirects\[1\]\.destination\.path/);
    }
    expect(() => redirectRules(withRedirect({ origin: { path: '/' }, destination: { path: 'contact' } }))).toThrow(/names the homepage/);
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
  const snapshotRedirects = (lang: Lang, site: SiteId) => readJson<ExtraBlock>(snapshotPaths.block(lang, site, 'extra')).redirects;
  const snapshotPages = (lang: Lang, site: SiteId) => readJson<PageIndex>(snapshotPaths.index(lang, site)).pages.map((entry) => entry.path);
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
    expect(all.some((rule) => rule.from === '/en/florence/experience/fresh-pasta-class/' || rule.from.startsWith('/en/florence/experience/'))).toBe(true);
  });

  it('agrees with resolveRoute given the same pages, for every rule and for the old Osaka paths', () => {
    const pageExists = (lang: Lang, site: SiteId, path: string) => snapshotPages(lang, site).includes(path);
    for (const rule of all.filter((candidate) => !candidate.from.includes(':') && !candidate.from.includes('*') && !candidate.language)) {
      const decision = resolveRoute(rule.from, { redirectsFor: snapshotRedirects, pageExists });
      expect(decision, rule.from).toEqual({ kind: 'redirect', status: 302, location: rule.to });
    }
    expect(resolveRoute('/en/osaka-garden/experience/fresh-pasta-class/', { redirectsFor: snapshotRedirects, pageExists }).kind).toBe('notFound');
  });

  it('names the content redirects it leaves out', () => {
    const toMissing = (lang: Lang, site: SiteId): Redirect[] => (lang === 'en' && site === 'osaka-garden' ? [{ origin: { path: 'negozio' }, destination: { path: 'shop' } }] : []);
    expect(redirectsToMissingPages(toMissing, snapshotPages)).toEqual(['/en/osaka-garden/negozio/ → /en/osaka-garden/shop/: no such page in the snapshot']);
    expect(redirectRules(toMissing, snapshotPages).some((rule) => rule.from === '/en/osaka-garden/negozio/')).toBe(false);
  });
});
