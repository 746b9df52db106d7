/**
 * The content sections of spec §3 "structure", rendered in full on the server. Interactive parts
 * (add to cart, reservation overlay, forms, carousel motion) are marked with data attributes that the
 * shop, booking and shell code picks up when it loads.
 */
import type {
  ArticleListSection, CarouselSection, CtaSection, FormSection, HeroSection, LandingCardsSection, MenuSection,
  ProductGridSection, ProductSection, QuoteSection, TextSection, VenueSection,
} from '../../lib/contract/types.ts';
import { formatPrice } from '../../lib/price.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { Picture } from '../ui/Picture.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

export interface SectionProps<S> {
  section: S;
  site?: SiteId;
  /** The first hero or product of a page carries the page's one h1. */
  primary?: boolean;
}

export function Hero({ section, primary }: SectionProps<HeroSection>) {
  const Heading = primary ? 'h1' : 'h2';
  return (
    <header className="hero">
      <Picture picture={{ ...section.picture, isLazy: !primary }} className="hero__picture" />
      <div className="hero__text">
        <Heading>{section.title}</Heading>
        {section.subtitle && <p className="hero__subtitle">{section.subtitle}</p>}
      </div>
    </header>
  );
}

export function Text({ section, site }: SectionProps<TextSection>) {
  return (
    <div className="text">
      {section.title && <h2>{section.title}</h2>}
      {section.body.map((paragraph, i) => <p key={i}>{paragraph}</p>)}
      {section.link && <SmartLink link={section.link} site={site} className="button">{section.link.label}</SmartLink>}
    </div>
  );
}

export function Quote({ section }: SectionProps<QuoteSection>) {
  return (
    <figure className="quote">
      <blockquote><p>{section.quote}</p></blockquote>
      {section.author && <figcaption><cite>{section.author}</cite></figcaption>}
    </figure>
  );
}

export function Carousel({ section }: SectionProps<CarouselSection>) {
  const t = useT();
  return (
    <div className="carousel">
      {section.title && <h2>{section.title}</h2>}
      <ul className="carousel__track" tabIndex={0} aria-label={section.title}>
        {section.slides.map((slide, i) => (
          <li key={i} className="carousel__slide" aria-label={t('carousel.slideOf', { current: i + 1, total: section.slides.length })}>
            <Picture picture={{ ...slide.picture, caption: slide.caption || slide.picture.caption }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Menu({ section, site }: SectionProps<MenuSection>) {
  const t = useT();
  return (
    <div className="menu">
      <h2>{section.title}</h2>
      {section.intro && <p>{section.intro}</p>}
      {section.groups.map((group) => (
        <div key={group.title} className="menu__group">
          <h3>{group.title}</h3>
          <ul className="menu__items">
            {group.items.map((item) => (
              <li key={item.name} className="menu__item">
                <span className="menu__name">{item.name}</span>
                <span className="menu__price">{item.price && site ? formatPrice(item.price, site) : t('menu.priceOnRequest')}</span>
                {item.description && <span className="menu__description">{item.description}</span>}
                {item.allergens.length > 0 && (
                  <span className="menu__allergens">{t('menu.allergens')}: {item.allergens.map((a) => t(`allergen.${a}`)).join(', ')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {section.note && <p className="menu__note">{section.note}</p>}
    </div>
  );
}

export function ProductGrid({ section, site }: SectionProps<ProductGridSection>) {
  const t = useT();
  return (
    <div className="products">
      {section.title && <h2>{section.title}</h2>}
      <ul className="products__grid">
        {section.products.map((product) => (
          <li key={product.handle} className="product-card">
            <Picture picture={product.picture} />
            <h3><SmartLink link={product.link} site={site}>{product.title}</SmartLink></h3>
            {site && <p className="product-card__price">{formatPrice(product.price, site)}</p>}
            <button type="button" className="button" data-add-to-cart={product.handle}>{t('product.addToCart')}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Product({ section, site, primary }: SectionProps<ProductSection>) {
  const t = useT();
  const Heading = primary ? 'h1' : 'h2';
  return (
    <article className="product">
      <Picture picture={{ ...section.picture, isLazy: !primary }} />
      <div>
        <Heading>{section.title}</Heading>
        {site && <p className="product__price">{formatPrice(section.price, site)}</p>}
        {section.description.map((paragraph, i) => <p key={i}>{paragraph}</p>)}
        <button type="button" className="button" data-add-to-cart={section.handle}>{t('product.addToCart')}</button>
      </div>
    </article>
  );
}

export function Cta({ section, site }: SectionProps<CtaSection>) {
  return (
    <div className="cta">
      <h2>{section.title}</h2>
      {section.text && <p>{section.text}</p>}
      {section.reserve
        ? <button type="button" className="button" data-reserve={JSON.stringify(section.reserve)}>{section.label}</button>
        : section.link && <SmartLink link={section.link} site={site} className="button">{section.label}</SmartLink>}
    </div>
  );
}

export function LandingCards({ section, site }: SectionProps<LandingCardsSection>) {
  return (
    <div className="cards">
      {section.title && <h2>{section.title}</h2>}
      <ul className="cards__list">
        {section.cards.map((card) => (
          <li key={card.kind} className={`card card--${card.kind}`}>
            <Picture picture={card.picture} />
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <SmartLink link={card.link} site={site} className="button">{card.label}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ArticleList({ section, site }: SectionProps<ArticleListSection>) {
  return (
    <div className="articles">
      {section.title && <h2>{section.title}</h2>}
      <ul className="articles__list">
        {section.articles.map((article) => (
          <li key={article.title} className="article-card">
            {article.picture && <Picture picture={article.picture} />}
            <h3><SmartLink link={article.link} site={site}>{article.title}</SmartLink></h3>
            <p className="article-card__source">{article.source} · <time dateTime={article.date}>{article.date}</time></p>
            <p>{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Venue({ section, site }: SectionProps<VenueSection>) {
  const t = useT();
  return (
    <div className="venue">
      <h2>{section.name}</h2>
      <address>
        <p>{section.address.street}<br />{section.address.postalCode} {section.address.locality}</p>
        <p>{t('venue.phone')}: <a href={`tel:${section.phone.replace(/\s/g, '')}`}>{section.phone}</a></p>
        <p>{t('venue.email')}: <a href={`mailto:${section.email}`}>{section.email}</a></p>
      </address>
      <h3>{t('venue.hours')}</h3>
      <dl className="venue__hours">
        {section.openingHours.map((hours, i) => (
          <div key={i}><dt>{hours.label}</dt><dd><time>{hours.opens}</time>–<time>{hours.closes}</time></dd></div>
        ))}
      </dl>
      {section.menuUrl && <SmartLink link={{ url: section.menuUrl, target: '' }} site={site} className="button">{t('venue.seeMenu')}</SmartLink>}
    </div>
  );
}

export function Form({ section }: SectionProps<FormSection>) {
  const t = useT();
  return (
    <div className="form-slot" data-form={section.form}>
      <h2>{section.title ?? t(section.form === 'contact' ? 'form.contact.title' : 'form.booking.title')}</h2>
      {section.text && <p>{section.text}</p>}
    </div>
  );
}
