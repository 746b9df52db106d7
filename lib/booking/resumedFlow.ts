/**
 * Where a booking flow in progress is kept in the tab, so the page knows before any of the flow's code
 * runs that it resumes one (renderer/startPage.ts wakes it as the page arrives, not at the visitor's first
 * gesture): the step in the page's address, and the draft in sessionStorage
 * (components/booking/draftStore.ts).
 */
import type { SiteId } from '../sites.ts';

/** The query parameter that names the flow's step (every step but the first): `?step=time`. */
export const BOOKING_STEP_PARAM = 'step';

/** The sessionStorage key of a site's booking draft. */
export const bookingDraftKey = (site: SiteId) => `lucciola:booking-draft:${site}`;

/**
 * Whether the page resumes a flow in progress: its address names a step, or the tab keeps a draft for the
 * site.
 * @example resumesBookingFlow('?step=time', () => null) // true
 * @example resumesBookingFlow('', () => null) // false
 */
export function resumesBookingFlow(search: string, storedDraft: () => string | null): boolean {
  return new URLSearchParams(search).has(BOOKING_STEP_PARAM) || storedDraft() !== null;
}
