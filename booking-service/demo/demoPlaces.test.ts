import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../../lib/sites.ts';
import { placesOf, type PlaceCopy } from './demoPlaces.ts';

const copyOf = (id: string): PlaceCopy => ({
  name: `name ${id}`,
  homeText: 'home',
  navigatorText: 'nav',
  footerText: 'foot',
  extra: '',
  picture: { alt: `alt ${id}` },
});
const everyCopy = () => Object.fromEntries(SITE_IDS.map((id) => [id, copyOf(id)]));

describe('the demo places: copy from the pair, the rest from the site table', () => {
  it('lists every site in the table order, with its initials and picture', () => {
    const places = placesOf('it', everyCopy(), 'demo/florence/it.json');
    expect(places.map((place) => place.id)).toEqual([...SITE_IDS]);
    expect(places[0]).toMatchObject({
      id: 'florence',
      initials: 'FI',
      name: 'name florence',
      picture: { url: '/media/place-florence.svg', alt: 'alt florence', width: 800, height: 1000 },
    });
  });

  it('links in the page language where the place has it, else in English, and not at all while coming soon (rules §places)', () => {
    const byId = new Map(placesOf('ja', everyCopy(), 'demo/tokyo/ja.json').map((place) => [place.id, place]));
    expect(byId.get('osaka-garden')).toMatchObject({ lang: 'ja', link: { url: '/ja/osaka-garden', target: '' } });
    expect(byId.get('florence')).toMatchObject({ lang: 'en', link: { url: '/en/florence', target: '' } });
    expect(byId.get('seoul')).toMatchObject({ lang: 'en', link: { url: '', target: '' } });
  });

  it('refuses a pair that lacks a place or names one that is not a site, naming the file and the place', () => {
    const { tokyo: _, ...withoutTokyo } = everyCopy();
    expect(() => placesOf('en', withoutTokyo, 'demo/seoul/en.json')).toThrow(
      "demo/seoul/en.json: extra.places has no copy for 'tokyo'",
    );
    expect(() => placesOf('en', { ...everyCopy(), milan: copyOf('milan') }, 'demo/seoul/en.json')).toThrow(
      'demo/seoul/en.json: extra.places names no site: milan',
    );
  });
});
