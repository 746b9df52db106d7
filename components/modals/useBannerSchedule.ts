/**
 * Opens the banner modals (rules §banners: It appears after a 3.5 second delay). The delay starts on each page
 * entered and again whenever the page becomes quiet (bannerQueue.ts); leaving the page, opening a panel
 * or a modal cancels it. A modal still open when the page changes (the browser's Back) counts as seen.
 *
 * When the delay runs out while the visitor is busy (another dialog open, the focus in a form, typing:
 * lib/banners.ts promoMayOpen), nothing opens: the page is looked at again every half second, and once it
 * is free the whole delay runs again. One promotion per page view (promoAllowedOnPage): the image modal
 * that follows a closed news modal waits for the next page.
 */
import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { bannerAppliesTo, promoAllowedOnPage, promoMayOpen } from '../../lib/banners.ts';
import { TIMINGS } from '../../lib/limits.ts';
import { dayIn } from '../../lib/season.ts';
import { SITES } from '../../lib/sites.ts';
import { actions, store } from '../store/store.ts';
import { bannerRemembered, closeBannerModal } from './bannerMemory.ts';
import { BANNER_ORDER, nextBanner, pageIsQuiet, type BannerName, type BannerStatus } from './bannerQueue.ts';
import { pageMoment, watchTyping } from './pageMoment.ts';

/** How often a busy page is looked at again. */
const BUSY_RECHECK_MS = 500;

function statusOf(name: BannerName): BannerStatus {
  const state = store[name].value;
  const site = store.site.value;
  // Banners show on a site's pages only; its season is read on today in the site's zone.
  const today = site ? dayIn(Date.now(), SITES[site].clockTimeZone) : '';
  return {
    applies: bannerAppliesTo(store.banners.value[name], store.currentPage.value.id, today),
    isShow: state.isShow,
    done: state.isShowed || bannerRemembered(name),
  };
}

export function useBannerSchedule(): void {
  useEffect(() => {
    let path: string | undefined;
    let promoShownOn: string | undefined;
    const stopWatching = watchTyping();
    const stopSchedule = effect(() => {
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
      const next = quiet
        ? nextBanner({ infoBanner: statusOf('infoBanner'), imageBanner: statusOf('imageBanner') })
        : undefined;
      if (!next || !promoAllowedOnPage(page.path, promoShownOn)) return undefined;
      let timer: ReturnType<typeof setTimeout>;
      const delay = () => {
        timer = setTimeout(due, TIMINGS.newsModalDelayMs);
      };
      const waitUntilFree = () => {
        timer = setTimeout(() => (promoMayOpen(pageMoment()) ? delay() : waitUntilFree()), BUSY_RECHECK_MS);
      };
      function due() {
        if (!promoMayOpen(pageMoment())) return waitUntilFree();
        promoShownOn = page.path;
        actions.openBanner(next!);
      }
      delay();
      return () => clearTimeout(timer);
    });
    return () => {
      stopSchedule();
      stopWatching();
    };
  }, []);
}
