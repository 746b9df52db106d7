import { useSignals } from '@preact/signals-react/runtime';
import type { InfoBannerBlock } from '../../lib/contract/types.ts';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { closeBannerModal } from './bannerMemory.ts';
import { closeOwnDialog } from './closeOwnDialog.ts';

/**
 * Rules §banners: the news modal, with a title, a text and a call-to-action; a click anywhere on it
 * (the close button, the text, the call-to-action, which then goes where it points) or on the backdrop
 * closes it; so does Escape. The close button comes first, so it takes the focus when the modal opens.
 */
export function NewsModal({ banner }: { banner: InfoBannerBlock }) {
  useSignals();
  const t = useT();
  return (
    <Dialog
      open
      onClose={() => closeBannerModal('infoBanner')}
      labelledBy="news-modal-title"
      className="banner-modal banner-modal--news"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation: the click comes from the close button or the link inside, which keyboards reach */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation: the click comes from the close button or the link inside, which keyboards reach */}
      <div className="banner-modal__panel" onClick={closeOwnDialog}>
        <button type="button" className="banner-modal__close">
          <span aria-hidden="true" className="close-icon" />
          <span className="visually-hidden">{t('nav.close')}</span>
        </button>
        <p className="banner-modal__kicker">{t('modal.news.kicker')}</p>
        <h2 id="news-modal-title" className="banner-modal__title">
          {banner.title}
        </h2>
        <p className="banner-modal__text">{banner.text}</p>
        {banner.action_text && (
          <SmartLink link={banner.cta} site={store.site.value} className="button banner-modal__cta">
            {banner.action_text}
          </SmartLink>
        )}
      </div>
    </Dialog>
  );
}
