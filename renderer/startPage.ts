import type { ComponentType } from 'react';
import { loadSectionComponents } from '../components/sections/registry.ts';
import { PART_ATTRIBUTE, sectionsWake, type Wake } from './parts/wake.ts';
import { wakeParts } from './parts/wakeParts.ts';

// biome-ignore lint/suspicious/noExplicitAny: each page's data is its own type; the props are the JSON its server render wrote
type PageComponent = ComponentType<{ data: any }>;

/** The section types the page's prerendered part shows: their components must be here before it wakes. */
export function sectionTypes(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>(`[${PART_ATTRIBUTE}="page"] [data-section]`)].map(
    (section) => section.dataset.section ?? '',
  );
}

/**
 * Starts a page from its `+client.ts`: its parts wake each when it is needed (renderer/parts/), the page's
 * own part when the page says (`pageWake`; by default as soon as its most urgent section needs:
 * `sectionsWake`).
 */
export function startPage(
  loadPage: () => Promise<{ default: PageComponent }>,
  pageWake: (root: Document) => Wake = (root) => sectionsWake(sectionTypes(root)),
): void {
  wakeParts(async () => {
    const [{ default: Page }] = await Promise.all([loadPage(), loadSectionComponents(sectionTypes(document))]);
    return Page;
  }, pageWake);
}
