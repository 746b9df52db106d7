import type { QuoteSection as QuoteData } from '../../lib/contract/types.ts';
import type { SectionProps } from './registry.ts';

export function QuoteSection({ section }: SectionProps<QuoteData>) {
  return (
    <figure className="quote">
      <blockquote className="quote__text">
        <p>{section.quote}</p>
      </blockquote>
      {section.author && (
        <figcaption className="quote__author">
          <cite>{section.author}</cite>
        </figcaption>
      )}
    </figure>
  );
}
