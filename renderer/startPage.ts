import type { ComponentType } from 'react';
import { loadFormComponents, loadSectionComponents } from '../components/sections/registry.ts';
import { PART_ATTRIBUTE, sectionsWake, type Wake } from './parts/wake.ts';
import { wakeParts } from './parts/wakeParts.ts';
import { resumesBookingFlow, bookingDraftKey } from '../lib/booking/resumedFlow.ts';
import { readStorage } from '../components/consent/browserStorage.ts';
import type { SiteId } from '../lib/sites.ts';

// biome-ignore lint/suspicious/noExplicitAny: each page's data is its own type; the props are the JSON its server render wrote
type PageComponent = ComponentType<{ data: any }>;

/** The section types the page's prerendered part shows: their components must be here before it wakes. */
export function sectionTypes(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>(`[${PART_ATTRIBUTE}="page"] [data-section]`)].map(
    (section) => section.dataset.section ?? '',
  );
}

/** The forms the page's prerendered part shows (components/sections/FormSection.tsx `data-form`). */
export function formKinds(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>(`[${PART_ATTRIBUTE}="page"] [data-form]`)].map(
    (slot) => slot.dataset.form ?? '',
  );
}

/**
 * When a page of sections wakes (wake.ts `sectionsWake`), and at once when its booking flow resumes a
 * step or a draft of this tab: the flow shows that step, not the prerendered first one, before the
 * visitor reaches for it.
 */
export function pageWakeOf(root: Document): Wake {
  const booking = root.querySelector<HTMLElement>(`[${PART_ATTRIBUTE}="page"] [data-form="booking"]`);
  const site = booking?.dataset.site as SiteId | undefined;
  if (site && resumesBookingFlow(location.search, () => readStorage('sessionStorage', bookingDraftKey(site))))
    return 'load';
  return sectionsWake(sectionTypes(root));
}

/**
 * Starts a page from its `+client.ts`: its parts wake each when it is needed (renderer/parts/), the page's
 * own part when the page says (`pageWake`; by default as soon as its most urgent section needs:
 * `sectionsWake`).
 */
export function startPage(
  loadPage: () => Promise<{ default: PageComponent }>,
  pageWake: (root: Document) => Wake = pageWakeOf,
): void {
  wakeParts(async () => {
    const [{ default: Page }] = await Promise.all([
      loadPage(),
      loadSectionComponents(sectionTypes(document)),
      loadFormComponents(formKinds(document)),
    ]);
    return Page;
  }, pageWake);
}
