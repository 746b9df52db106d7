/**
 * Which component renders each section type of the content contract (lib/contract/types.ts). A type the
 * site does not know yet is skipped by SectionList and logged by the build (pages/site/+data.ts).
 */
import type { ComponentType } from 'react';
import type { KnownSection, Section, SectionType } from '../../lib/contract/types.ts';
import type { SiteId } from '../../lib/sites.ts';
import { ArticleListSection } from './ArticleListSection.tsx';
import { CarouselSection } from './CarouselSection.tsx';
import { CtaSection } from './CtaSection.tsx';
import { FormSection } from './FormSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LandingCardsSection } from './LandingCardsSection.tsx';
import { MenuSection } from './MenuSection.tsx';
import { ProductGridSection } from './ProductGridSection.tsx';
import { ProductSection } from './ProductSection.tsx';
import { QuoteSection } from './QuoteSection.tsx';
import { TextSection } from './TextSection.tsx';
import { VenueSection } from './VenueSection.tsx';

export type SectionOf<T extends SectionType> = Extract<KnownSection, { type: T }>;

export interface SectionProps<S extends KnownSection> {
  section: S;
  /** The page's site (prices, link prefixes); absent on the `/{lang}` landing. */
  site?: SiteId;
  /** The id the section's title must carry: the wrapper's aria-labelledby points at it. */
  headingId: string;
  /** True for the one section that holds the page's h1 and its first (eager) picture. */
  primary: boolean;
}

export const SECTION_COMPONENTS: { [T in SectionType]: ComponentType<SectionProps<SectionOf<T>>> } = {
  hero: HeroSection,
  text: TextSection,
  quote: QuoteSection,
  carousel: CarouselSection,
  menu: MenuSection,
  productGrid: ProductGridSection,
  product: ProductSection,
  cta: CtaSection,
  landingCards: LandingCardsSection,
  articleList: ArticleListSection,
  venue: VenueSection,
  form: FormSection,
};

export function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(SECTION_COMPONENTS, type);
}

export function isKnownSection(section: Section): section is KnownSection {
  return isKnownSectionType(section.type);
}

/** The id of a section's title element. */
export function headingIdOf(section: Section): string {
  return `${section.id}-title`;
}

/** Whether the section renders a title (h1/h2) that can name its region. */
export function hasHeading(section: KnownSection): boolean {
  switch (section.type) {
    case 'quote':
      return false;
    case 'venue':
      return Boolean(section.name);
    case 'form':
      return true; // falls back to the form's UI title
    default:
      return Boolean(section.title);
  }
}
