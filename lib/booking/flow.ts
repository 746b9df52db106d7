/**
 * The booking flow's steps and the moves between them (rules §bookings; the transitions between the widget's
 * steps were left open, this file fixes them). Pure: no React, no network.
 *
 *   party (guests, date) ──▶ time ──▶ seating ──▶ extras ──▶ contact ──▶ card ──▶ summary ──▶ thanks
 *        │                    │
 *        │ more than 6        │ no slot that day ("No availabilities")
 *        ▼                    ▼
 *      group ──▶ groupSuccess   waitlist ──▶ waitlistSuccess
 *
 * Seating, extras and the card step appear only when the day's availability has something to ask.
 */
import type { Availability } from './contract.ts';

const BOOKING_STEPS = ['party', 'time', 'seating', 'extras', 'contact', 'card', 'summary', 'thanks'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
/** Rules §bookings: SoldOutWaitlist, WaitlistSuccess, GroupBookingEnquiry, GroupBookingEnquirySuccess. */
type BranchStep = 'waitlist' | 'waitlistSuccess' | 'group' | 'groupSuccess';
export type Step = BookingStep | BranchStep;

/** Steps after which nothing can be changed any more (the request is sent). */
export const FINAL_STEPS: readonly Step[] = ['thanks', 'waitlistSuccess', 'groupSuccess'];

/**
 * The booking steps a day asks for, in order. Without availability (not asked yet) every step counts.
 * @example bookingSteps({ ...day, extras: [] }) // no 'extras'
 */
export function bookingSteps(availability: Availability | undefined): BookingStep[] {
  return BOOKING_STEPS.filter((step) => {
    if (!availability) return true;
    if (step === 'seating') return availability.seating.length > 0;
    if (step === 'extras') return availability.extras.length > 0;
    if (step === 'card') return availability.cardGuarantee.required;
    return true;
  });
}

/** The step after `step` on the booking path, or undefined after the last. */
export function nextStep(step: BookingStep, availability: Availability | undefined): BookingStep | undefined {
  const steps = bookingSteps(availability);
  return steps[steps.indexOf(step) + 1];
}

/**
 * Where "back" leads: the previous booking step; the branches go back to the step they left from.
 * Nothing goes back from a final step.
 */
export function previousStep(step: Step, availability: Availability | undefined): Step | undefined {
  if (FINAL_STEPS.includes(step)) return undefined;
  if (step === 'waitlist') return 'time';
  if (step === 'group') return 'party';
  const steps = bookingSteps(availability);
  const index = steps.indexOf(step as BookingStep);
  return index > 0 ? steps[index - 1] : undefined;
}

/**
 * Rules §group-requests: Parties larger than 6 are redirected to a group booking request.
 * @example afterParty(7, 6) // 'group'
 */
export function afterParty(guests: number, maxPartySize: number): 'group' | 'time' {
  return guests > maxPartySize ? 'group' : 'time';
}

/** What the chosen day offers. */
type DayOutcome = 'group' | 'closed' | 'soldOut' | 'slots';

/**
 * @example dayOutcome({ ...day, services: [{ service: 'dinner', slots: [{ time: '19:30', available: false }] }] }) // 'soldOut'
 */
export function dayOutcome(availability: Availability): DayOutcome {
  if (availability.groupOnly) return 'group';
  if (availability.closed) return 'closed';
  const open = availability.services.some((service) => service.slots.some((slot) => slot.available));
  return open ? 'slots' : 'soldOut';
}

/**
 * Rules §waitlist: When no slot is available 'No availabilities' is shown and the waiting list can be joined …
 * A party over the maximum size hides the no-availability text and waitlist link and shows a group enquiry
 * link; otherwise the waitlist link shows and the group link is hidden.
 */
export function soldOutOffers(guests: number, maxPartySize: number) {
  const group = guests > maxPartySize;
  return { noAvailabilityText: !group, waitlistLink: !group, groupLink: group };
}

/** 1-based position of a booking step among the day's steps, for "Step 3 of 7" (the thanks step is not counted). */
export function stepPosition(
  step: BookingStep,
  availability: Availability | undefined,
): { current: number; total: number } {
  const steps: BookingStep[] = bookingSteps(availability).filter((s) => s !== 'thanks');
  return { current: steps.indexOf(step) + 1, total: steps.length };
}

/**
 * The step that asks for a request field, so a field the provider refused can be fixed where it was typed.
 * @example stepOfField('contact.email') // 'contact'
 */
export function stepOfField(field: string): BookingStep {
  if (field.startsWith('contact.')) return 'contact';
  if (field === 'time' || field === 'service') return 'time';
  if (field === 'seating') return 'seating';
  if (field.startsWith('extras')) return 'extras';
  if (field === 'cardToken') return 'card';
  if (field === 'consent') return 'summary';
  return 'party';
}

/** Every step's name, for reading one back from the browser's history or a stored draft. */
const ALL_STEPS: readonly Step[] = [...BOOKING_STEPS, 'waitlist', 'waitlistSuccess', 'group', 'groupSuccess'];

/** @example asStep('seating') // 'seating'; asStep('nope') // undefined */
export function asStep(value: unknown): Step | undefined {
  return ALL_STEPS.find((step) => step === value);
}

/** What the flow holds, for deciding whether a step can be shown (back, forward, reload). */
export interface Progress {
  /** The availability held is the one of the draft's day and party. */
  dayKnown: boolean;
  time: boolean;
  seating: boolean;
  contactOk: boolean;
  cardToken: boolean;
}

/**
 * The step to show when the browser's history (back, forward, reload) asks for `wanted`: `wanted` itself
 * when everything before it is done, else the first step that still needs something. A step after a sent
 * request is never shown again (the request went; the flow starts over), and nothing but the first step and
 * the group request can be shown without the day's availability.
 * @example reachableStep('summary', { dayKnown: true, time: true, seating: true, contactOk: true, cardToken: false }, day) // 'card'
 */
export function reachableStep(wanted: Step, progress: Progress, availability: Availability | undefined): Step {
  if (wanted === 'party' || wanted === 'group') return wanted;
  if (FINAL_STEPS.includes(wanted) || !availability || !progress.dayKnown) return 'party';
  if (wanted === 'waitlist') return 'waitlist';
  const steps = bookingSteps(availability);
  const target = steps.indexOf(wanted as BookingStep);
  if (target < 0) return 'time';
  // Only the steps before the wanted one are asked: `contactOk` is the costly one to answer (NativeBooking.tsx).
  const missing = steps.slice(0, target).find((step) => {
    const need = NEEDED_BEFORE_NEXT[step];
    return need !== undefined && !progress[need];
  });
  return missing ?? wanted;
}

/** What each step must have done before any step after it can be shown. */
const NEEDED_BEFORE_NEXT: Partial<Record<BookingStep, keyof Progress>> = {
  time: 'time',
  seating: 'seating',
  contact: 'contactOk',
  card: 'cardToken',
};
