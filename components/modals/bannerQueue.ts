/**
 * Which banner modal comes next (rules §banners: the news modal and the image modal; opening sets isShow, closing
 * clears isShow and sets isShowed). One at a time: the news modal first, because it has the
 * pop-up delay and it is the lighter of the two; the image modal follows once the news is closed, after
 * the same quiet delay. A banner closed once stays closed for the visit (bannerSchedule.ts).
 */
export type BannerName = 'infoBanner' | 'imageBanner';

export const BANNER_ORDER: readonly BannerName[] = ['infoBanner', 'imageBanner'];

export interface BannerStatus {
  /** On, and not limited to other pages (lib/banners.ts bannerOnPage), and in its season today. */
  applies: boolean;
  isShow: boolean;
  /** Closed before: isShowed in the store, or remembered for this site and language. */
  done: boolean;
}

/** The banner to open after the delay, or undefined (one is open, or nothing is left to show). */
export function nextBanner(status: Record<BannerName, BannerStatus>): BannerName | undefined {
  if (BANNER_ORDER.some((name) => status[name].isShow)) return undefined;
  return BANNER_ORDER.find((name) => status[name].applies && !status[name].done);
}
