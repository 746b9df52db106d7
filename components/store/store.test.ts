import { beforeEach, describe, expect, it } from 'vitest';
import type { NavItem } from '../../lib/contract/types.ts';
import { shellDataOf } from '../../lib/shellData.ts';
import { actions, resetStore, store, syncStoreWithPage } from './store.ts';

const nav = (n: number): NavItem[] =>
  Array.from({ length: n }, (_, i) => ({
    caption: `Item ${i}`,
    link: { url: `/p${i}`, target: '' },
    has_sub_menu: false,
    submenu: [],
  }));

beforeEach(() => resetStore());

describe('the store (rules §store: Store state)', () => {
  it("holds the page's part from its shell data: lang, site, nav split left/right, page", () => {
    syncStoreWithPage(
      'it',
      '/it/florence/',
      shellDataOf({ navigator: { items: nav(5) } }, { site: 'florence', pageId: 1100, sectionCount: 4 }),
    );
    expect(store.lang.value).toBe('it');
    expect(store.site.value).toBe('florence');
    expect(store.navLeft.value.map((item) => item.caption)).toEqual(['Item 0', 'Item 1', 'Item 2']);
    expect(store.navRight.value.map((item) => item.caption)).toEqual(['Item 3', 'Item 4']);
    expect(store.currentPage.value).toEqual({ path: '/it/florence/', id: 1100, sectionCount: 4 });
    expect(store.locales.value.florence).toEqual(['it', 'en']);
  });

  it('"Clearing the store resets everything"', () => {
    syncStoreWithPage(
      'ja',
      '/ja/tokyo/',
      shellDataOf({ navigator: { items: nav(2) } }, { site: 'tokyo', pageError: true }),
    );
    actions.togglePanel('menuOpen');
    store.cart.value = [
      {
        id: 'l1',
        image: '',
        title: 'Olio',
        handle: 'extra-virgin-olive-oil',
        quantity: 2,
        price: { amount: '18.00' },
        currency: 'JPY',
        variantId: 'v1',
      },
    ];
    store.inApp.value = true;
    resetStore();
    expect(store.site.value).toBeUndefined();
    expect(store.lang.value).toBe('en');
    expect(store.navLeft.value).toEqual([]);
    expect(store.menuOpen.value).toBe(false);
    expect(store.cart.value).toEqual([]);
    expect(store.inApp.value).toBe(false);
    expect(store.pageError.value).toBe(false);
  });

  it('applies the toggle rules through its actions and closes all panels on leaving a page', () => {
    actions.togglePanel('locationOpen');
    actions.togglePanel('menuOpen');
    expect([store.menuOpen.value, store.locationOpen.value]).toEqual([true, false]);
    actions.togglePanel('langOpen');
    expect([store.menuOpen.value, store.langOpen.value]).toEqual([false, true]);
    actions.leavePage();
    expect([store.menuOpen.value, store.langOpen.value, store.locationOpen.value]).toEqual([false, false, false]);
  });
});
