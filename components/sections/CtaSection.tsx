import type { CtaSection as CtaData } from '../../lib/contract/types.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/**
 * A call to action. With `reserve` set it is a button carrying the reservation request as JSON in
 * `data-reserve`; the reservation overlay picks such buttons up when it loads. Otherwise a link.
 */
export function CtaSection({ section, site, headingId }: SectionProps<CtaData>) {
  return (
    <div className="cta">
      <h2 id={headingId} className="section__title">
        {section.title}
      </h2>
      {section.text && <p className="cta__text">{section.text}</p>}
      {section.reserve ? (
        <button type="button" className="button button--solid" data-reserve={JSON.stringify(section.reserve)}>
          {section.label}
        </button>
      ) : (
        section.link && (
          <SmartLink link={section.link} site={site} className="button button--solid">
            {section.label}
          </SmartLink>
        )
      )}
    </div>
  );
}
