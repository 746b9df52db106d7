import { useSignals } from '../store/signals.ts';
import { liveOffer } from '../../lib/cart.ts';
import type { ProductGridSection as ProductGridData } from '../../lib/contract/types.ts';
import { formatPrice } from '../../lib/price.ts';
import { useLang, useT } from '../i18n.tsx';
import { siteHasShop } from '../shop/storefronts.ts';
import { store } from '../store/store.ts';
import { Picture } from '../ui/Picture.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/**
 * Product cards, prerendered with the snapshot's prices; once the shop code has read the store's live
 * catalogue, each card shows the live price and stock. "Add to cart" is a plain button carrying the
 * product handle (components/shop/ShopMount.tsx handles it), shown only on sites with a store.
 */
export function ProductGridSection({ section, site, headingId }: SectionProps<ProductGridData>) {
  useSignals();
  const t = useT();
  const lang = useLang();
  const cart = siteHasShop(site);
  const live = store.shopifyProducts.value;
  return (
    <div className="products">
      {section.title && (
        <h2 id={headingId} className="section__title">
          {section.title}
        </h2>
      )}
      <ul className="products__grid">
        {section.products.map((product) => {
          const titleId = `${section.id}-${product.handle}`;
          const offer = liveOffer(live, product.handle, product.price);
          return (
            <li key={product.handle} className="product-card" data-product={product.handle}>
              <Picture picture={product.picture} className="product-card__picture" />
              <h3 id={titleId} className="product-card__title">
                <SmartLink link={product.link} site={site} className="product-card__link">
                  {product.title}
                </SmartLink>
              </h3>
              <p className="product-card__price">{formatPrice(offer.price, lang)}</p>
              {cart && (
                <button
                  type="button"
                  className="button product-card__add"
                  data-add-to-cart={product.handle}
                  aria-describedby={titleId}
                  disabled={offer.soldOut}
                >
                  {offer.soldOut ? t('product.soldOut') : t('product.addToCart')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
