import { describe, expect, it } from 'vitest';
import { browserDefaultLang, legacyRedirectsFor, matchLegacyPath, resolveRoute, type RouteContext } from './routing.ts';
import type { Redirect } from './contract/types.ts';
import type { Lang, SiteId } from './sites.ts';

const redirectsFor: RouteContext['redirectsFor'] = (lang, site) =>
  lang === 'it' && site === 'florence'
    ? [{ origin: { path: 'buoni-regalo' }, destination: { path: 'gift-cards' } }]
    : [];

const to = (location: string, status = 302) => ({ kind: 'redirect', status, location });

describe('browser-language default (rules §route-guards)', () => {
  it('is ja if the browser language contains ja, it if it contains it, otherwise en', () => {
    expect(browserDefaultLang('en-US,en;q=0.9,ja;q=0.8')).toBe('ja');
    expect(browserDefaultLang('it-IT,it;q=0.9')).toBe('it');
    expect(browserDefaultLang('de-DE,de;q=0.9')).toBe('en');
    expect(browserDefaultLang(undefined)).toBe('en');
  });
});

describe('route guards', () => {
  it('reads jp as ja (rules §sites)', () => {
    expect(resolveRoute('/jp/tokyo/menu/a-la-carte/')).toEqual(to('/ja/tokyo/menu/a-la-carte/'));
    expect(resolveRoute('/jp/')).toEqual(to('/ja/'));
  });

  it('redirects an unsupported language (302) to the browser-language default', () => {
    expect(resolveRoute('/fr/', { acceptLanguage: 'ja' })).toEqual(to('/ja/'));
    expect(resolveRoute('/fr/florence/contact/', { acceptLanguage: 'it' })).toEqual(to('/it/florence/contact/'));
  });

  it('sends a language the site does not offer to the site default', () => {
    // Rules §route-guards: a language not offered for the site, redirects to the default language.
    expect(resolveRoute('/it/tokyo/contact/')).toEqual(to('/ja/tokyo/contact/'));
    expect(resolveRoute('/ko/beverlyhills/')).toEqual(to('/en/beverlyhills/'));
  });

  it('redirects an unsupported site (302) to /en', () => {
    expect(resolveRoute('/it/milano/')).toEqual(to('/en/'));
  });

  it('adds a missing language before a site from the browser language', () => {
    expect(resolveRoute('/tokyo/', { acceptLanguage: 'en' })).toEqual(to('/en/tokyo/'));
    expect(resolveRoute('/beverlyhills/', { acceptLanguage: 'ja' })).toEqual(to('/en/beverlyhills/'));
    expect(resolveRoute('/florence/contact', { acceptLanguage: 'it' })).toEqual(to('/it/florence/contact/'));
  });

  it('sends the root to the browser-language landing', () => {
    expect(resolveRoute('/', { acceptLanguage: 'it-IT' })).toEqual(to('/it/'));
  });

  it('answers 404 for routes deeper than page/child/slug', () => {
    expect(resolveRoute('/en/florence/a/b/c/d/')).toEqual({ kind: 'notFound', lang: 'en', site: 'florence' });
  });

  it('answers 404 for segments that are not page names, so a path never leaves its folder', () => {
    expect(resolveRoute('/en/florence/../../../')).toEqual({ kind: 'notFound', lang: 'en', site: 'florence' });
    expect(resolveRoute('/en/florence/.env/')).toEqual({ kind: 'notFound', lang: 'en', site: 'florence' });
  });
});

describe('redirects', () => {
  it('follows the content redirect list: prefix plus origin to prefix plus destination (302)', () => {
    expect(resolveRoute('/it/florence/buoni-regalo/', { redirectsFor })).toEqual(to('/it/florence/gift-cards/'));
    expect(resolveRoute('/it/florence/buoni-regalo', { redirectsFor })).toEqual(to('/it/florence/gift-cards/'));
  });

  it('redirects legacy paths', () => {
    expect(resolveRoute('/en/florence/product/olive-oil/')).toEqual(
      to('/en/florence/shop/food-and-spirits/olive-oil/'),
    );
    expect(resolveRoute('/en/tokyo/experience/pasta-class/')).toEqual(to('/en/tokyo/shop/experiences/pasta-class/'));
    expect(resolveRoute('/en/florence/menu/wine-list/')).toEqual(to('/en/florence/menu/a-la-carte/'));
    expect(resolveRoute('/it/florence/prenotazione/')).toEqual(to('/it/florence/reservation/'));
    expect(matchLegacyPath('menu/tasting-menu')).toBeUndefined();
  });

  it('redirects the other slash form permanently to the one URL form', () => {
    expect(resolveRoute('/en/florence')).toEqual(to('/en/florence/', 301));
    expect(resolveRoute('/en')).toEqual(to('/en/', 301));
    expect(resolveRoute('/en//florence//contact')).toEqual(to('/en/florence/contact/', 301));
  });
});

