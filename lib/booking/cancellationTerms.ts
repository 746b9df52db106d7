/**
 * What the guest is promised about cancelling when they book (rules §cancellation): the summary, the
 * thanks step and the confirmation e-mail state it, and the manage page must later charge exactly that.
 * Built on `cancellationCharge` and `freeCancellationUntil` (lib/booking/cancellation.ts), so the promise
 * and the charge come from one rule and the site's figures (`SITES[site].booking`). Pure: booking and
 * "now" in, terms out.
 */
import { LIMITS } from '../limits.ts';
import { SITES, type BookingMoney, type SiteId } from '../sites.ts';
import { cancellationCharge, freeCancellationUntil } from './cancellation.ts';
import type { LocalDate, LocalTime } from './contract.ts';

type Booking = { site: SiteId; date: LocalDate; time: LocalTime; guests: number };

/** The penalty per guest and what it comes to for the party. */
export interface PromisedCharge {
  perPerson: BookingMoney;
  guests: number;
  total: { amount: string; currencyCode: string };
}

export type CancellationTerms =
  /**
   * Free until `freeUntil` (inclusive), then `charge`. `endsSoon`: the free window closes within
   * `LIMITS.freeCancellationEndsSoonHours` of booking, so the wording leads with its end.
   */
  | { kind: 'free'; freeUntil: Date; endsSoon: boolean; hours: number; charge: PromisedCharge }
  /** The free window has already closed: cancelling from now on costs `charge`. */
  | { kind: 'charged'; hours: number; charge: PromisedCharge };

const HOUR_MS = 3_600_000;

/**
 * The guest's cancellation terms for a booking made at `now`.
 * @example cancellationTerms({ site: 'florence', date: '2026-12-04', time: '19:30', guests: 2 }, new Date('2026-12-03T04:30:00Z'))
 * // { kind: 'charged', hours: 48, charge: { perPerson: { amount: '150.00', … }, guests: 2, total: { amount: '300.00', … } } }
 */
export function cancellationTerms(booking: Booking, now: Date): CancellationTerms {
  const hours = SITES[booking.site].booking.freeCancellationHours;
  const freeUntil = freeCancellationUntil(booking);
  const chargedNow = cancellationCharge(booking, now);
  if (chargedNow) return { kind: 'charged', hours, charge: chargedNow };
  // The charge as it will stand the first instant after the free window.
  const charge = cancellationCharge(booking, new Date(freeUntil.getTime() + 1))!;
  const endsSoon = freeUntil.getTime() - now.getTime() < LIMITS.freeCancellationEndsSoonHours * HOUR_MS;
  return { kind: 'free', freeUntil, endsSoon, hours, charge };
}

/**
 * What the promise says a cancellation at `at` (no earlier than the booking) costs: null while free.
 * The manage page's charge (`managedBooking`) must equal it at every instant.
 */
export function promisedChargeAt(terms: CancellationTerms, at: Date): PromisedCharge['total'] | null {
  if (terms.kind === 'free' && at.getTime() <= terms.freeUntil.getTime()) return null;
  return terms.charge.total;
}
