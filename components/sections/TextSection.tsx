import type { TextSection as TextData } from '../../lib/contract/types.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

export function TextSection({ section, site, headingId }: SectionProps<TextData>) {
  return (
    <div className="text-block">
      {section.title && (
        <h2 id={headingId} className="section__title">
          {section.title}
        </h2>
      )}
      <div className="text-block__body">
        {section.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {section.link && (
        <SmartLink link={section.link} site={site} className="button">
          {section.link.label}
        </SmartLink>
      )}
    </div>
  );
}
