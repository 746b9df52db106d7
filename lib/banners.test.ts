import { describe, expect, it } from 'vitest';
import { BANNER_CLOSED, bannerAppliesTo, closeBanner, openBanner } from './banners.ts';

describe('spec §2 banner limits', () => {
  const banner = { on: true, limited: false, pages: [] as number[] };
  it('shows an unlimited banner on every page', () => {
    expect(bannerAppliesTo(banner, 1100)).toBe(true);
    expect(bannerAppliesTo(banner, undefined)).toBe(true);
  });
  it('"If the banner is limited, shown only on pages whose ID is in its pages list"', () => {
    const limited = { on: true, limited: true, pages: [1100, 1105] };
    expect(bannerAppliesTo(limited, 1105)).toBe(true);
    expect(bannerAppliesTo(limited, 1200)).toBe(false);
    expect(bannerAppliesTo(limited, undefined)).toBe(false);
  });
  it('never shows a banner that is off or missing', () => {
    expect(bannerAppliesTo({ ...banner, on: false }, 1100)).toBe(false);
    expect(bannerAppliesTo(null, 1100)).toBe(false);
  });
});

describe('spec §4 "open sets isShow; close clears isShow and sets isShowed"', () => {
  it('opens, closes, and never reopens once shown', () => {
    const opened = openBanner(BANNER_CLOSED);
    expect(opened).toEqual({ isShow: true, isShowed: false });
    const closed = closeBanner();
    expect(closed).toEqual({ isShow: false, isShowed: true });
    expect(openBanner(closed)).toEqual(closed);
  });
});
