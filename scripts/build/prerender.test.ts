/**
 * The prerendered site (dist/client, built by `npm test` before vitest runs): every route of the snapshot
 * is a static page with its full content and head.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allLangSitePairs, ROUTE_LANGS } from '../../lib/sites.ts';
import type { PageIndex } from '../../lib/contract/types.ts';
import { snapshotPaths } from '../../lib/snapshotLayout.ts';
import { sitePath } from '../../lib/urls.ts';

const CLIENT = 'dist/client';
const html = (path: string) => readFileSync(join(CLIENT, path, 'index.html'), 'utf8');
const pages = allLangSitePairs().flatMap(({ lang, site }) =>
  (JSON.parse(readFileSync(join('content/snapshot', snapshotPaths.index(lang, site)), 'utf8')) as PageIndex).pages.map(
    (entry) => ({ lang, site, url: sitePath(lang, site, entry.path) }),
  ),
);

describe('prerender', () => {
  it('writes every page of the snapshot and every landing', () => {
    const written = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('index.html'),
    );
    for (const { url } of pages) expect(written).toContain(`${url.slice(1)}index.html`);
    for (const lang of ROUTE_LANGS) expect(written).toContain(`${lang}/index.html`);
  });

  it('gives each page exactly one <title>, inside <head>, one h1 and its <html lang>', () => {
    for (const { lang, url } of [...pages, ...ROUTE_LANGS.map((lang) => ({ lang, url: sitePath(lang) }))]) {
      const page = html(url);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(page.match(/<title>/g), url).toHaveLength(1);
      expect(head, url).toContain('<title>');
      expect(page.match(/<h1[\s>]/g), url).toHaveLength(1);
      expect(page, url).toContain(`<html lang="${lang}">`);
    }
  });

  it('renders the sections on the server, not after hydration', () => {
    expect(html('/it/florence/menu/a-la-carte/')).toMatch(/class="menu__price">€\u00a0\d+,\d\d</);
    expect(html('/en/florence/menu/a-la-carte/')).toMatch(/class="menu__price">€\d+\.\d\d</);
    expect(html('/ja/tokyo/menu/a-la-carte/')).toMatch(/class="menu__price">¥[\d,]+</);
  });

  it('writes canonical, hreflang alternates and restaurant JSON-LD', () => {
    const home = html('/it/florence/');
    expect(home).toContain('<link rel="canonical" href="https://www.osterialucciola.example/it/florence/">');
    expect(home).toContain('hreflang="en" href="https://www.osterialucciola.example/en/florence/"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant', acceptsReservations: true });
  });

  it('gives new-tab links rel="noopener"', () => {
    for (const { url } of pages.slice(0, 40)) {
      for (const anchor of html(url).match(/<a [^>]*target="_blank"[^>]*>/g) ?? [])
        expect(anchor, url).toContain('rel="noopener');
    }
  });

  it('writes the localised 404 pages', () => {
    expect(html('/ja/tokyo/_404/')).toContain(JSON.parse(readFileSync('locales/ja.json', 'utf8'))['error.404.title']);
    expect(html('/en/_404/')).toContain('Sorry there&#x27;s nothing here');
  });

  it('writes a live-fallback shell per language/site pair: loading notice, noindex, no canonical', () => {
    for (const { lang, site } of allLangSitePairs()) {
      const shell = html(sitePath(lang, site, '_live'));
      expect(shell).toContain(`<html lang="${lang}">`);
      expect(shell).toContain(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8'))['loading.page']);
      expect(shell).toContain('<meta name="robots" content="noindex"');
      expect(shell).not.toContain('rel="canonical"');
    }
  });
});
