import { describe, expect, it } from 'vitest';
import { nextBanner, type BannerStatus } from './bannerQueue.ts';

const off: BannerStatus = { applies: false, isShow: false, done: false };
const waiting: BannerStatus = { applies: true, isShow: false, done: false };

describe('rules §banners: news modal and image modal, one at a time', () => {
  it('opens the news modal first when both banners apply', () => {
    expect(nextBanner({ infoBanner: waiting, imageBanner: waiting })).toBe('infoBanner');
  });
  it('opens nothing while one of them is open', () => {
    expect(nextBanner({ infoBanner: { ...waiting, isShow: true }, imageBanner: waiting })).toBeUndefined();
  });
  it('opens the image modal once the news modal has been closed', () => {
    expect(nextBanner({ infoBanner: { ...waiting, done: true }, imageBanner: waiting })).toBe('imageBanner');
  });
  it('"If the banner is limited, shown only on pages whose ID is in its pages list": a banner that does not apply never opens', () => {
    expect(nextBanner({ infoBanner: off, imageBanner: off })).toBeUndefined();
    expect(nextBanner({ infoBanner: off, imageBanner: waiting })).toBe('imageBanner');
  });
  it('§banners: close … sets isShowed: a closed banner does not open again', () => {
    expect(
      nextBanner({ infoBanner: { ...waiting, done: true }, imageBanner: { ...waiting, done: true } }),
    ).toBeUndefined();
  });
});
