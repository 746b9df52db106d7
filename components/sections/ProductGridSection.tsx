import type { ProductGridSection as ProductGridData } from '../../lib/contract/types.ts';
import { formatPrice } from '../../lib/price.ts';
import { SITES } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { Picture } from '../ui/Picture.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/**
 * Product cards. "Add to cart" is a plain button carrying the product handle; the cart code wires it when
 * it loads, and only sites with a cart (spec §6) show it.
 */
export function ProductGridSection({ section, site, headingId }: SectionProps<ProductGridData>) {
  const t = useT();
  const cart = site !== undefined && SITES[site].cartEnabled;
  return (
    <div className="products">
      {section.title && <h2 id={headingId} className="section__title">{section.title}</h2>}
      <ul className="products__grid">
        {section.products.map((product) => {
          const titleId = `${section.id}-${product.handle}`;
          return (
            <li key={product.handle} className="product-card">
              <Picture picture={product.picture} className="product-card__picture" />
              <h3 id={titleId} className="product-card__title">
                <SmartLink link={product.link} site={site} className="product-card__link">{product.title}</SmartLink>
              </h3>
              {site && <p className="product-card__price">{formatPrice(product.price, site)}</p>}
              {cart && (
                <button type="button" className="button product-card__add" data-add-to-cart={product.handle} aria-describedby={titleId}>
                  {t('product.addToCart')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
