/**
 * Rules §checkout: Second checkout step panel: back control, consent checkboxes, read-more toggle, disclaimer,
 * final checkout link. The consents come from the site's row (`Site.checkoutConsents`), all required
 * (rules §checkout); until they are ticked there is no link to follow, only the reason. Inside the mobile app the
 * link is the app's address plus the encoded URL (rules §checkout).
 */
import { useSignals } from '../store/signals.ts';
import { useId, useState } from 'react';
import { consentsComplete } from '../../lib/cart.ts';
import { APP_LINK_ADDRESS, appWrappedUrl } from '../../lib/inApp.ts';
import { SITES, type CheckoutConsent, type SiteId } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { useLang, useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { NEW_TAB_REL } from '../../lib/links.ts';

export function CheckoutStep({ site }: { site: SiteId }) {
  useSignals();
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [ticked, setTicked] = useState<ReadonlySet<CheckoutConsent>>(new Set());
  const [readMore, setReadMore] = useState(false);
  const { checkoutConsents, storefront } = SITES[site];
  const url = store.checkoutUrl.value;
  const ready = consentsComplete(site, ticked) && url !== undefined;
  const href = url && (store.inApp.value ? appWrappedUrl(APP_LINK_ADDRESS, url) : url);

  const toggle = (consent: CheckoutConsent, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(consent);
    else next.delete(consent);
    setTicked(next);
  };

  return (
    <section className="checkout-step" aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className="checkout-step__back"
        onClick={() => {
          store.checkoutStep.value = false;
        }}
      >
        <span className="checkout-step__arrow" aria-hidden="true">
          ←
        </span>{' '}
        {t('checkout.back')}
      </button>
      <h3 id={`${id}-title`} className="checkout-step__title">
        {t('checkout.title')}
      </h3>
      <fieldset className="checkout-step__consents">
        <legend className="visually-hidden">{t('checkout.consents')}</legend>
        {checkoutConsents.map((consent) => (
          <label key={consent} className="checkout-step__consent">
            <input
              type="checkbox"
              name={`consent-${consent}`}
              required
              checked={ticked.has(consent)}
              onChange={(event) => toggle(consent, event.currentTarget.checked)}
            />
            <span>{t(`checkout.consent.${consent}`)}</span>
          </label>
        ))}
        <a
          className="checkout-step__terms"
          href={sitePath(lang, site, 'terms-conditions')}
          target="_blank"
          rel={NEW_TAB_REL}
        >
          {t('checkout.termsLink')}
          <span className="visually-hidden"> ({t('link.opensInNewTab')})</span>
        </a>
      </fieldset>
      <button
        type="button"
        className="checkout-step__more"
        aria-expanded={readMore}
        aria-controls={`${id}-more`}
        onClick={() => setReadMore(!readMore)}
      >
        {t('checkout.readMore')}
      </button>
      <div id={`${id}-more`} className="checkout-step__details" hidden={!readMore}>
        <p>{t('checkout.details')}</p>
      </div>
      <div className="checkout-step__disclaimer">
        <p>{t('checkout.disclaimer')}</p>
        {storefront?.shippingDisclaimer && <p className="checkout-step__shipping">{t('checkout.shipping')}</p>}
        {storefront?.dispatchBusinessDays && <p>{t('checkout.dispatch', storefront.dispatchBusinessDays)}</p>}
        {storefront?.alcoholAgeCheck && <p className="checkout-step__alcohol">{t('checkout.alcohol')}</p>}
      </div>
      {ready && href ? (
        <a className="cart__button checkout-step__pay" href={href}>
          {t('checkout.pay')}
        </a>
      ) : (
        <>
          <button type="button" className="cart__button checkout-step__pay" disabled aria-describedby={`${id}-missing`}>
            {t('checkout.pay')}
          </button>
          <p id={`${id}-missing`} className="checkout-step__missing">
            {t('checkout.consentsMissing')}
          </p>
        </>
      )}
    </section>
  );
}
