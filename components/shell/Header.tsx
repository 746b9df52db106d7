import { useSignals } from '../store/signals.ts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cartBadge } from '../../lib/cartCount.ts';
import { headerHiddenAfterScroll, headerMayHide } from '../../lib/headerScroll.ts';
import { desktopNavFrom } from '../../lib/nav.ts';
import { TIMINGS } from '../../lib/limits.ts';
import { SITES } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { useLang, useT } from '../i18n.tsx';
import { siteHasShop } from '../shop/storefronts.ts';
import { actions, currentPlace, store } from '../store/store.ts';
import { Clock } from './Clock.tsx';
import { LanguageSwitcher, siteLanguages } from './LanguageSwitcher.tsx';
import { NavList } from './NavList.tsx';

/**
 * Rules §header: a top line (location button, scrolling banner, local clock) and the main bar
 * (navigation split in two around the logo, language switcher, cart; the burger on small screens and until
 * the split navigation fits on one row).
 */
export function Header() {
  useSignals();
  const t = useT();
  const lang = useLang();
  const site = store.site.value;
  const header = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(header);
  const place = currentPlace.value;
  const cartCount = store.cartCount.value;
  const badge = cartBadge(cartCount);
  const hasShop = siteHasShop(site);
  // The width from which the split navigation holds one row (lib/nav.ts); the burger until then.
  const navFrom = desktopNavFrom({
    left: store.navLeft.value,
    right: store.navRight.value,
    languageSwitcher: site !== undefined && siteLanguages(site) !== undefined,
    cart: hasShop,
  });

  return (
    <header
      ref={header}
      className={`site-header${hidden ? ' site-header--hidden' : ''}`}
      data-site={site ?? ''}
      data-nav-from={navFrom}
    >
      <div className="site-header__top">
        <button
          type="button"
          className="site-header__location"
          aria-expanded={store.locationOpen.value}
          aria-controls={store.locationOpen.value ? 'location-panel' : undefined}
          onClick={() => actions.togglePanel('locationOpen')}
        >
          <span aria-hidden="true" className="site-header__pin" />
          {place?.navigatorText ?? t('nav.locations')}
        </button>
        {store.extra.value.bannerText && <Marquee text={store.extra.value.bannerText} label={t('header.news')} />}
        {site && <Clock site={site} />}
      </div>
      <div className="site-header__bar">
        {site && store.navLeft.value.length + store.navRight.value.length > 0 && (
          <button
            type="button"
            className="site-header__burger"
            aria-expanded={store.menuOpen.value}
            aria-controls={store.menuOpen.value ? 'mobile-menu' : undefined}
            onClick={() => actions.togglePanel('menuOpen')}
          >
            <span className="burger-icon" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="site-header__burger-label">{t('nav.menu')}</span>
          </button>
        )}
        {/* One landmark: both halves of the navigation and, between them, the logo (the home link). */}
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <NavList items={store.navLeft.value} site={site} idPrefix="nav-left" className="nav-list--left" />
          <a className="site-header__logo" href={sitePath(lang, site)}>
            <span className="logo-mark" aria-hidden="true" />
            <span className="logo-word">Osteria Lucciola</span>
            {site && <span className="logo-place">{place?.name ?? SITES[site].initials}</span>}
          </a>
          <NavList items={store.navRight.value} site={site} idPrefix="nav-right" className="nav-list--right" />
        </nav>
        <div className="site-header__tools">
          {site && <LanguageSwitcher site={site} />}
          {hasShop && (
            <button
              type="button"
              className="site-header__cart"
              aria-haspopup="dialog"
              onClick={actions.openCart}
              aria-label={
                badge ? `${t('header.cart')}, ${t('header.cartItems', { count: cartCount })}` : t('header.cart')
              }
            >
              <span aria-hidden="true" className="cart-icon" />
              <span className="site-header__cart-label" aria-hidden="true">
                {t('header.cart')}
              </span>
              {badge && (
                <span className="site-header__badge" aria-hidden="true">
                  {badge}
                </span>
              )}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** Rules §header: a scrolling banner that loops every 25 seconds. Paused under reduced motion (CSS). */
function Marquee({ text, label }: { text: string; label: string }) {
  return (
    <section className="marquee" aria-label={label}>
      <p className="visually-hidden">{text}</p>
      <div
        className="marquee__track"
        aria-hidden="true"
        style={{ animationDuration: `${TIMINGS.headerBannerLoopMs}ms` }}
      >
        <span>{text}&nbsp;</span>
        <span>{text}&nbsp;</span>
      </div>
    </section>
  );
}

/**
 * Rules §header: hides on scroll down, returns on scroll up, only where lib/headerScroll.ts allows; the
 * header-height variable is set 300 ms after load; the language list closes when the header hides.
 */
function useHideOnScroll(header: RefObject<HTMLElement | null>): boolean {
  useSignals();
  const [hidden, setHidden] = useState(false);
  const mayHide = headerMayHide({
    isSitePage: store.site.value !== undefined,
    sectionCount: store.currentPage.value.sectionCount,
    pageError: store.pageError.value,
  });
  const state = useRef({ hidden: false, y: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once, after the first paint
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (header.current)
        document.documentElement.style.setProperty('--header-height', `${header.current.offsetHeight}px`);
    }, TIMINGS.headerHeightDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the header resets on each new page (its path) and when hiding is allowed
  useEffect(() => {
    state.current = { hidden: false, y: window.scrollY };
    setHidden(false);
    if (!mayHide) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = headerHiddenAfterScroll(
          state.current.hidden,
          state.current.y,
          window.scrollY,
          header.current?.offsetHeight ?? 0,
        );
        state.current.y = window.scrollY;
        if (next === state.current.hidden) return;
        state.current.hidden = next;
        setHidden(next);
        if (next) actions.headerHidden();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [mayHide, store.currentPage.value.path]);

  // A keyboard user tabbing into a hidden header brings it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the header element is the same for the life of the page
  useEffect(() => {
    const element = header.current;
    const show = () => {
      state.current.hidden = false;
      setHidden(false);
    };
    element?.addEventListener('focusin', show);
    return () => element?.removeEventListener('focusin', show);
  }, []);

  return hidden;
}
