/**
 * Rules §banners: a limited banner shows only on pages whose ID is in its pages list (news modal and image
 * modal alike); opening sets isShow, closing clears isShow and sets isShowed. A seasonal banner shows only in its
 * season (lib/season.ts), read on the day the visitor opens the page (components/modals/bannerSchedule.ts).
 */
import type { Seasonal } from './season.ts';

interface BannerRule extends Seasonal {
  on: boolean;
  limited: boolean;
  pages: readonly number[];
}

/**
 * Whether a banner is on for a page, its season aside: what the build knows (the page's HTML carries the
 * banner's dialog), while the season is read on the day the page is looked at.
 * @example bannerOnPage({ on: true, limited: true, pages: [1000] }, 1002) // false
 */
export function bannerOnPage(banner: BannerRule | null | undefined, pageId: number | undefined): banner is BannerRule {
  if (!banner?.on) return false;
  if (!banner.limited) return true;
  return pageId !== undefined && banner.pages.includes(pageId);
}

export interface BannerState {
  isShow: boolean;
  isShowed: boolean;
}

export const BANNER_CLOSED: BannerState = { isShow: false, isShowed: false };

export function openBanner(state: BannerState): BannerState {
  return state.isShowed ? state : { ...state, isShow: true };
}

export function closeBanner(): BannerState {
  return { isShow: false, isShowed: true };
}

/**
 * What the page is doing when a promotional modal's delay runs out. A promotion is an interruption: it
 * never goes over another dialog (the reservation overlay, the cart, a panel, the intro), and never takes
 * the focus, and the next key, from a visitor filling in a form.
 */
export interface PromoMoment {
  /** A dialog other than the promotions is open (a modal <dialog>, or an element with aria-modal). */
  otherDialogOpen: boolean;
  /** Focus is in a form or on a field (input, textarea, select, an editable element). */
  inForm: boolean;
  /** Milliseconds since the visitor last typed into a field (Infinity when they never did). */
  sinceTypingMs: number;
}

/** How long after the last key typed into a field the page counts as idle again. */
export const PROMO_TYPING_QUIET_MS = 3500;

/**
 * Whether a promotional modal may open now. Otherwise the schedule waits for the page to be free, then
 * runs the whole delay again (components/modals/bannerSchedule.ts), so it never appears the instant a
 * dialog closes or a field is left.
 *
 * @example promoMayOpen({ otherDialogOpen: false, inForm: false, sinceTypingMs: Infinity }) // true
 * @example promoMayOpen({ otherDialogOpen: false, inForm: true, sinceTypingMs: Infinity }) // false
 */
export function promoMayOpen({ otherDialogOpen, inForm, sinceTypingMs }: PromoMoment): boolean {
  return !otherDialogOpen && !inForm && sinceTypingMs >= PROMO_TYPING_QUIET_MS;
}
