import type { ImageBannerBlock } from '../../lib/contract/types.ts';
import { BREAKPOINTS } from '../../lib/limits.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { CLOSES_ON_CLICK } from './bannerDialogAttributes.ts';

/**
 * Rules §banners: the image modal, a full-screen dialog (80 percent of the viewport) with a close button and
 * a call-to-action wrapping a mobile image and a desktop image, as the server writes it: closed, in the
 * page's HTML (BannerDialogs.tsx), opened by bannerSchedule.ts. The browser picks the image by the mobile
 * breakpoint (768 px, rules §timings), and fetches it only once the modal opens (`loading="lazy"` in a
 * closed dialog). The frame is the largest box of the picture's shape inside 80 percent of the viewport,
 * so the picture shows whole, never letterboxed nor cut (bannerSchedule.ts `fitFrame`).
 * One <img> means one text alternative: the mobile image's (the <img> itself), or the desktop image's when
 * that one is empty, so the link always has a name.
 */
export function ImageModal({ banner, site }: { banner: ImageBannerBlock; site: SiteId }) {
  const t = useT();
  const alt = banner.mobile_image.alt || banner.desktop_image.alt || t('modal.image.label');
  return (
    <>
      <button type="button" className="banner-modal__close" {...CLOSES_ON_CLICK}>
        <span aria-hidden="true" className="close-icon" />
        <span className="visually-hidden">{t('nav.close')}</span>
      </button>
      <div className="banner-modal__figure" {...CLOSES_ON_CLICK}>
        <SmartLink link={banner.cta} site={site} className="banner-modal__image-link">
          <picture>
            <source media={`(min-width: ${BREAKPOINTS.mobilePx}px)`} srcSet={banner.desktop_image.url} />
            <img className="banner-modal__image" src={banner.mobile_image.url} alt={alt} loading="lazy" />
          </picture>
        </SmartLink>
      </div>
    </>
  );
}
