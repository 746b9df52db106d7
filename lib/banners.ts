/**
 * Spec §2/§3 banners: "If the banner is limited, shown only on pages whose ID is in its pages list"
 * (news modal and image modal alike), and §4 "open sets isShow; close clears isShow and sets isShowed".
 */
export interface BannerRule {
  on: boolean;
  limited: boolean;
  pages: readonly number[];
}

export function bannerAppliesTo(banner: BannerRule | null | undefined, pageId: number | undefined): boolean {
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
