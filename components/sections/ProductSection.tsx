import type { ProductSection as ProductData } from '../../lib/contract/types.ts';
import { formatPrice } from '../../lib/price.ts';
import { SITES } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { Picture } from '../ui/Picture.tsx';
import type { SectionProps } from './registry.ts';

/** A product page's body. On a product page it is the primary section: its title is the page's h1. */
export function ProductSection({ section, site, headingId, primary }: SectionProps<ProductData>) {
  const t = useT();
  const Heading = primary ? 'h1' : 'h2';
  return (
    <article className="product">
      <Picture picture={{ ...section.picture, isLazy: !primary }} className="product__picture" />
      <div className="product__body">
        <Heading id={headingId} className="product__title">{section.title}</Heading>
        {site && <p className="product__price">{formatPrice(section.price, site)}</p>}
        {section.description.map((paragraph, i) => <p key={i}>{paragraph}</p>)}
        {site && SITES[site].cartEnabled && (
          <button type="button" className="button button--solid" data-add-to-cart={section.handle}>{t('product.addToCart')}</button>
        )}
      </div>
    </article>
  );
}
