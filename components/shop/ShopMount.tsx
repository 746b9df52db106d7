/**
 * The shop's foothold on every page, small on purpose: on a site with a store it listens for the shop's
 * events and buttons, shows the remembered item count, and loads the shop chunk (Storefront client, cart
 * panel) only when a page needs it: the cart opens, a product is added, the page shows products, or the
 * visitor has a cart to check (after first paint, when the browser is idle).
 */
import { useSignals } from '../store/signals.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cartCountKey, cartStorageKey, readCartCount } from '../../lib/cart.ts';
import { buyNowUrl, handleOf, SHOP_EVENTS } from '../../lib/siteEvents.ts';
import { readStorage } from '../consent/browserStorage.ts';
import { actions, store } from '../store/store.ts';
import { siteHasShop } from './storefronts.ts';
import { whenIdle } from '../ui/whenIdle.ts';

const CartPanel = lazy(() => import('./CartPanel.tsx'));
const shop = () => import('./cartActions.ts');

/** Pages that show products carry these buttons (components/sections/Product*Section.tsx). */
const ADD_BUTTON = '[data-add-to-cart]';

export function ShopMount() {
  useSignals();
  const site = store.site.value;
  const lang = store.lang.value;
  const path = store.currentPage.value.path;
  const enabled = siteHasShop(site);
  const [panelWanted, setPanelWanted] = useState(false);
  if (store.cartOpen.value && !panelWanted) setPanelWanted(true);

  useEffect(() => {
    if (!enabled) return;
    store.cartCount.value = readCartCount(readStorage('localStorage', cartCountKey(site, lang)));
    if (!readStorage('localStorage', cartStorageKey(site, lang))) return;
    // A remembered cart may have changed elsewhere (checked out, expired): read it when the page is idle.
    return whenIdle(() => setPanelWanted(true), 4000);
  }, [enabled, site, lang]);

  // Another tab changed this pair's cart: follow its count, and load the cart to read it.
  useEffect(() => {
    if (!enabled) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartCountKey(site, lang)) store.cartCount.value = readCartCount(event.newValue);
      if (event.key === cartStorageKey(site, lang) && event.newValue) setPanelWanted(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enabled, site, lang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the shop re-reads its state on each new page, site or language
  useEffect(() => {
    if (!enabled) return;
    if (document.querySelector(ADD_BUTTON)) void shop().then((module) => module.loadProducts());
  }, [enabled, site, lang, path]);

  useEffect(() => {
    if (!enabled) return;
    const add = (handle: string) => {
      actions.openCart();
      void shop().then((module) => module.addToCart(handle));
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(ADD_BUTTON);
      const handle = button && handleOf({ handle: button.dataset.addToCart });
      if (handle) add(handle);
    };
    const onAdd = (event: Event) => {
      const handle = handleOf((event as CustomEvent).detail);
      if (handle) add(handle);
    };
    const listeners: [string, EventListener][] = [
      [SHOP_EVENTS.addToCart, onAdd],
      [SHOP_EVENTS.openCart, () => actions.openCart()],
      [SHOP_EVENTS.closeCart, () => actions.closeCart()],
    ];
    document.addEventListener('click', onClick);
    for (const [name, listener] of listeners) window.addEventListener(name, listener);
    return () => {
      document.removeEventListener('click', onClick);
      for (const [name, listener] of listeners) window.removeEventListener(name, listener);
    };
  }, [enabled]);

  // Buy-now needs no store: any site may offer it (rules §cart: opens a given URL in a new tab).
  useEffect(() => {
    const onBuyNow = (event: Event) => {
      const url = buyNowUrl((event as CustomEvent).detail, location.href);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    };
    window.addEventListener(SHOP_EVENTS.buyNow, onBuyNow);
    return () => window.removeEventListener(SHOP_EVENTS.buyNow, onBuyNow);
  }, []);

  if (!enabled || !panelWanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
