import { describe, expect, it } from 'vitest';
import { pageKeyFor, pagePathProblem, quotedValue, segmentsOfPath } from './pageRules.ts';

describe('page loading rules (rules §page-loading)', () => {
  it('defaults the page name to the homepage', () => {
    expect(pageKeyFor({})).toEqual({ name: 'homepage', type: 'page' });
  });

  it('loads section/child for shop and giardino children without a slug', () => {
    expect(pageKeyFor({ page: 'shop', child: 'experiences' })).toEqual({ name: 'shop/experiences', type: 'shop' });
    expect(pageKeyFor({ page: 'giardino', child: 'aperitivo' })).toEqual({
      name: 'giardino/aperitivo',
      type: 'giardino',
    });
  });

  it('loads section/child/slug for shop children with a slug', () => {
    expect(pageKeyFor({ page: 'shop', child: 'food-and-spirits', slug: 'olive-oil' })).toEqual({
      name: 'shop/food-and-spirits/olive-oil',
      type: 'shop',
    });
  });

  it('otherwise loads the first present of slug, child, page', () => {
    expect(pageKeyFor({ page: 'menu', child: 'tasting-menu' })).toEqual({ name: 'tasting-menu', type: 'menu' });
    expect(pageKeyFor({ page: 'press', child: 'a', slug: 'b' })).toEqual({ name: 'b', type: 'press' });
    expect(pageKeyFor({ page: 'contact' })).toEqual({ name: 'contact', type: 'page' });
  });

  it('splits a page path into segments', () => {
    expect(segmentsOfPath('')).toEqual({ page: undefined, child: undefined, slug: undefined });
    expect(segmentsOfPath('shop/experiences/x')).toEqual({ page: 'shop', child: 'experiences', slug: 'x' });
  });
});

describe('the page-path rule (every path a host config carries)', () => {
  it('accepts page paths, with a slash at either end, and the homepage', () => {
    for (const path of [
      'contact',
      'menu/a-la-carte',
      '/shop/experiences/pasta-class/',
      '',
      '/',
      'メニュー',
      '메뉴/소개',
    ]) {
      expect(pagePathProblem(path), path).toBeUndefined();
    }
  });

  it('names what is wrong with a path that could write a rule of its own or leave the site', () => {
    const cases: [string, RegExp][] = [
      ['gift\n/*  /\\evil.example  302!', /control character/],
      ['a\tb', /control character/],
      ['nul\u0000', /control character/],
      ['a\u0085b', /control character/],
      ['gift cards', /whitespace/],
      ['gift\u3000cards', /whitespace/],
      ['\\evil.example', /backslash/],
      ['//evil.example', /'\/\/'/],
      ['menu//a-la-carte', /'\/\/'/],
      ['javascript:alert(1)', /scheme/],
      ['http://evil.example/', /'\/\/'|scheme/],
      ['https:evil.example', /scheme/],
      ['../etc', /not a page path/],
      ['a/b/c/d', /not a page path/],
      ['old.html', /not a page path/],
    ];
    for (const [path, problem] of cases) expect(pagePathProblem(path), JSON.stringify(path)).toMatch(problem);
    expect(pagePathProblem('contact')).toBeUndefined();
    expect(pagePathProblem('a b')).toBeDefined();
  });

  it('quotes a value with its line breaks escaped, so a message shows it on one line', () => {
    expect(quotedValue('a\nb')).toBe('"a\\nb"');
  });
});
