import { describe, expect, it } from 'vitest';
import { classifyLink } from './links.ts';
import { BACKEND_HOSTS } from './sites.ts';

const here = { lang: 'en', site: 'florence' } as const;
const internal = (href: string) => ({ kind: 'internal', href });

describe('link handling (rules §links)', () => {
  // "A link with an empty target whose host is one of the product's backend hosts is an internal router
  // link: language and site prefixes are added and the query string is dropped."
  it('makes a backend-host link with an empty target internal: prefixes added, query dropped', () => {
    for (const host of BACKEND_HOSTS) {
      expect(
        classifyLink({ url: `https://${host}/menu/tasting-menu?utm_source=news#wines`, target: '' }, here),
      ).toEqual(internal('/en/florence/menu/tasting-menu/'));
    }
    expect(classifyLink({ url: 'HTTP://CMS.OsteriaLucciola.example/contact', target: '' }, here)).toEqual(
      internal('/en/florence/contact/'),
    );
  });

  it('treats a root-relative path as a backend link, in the canonical trailing-slash form', () => {
    expect(classifyLink({ url: '/reservation?from=home', target: '' }, here)).toEqual(
      internal('/en/florence/reservation/'),
    );
    expect(classifyLink({ url: '/', target: '' }, here)).toEqual(internal('/en/florence/'));
    expect(classifyLink({ url: '/shop//food-and-spirits', target: '' }, { lang: 'ja', site: 'tokyo' })).toEqual(
      internal('/ja/tokyo/shop/food-and-spirits/'),
    );
  });

  it('keeps a path that already starts with a route language, reading jp as ja', () => {
    expect(classifyLink({ url: '/it/florence/contact', target: '' }, here)).toEqual(internal('/it/florence/contact/'));
    expect(classifyLink({ url: '/ko', target: '' }, here)).toEqual(internal('/ko/'));
    expect(classifyLink({ url: 'https://www.osterialucciola.example/jp/tokyo/shop/', target: '' }, here)).toEqual(
      internal('/ja/tokyo/shop/'),
    );
  });

  it('adds only the language on the landing, where there is no site', () => {
    expect(classifyLink({ url: '/florence/', target: '' }, { lang: 'it' })).toEqual(internal('/it/florence/'));
  });

  // "All other links are external."
  it('treats other hosts, and backend links that open a tab, as external', () => {
    expect(classifyLink({ url: 'https://press.example/article?id=4', target: '' }, here)).toEqual({
      kind: 'external',
      href: 'https://press.example/article?id=4',
      newTab: false,
    });
    expect(classifyLink({ url: 'https://community.osterialucciola.example/florence', target: '' }, here)?.kind).toBe(
      'external',
    );
    expect(classifyLink({ url: '//press.example/article', target: '' }, here)?.kind).toBe('external');
    expect(classifyLink({ url: 'https://cms.osterialucciola.example/x', target: '_blank' }, here)?.kind).toBe(
      'external',
    );
  });

  // "External table-booking links open in a new tab with no opener."
  it('opens new-tab links with noopener and noreferrer', () => {
    expect(classifyLink({ url: 'https://maps.example/osteria-lucciola-tokyo', target: '_blank' }, here)).toEqual({
      kind: 'external',
      href: 'https://maps.example/osteria-lucciola-tokyo',
      newTab: true,
      rel: 'noopener noreferrer',
    });
  });

  // Where a guest books is the site's own reservation page, an internal link the page prefixes.
  it("links a landing card and a site page to the site's reservation page in the same tab", () => {
    expect(classifyLink({ url: '/reservation', target: '' }, { lang: 'ja', site: 'tokyo' })).toEqual(
      internal('/ja/tokyo/reservation/'),
    );
    expect(classifyLink({ url: '/ko/seoul/reservation', target: '' }, { lang: 'ko' })).toEqual(
      internal('/ko/seoul/reservation/'),
    );
  });

  it('keeps mail and phone links external and in the same tab', () => {
    expect(classifyLink({ url: 'mailto:florence@osterialucciola.example', target: '' }, here)).toEqual({
      kind: 'external',
      href: 'mailto:florence@osterialucciola.example',
      newTab: false,
    });
    expect(classifyLink({ url: 'tel:+390550000712', target: '_blank' }, here)).toEqual({
      kind: 'external',
      href: 'tel:+390550000712',
      newTab: false,
    });
  });

  it('returns no link for an empty url', () => {
    expect(classifyLink({ url: '', target: '' }, here)).toBeUndefined();
    expect(classifyLink({ url: '   ', target: '_blank' }, here)).toBeUndefined();
  });
});
