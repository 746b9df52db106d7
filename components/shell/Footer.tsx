import { useSignals } from '../store/signals.ts';
import { placeHref } from '../../lib/places.ts';
import { ROUTE_LANGS, SITES } from '../../lib/sites.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useLang, useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { useLanguageHref } from './useLanguageHref.ts';

/** Rules §shell: the footer (places, follow us, languages), with the site's address, links and copyright. */
export function Footer() {
  useSignals();
  const t = useT();
  const lang = useLang();
  const site = store.site.value;
  const footer = store.footer.value;
  const places = store.extra.value.places;
  const languages = site ? SITES[site].locales : ROUTE_LANGS;
  const hrefOf = useLanguageHref(site);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {footer && footer.address.length > 0 && (
          <address className="site-footer__address">
            {footer.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        )}
        {places.length > 0 && (
          <section aria-labelledby="footer-places">
            <h2 id="footer-places" className="site-footer__heading">
              {t('footer.places')}
            </h2>
            <ul className="site-footer__list">
              {places.map((place) => {
                const href = placeHref(place.id, lang);
                return (
                  <li key={place.id}>
                    {href ? (
                      <a href={href}>{place.name}</a>
                    ) : (
                      <span>
                        {place.name} <small>· {t('place.comingSoon')}</small>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {footer && footer.follow.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="site-footer__heading">
              {t('footer.followUs')}
            </h2>
            <ul className="site-footer__list">
              {footer.follow.map((item) => (
                <li key={item.link.url}>
                  <SmartLink link={item.link} site={site}>
                    {item.caption}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {languages.length > 1 && (
          <section aria-labelledby="footer-languages">
            <h2 id="footer-languages" className="site-footer__heading">
              {t('footer.languages')}
            </h2>
            <ul className="site-footer__list">
              {languages.map((code) => (
                <li key={code}>
                  <a href={hrefOf(code)} hrefLang={code} lang={code} aria-current={code === lang ? 'true' : undefined}>
                    {t(`language.${code}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {footer && (
        <div className="site-footer__bottom">
          <ul className="site-footer__links">
            {footer.links.map((item) => (
              <li key={item.link.url}>
                <SmartLink link={item.link} site={site}>
                  {item.caption}
                </SmartLink>
              </li>
            ))}
          </ul>
          <p className="site-footer__copyright">{footer.copyright}</p>
        </div>
      )}
    </footer>
  );
}
