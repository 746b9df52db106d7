import { describe, expect, it } from 'vitest';
import { placeColumns, placeExtraLine, placeHref, placesToShow } from './places.ts';

describe('rules §places: location chooser links', () => {
  it('links to /{lang}/{place} when the place has the language', () => {
    expect(placeHref('florence', 'it')).toBe('/it/florence/');
    expect(placeHref('tokyo', 'ja')).toBe('/ja/tokyo/');
  });
  it('falls back to en when the place lacks the language', () => {
    expect(placeHref('beverlyhills', 'it')).toBe('/en/beverlyhills/');
    expect(placeHref('florence', 'ja')).toBe('/en/florence/');
    expect(placeHref('osaka-garden', 'ko')).toBe('/en/osaka-garden/');
  });
  it('gives seoul, coming soon, no link', () => {
    expect(placeHref('seoul', 'ko')).toBeUndefined();
    expect(placeHref('seoul', 'en')).toBeUndefined();
  });
  it("lists the other places: four of the group's five on a site page, all on the landing", () => {
    const places = (['florence', 'beverlyhills', 'tokyo', 'seoul', 'osaka-garden'] as const).map((id) => ({ id }));
    expect(placesToShow(places, 'osaka-garden').map((place) => place.id)).toEqual([
      'florence',
      'beverlyhills',
      'tokyo',
      'seoul',
    ]);
    expect(placesToShow(places, 'florence')).toHaveLength(4);
    expect(placesToShow(places)).toHaveLength(5);
  });
});

describe("a coming-soon place's status, once and in the page's language", () => {
  it("drops an extra line that repeats the status, in the usual English or the page's wording", () => {
    expect(placeExtraLine({ id: 'seoul', extra: 'Coming Soon...' }, 'Prossima apertura...')).toBeUndefined();
    expect(placeExtraLine({ id: 'seoul', extra: 'coming soon…' }, '近日オープン...')).toBeUndefined();
    expect(placeExtraLine({ id: 'seoul', extra: '오픈 예정' }, '오픈 예정...')).toBeUndefined();
  });
  it('keeps any other extra line, and every extra line of an open place', () => {
    expect(placeExtraLine({ id: 'seoul', extra: 'Opening spring 2027' }, 'Coming Soon...')).toBe('Opening spring 2027');
    expect(placeExtraLine({ id: 'osaka-garden', extra: 'Garden restaurant' }, 'Coming Soon...')).toBe(
      'Garden restaurant',
    );
    expect(placeExtraLine({ id: 'tokyo', extra: 'Coming Soon...' }, 'Coming Soon...')).toBe('Coming Soon...');
    expect(placeExtraLine({ id: 'tokyo', extra: '  ' }, 'Coming Soon...')).toBeUndefined();
  });
});

describe("the chooser's grid never leaves one place alone on a row", () => {
  it('lays five places five across on a desktop, three and two on a tablet', () => {
    expect(placeColumns(5)).toEqual({ tablet: 3, desktop: 5 });
  });
  it('keeps two, three and four places in one desktop row, four as two by two on a tablet', () => {
    expect(placeColumns(2)).toEqual({ tablet: 2, desktop: 2 });
    expect(placeColumns(3)).toEqual({ tablet: 3, desktop: 3 });
    expect(placeColumns(4)).toEqual({ tablet: 2, desktop: 4 });
  });
  it('wraps more places than a row holds without a lone last one', () => {
    for (const count of [6, 7, 8, 9, 11]) {
      const { tablet, desktop } = placeColumns(count);
      expect(count % tablet, `${count} on a tablet`).not.toBe(1);
      expect(count % desktop, `${count} on a desktop`).not.toBe(1);
    }
  });
});
