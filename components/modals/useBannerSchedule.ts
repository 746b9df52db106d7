/**
 * Opens the banner modals (spec §2 "It appears after a 3.5 second delay"). The delay starts on each page
 * entered and again whenever the page becomes quiet (bannerQueue.ts); leaving the page, opening a panel
 * or a modal cancels it. A modal still open when the page changes (the browser's Back) counts as seen.
 */
import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { bannerAppliesTo } from '../../lib/banners.ts';
import { TIMINGS } from '../../lib/limits.ts';
import { actions, store } from '../store/store.ts';
import { bannerRemembered, closeBannerModal } from './bannerMemory.ts';
import { BANNER_ORDER, nextBanner, pageIsQuiet, type BannerName, type BannerStatus } from './bannerQueue.ts';

function statusOf(name: BannerName): BannerStatus {
  const state = store[name].value;
  return {
    applies: bannerAppliesTo(store.banners.value[name], store.currentPage.value.id),
    isShow: state.isShow,
    done: state.isShowed || bannerRemembered(name),
  };
}

export function useBannerSchedule(): void {
  useEffect(() => {
    let path: string | undefined;
    return effect(() => {
      const page = store.currentPage.value;
      if (path !== undefined && page.path !== path) {
        for (const name of BANNER_ORDER) if (store[name].peek().isShow) closeBannerModal(name);
      }
      path = page.path;
      const quiet = pageIsQuiet({
        firstEnter: store.firstEnter.value,
        pageError: store.pageError.value,
        panelOpen: store.menuOpen.value || store.langOpen.value || store.locationOpen.value || store.cartOpen.value,
      });
      const next = quiet ? nextBanner({ infoBanner: statusOf('infoBanner'), imageBanner: statusOf('imageBanner') }) : undefined;
      if (!next) return undefined;
      const timer = setTimeout(() => actions.openBanner(next), TIMINGS.newsModalDelayMs);
      return () => clearTimeout(timer);
    });
  }, []);
}
