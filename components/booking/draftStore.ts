/**
 * The booking flow's draft in the tab's sessionStorage, so a reload (or coming back to the page) finds the
 * step and what was typed. Never stored: the card token, the honeypot, the accepted terms (they are given
 * again for the booking that is sent). Cleared once a request has gone. Storage that is full or refused
 * (private modes) is skipped: the flow works without it.
 */
import type { Availability } from '../../lib/booking/contract.ts';
import type { SiteId } from '../../lib/sites.ts';
import { bookingDraftKey } from '../../lib/booking/resumedFlow.ts';
import { asStep, type Step } from '../../lib/booking/flow.ts';
import type { BookingDraft, GroupDraft, WaitlistDraft } from '../../lib/booking/payload.ts';

/** Bumped when the stored shape changes, so a draft of an older build is ignored. */
const VERSION = 1;

export interface SavedFlow {
  step: Step;
  draft: Omit<BookingDraft, 'cardToken' | 'website' | 'consent'>;
  availability?: Availability;
  waitlist: Omit<WaitlistDraft, 'website'>;
  group: Omit<GroupDraft, 'website'>;
}

/** What may be stored of the flow: everything typed and chosen, without card token, honeypot or consent. */
export function storable(flow: {
  step: Step;
  draft: BookingDraft;
  availability?: Availability;
  waitlist: WaitlistDraft;
  group: GroupDraft;
}): SavedFlow {
  const { cardToken: _token, website: _trap, consent: _consent, ...draft } = flow.draft;
  const { website: _waitlistTrap, ...waitlist } = flow.waitlist;
  const { website: _groupTrap, ...group } = flow.group;
  return { step: flow.step, draft, ...(flow.availability ? { availability: flow.availability } : {}), waitlist, group };
}

export function saveFlow(site: SiteId, flow: SavedFlow): void {
  try {
    sessionStorage.setItem(bookingDraftKey(site), JSON.stringify({ v: VERSION, ...flow }));
  } catch {
    // Full or refused storage: the draft lives in memory only.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored flow of the site, when there is one of this build's shape. */
export function loadFlow(site: SiteId): SavedFlow | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(bookingDraftKey(site)) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isObject(raw) || raw.v !== VERSION || !isObject(raw.draft) || !isObject(raw.waitlist) || !isObject(raw.group))
    return undefined;
  const { draft } = raw;
  if (
    typeof draft.guests !== 'number' ||
    typeof draft.date !== 'string' ||
    !isObject(draft.contact) ||
    !isObject(draft.extras)
  )
    return undefined;
  const step = asStep(raw.step);
  if (!step) return undefined;
  const availability =
    isObject(raw.availability) && raw.availability.date === draft.date
      ? (raw.availability as unknown as Availability)
      : undefined;
  return {
    step,
    draft: draft as unknown as SavedFlow['draft'],
    ...(availability ? { availability } : {}),
    waitlist: raw.waitlist as unknown as SavedFlow['waitlist'],
    group: raw.group as unknown as SavedFlow['group'],
  };
}

export function clearFlow(site: SiteId): void {
  try {
    sessionStorage.removeItem(bookingDraftKey(site));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
