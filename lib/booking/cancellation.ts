/**
 * What a cancellation costs, from the site's terms (`SITES[site].booking`: the free-cancellation window and
 * the penalty per person, the one source of both figures): nothing up to `freeCancellationHours` before the
 * seating, the penalty per guest after that.
 */
import { SITES, type BookingMoney, type SiteId } from '../sites.ts';
import { totalPrice } from '../price.ts';
import type { LocalDate, LocalTime } from './contract.ts';
import { zonedInstant } from './format.ts';

interface CancellationCharge {
  perPerson: BookingMoney;
  guests: number;
  total: { amount: string; currencyCode: string };
}

const HOUR_MS = 3_600_000;

/** The instant the seating starts, on the restaurant's wall clock. */
export function seatingInstant(site: SiteId, date: LocalDate, time: LocalTime): Date {
  return new Date(zonedInstant(date, time, SITES[site].clockTimeZone));
}

/** The last instant a cancellation is free: `freeCancellationHours` before the seating. */
export function freeCancellationUntil(booking: { site: SiteId; date: LocalDate; time: LocalTime }): Date {
  return new Date(
    seatingInstant(booking.site, booking.date, booking.time).getTime() -
      SITES[booking.site].booking.freeCancellationHours * HOUR_MS,
  );
}

/**
 * Null when the cancellation is free (at least `freeCancellationHours` before the seating), else the charge.
 * @example cancellationCharge({ site: 'florence', date: '2026-12-04', time: '19:30', guests: 2 }, new Date('2026-12-03T12:00:00Z'))
 * // { perPerson: { amount: '150.00', currencyCode: 'EUR' }, guests: 2, total: { amount: '300.00', currencyCode: 'EUR'
 * } }
 */
export function cancellationCharge(
  booking: { site: SiteId; date: LocalDate; time: LocalTime; guests: number },
  at: Date,
): CancellationCharge | null {
  if (at.getTime() <= freeCancellationUntil(booking).getTime()) return null;
  const { penaltyPerPerson } = SITES[booking.site].booking;
  const total = totalPrice([{ price: penaltyPerPerson, quantity: booking.guests }])!;
  return { perPerson: penaltyPerPerson, guests: booking.guests, total };
}
