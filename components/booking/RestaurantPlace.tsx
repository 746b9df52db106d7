/**
 * The restaurant's name and address in the summary and on the thanks step, in letters the guest reads:
 * the page's form, or the Latin one with the page's beside it (lib/readablePlace.ts). Both are read from
 * the page's shell (the footer's address lines), as the e-mails read them from the content.
 */
import { useSignals } from '../store/signals.ts';
import { readablePlace, LATIN_FORM_LANG } from '../../lib/readablePlace.ts';
import { restaurantPlace, type RestaurantPlace } from '../../lib/restaurantContact.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { useLang, useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { Ltr } from '../ui/Ltr.tsx';

function PlaceLines({ place, lang, className }: { place: RestaurantPlace; lang: Lang; className?: string }) {
  return (
    <span className={className ? `booking-place ${className}` : 'booking-place'} lang={lang}>
      <Ltr>{place.name}</Ltr>
      {place.address && (
        <>
          <br />
          <Ltr>{place.address}</Ltr>
        </>
      )}
    </span>
  );
}

/** A summary row (`dt`, `dd`) naming the restaurant; nothing while the page has no footer. */
export function RestaurantRow({ site, className }: { site: SiteId; className: string }) {
  useSignals();
  const t = useT();
  const pageLang = useLang();
  const guestLang = useUiLang();
  const lines: Partial<Record<Lang, readonly string[]>> = {
    [pageLang]: store.footer.value?.address ?? [],
    ...(store.latinAddress.value ? { [LATIN_FORM_LANG]: store.latinAddress.value } : {}),
  };
  const place = readablePlace(site, pageLang, guestLang, (lang) => restaurantPlace(site, lines[lang] ?? [], ''));
  if (!place.name) return null;
  const { local } = place;
  return (
    <div className={className} data-restaurant-place>
      <dt>{t('booking.summary.restaurant')}</dt>
      <dd>
        {/* Each form keeps the language it is written in, for screen readers; every content language
            writes names and addresses left to right, so each line is an isolated run in Arabic. */}
        <PlaceLines place={place} lang={local ? LATIN_FORM_LANG : pageLang} />
        {local && <PlaceLines place={local} lang={local.lang} className="booking-place__local" />}
      </dd>
    </div>
  );
}
