import { describe, expect, it } from 'vitest';
import { mayPrefetch, pagesToPrefetch, PREFETCH_LIMIT } from './prefetch.ts';

const ORIGIN = 'https://www.osterialucciola.example';

describe('rules §offline: Prefetching … is skipped on 2g or data-saver connections', () => {
  it('prefetches on fast connections and when the browser does not say', () => {
    expect(mayPrefetch({ effectiveType: '4g' }, true)).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' }, true)).toBe(true);
    expect(mayPrefetch(undefined, true)).toBe(true);
  });

  it('skips 2g, slow-2g and data saver', () => {
    expect(mayPrefetch({ effectiveType: '2g' }, true)).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' }, true)).toBe(false);
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' }, true)).toBe(false);
  });

  it('skips it while offline', () => {
    expect(mayPrefetch({ effectiveType: '4g' }, false)).toBe(false);
    expect(mayPrefetch(undefined, false)).toBe(false);
  });
});

describe('which pages', () => {
  it("keeps the site's own page paths in order, without the current one, files, other origins or repeats", () => {
    const hrefs = [
      `${ORIGIN}/en/florence/menu/a-la-carte/`,
      `${ORIGIN}/en/florence/`,
      'https://booking.example/x/',
      `${ORIGIN}/media/menu.pdf`,
      `${ORIGIN}/en/florence/menu/a-la-carte/#wine`,
      `${ORIGIN}/en/florence/contact/`,
      'not a url',
    ];
    expect(pagesToPrefetch(hrefs, '/en/florence/', ORIGIN)).toEqual([
      '/en/florence/menu/a-la-carte/',
      '/en/florence/contact/',
    ]);
  });

  it(`stops at ${PREFETCH_LIMIT}`, () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `${ORIGIN}/en/florence/page-${i}/`);
    expect(pagesToPrefetch(hrefs, '/', ORIGIN)).toHaveLength(PREFETCH_LIMIT);
  });
});
