import type { KnownSection, Section } from '../../lib/contract/types.ts';
import { primarySectionOf } from '../../lib/images.ts';
import { showUntilAttribute } from '../../lib/seasonalContent.ts';
import type { SiteId } from '../../lib/sites.ts';
import { PartBoundary } from '../errors/PartBoundary.tsx';
import { hasHeading, headingIdOf, isKnownSection, sectionComponent, type SectionProps } from './registry.ts';
import './sections.css';

interface SectionListProps {
  sections: Section[];
  /** The page's site; absent on the `/{lang}` landing. */
  site?: SiteId;
  /** The page title, shown as the h1 when no section carries it. */
  title?: string;
}

/**
 * A page's structure, in order, fully rendered on the server (its section types loaded first:
 * registry.ts loadSectionComponents). Each known section sits in a
 * `<section data-section data-animation>` wrapper named by its title; an unknown type is skipped (the
 * build logs it). A seasonal section carries its last day (lib/seasonalContent.ts). Every page gets exactly one h1: the primary section's title, else `title`.
 * In the browser each section fails alone (components/errors/PartBoundary.tsx, named `section:<type>`):
 * a carousel that throws leaves the rest of the page.
 */
export function SectionList({ sections, site, title }: SectionListProps) {
  const primary = primarySectionOf(sections);
  return (
    <div className="sections">
      {!primary && title && (
        <header className="page-header">
          <h1 className="page-header__title">{title}</h1>
        </header>
      )}
      {sections.filter(isKnownSection).map((section, i) => (
        <PartBoundary key={section.id || i} name={`section:${section.type}`}>
          <section
            id={section.id || undefined}
            className={`section section--${section.type}`}
            data-section={section.type}
            data-animation={section.animation}
            aria-labelledby={hasHeading(section) ? headingIdOf(section) : undefined}
            {...showUntilAttribute(section)}
          >
            <KnownSectionView
              section={section}
              site={site}
              headingId={headingIdOf(section)}
              primary={section === primary}
            />
          </section>
        </PartBoundary>
      ))}
    </div>
  );
}

function KnownSectionView(props: SectionProps<KnownSection>) {
  const Component = sectionComponent(props.section.type);
  return <Component {...props} />;
}
