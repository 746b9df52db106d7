/**
 * The one store of the site (rules §store: Store state), as signals (./signals.ts). Components read
 * it after calling `useSignals()`; actions below are the only writers. The renderer fills the page's part
 * (`syncStoreWithPage`) right before each render, on the server too: prerendering renders one page at a
 * time synchronously, so module-level signals never mix two pages.
 */
import { batch, computed, signal } from './signals.ts';
import type { ExtraBlock, FooterBlock, NavItem, Place } from '../../lib/contract/types.ts';
import { splitNav } from '../../lib/nav.ts';
import {
  ALL_CLOSED,
  onHeaderHidden,
  onPageLeave,
  onResize,
  togglePanel as togglePanelRule,
  type PanelName,
  type Panels,
  type Resize,
} from '../../lib/panels.ts';
import type { ShellData } from '../../lib/shellData.ts';
import type { CartLine, ShopProduct } from '../../lib/storefront/shape.ts';
import { SITE_IDS, SITES, type Lang, type SiteId } from '../../lib/sites.ts';

/** The store could not be reached; it answered with an error; the product is sold out. */
export type CartProblem = 'unavailable' | 'failed' | 'soldOut';

interface StoreExtra {
  places: Place[];
  bannerText: string;
  introText: string;
  cookie: ExtraBlock['cookie'] | null;
}

interface CurrentPage {
  path: string;
  id?: number;
  sectionCount: number;
}

const localesPerSite = () =>
  Object.fromEntries(SITE_IDS.map((id) => [id, [...SITES[id].locales]])) as Record<SiteId, Lang[]>;
const NO_EXTRA: StoreExtra = { places: [], bannerText: '', introText: '', cookie: null };

export const store = {
  lang: signal<Lang>('en'),
  site: signal<SiteId | undefined>(undefined),
  locales: signal<Record<SiteId, Lang[]>>(localesPerSite()),
  navLeft: signal<NavItem[]>([]),
  navRight: signal<NavItem[]>([]),
  footer: signal<FooterBlock | null>(null),
  /** The footer's address lines in Latin letters, on pages in another script (ShellData). */
  latinAddress: signal<string[] | null>(null),
  extra: signal<StoreExtra>(NO_EXTRA),
  checkoutUrl: signal<string | undefined>(undefined),
  cart: signal<CartLine[]>([]),
  cartTotal: signal<{ amount: string } | null>(null),
  /** Items in the cart: the header badge. Known before the shop code loads (remembered per site and language). */
  cartCount: signal(0),
  cartOpen: signal(false),
  /** Rules §checkout: Second checkout step panel, shown inside the open cart. */
  checkoutStep: signal(false),
  /** What went wrong with the last cart action, worded in the cart; its lines stay as they were. */
  cartProblem: signal<CartProblem | null>(null),
  /** Rules §cart: The removal notice 'Item successfully removed' shows for 6 seconds after removal. */
  cartNotice: signal<'removed' | null>(null),
  shopifyProducts: signal<ShopProduct[]>([]),
  storefrontBusy: signal(false),
  menuOpen: signal(false),
  langOpen: signal(false),
  locationOpen: signal(false),
  /** The visitor's first entry: true until the intro cover has played. */
  firstEnter: signal(false),
  inApp: signal(false),
  /** Set while a dialog owns the page (cart open): helpers like the custom cursor step aside. */
  isA11YDisabled: signal(false),
  pageError: signal(false),
  /** Rules §offline: Offline state is tracked: the browser says it has no network. */
  offline: signal(false),
  currentPage: signal<CurrentPage>({ path: '/', sectionCount: 0 }),
  /** The content banners of the current pair (news modal, image modal). */
  banners: signal<Pick<ShellData, 'infoBanner' | 'imageBanner'>>({ infoBanner: null, imageBanner: null }),
};

/** The current site's entry in the places list (header label, logo line, clock), derived, never stored. */
export const currentPlace = computed(() => store.extra.value.places.find((place) => place.id === store.site.value));

