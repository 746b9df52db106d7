import { describe, expect, it } from 'vitest';
import { placeHref, placesToShow } from './places.ts';

describe('spec §2 location chooser links', () => {
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
  it('lists the other places: four of the group\'s five on a site page, all on the landing', () => {
    const places = (['florence', 'beverlyhills', 'tokyo', 'seoul', 'osaka-garden'] as const).map((id) => ({ id }));
    expect(placesToShow(places, 'osaka-garden').map((place) => place.id)).toEqual(['florence', 'beverlyhills', 'tokyo', 'seoul']);
    expect(placesToShow(places, 'florence')).toHaveLength(4);
    expect(placesToShow(places)).toHaveLength(5);
  });
});
