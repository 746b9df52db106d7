/**
 * The manage link's rules (BOOKING_MANAGE, BOOKING_CANCEL in contract.ts): how long a link opens its
 * booking, what the guest is shown of it and what cancelling it now would cost. Pure: the stored booking
 * and the instant in, the answer out; the API (booking-service/bookingDesk.ts) does the I/O.
 */
import { LIMITS } from '../limits.ts';
import { SITES } from '../sites.ts';
import { cancellationCharge, freeCancellationUntil, seatingInstant } from './cancellation.ts';
import type { BookingRequest, ManagedBooking } from './contract.ts';

/**
 * The one answer to a token that is malformed, unknown or expired, so a guess learns nothing. It sends the
 * guest to what they have: the confirmation e-mail and the restaurant's phone.
 */
export const MANAGE_LINK_REFUSAL =
  'This booking link is not valid or has expired; use the link in your confirmation e-mail or call the restaurant';

/** A stored booking as the manage link reads it. */
export interface ManagedRecord {
  id: string;
  request: Omit<BookingRequest, 'website' | 'cardToken' | 'consent'>;
  cancelledAt: Date | null;
}

const DAY_MS = 86_400_000;

/** The instant a booking's manage link stops opening it: `LIMITS.manageLinkDaysAfterSeating` after the seating. */
export function manageLinkExpiresAt(booking: Pick<BookingRequest, 'site' | 'date' | 'time'>): Date {
  return new Date(
    seatingInstant(booking.site, booking.date, booking.time).getTime() + LIMITS.manageLinkDaysAfterSeating * DAY_MS,
  );
}

export function manageLinkExpired(booking: Pick<BookingRequest, 'site' | 'date' | 'time'>, at: Date): boolean {
  return at.getTime() >= manageLinkExpiresAt(booking).getTime();
}

/** Whether the seating has started: from then on a booking cannot be cancelled any more. */
export function seatingPassed(booking: Pick<BookingRequest, 'site' | 'date' | 'time'>, at: Date): boolean {
  return at.getTime() >= seatingInstant(booking.site, booking.date, booking.time).getTime();
}

/** The name the booking is under: the guest's own when it was booked on someone's behalf. */
function nameOf(contact: BookingRequest['contact']): { name: string; surname: string } {
  if (contact.onBehalfOf && (contact.guestName?.trim() || contact.guestSurname?.trim())) {
    return { name: contact.guestName?.trim() ?? '', surname: contact.guestSurname?.trim() ?? '' };
  }
  return { name: contact.name, surname: contact.surname };
}

/** What BOOKING_MANAGE answers of a stored booking at `at`. */
export function managedBooking(record: ManagedRecord, at: Date): ManagedBooking {
  const { site, lang, date, service, time, guests, seating, extras, contact } = record.request;
  const { freeCancellationHours, penaltyPerPerson } = SITES[site].booking;
  const open = record.cancelledAt === null && !seatingPassed(record.request, at);
  const charge = open ? cancellationCharge(record.request, at) : null;
  return {
    id: record.id,
    site,
    lang,
    date,
    service,
    time,
    guests,
    seating,
    extras: extras.filter(({ quantity }) => quantity > 0).map(({ itemId, quantity }) => ({ itemId, quantity })),
    ...nameOf(contact),
    status: record.cancelledAt ? 'cancelled' : 'confirmed',
    ...(record.cancelledAt ? { cancelledAt: record.cancelledAt.toISOString() } : {}),
    cancellation: open
      ? {
          freeUntil: freeCancellationUntil(record.request).toISOString(),
          freeCancellationHours,
          penaltyPerPerson: { ...penaltyPerPerson },
          charge: charge ? charge.total : null,
        }
      : null,
  };
}