describe('pages', () => {
  it('has a localised 404 page per language and per site', () => {
    expect(resolveRoute('/ja/_404/')).toEqual({ kind: 'notFoundPage', lang: 'ja' });
    expect(resolveRoute('/en/florence/_404/')).toEqual({ kind: 'notFoundPage', lang: 'en', site: 'florence' });
  });

  it('has a live-fallback shell per language/site pair, not per language', () => {
    expect(resolveRoute('/en/florence/_live/')).toEqual({ kind: 'liveShell', lang: 'en', site: 'florence' });
    expect(resolveRoute('/en/_live/')).toEqual(to('/en/'));
  });

  it("has the booking's manage page per pair, ahead of any content page or redirect", () => {
    expect(resolveRoute('/ja/tokyo/reservation/manage/')).toEqual({ kind: 'managePage', lang: 'ja', site: 'tokyo' });
    expect(resolveRoute('/en/florence/reservation/manage')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en/florence/reservation/manage/',
    });
    const redirectsFor = () =>
      [{ origin: { path: '/reservation/manage/' }, destination: { path: '/contact/' } }] as never;
    expect(resolveRoute('/en/florence/reservation/manage/', { redirectsFor })).toEqual({
      kind: 'managePage',
      lang: 'en',
      site: 'florence',
    });
  });

  it('resolves a landing and a site page', () => {
    expect(resolveRoute('/ko/')).toEqual({ kind: 'landing', lang: 'ko' });
    expect(resolveRoute('/en/florence/')).toEqual({ kind: 'page', lang: 'en', site: 'florence', path: '' });
    expect(resolveRoute('/ja/tokyo/shop/food-and-spirits/extra-virgin-olive-oil/')).toEqual({
      kind: 'page',
      lang: 'ja',
      site: 'tokyo',
      path: 'shop/food-and-spirits/extra-virgin-olive-oil',
    });
  });
});

describe('a redirect leads only to a page the site has', () => {
  const pages: Record<string, string[]> = {
    'en/osaka-garden': ['', 'experiences', 'gift-cards', 'contact'],
    'en/florence': [
      '',
      'shop/experiences/pasta-class',
      'shop/food-and-spirits/olive-oil',
      'menu/a-la-carte',
      'gift-cards',
    ],
  };
  const pageExists = (lang: Lang, site: SiteId, path: string) => pages[`${lang}/${site}`]?.includes(path) ?? false;
  const redirectsFor = (_lang: Lang, site: SiteId): Redirect[] =>
    site === 'osaka-garden'
      ? [
          { origin: { path: 'experience' }, destination: { path: 'experiences' } },
          { origin: { path: 'stampa' }, destination: { path: 'press' } },
        ]
      : [];

  it('answers a legacy path whose target the pair lacks with 404 (Osaka has no shop)', () => {
    expect(resolveRoute('/en/osaka-garden/experience/pasta-class/', { pageExists, redirectsFor })).toEqual({
      kind: 'notFound',
      lang: 'en',
      site: 'osaka-garden',
    });
    expect(resolveRoute('/en/osaka-garden/menu/wine-list/', { pageExists })).toEqual({
      kind: 'notFound',
      lang: 'en',
      site: 'osaka-garden',
    });
    expect(resolveRoute('/en/florence/experience/pasta-class/', { pageExists })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/florence/shop/experiences/pasta-class/',
    });
    expect(resolveRoute('/en/florence/product/no-such-thing/', { pageExists })).toEqual({
      kind: 'notFound',
      lang: 'en',
      site: 'florence',
    });
  });

  it('ignores a content redirect to a missing page, and follows one to a page that exists', () => {
    expect(resolveRoute('/en/osaka-garden/experience/', { pageExists, redirectsFor })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/osaka-garden/experiences/',
    });
    expect(resolveRoute('/en/osaka-garden/stampa/', { pageExists, redirectsFor })).toEqual({
      kind: 'page',
      lang: 'en',
      site: 'osaka-garden',
      path: 'stampa',
    });
  });

  it('writes the legacy paths out page by page', () => {
    expect(legacyRedirectsFor(pages['en/florence']!)).toEqual([
      { from: 'product/olive-oil', to: 'shop/food-and-spirits/olive-oil' },
      { from: 'experience/pasta-class', to: 'shop/experiences/pasta-class' },
      { from: 'menu/wine-list', to: 'menu/a-la-carte' },
    ]);
    expect(legacyRedirectsFor(pages['en/osaka-garden']!)).toEqual([{ from: 'contatti', to: 'contact' }]);
  });
});
