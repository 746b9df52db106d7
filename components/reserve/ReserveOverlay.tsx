/**
 * Rules §reservation-overlay: Reservation overlay: opened by an event carrying page, name, variant, title, text,
 * picture, object and hasPax. Two columns (picture and form), close control, and a thank-you panel. A modal <dialog>:
 * focus stays inside, Escape closes, and closing resets the form's state (rules §sending). The form speaks the
 * guest's own language, which a picker above it changes; the title and text stay the page's content. The
 * thanks says what was asked for (lib/booking/requestKind.ts): a table, or a place on the waiting list.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { requestKind } from '../../lib/booking/requestKind.ts';
import { validateReserveRequest } from '../../lib/contract/pageSchema.ts';
import type { ReserveRequest } from '../../lib/contract/types.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { GuestLanguageScope, pageLanguage } from '../guestLanguage/GuestLanguage.tsx';
import { LanguagePicker } from '../guestLanguage/LanguagePicker.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { PartBoundary } from '../errors/PartBoundary.tsx';
import { Picture } from '../ui/Picture.tsx';
import { ReserveForm } from './ReserveForm.tsx';
import './reserve.css';
import '../forms/forms.css';

interface ReserveOverlayProps {
  site: SiteId;
  lang: Lang;
  /** What the button or event carried, checked here (the check's code loads with the overlay). */
  raw: unknown;
  open: boolean;
  onClose: () => void;
}

function readRequest(raw: unknown): ReserveRequest | undefined {
  try {
    return validateReserveRequest(typeof raw === 'string' ? JSON.parse(raw) : raw);
  } catch (error) {
    console.error('[reserve] not a reservation request:', error);
    return undefined;
  }
}

export default function ReserveOverlay({ site, lang, raw, open, onClose }: ReserveOverlayProps) {
  const [thanks, setThanks] = useState(false);
  const request = useMemo(() => readRequest(raw), [raw]);
  useEffect(() => {
    if (!request) onClose();
  }, [request, onClose]);
  if (!request) return null;
  const close = () => {
    setThanks(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} labelledBy="reserve-title" className="reserve-overlay" closeOnBackdrop={false}>
      <GuestLanguageScope className="reserve-overlay__inner">
        <OverlayContent
          site={site}
          lang={lang}
          request={request}
          open={open}
          thanks={thanks}
          onThanks={() => setThanks(true)}
          onClose={close}
        />
      </GuestLanguageScope>
    </Dialog>
  );
}

interface OverlayContentProps {
  site: SiteId;
  lang: Lang;
  request: ReserveRequest;
  open: boolean;
  thanks: boolean;
  onThanks: () => void;
  onClose: () => void;
}

/** The overlay's two columns, in the guest's language; the title and text are the page's content. */
function OverlayContent({ site, lang, request, open, thanks, onThanks, onClose }: OverlayContentProps) {
  const t = useT();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is hidden under the thanks: focus moves to the thanks, inside the dialog.
  useEffect(() => {
    if (thanks) thanksHeading.current?.focus();
  }, [thanks]);
  return (
    <>
      <button type="button" className="reserve-overlay__close" onClick={onClose}>
        <span aria-hidden="true" className="close-icon" />
        <span className="visually-hidden">{t('reserve.close')}</span>
      </button>
      <div className="reserve-overlay__picture">
        {request.picture && (
          <Picture picture={{ ...request.picture, fit: 'cover', isLazy: false }} className="reserve-overlay__image" />
        )}
      </div>
      <div className="reserve-overlay__body">
        <h2 id="reserve-title" className="reserve-overlay__title" {...pageLanguage(lang)}>
          {request.title}
        </h2>
        {request.text && (
          <p className="reserve-overlay__text" {...pageLanguage(lang)}>
            {request.text}
          </p>
        )}
        {/* The form stays mounted under the thanks panel: its 'sent' timer closes the overlay. */}
        <div hidden={thanks}>
          {/* A form that fails leaves the overlay, its title and its close button, with the failure notice. */}
          <PartBoundary name="reserve-form">
            <LanguagePicker />
            {/* A new key per opening: closing and opening again starts from an empty form. */}
            <ReserveForm
              key={open ? 'open' : 'closed'}
              site={site}
              lang={lang}
              request={request}
              onThanks={onThanks}
              onDone={onClose}
            />
          </PartBoundary>
        </div>
        {thanks && (
          <div className="reserve-overlay__thanks" role="status">
            <h3 ref={thanksHeading} tabIndex={-1} className="reserve-overlay__thanks-title">
              {t('reserve.thanks.title')}
            </h3>
            <p>{t(`reserve.thanks.${requestKind(site, new Date())}`)}</p>
          </div>
        )}
      </div>
    </>
  );
}