/** Rules §store: Clearing the store resets everything. */
export function resetStore() {
  batch(() => {
    store.lang.value = 'en';
    store.site.value = undefined;
    store.locales.value = localesPerSite();
    store.navLeft.value = [];
    store.navRight.value = [];
    store.footer.value = null;
    store.latinAddress.value = null;
    store.extra.value = NO_EXTRA;
    store.checkoutUrl.value = undefined;
    store.cart.value = [];
    store.cartTotal.value = null;
    store.cartCount.value = 0;
    store.cartOpen.value = false;
    store.checkoutStep.value = false;
    store.cartProblem.value = null;
    store.cartNotice.value = null;
    store.shopifyProducts.value = [];
    store.storefrontBusy.value = false;
    setPanels(ALL_CLOSED);
    store.firstEnter.value = false;
    store.inApp.value = false;
    store.isA11YDisabled.value = false;
    store.pageError.value = false;
    store.offline.value = false;
    store.currentPage.value = { path: '/', sectionCount: 0 };
    store.banners.value = { infoBanner: null, imageBanner: null };
  });
}

/** The page's part of the store, from its data. A new site resets what belonged to the old one. */
export function syncStoreWithPage(lang: Lang, path: string, shell: ShellData) {
  batch(() => {
    const { left, right } = splitNav(shell.nav);
    if (store.site.value !== shell.site || store.lang.value !== lang) {
      // The cart is kept per site and language (rules §store): another pair has its own, loaded by the shop code.
      store.cart.value = [];
      store.cartTotal.value = null;
      store.checkoutUrl.value = undefined;
      store.cartCount.value = 0;
      store.cartOpen.value = false;
      store.checkoutStep.value = false;
      store.shopifyProducts.value = [];
    }
    store.lang.value = lang;
    store.site.value = shell.site;
    store.navLeft.value = left;
    store.navRight.value = right;
    store.footer.value = shell.footer;
    store.latinAddress.value = shell.latinAddress;
    store.extra.value = {
      places: shell.places,
      bannerText: shell.bannerText,
      introText: shell.introText,
      cookie: shell.cookie,
    };
    store.pageError.value = shell.pageError;
    store.currentPage.value = {
      path,
      sectionCount: shell.sectionCount,
      ...(shell.pageId !== undefined ? { id: shell.pageId } : {}),
    };
    store.banners.value = { infoBanner: shell.infoBanner, imageBanner: shell.imageBanner };
  });
}

function panels(): Panels {
  return { menuOpen: store.menuOpen.value, langOpen: store.langOpen.value, locationOpen: store.locationOpen.value };
}

function setPanels(next: Panels) {
  batch(() => {
    store.menuOpen.value = next.menuOpen;
    store.langOpen.value = next.langOpen;
    store.locationOpen.value = next.locationOpen;
  });
}

export const actions = {
  togglePanel: (name: PanelName) => setPanels(togglePanelRule(panels(), name)),
  closePanel: (name: PanelName) => setPanels({ ...panels(), [name]: false }),
  leavePage: () => setPanels(onPageLeave()),
  headerHidden: () => setPanels(onHeaderHidden(panels())),
  resized: (resize: Resize) => setPanels(onResize(panels(), resize)),
  /** The live fallback's page arrived (or turned out to be an error page: no page). */
  livePageShown: (page: { id: number; sectionCount: number } | undefined) => {
    batch(() => {
      store.pageError.value = page === undefined;
      store.currentPage.value = {
        ...store.currentPage.value,
        sectionCount: page?.sectionCount ?? 0,
        ...(page ? { id: page.id } : {}),
      };
    });
  },
  /**
   * Rules §cart: Opening the cart pauses the scroll engine and disables accessibility helpers; closing restores them.
   */
  openCart: () => {
    batch(() => {
      setPanels(ALL_CLOSED);
      store.cartOpen.value = true;
      store.isA11YDisabled.value = true;
    });
  },
  closeCart: () => {
    batch(() => {
      store.cartOpen.value = false;
      store.checkoutStep.value = false;
      store.isA11YDisabled.value = false;
    });
  },
};
