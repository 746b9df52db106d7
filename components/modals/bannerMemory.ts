/**
 * Closing a banner modal: the store's state (§banners: close clears isShow and sets isShowed) and a note in
 * sessionStorage per site and language. The store forgets when the visitor switches site or language and
 * on a full page load; the note does not, so a closed banner stays closed for the rest of the visit.
 * sessionStorage, not localStorage: banners are news, and a visitor coming back another day should see
 * the news of that day.
 */
import { readStorage, writeStorage } from '../consent/browserStorage.ts';
import { actions, store } from '../store/store.ts';
import { bannerClosedKey } from './bannerClosedKey.ts';
import type { BannerName } from './bannerQueue.ts';

export function bannerRemembered(name: BannerName): boolean {
  return readStorage('sessionStorage', bannerClosedKey(store.lang.peek(), store.site.peek(), name)) === '1';
}

export function closeBannerModal(name: BannerName): void {
  writeStorage('sessionStorage', bannerClosedKey(store.lang.peek(), store.site.peek(), name), '1');
  actions.closeBanner(name);
}
