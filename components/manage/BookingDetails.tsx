/**
 * A managed booking's facts as the booking flow's summary writes them: restaurant, day, time, party, seating, extras,
 * name, status.
 */
import type { ReactNode } from 'react';
import type { ManagedBooking } from '../../lib/booking/contract.ts';
import { formatDay, formatTime } from '../../lib/booking/format.ts';
import { fullName } from '../../lib/personName.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { Ltr } from '../ui/Ltr.tsx';
import type { RestaurantLine } from './ManageBooking.tsx';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="manage__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function BookingDetails({
  site,
  restaurant,
  booking,
}: {
  site: SiteId;
  restaurant: RestaurantLine;
  booking: ManagedBooking;
}) {
  const t = useT();
  // Dates and names as the language the texts around are in (the guest's).
  const lang = useUiLang();
  return (
    <dl className="manage__details">
      <Row term={t('manage.field.restaurant')}>{restaurant.name}</Row>
      <Row term={t('booking.field.date')}>{formatDay(booking.date, lang, site)}</Row>
      <Row term={t('booking.field.time')}>
        {t('booking.summary.serviceTime', {
          service: t(`booking.service.${booking.service}`),
          time: formatTime(booking.date, booking.time, lang, site),
        })}
      </Row>
      <Row term={t('booking.field.guests')}>{t('booking.guests.count', { count: booking.guests })}</Row>
      <Row term={t('booking.field.seating')}>{t(`booking.seating.${booking.seating}`)}</Row>
      {booking.extras.length > 0 && (
        <Row term={t('booking.summary.extras')}>
          <ul className="manage__extras">
            {booking.extras.map(({ itemId, quantity }) => (
              <li key={itemId}>
                {t(`booking.extra.${itemId}`)} × {quantity}
              </li>
            ))}
          </ul>
        </Row>
      )}
      <Row term={t('manage.field.name')}>{fullName({ given: booking.name, family: booking.surname }, lang)}</Row>
      <Row term={t('manage.field.status')}>
        <span className={`manage__badge manage__badge--${booking.status}`} data-status={booking.status}>
          {t(`manage.status.${booking.status}`)}
        </span>
      </Row>
      <Row term={t('manage.field.reference')}>
        <Ltr>{booking.id}</Ltr>
      </Row>
    </dl>
  );
}
