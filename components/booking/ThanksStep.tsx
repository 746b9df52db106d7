/** The last step: the booking is confirmed, with its reference (rules §bookings: then a thanks page). */
import type { BookingConfirmation } from '../../lib/booking/contract.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { formatDay, formatTime } from '../../lib/booking/format.ts';
import { StepFrame } from './StepFrame.tsx';

export function ThanksStep({
  site,
  lang,
  confirmation,
  email,
  onAnother,
}: {
  site: SiteId;
  lang: Lang;
  confirmation: BookingConfirmation & { id: string };
  email: string;
  onAnother: () => void;
}) {
  const t = useT();
  return (
    <StepFrame step="thanks" title={t('booking.thanks.title')}>
      <p className="booking-confirmed" data-booking-status="confirmed">
        <span className="booking-confirmed__badge">{t('booking.thanks.confirmed')}</span>{' '}
        {t('booking.thanks.reference', { id: confirmation.id })}
      </p>
      <p>
        {t('booking.thanks.when', {
          day: formatDay(confirmation.date, lang, site),
          time: formatTime(confirmation.date, confirmation.time, lang, site),
          guests: t('booking.guests.count', { count: confirmation.guests }),
        })}
      </p>
      <p>{t('booking.thanks.email', { email })}</p>
      <p>{t('booking.thanks.cancel')}</p>
      <button type="button" className="booking-button booking-button--quiet" onClick={onAnother}>
        {t('booking.action.another')}
      </button>
    </StepFrame>
  );
}
