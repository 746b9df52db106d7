import { describe, expect, it } from 'vitest';
import { isShownOn } from './season.ts';
import {
  BANNER_CLOSED,
  bannerOnPage,
  closeBanner,
  openBanner,
  PROMO_TYPING_QUIET_MS,
  promoMayOpen,
} from './banners.ts';

const DAY = '2026-11-28';

describe('rules §banners: limited banners', () => {
  const banner = { on: true, limited: false, pages: [] as number[] };
  it('shows an unlimited banner on every page', () => {
    expect(bannerOnPage(banner, 1100)).toBe(true);
    expect(bannerOnPage(banner, undefined)).toBe(true);
  });
  it('"If the banner is limited, shown only on pages whose ID is in its pages list"', () => {
    const limited = { on: true, limited: true, pages: [1100, 1105] };
    expect(bannerOnPage(limited, 1105)).toBe(true);
    expect(bannerOnPage(limited, 1200)).toBe(false);
    expect(bannerOnPage(limited, undefined)).toBe(false);
  });
  it('tells the build which pages carry a banner, its season aside', () => {
    const seasonal = { on: true, limited: true, pages: [1105], showFrom: '2027-03-01', showUntil: '2027-03-29' };
    expect(bannerOnPage(seasonal, 1105)).toBe(true);
    expect(isShownOn(seasonal, DAY)).toBe(false);
    expect(bannerOnPage(seasonal, 1100)).toBe(false);
    expect(bannerOnPage({ ...seasonal, on: false }, 1105)).toBe(false);
  });
  it('never shows a banner that is off or missing', () => {
    expect(bannerOnPage({ ...banner, on: false }, 1100)).toBe(false);
    expect(bannerOnPage(null, 1100)).toBe(false);
  });
  it('shows a seasonal banner only in its season, read on the given day (the schedule reads it)', () => {
    const panettone = { ...banner, showFrom: '11-01', showUntil: '01-06' };
    expect(isShownOn(panettone, '2026-11-28')).toBe(true);
    expect(isShownOn(panettone, '2027-01-06')).toBe(true);
    expect(isShownOn(panettone, '2027-01-07')).toBe(false);
    expect(bannerOnPage({ ...panettone, limited: true, pages: [1105] }, 1100)).toBe(false);
  });
});

describe('rules §banners: open sets isShow; close clears isShow and sets isShowed', () => {
  it('opens, closes, and never reopens once shown', () => {
    const opened = openBanner(BANNER_CLOSED);
    expect(opened).toEqual({ isShow: true, isShowed: false });
    const closed = closeBanner();
    expect(closed).toEqual({ isShow: false, isShowed: true });
    expect(openBanner(closed)).toEqual(closed);
  });
});

describe('a promotion never interrupts the visitor', () => {
  const free = { otherDialogOpen: false, inForm: false, sinceTypingMs: Infinity };
  it('opens on a free page', () => {
    expect(promoMayOpen(free)).toBe(true);
  });
  it('never opens over another dialog', () => {
    expect(promoMayOpen({ ...free, otherDialogOpen: true })).toBe(false);
  });
  it('never opens while the focus is in a form', () => {
    expect(promoMayOpen({ ...free, inForm: true })).toBe(false);
  });
  it('waits until the visitor has stopped typing for a while', () => {
    expect(promoMayOpen({ ...free, sinceTypingMs: PROMO_TYPING_QUIET_MS - 1 })).toBe(false);
    expect(promoMayOpen({ ...free, sinceTypingMs: PROMO_TYPING_QUIET_MS })).toBe(true);
  });
});
