import type { ReactNode } from 'react';
import { useT } from '../i18n.tsx';
import { Consent } from '../consent/Consent.tsx';
import { Modals } from '../modals/Modals.tsx';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { Motion } from '../motion/Motion.tsx';
import { ReserveMount } from '../reserve/ReserveMount.tsx';
import { ShopMount } from '../shop/ShopMount.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Panels } from './Panels.tsx';
import { PrefetchAtIdle } from './PrefetchAtIdle.tsx';
import './shell.css';

/**
 * The frame around every page (rules §shell: Site shell): skip link, header, the panels it opens, the page in
 * <main>, the footer, and the layers above the page (motion, modals, the cart, consent), which load their heavier
 * parts on demand.
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <Panels />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Motion />
      <Modals />
      <ShopMount />
      <ReserveMount />
      <Consent />
      <OfflineNotice />
      <PrefetchAtIdle />
    </>
  );
}
