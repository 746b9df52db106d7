/**
 * The reservation page's booking slot (rules §bookings: the widget's steps and the reservation flow), loaded as its
 * own chunk by components/sections/FormSection.tsx on the reservation page only, and prerendered there. The
 * site's provider decides what fills it: the native flow ('native') or a third-party widget ('widget').
 * The native flow speaks the guest's own language, which a picker above it changes (components/guestLanguage/).
 */
import type { Lang, SiteId } from '../../lib/sites.ts';
import { GuestLanguageScope } from '../guestLanguage/GuestLanguage.tsx';
import { LanguagePicker } from '../guestLanguage/LanguagePicker.tsx';
import { NativeBooking } from './NativeBooking.tsx';
import { providerFor } from './provider.ts';
import { WidgetBooking } from './WidgetBooking.tsx';
import './booking.css';

export default function BookingFlow({ site, lang }: { site: SiteId; lang: Lang }) {
  const provider = providerFor(site);
  return (
    <div className="booking">
      {provider.kind === 'widget' ? (
        <WidgetBooking site={site} lang={lang} />
      ) : (
        <GuestLanguageScope>
          <LanguagePicker />
          <NativeBooking site={site} lang={lang} backend={provider.backend} />
        </GuestLanguageScope>
      )}
    </div>
  );
}
