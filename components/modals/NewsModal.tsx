import type { InfoBannerBlock } from '../../lib/contract/types.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { CLOSES_ON_CLICK } from './bannerDialogAttributes.ts';

/**
 * Rules §banners: the news modal, with a title, a text and a call-to-action, as the server writes it:
 * closed, in the page's HTML (BannerDialogs.tsx). bannerSchedule.ts opens it and closes it with no
 * React: a click anywhere on it (the close button, the text, the call-to-action, which then goes where
 * it points) or on the backdrop closes it; so does Escape. The close button comes first, so it takes the
 * focus when the modal opens.
 */
export function NewsModal({ banner, site }: { banner: InfoBannerBlock; site: SiteId }) {
  const t = useT();
  return (
    <div className="banner-modal__panel" {...CLOSES_ON_CLICK}>
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
        <SmartLink link={banner.cta} site={site} className="button banner-modal__cta">
          {banner.action_text}
        </SmartLink>
      )}
    </div>
  );
}
