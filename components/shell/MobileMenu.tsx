import { useSignals } from '../store/signals.ts';
import { useEffect } from 'react';
import { TIMINGS } from '../../lib/limits.ts';
import { sitePath } from '../../lib/urls.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useLang, useT } from '../i18n.tsx';
import { BRAND, SITES } from '../../lib/sites.ts';
import { actions, currentPlace, store } from '../store/store.ts';
import { LanguageLinks, siteLanguages } from './LanguageSwitcher.tsx';
import { NavList } from './NavList.tsx';

/**
 * Rules §header: the mobile menu, all navigation items, the reservation link, and a 'Change language' list when the
 * site has more than one locale. Resizing above 768 px closes it (debounced 250 ms, lib/panels.ts).
 */
export function MobileMenu() {
  useSignals();
  const t = useT();
  const lang = useLang();
  const site = store.site.value;
  useCloseOnResize();
  if (!site) return null;
  const items = [...store.navLeft.value, ...store.navRight.value];
  // The dialog is titled with the restaurant's name, not "Menu": a site's first item is often its menu.
  const title = `${BRAND} ${currentPlace.value?.name ?? SITES[site].initials}`;
  return (
    <Dialog
      open={store.menuOpen.value}
      onClose={() => actions.closePanel('menuOpen')}
      labelledBy="mobile-menu-title"
      className="panel panel--left mobile-menu"
    >
      <div className="panel__inner" id="mobile-menu">
        <div className="panel__head">
          <h2 id="mobile-menu-title" className="panel__title">
            {title}
          </h2>
          <button type="button" className="panel__close" onClick={() => actions.closePanel('menuOpen')}>
            <span aria-hidden="true" className="close-icon" />
            <span className="visually-hidden">{t('nav.close')}</span>
          </button>
        </div>
        {/* Named apart from the header's own navigation, which stays in the page (its logo link) on a phone. */}
        <nav aria-label={t('nav.allPages')}>
          <NavList items={items} site={site} idPrefix="mobile" expanded />
        </nav>
        <a className="button mobile-menu__reserve" href={sitePath(lang, site, 'reservation')}>
          {t('nav.reservation')}
        </a>
        {siteLanguages(site) && (
          <section className="mobile-menu__languages" aria-labelledby="mobile-menu-languages">
            <h2 id="mobile-menu-languages">{t('nav.changeLanguage')}</h2>
            <LanguageLinks site={site} className="mobile-menu__language-list" />
          </section>
        )}
      </div>
    </Dialog>
  );
}

/** The width the last settled resize left; a resize of the height alone changes nothing (lib/panels.ts). */
function useCloseOnResize() {
  useEffect(() => {
    let timer = 0;
    let width = window.innerWidth;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const burger = document.querySelector('.site-header__burger');
        const menuOffered = burger !== null && getComputedStyle(burger).display !== 'none';
        actions.resized({ fromWidth: width, toWidth: window.innerWidth, menuOffered });
        width = window.innerWidth;
      }, TIMINGS.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
