import type { ComponentType } from 'react';
import type { SectionType } from '../../lib/contract/types.ts';
import * as sections from './contentSections.tsx';
import type { SectionProps } from './contentSections.tsx';

/** Which component renders each section type of the contract. */
export const SECTION_COMPONENTS: Record<SectionType, ComponentType<SectionProps<any>>> = {
  hero: sections.Hero,
  text: sections.Text,
  quote: sections.Quote,
  carousel: sections.Carousel,
  menu: sections.Menu,
  productGrid: sections.ProductGrid,
  product: sections.Product,
  cta: sections.Cta,
  landingCards: sections.LandingCards,
  articleList: sections.ArticleList,
  venue: sections.Venue,
  form: sections.Form,
};

export function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(SECTION_COMPONENTS, type);
}
