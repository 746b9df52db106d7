/**
 * What a banner's <dialog> says of itself (BannerDialogs.tsx writes it, bannerSchedule.ts reads it): the
 * one list of names, so the server and the page's first script cannot drift apart.
 */
export const BANNER_ATTRIBUTES = {
  /** Which banner: `infoBanner` or `imageBanner` (bannerQueue.ts). */
  name: 'data-banner',
  /** The sessionStorage key that says it was closed this visit (bannerClosedKey.ts). */
  closedKey: 'data-banner-closed-key',
  /**
   * Its season as the content gives it (lib/season.ts: a day, or a day of every year), when it has one.
   * Not the content's `data-show-until` (lib/seasonMark.ts), which holds a concrete last day that the
   * head script hides the element after.
   */
  showFrom: 'data-banner-show-from',
  showUntil: 'data-banner-show-until',
  /** The site's time zone, in which its season is read. */
  timeZone: 'data-time-zone',
  /** On an element inside: a click on it closes the modal (a link inside still goes where it points). */
  closes: 'data-banner-closes',
} as const;

/** Spread on an element of a modal whose click closes it. */
export const CLOSES_ON_CLICK = { [BANNER_ATTRIBUTES.closes]: '' };
