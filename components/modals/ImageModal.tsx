import { useSignals } from '@preact/signals-react/runtime';
import type { SyntheticEvent } from 'react';
import type { ImageBannerBlock } from '../../lib/contract/types.ts';
import { BREAKPOINTS } from '../../lib/limits.ts';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { closeBannerModal } from './bannerMemory.ts';
import { closeOwnDialog } from './closeOwnDialog.ts';

/** The frame takes the shape of the picture the browser chose (modals.css), so it fills the frame whole. */
function fitFrame(event: SyntheticEvent<HTMLImageElement>) {
  const { naturalWidth, naturalHeight } = event.currentTarget;
  if (naturalWidth > 0 && naturalHeight > 0) {
    event.currentTarget
      .closest('dialog')
      ?.style.setProperty('--banner-ratio', (naturalWidth / naturalHeight).toFixed(4));
  }
}

/**
 * Rules §banners: the image modal, a full-screen dialog (80 percent of the viewport) with a close button and a
 * call-to-action wrapping a mobile image and a desktop image. The browser picks the image by the mobile
 * breakpoint (768 px, rules §timings). The frame is the largest box of the picture's shape inside 80 percent of the
 * viewport (the size the rule names, where the shapes agree), so the picture shows whole, never letterboxed nor cut.
 * One <img> means one text alternative: the mobile image's (the <img> itself), or the desktop image's when
 * that one is empty, so the link always has a name.
 */
export function ImageModal({ banner }: { banner: ImageBannerBlock }) {
  useSignals();
  const t = useT();
  const alt = banner.mobile_image.alt || banner.desktop_image.alt || t('modal.image.label');
  return (
    <Dialog
      open
      onClose={() => closeBannerModal('imageBanner')}
      label={t('modal.image.label')}
      className="banner-modal banner-modal--image"
    >
      <button type="button" className="banner-modal__close" onClick={closeOwnDialog}>
        <span aria-hidden="true" className="close-icon" />
        <span className="visually-hidden">{t('nav.close')}</span>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation: the click comes from the link inside, which keyboards reach */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation: the click comes from the link inside, which keyboards reach */}
      <div className="banner-modal__figure" onClick={closeOwnDialog}>
        <SmartLink link={banner.cta} site={store.site.value} className="banner-modal__image-link">
          <picture>
            <source media={`(min-width: ${BREAKPOINTS.mobilePx}px)`} srcSet={banner.desktop_image.url} />
            <img className="banner-modal__image" src={banner.mobile_image.url} alt={alt} onLoad={fitFrame} />
          </picture>
        </SmartLink>
      </div>
    </Dialog>
  );
}
