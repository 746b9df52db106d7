/** Rules §cart: Cart line: id, image (url or empty), title, quantity, price (object with amount), currency. */
import { maxQuantityFor, storefrontLanguage } from '../../lib/cart.ts';
import type { UiLang } from '../../lib/locales.ts';
import type { CartLine } from '../../lib/storefront/shape.ts';
import { formatPrice } from '../../lib/price.ts';
import { useLang, useT } from '../i18n.tsx';
import { pageLanguage, useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { Ltr } from '../ui/Ltr.tsx';
import { changeQuantity, removeLine } from './cartActions.ts';

export function CartLines({ lines }: { lines: CartLine[] }) {
  const t = useT();
  const uiLang = useUiLang();
  // The titles are the store's, in its language (rules §cart), inside a panel that may speak the guest's.
  // Written here rather than as a rule in lib/cart.ts, which every first load carries for the cart's count.
  const titleLanguage = pageLanguage(storefrontLanguage(useLang()).toLowerCase() as UiLang);
  return (
    <ul className="cart-lines" aria-label={t('cart.lines')}>
      {lines.map((line) => (
        <li key={line.id} className="cart-line" data-handle={line.handle}>
          {line.image ? (
            <img className="cart-line__image" src={line.image} alt="" width={80} height={80} loading="lazy" />
          ) : (
            <span className="cart-line__image" />
          )}
          <div className="cart-line__body">
            <p className="cart-line__title" {...titleLanguage}>
              {line.title}
            </p>
            <p className="cart-line__price">
              <Ltr>{formatPrice({ amount: line.price.amount, currencyCode: line.currency }, uiLang)}</Ltr>
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: a stepper's two buttons and its count, not form fields */}
            <div className="cart-line__quantity" role="group" aria-label={`${t('cart.quantity')}: ${line.title}`}>
              <button
                type="button"
                className="cart-line__step"
                disabled={line.quantity <= 1}
                onClick={() => void changeQuantity(line.id, line.quantity - 1)}
                aria-label={t('cart.decrease', { title: line.title })}
              >
                −
              </button>
              <span className="cart-line__count">{line.quantity}</span>
              <button
                type="button"
                className="cart-line__step"
                disabled={line.quantity >= maxQuantityFor(line.handle)}
                onClick={() => void changeQuantity(line.id, line.quantity + 1)}
                aria-label={t('cart.increase', { title: line.title })}
              >
                +
              </button>
            </div>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            onClick={() => void removeLine(line.id)}
            aria-label={t('cart.removeItem', { title: line.title })}
          >
            {t('cart.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
