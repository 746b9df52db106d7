/**
 * Which component renders each section type of the content contract (lib/contract/types.ts). A type the
 * site does not know yet is skipped by SectionList and logged by the build (pages/site/+data.ts).
 *
 * Each component is a chunk of its own, loaded before it renders (loadSectionComponents): the prerender
 * loads them all, the browser only the types the page shows (the renderer reads them off the prerendered
 * `data-section` attributes before hydrating; the live fallback page off the content it fetched). A menu
 * page never downloads the shop's product grid.
 */
import type { ComponentType } from 'react';
import {
  isKnownSectionType,
  type KnownSection,
  type Section,
  type SectionOf,
  type SectionType,
} from '../../lib/contract/types.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';

export interface SectionProps<S extends KnownSection> {
  section: S;
  /** The page's site (prices, link prefixes); absent on the `/{lang}` landing. */
  site?: SiteId;
  /** The id the section's title must carry: the wrapper's aria-labelledby points at it. */
  headingId: string;
  /** True for the one section that holds the page's h1 and its first (eager) picture. */
  primary: boolean;
}

type SectionComponent<T extends SectionType> = ComponentType<SectionProps<SectionOf<T>>>;

const SECTION_LOADERS: { [T in SectionType]: () => Promise<SectionComponent<T>> } = {
  hero: () => import('./HeroSection.tsx').then((module) => module.HeroSection),
  text: () => import('./TextSection.tsx').then((module) => module.TextSection),
  quote: () => import('./QuoteSection.tsx').then((module) => module.QuoteSection),
  carousel: () => import('./CarouselSection.tsx').then((module) => module.CarouselSection),
  menu: () => import('./MenuSection.tsx').then((module) => module.MenuSection),
  productGrid: () => import('./ProductGridSection.tsx').then((module) => module.ProductGridSection),
  product: () => import('./ProductSection.tsx').then((module) => module.ProductSection),
  cta: () => import('./CtaSection.tsx').then((module) => module.CtaSection),
  landingCards: () => import('./LandingCardsSection.tsx').then((module) => module.LandingCardsSection),
  articleList: () => import('./ArticleListSection.tsx').then((module) => module.ArticleListSection),
  venue: () => import('./VenueSection.tsx').then((module) => module.VenueSection),
  form: () => import('./FormSection.tsx').then((module) => module.FormSection),
};

/**
 * Components whose chunks load on demand, each kept once loaded: `load` takes any names (those it has no
 * loader for are ignored) and resolves when all are ready; `get` gives one loaded before, and throws
 * `notLoaded`'s message for one that was not, which is a bug in the caller.
 */
function onDemand<K extends string, C>(loaders: Record<K, () => Promise<C>>, notLoaded: (key: K) => string) {
  const loaded = new Map<K, C>();
  return {
    async load(keys: Iterable<string>): Promise<void> {
      const missing = [...new Set(keys)].filter(
        (key): key is K => Object.hasOwn(loaders, key) && !loaded.has(key as K),
      );
      await Promise.all(missing.map(async (key) => loaded.set(key, await loaders[key]())));
    },
    get(key: K): C {
      const component = loaded.get(key);
      if (!component) throw new Error(notLoaded(key));
      return component;
    },
  };
}

// The loaders pair each type with its component; TypeScript cannot follow that pairing through a union.
const sections = onDemand(
  SECTION_LOADERS as Record<SectionType, () => Promise<ComponentType<SectionProps<KnownSection>>>>,
  (type) => `The '${type}' section was rendered before loadSectionComponents loaded it`,
);

/** Loads the components of these section types (unknown types are ignored); resolves when all are ready. */
export function loadSectionComponents(types: Iterable<string>): Promise<void> {
  return sections.load(types);
}

/** The forms a `form` section mounts (lib/contract/types.ts `FormSection`). */
export type FormKind = SectionOf<'form'>['form'];

/** A form's component: the contact form, or the booking flow. */
export type FormComponent = ComponentType<{ site: SiteId; lang: Lang }>;

export { FORM_MODULES } from './formModules.ts';

/** Each form is a chunk of its own too: the contact page never downloads the booking flow. */
const FORM_LOADERS: Record<FormKind, () => Promise<FormComponent>> = {
  contact: () => import('../contact/ContactForm.tsx').then((module) => module.default),
  booking: () => import('../booking/BookingFlow.tsx').then((module) => module.default),
};

export const FORM_KINDS = Object.keys(FORM_LOADERS) as FormKind[];

const forms = onDemand(FORM_LOADERS, (kind) => `The '${kind}' form was rendered before loadFormComponents loaded it`);

/**
 * Loads the components of these forms (unknown kinds are ignored), so a `form` section renders its form
 * at once: the server's render and the hydrating browser's are the same.
 */
export function loadFormComponents(kinds: Iterable<string>): Promise<void> {
  return forms.load(kinds);
}

/** The component of a loaded form. A form not loaded yet is a bug in the caller: it says which. */
export function formComponent(kind: FormKind): FormComponent {
  return forms.get(kind);
}

/** The component of a loaded section type. A type not loaded yet is a bug in the caller: it says which. */
export function sectionComponent(type: SectionType): ComponentType<SectionProps<KnownSection>> {
  return sections.get(type);
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
