/**
 * Rules §cart: Cart panel: right-hand slide-in dialog. Header shows the cart label and item count (padded to
 * two digits below 10) and a close button. Body shows an empty-cart view (with a link to
 * /{lang}/{site}/shop) or a product list. Footer has a checkout button. The second checkout step takes
 * the body's place. While the store is busy the cart is dimmed and inert (rules §cart). The panel speaks the
 * guest's own language, which a picker under its head changes; the store's texts (product titles) stay in the
 * store's language (rules §cart), and so does the checkout it opens.
 */
import { useSignals } from '../store/signals.ts';
import { useEffect, useRef } from 'react';
import { canStartCheckout } from '../../lib/cart.ts';
import { formatPrice } from '../../lib/price.ts';
import { Ltr } from '../ui/Ltr.tsx';
import { sitePath } from '../../lib/urls.ts';
import { useLang, useT } from '../i18n.tsx';
import { GuestLanguageScope, useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { LanguagePicker } from '../guestLanguage/LanguagePicker.tsx';
import { actions, store } from '../store/store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { PartBoundary } from '../errors/PartBoundary.tsx';
import { CartLines } from './CartLines.tsx';
import { loadCart, watchOtherTabs } from './cartActions.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import './cart.css';

export default function CartPanel() {
  useSignals();
  if (!store.site.value) return null;
  return (
    <Dialog
      open={store.cartOpen.value}
      onClose={actions.closeCart}
      labelledBy="cart-title"
      className="panel panel--right cart-panel"
    >
      <GuestLanguageScope className="panel__inner cart">
        {/* Content that fails leaves the dialog open with the failure notice: Escape still closes it. */}
        <PartBoundary name="cart">
          <CartContent />
        </PartBoundary>
      </GuestLanguageScope>
    </Dialog>
  );
}

function CartContent() {
  useSignals();
  const t = useT();
  const lang = useLang();
  const uiLang = useUiLang();
  const site = store.site.value;
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = store.storefrontBusy.value;
  const lines = store.cart.value;
  const count = store.cartCount.value;

  useEffect(() => watchOtherTabs(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart reloads when the page's site or language changes
  useEffect(() => {
    void loadCart();
  }, [site, lang]);
  // Inert content drops focus: give it back to the control the visitor was using (the + of a line, still
  // there) or, when that is gone (a removed line), to the panel's heading.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy || !store.cartOpen.value || document.activeElement?.closest('.cart-panel .panel__head')) return;
    const target = lastFocused.current;
    if (target?.isConnected && !(target as HTMLButtonElement).disabled) target.focus({ preventScroll: true });
    else heading.current?.focus({ preventScroll: true });
  }, [busy]);

  if (!site) return null;
  const total = store.cartTotal.value;
  const currency = lines[0]?.currency;
  return (
    <>
      <div className="panel__head">
        <h2 id="cart-title" className="panel__title" ref={heading} tabIndex={-1}>
          {t('cart.title')}{' '}
          <span className="cart__count" aria-hidden="true">
            ({String(count).padStart(2, '0')})
          </span>
          <span className="visually-hidden">{t('cart.count', { count })}</span>
        </h2>
        <button type="button" className="panel__close" onClick={actions.closeCart}>
          <span aria-hidden="true" className="close-icon" />
          <span className="visually-hidden">{t('cart.close')}</span>
        </button>
      </div>
      <LanguagePicker />
      <p className="cart__status" role="status">
        {busy ? t('cart.busy') : store.cartNotice.value === 'removed' ? t('cart.removed') : ''}
      </p>
      {store.cartProblem.value && (
        <p className="cart__problem" role="alert">
          {t(`cart.problem.${store.cartProblem.value}`)}
        </p>
      )}
      {/* The store could not be asked: read the cart again (the lines shown are its last known ones). */}
      {store.cartProblem.value && store.cartProblem.value !== 'soldOut' && !busy && (
        <button type="button" className="cart__retry" onClick={() => void loadCart()}>
          {t('cart.retry')}
        </button>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only notes which control had focus, to give it back after a busy spell */}
      <div
        className={`cart__body${busy ? ' is-busy' : ''}`}
        inert={busy}
        aria-busy={busy}
        onFocus={(event) => {
          lastFocused.current = event.target;
        }}
      >
        {store.checkoutStep.value && lines.length > 0 ? (
          <CheckoutStep site={site} />
        ) : lines.length > 0 ? (
          <>
            <CartLines lines={lines} />
            <div className="cart__footer">
              {total && currency && (
                <p className="cart__total">
                  <span>{t('cart.total')}</span>{' '}
                  <strong>
                    <Ltr>{formatPrice({ amount: total.amount, currencyCode: currency }, uiLang)}</Ltr>
                  </strong>
                </p>
              )}
              <button
                type="button"
                className="cart__button"
                disabled={!canStartCheckout(lines.length)}
                onClick={() => {
                  store.checkoutStep.value = true;
                }}
              >
                {t('cart.checkout')}
              </button>
            </div>
          </>
        ) : count > 0 && store.cartProblem.value ? (
          // A count is remembered but not the lines, and the store cannot say: not "empty" (the retry is above).
          <p className="cart__unknown">{t('cart.unknownLines', { count })}</p>
        ) : (
          <div className="cart__empty">
            <p>{t('cart.empty')}</p>
            <a className="cart__link" href={sitePath(lang, site, 'shop')} onClick={actions.closeCart}>
              {t('cart.emptyLink')}
            </a>
            <button type="button" className="cart__button" disabled>
              {t('cart.checkout')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
