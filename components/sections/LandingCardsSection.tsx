import type { LandingCardsSection as LandingCardsData } from '../../lib/contract/types.ts';
import { Picture } from '../ui/Picture.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/** Spec §2 landing cards (panettone, special, giardino, reservations), each leading somewhere. */
export function LandingCardsSection({ section, site, headingId }: SectionProps<LandingCardsData>) {
  return (
    <div className="cards">
      {section.title && <h2 id={headingId} className="section__title">{section.title}</h2>}
      <ul className="cards__list">
        {section.cards.map((card, i) => (
          <li key={`${i}-${card.kind}`} className={`card card--${card.kind}`}>
            <Picture picture={card.picture} className="card__picture" />
            <h3 className="card__title">{card.title}</h3>
            <p className="card__text">{card.text}</p>
            <SmartLink link={card.link} site={site} className="button">{card.label}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
