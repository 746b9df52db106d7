import { describe, expect, it } from 'vitest';
import { canonicalPath, locationOf, sitePageUrl, sitePath } from './urls.ts';

describe('the one URL form', () => {
  it('builds paths ending with a slash', () => {
    expect(sitePath('en', 'florence', 'menu/a-la-carte')).toBe('/en/florence/menu/a-la-carte/');
    expect(sitePath('it')).toBe('/it/');
    expect(canonicalPath('//en//florence')).toBe('/en/florence/');
  });
});

describe('sitePageUrl (is this link a page of this site?)', () => {
  const origin = 'https://s.example';

  it('is the URL for a page of the site, query and hash kept', () => {
    expect(sitePageUrl('https://s.example/en/florence/menu/?a=1#x', origin)?.href).toBe(
      'https://s.example/en/florence/menu/?a=1#x',
    );
  });

  it('is undefined for another origin, a file, or no URL at all', () => {
    expect(sitePageUrl('https://other.example/en/', origin)).toBeUndefined();
    expect(sitePageUrl('http://s.example/en/', origin)).toBeUndefined();
    expect(sitePageUrl('https://s.example/media/menu.pdf', origin)).toBeUndefined();
    expect(sitePageUrl('https://s.example/sw.js', origin)).toBeUndefined();
    expect(sitePageUrl('mailto:tavola@example.com', origin)).toBeUndefined();
    expect(sitePageUrl('not a url', origin)).toBeUndefined();
  });
});

describe('locationOf', () => {
  it('percent-encodes each segment as UTF-8 and keeps the slashes', () => {
    expect(locationOf('/it/florence/caffè/')).toBe('/it/florence/caff%C3%A8/');
    expect(locationOf('/ja/tokyo/日本/')).toBe('/ja/tokyo/%E6%97%A5%E6%9C%AC/');
    expect(locationOf('/en/100%?#/')).toBe('/en/100%25%3F%23/');
    expect(locationOf('/en/florence/menu/a-la-carte/')).toBe('/en/florence/menu/a-la-carte/');
  });
});
