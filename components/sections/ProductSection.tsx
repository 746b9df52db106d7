import { useSignals } from '../store/signals.ts';
import { liveOffer } from '../../lib/cart.ts';
import type { ProductSection as ProductData } from '../../lib/contract/types.ts';
import { formatPrice } from '../../lib/price.ts';
import { useLang, useT } from '../i18n.tsx';
import { siteHasShop } from '../shop/storefronts.ts';
import { store } from '../store/store.ts';
import { Picture } from '../ui/Picture.tsx';
import type { SectionProps } from './registry.ts';

/**
 * A product page's body. On a product page it is the primary section: its title is the page's h1. Price
 * and stock turn live once the shop code has read the store (see ProductGridSection).
 */
export function ProductSection({ section, site, headingId, primary }: SectionProps<ProductData>) {
  useSignals();
  const t = useT();
  const lang = useLang();
  const Heading = primary ? 'h1' : 'h2';
  const offer = liveOffer(store.shopifyProducts.value, section.handle, section.price);
  return (
    <article className="product" data-product={section.handle}>
      <Picture picture={{ ...section.picture, isLazy: !primary }} className="product__picture" />
      <div className="product__body">
        <Heading id={headingId} className="product__title">
          {section.title}
        </Heading>
        <p className="product__price">{formatPrice(offer.price, lang)}</p>
        {section.description.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {siteHasShop(site) && (
          <button
            type="button"
            className="button button--solid"
            data-add-to-cart={section.handle}
            disabled={offer.soldOut}
          >
            {offer.soldOut ? t('product.soldOut') : t('product.addToCart')}
          </button>
        )}
      </div>
    </article>
  );
}
