/**
 * The restaurant's e-mail and phone as links, read where every page, flow and e-mail reads them
 * (lib/restaurantContact.ts: the footer's address lines of the content). Shown when the flow cannot book
 * (the service down) and, on the reservation page, before the flow has woken (no scripts).
 */
import { useSignals } from '../store/signals.ts';
import { restaurantContact, telHref } from '../../lib/restaurantContact.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { Ltr } from '../ui/Ltr.tsx';

export function ContactLinks({ site }: { site: SiteId }) {
  useSignals();
  const t = useT();
  const { email, phone } = restaurantContact(site, store.footer.value?.address ?? []);
  return (
    <ul className="booking-contact-links">
      <li>
        {t('booking.contact.email')}{' '}
        <a href={`mailto:${email}`}>
          <Ltr>{email}</Ltr>
        </a>
      </li>
      {phone && (
        <li>
          {t('booking.contact.phone')}{' '}
          <a href={telHref(phone)}>
            <Ltr>{phone}</Ltr>
          </a>
        </li>
      )}
    </ul>
  );
}
