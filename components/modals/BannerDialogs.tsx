import type { ReactNode } from 'react';
import { bannerOnPage } from '../../lib/banners.ts';
import { seasonTimeZone } from '../../lib/seasonalContent.ts';
import { useLang, useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { bannerClosedKey } from './bannerClosedKey.ts';
import { BANNER_ATTRIBUTES } from './bannerDialogAttributes.ts';
import type { BannerName } from './bannerQueue.ts';
import { ImageModal } from './ImageModal.tsx';
import { NewsModal } from './NewsModal.tsx';
// The modals' styles come with the page (0.8 kB gzip, inlined), not with their code.
import './modals.css';

/**
 * The banner modals of the page (rules §banners), written by the server, closed: a <dialog> for each
 * banner that is on for this page (limited ones on the pages they list), none on an error page. They
 * are no part: they need no React. The page's first script opens them after their delay
 * (bannerSchedule.ts), and reads from each what the build knew: which banner it is, where its closing
 * is remembered, and its season, which is read on the day the page is looked at.
 */
export function BannerDialogs() {
  const lang = useLang();
  const t = useT();
  const site = store.site.value;
  if (!site || store.pageError.value) return null;
  const { infoBanner, imageBanner } = store.banners.value;
  const pageId = store.currentPage.value.id;
  const dialog = (name: BannerName, banner: typeof infoBanner | typeof imageBanner, naming: object, body: ReactNode) =>
    bannerOnPage(banner, pageId) && (
      <dialog
        className={`banner-modal banner-modal--${name === 'infoBanner' ? 'news' : 'image'}`}
        {...naming}
        {...{
          [BANNER_ATTRIBUTES.name]: name,
          [BANNER_ATTRIBUTES.closedKey]: bannerClosedKey(lang, site, name),
          [BANNER_ATTRIBUTES.showFrom]: banner.showFrom,
          [BANNER_ATTRIBUTES.showUntil]: banner.showUntil,
          [BANNER_ATTRIBUTES.timeZone]: seasonTimeZone(lang, site),
        }}
      >
        {body}
      </dialog>
    );
  return (
    <>
      {infoBanner &&
        dialog(
          'infoBanner',
          infoBanner,
          { 'aria-labelledby': 'news-modal-title' },
          <NewsModal banner={infoBanner} site={site} />,
        )}
      {imageBanner &&
        dialog(
          'imageBanner',
          imageBanner,
          { 'aria-label': t('modal.image.label') },
          <ImageModal banner={imageBanner} site={site} />,
        )}
    </>
  );
}
