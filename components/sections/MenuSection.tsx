import type { MenuSection as MenuData, Price } from '../../lib/contract/types.ts';
import { formatPrice } from '../../lib/price.ts';
import { useLang, useT } from '../i18n.tsx';
import type { SectionProps } from './registry.ts';

/** A menu: groups of dishes, each with its description, price (lib/price.ts) and allergens. */
export function MenuSection({ section, headingId }: SectionProps<MenuData>) {
  const t = useT();
  const lang = useLang();
  // Japanese lists use the ideographic comma.
  const separator = lang === 'ja' ? '、' : ', ';
  // A set menu's courses are in the menu's price; elsewhere an item without one is priced on request.
  const priceText = (price: Price | null) =>
    price ? formatPrice(price, lang) : section.bookingExtra ? null : t('menu.priceOnRequest');
  return (
    <div className="menu">
      <h2 id={headingId} className="section__title">
        {section.title}
      </h2>
      {section.intro && <p className="menu__intro">{section.intro}</p>}
      {section.groups.map((group, g) => (
        <div key={`${g}-${group.title}`} className="menu__group">
          <h3 className="menu__group-title">{group.title}</h3>
          <ul className="menu__items">
            {group.items.map((item, i) => {
              const price = priceText(item.price);
              return (
                <li key={`${i}-${item.name}`} className="menu__item">
                  <p className="menu__line">
                    <span className="menu__name">{item.name}</span>
                    {price && <span className="menu__price">{price}</span>}
                  </p>
                  {item.description && <p className="menu__description">{item.description}</p>}
                  {item.allergens.length > 0 && (
                    <p className="menu__allergens">
                      <span className="menu__allergens-label">{t('menu.allergens')}</span>
                      {` ${item.allergens.map((allergen) => t(`allergen.${allergen}`)).join(separator)}`}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {section.note && <p className="menu__note">{section.note}</p>}
    </div>
  );
}
