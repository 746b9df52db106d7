/**
 * The last step: the booking is confirmed, with its reference (rules §bookings: then a thanks page), and
 * what cancelling it costs as of now (`cancellationTerms`), never "free" once the free window has closed.
 */
import { useState } from 'react';
import { cancellationTerms } from '../../lib/booking/cancellationTerms.ts';
import { cancellationReminder } from '../../lib/booking/cancellationPromise.ts';
import type { BookingConfirmation } from '../../lib/booking/contract.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { formatDay, formatTime } from '../../lib/booking/format.ts';
import { ltr } from '../../lib/bidi.ts';
import { Isolated } from '../ui/Ltr.tsx';
import { RestaurantRow } from './RestaurantPlace.tsx';
import { StepFrame } from './StepFrame.tsx';

export function ThanksStep({
  site,
  confirmation,
  email,
  onAnother,
}: {
  site: SiteId;
  confirmation: BookingConfirmation & { id: string };
  email: string;
  onAnother: () => void;
}) {
  const t = useT();
  const uiLang = useUiLang();
  const [confirmedAt] = useState(() => new Date());
  const { date, time, guests } = confirmation;
  const terms = cancellationTerms({ site, date, time, guests }, confirmedAt);
  return (
    <StepFrame step="thanks" title={t('booking.thanks.title')}>
      <p className="booking-confirmed" data-booking-status="confirmed">
        <span className="booking-confirmed__badge">{t('booking.thanks.confirmed')}</span>{' '}
        <Isolated text={t('booking.thanks.reference', { id: ltr(confirmation.id) })} />
      </p>
      <p>
        {t('booking.thanks.when', {
          day: formatDay(confirmation.date, uiLang, site),
          time: formatTime(confirmation.date, confirmation.time, uiLang, site),
          guests: t('booking.guests.count', { count: confirmation.guests }),
        })}
      </p>
      <p>
        <Isolated text={t('booking.thanks.email', { email: ltr(email) })} />
      </p>
      <dl className="booking-summary">
        <RestaurantRow site={site} className="booking-summary__row" />
      </dl>
      <p data-cancellation-terms={terms.kind}>{cancellationReminder(t, uiLang, site, terms)}</p>
      <button type="button" className="booking-button booking-button--quiet" onClick={onAnother}>
        {t('booking.action.another')}
      </button>
    </StepFrame>
  );
}
