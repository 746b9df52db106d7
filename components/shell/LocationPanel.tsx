import { useSignals } from '../store/signals.ts';
import type { CSSProperties } from 'react';
import { placeColumns, placeExtraLine, placeHref, placesToShow } from '../../lib/places.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Picture } from '../ui/Picture.tsx';
import { useLang, useT } from '../i18n.tsx';
import { actions, store } from '../store/store.ts';

/**
 * Rules §places: the location chooser, 2 to 4 places, each with picture, name, button and optional extra line,
 * linking to /{lang}/{place} (en when the place lacks the language); a coming-soon place is not a link.
 */
export function LocationPanel() {
  useSignals();
  const t = useT();
  const lang = useLang();
  const site = store.site.value;
  const places = placesToShow(store.extra.value.places, site);
  if (places.length === 0) return null;
  const columns = placeColumns(places.length);
  return (
    <Dialog
      open={store.locationOpen.value}
      onClose={() => actions.closePanel('locationOpen')}
      labelledBy="location-panel-title"
      className="panel panel--top location-panel"
    >
      <div className="panel__inner" id="location-panel">
        <div className="panel__head">
          <h2 id="location-panel-title" className="panel__title">
            {t('place.choose')}
          </h2>
          <button type="button" className="panel__close" onClick={() => actions.closePanel('locationOpen')}>
            <span aria-hidden="true" className="close-icon" />
            <span className="visually-hidden">{t('nav.close')}</span>
          </button>
        </div>
        <ul
          className="places"
          style={{ '--place-columns-tablet': columns.tablet, '--place-columns': columns.desktop } as CSSProperties}
        >
          {places.map((place) => {
            const href = placeHref(place.id, lang);
            const extra = placeExtraLine(place, t('place.comingSoon'));
            return (
              <li key={place.id} className="place">
                <Picture picture={{ ...place.picture, fit: 'cover', isLazy: true }} className="place__picture" />
                <h3 className="place__name">{place.name}</h3>
                <p className="place__text">{place.homeText}</p>
                {extra && <p className="place__extra">{extra}</p>}
                {href ? (
                  <a className="button place__button" href={href}>
                    {t('place.visit')}
                    <span className="visually-hidden"> — {place.name}</span>
                  </a>
                ) : (
                  <p className="place__soon">{t('place.comingSoon')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
