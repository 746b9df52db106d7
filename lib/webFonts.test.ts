import { describe, expect, it } from 'vitest';
import { fontsKnown, WEB_FONTS_IN_WORKER } from './webFonts.ts';

describe('web fonts on the next page', () => {
  it('counts them as known only while the service worker that stored them controls the page', () => {
    expect(fontsKnown(WEB_FONTS_IN_WORKER, true)).toBe(true);
    expect(fontsKnown(WEB_FONTS_IN_WORKER, false)).toBe(false);
    expect(fontsKnown(null, true)).toBe(false);
    // The mark browsers kept when the HTTP cache was trusted: that cache may have been emptied since.
    expect(fontsKnown('1', false)).toBe(false);
    expect(fontsKnown('1', true)).toBe(false);
  });
});
