import type { ReactNode } from 'react';
import { useT } from '../i18n.tsx';
import { Consent } from '../consent/Consent.tsx';
import { BannerDialogs } from '../modals/BannerDialogs.tsx';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { Motion } from '../motion/Motion.tsx';
import { ReserveMount } from '../reserve/ReserveMount.tsx';
import { ShopMount } from '../shop/ShopMount.tsx';
import { Part } from '../../renderer/parts/Part.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Panels } from './Panels.tsx';
import './shell.css';

/**
 * The frame around every page (rules §shell: Site shell): skip link, header, the panels it opens, the page in
 * <main>, the footer, and the layers above the page (motion, the banner modals, the cart, consent), which load their
 * heavier parts on demand.
 *
 * Rendered on the server only. Each interactive layer is a part (renderer/parts/Part.tsx): the browser
 * wakes it on its own when it is needed (renderer/parts/wake.ts); the skip link is HTML alone, the banner modals
 * need no React (components/modals/bannerSchedule.ts), and the page is HTML alone unless it says otherwise
 * (its `+client.ts`).
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('a11y.skipToContent')}
      </a>
      <Part name="header">
        <Header />
      </Part>
      <Part name="panels">
        <Panels />
      </Part>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <Part name="footer">
        <Footer />
      </Part>
      <Part name="motion">
        <Motion />
      </Part>
      <BannerDialogs />
      <Part name="shop">
        <ShopMount />
      </Part>
      <Part name="reserve">
        <ReserveMount />
      </Part>
      <Part name="consent">
        <Consent />
      </Part>
      <Part name="offline">
        <OfflineNotice />
      </Part>
    </>
  );
}
