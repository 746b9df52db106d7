import { describe, expect, it } from 'vitest';
import { pageKeyFor, segmentsOfPath } from './pageRules.ts';

describe('page loading rules (rules §page-loading)', () => {
  it('defaults the page name to the homepage', () => {
    expect(pageKeyFor({})).toEqual({ name: 'homepage', type: 'page' });
  });

  it('loads section/child for shop and giardino children without a slug', () => {
    expect(pageKeyFor({ page: 'shop', child: 'experiences' })).toEqual({ name: 'shop/experiences', type: 'shop' });
    expect(pageKeyFor({ page: 'giardino', child: 'aperitivo' })).toEqual({ name: 'giardino/aperitivo', type: 'giardino' });
  });

  it('loads section/child/slug for shop children with a slug', () => {
    expect(pageKeyFor({ page: 'shop', child: 'food-and-spirits', slug: 'olive-oil' }))
      .toEqual({ name: 'shop/food-and-spirits/olive-oil', type: 'shop' });
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
