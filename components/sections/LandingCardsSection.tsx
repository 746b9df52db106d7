import type { LandingCardsSection as LandingCardsData } from '../../lib/contract/types.ts';
import { showUntilAttribute } from '../../lib/seasonalContent.ts';
import { Picture } from '../ui/Picture.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/**
 * Rules §links: landing cards (panettone, special, giardino, reservations), each leading somewhere. A card's button
 * label is often a generic "More" ("자세히 보기", "詳しく見る", "Discover"): the link's text also names the
 * card (visually hidden), so it says where it leads out of context too, as a screen reader's list of links
 * and a search engine read it.
 */
export function LandingCardsSection({ section, site, headingId }: SectionProps<LandingCardsData>) {
  return (
    <div className="cards">
      {section.title && (
        <h2 id={headingId} className="section__title">
          {section.title}
        </h2>
      )}
      <ul className="cards__list">
        {section.cards.map((card, i) => (
          <li key={`${i}-${card.kind}`} className={`card card--${card.kind}`} {...showUntilAttribute(card)}>
            <Picture picture={card.picture} className="card__picture" />
            <h3 className="card__title">{card.title}</h3>
            <p className="card__text">{card.text}</p>
            <SmartLink link={card.link} site={site} className="button">
              {card.label}
              {card.title && !card.label.includes(card.title) && (
                <span className="visually-hidden">: {card.title}</span>
              )}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
