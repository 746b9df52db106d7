import type { Section } from '../../lib/contract/types.ts';
import type { SiteId } from '../../lib/sites.ts';
import { isKnownSectionType, SECTION_COMPONENTS } from './registry.ts';
import './sections.css';

const PRIMARY_TYPES = new Set(['hero', 'product']);

/** The section that carries the page's h1, if any: the first hero or product. */
export function primarySectionId(sections: Section[]): string | undefined {
  return sections.find((section) => PRIMARY_TYPES.has(section.type))?.id;
}

/**
 * A page's structure in order; an unknown section type is skipped (the build logs it). Without a hero or
 * product the page title becomes the h1, so every page has exactly one.
 */
export function SectionList({ sections, site, title }: { sections: Section[]; site?: SiteId; title?: string }) {
  const primary = primarySectionId(sections);
  return (
    <>
      {!primary && title && <h1 className="page-title">{title}</h1>}
      {sections.map((section) => {
        if (!isKnownSectionType(section.type)) return null;
        const Component = SECTION_COMPONENTS[section.type];
        return (
          <section key={section.id} id={section.id} className={`section section--${section.type}`} data-animation={section.animation}>
            <Component section={section} site={site} primary={section.id === primary} />
          </section>
        );
      })}
    </>
  );
}
