/**
 * A third-party booking widget in the booking slot (provider 'widget'). The provider's script is added
 * when this component mounts (the reservation page), async; it finds its container by the data attributes.
 * Until it loads the slot says it is loading; if it fails or misses the deadline, the slot shows (rules §errors)
 * "The service is temporarily unavailable. We'll be back online shortly!" with the restaurant's contact.
 */
import { useEffect, useState } from 'react';
import { SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { loadScript } from '../consent/thirdPartyLoaders.ts';
import { useT } from '../i18n.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { loadBookingWidget, type ScriptLoader, type WidgetState } from './widget.ts';

export function WidgetBooking({
  site,
  lang,
  load = loadScript,
  timeoutMs,
}: {
  site: SiteId;
  lang: Lang;
  load?: ScriptLoader;
  timeoutMs?: number;
}) {
  const t = useT();
  const [state, setState] = useState<WidgetState>('loading');

  useEffect(() => {
    let live = true;
    setState('loading');
    void loadBookingWidget(site, lang, { load, timeoutMs }).then((result) => {
      if (live) setState(result);
    });
    return () => {
      live = false;
    };
  }, [site, lang, load, timeoutMs]);

  return (
    <div className="booking-widget" data-widget-state={state}>
      <div
        className="booking-widget__mount"
        data-booking-widget={SITES[site].booking.widgetVendor}
        data-venue={site}
        data-lang={lang}
        hidden={state === 'unavailable'}
      />
      <p className="booking-status" role="status">
        {state === 'loading' ? t('booking.widget.loading') : ''}
      </p>
      {state === 'unavailable' && (
        <div className="booking-notice booking-notice--problem" role="alert">
          <p className="booking-notice__title">{t('booking.widget.unavailable')}</p>
          <p>{t('booking.widget.contact')}</p>
          <ContactLinks site={site} />
        </div>
      )}
    </div>
  );
}
