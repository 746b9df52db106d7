/**
 * BOOKING_AVAILABILITY's answer (lib/booking/contract.ts Availability), computed from the site's tables,
 * the clock and the covers already booked. Pure: the server passes what it has stored.
 */
import { SITES, type SiteId } from '../sites.ts';
import type { Availability, LocalDate, LocalTime, Service } from './contract.ts';
import { hasRoom } from './capacity.ts';
import { extrasFor, seatingFor } from './offers.ts';
import { routeParty } from './party.ts';
import { slotsFor, takesBookings } from './slots.ts';

interface AvailabilityInput {
  site: SiteId;
  date: LocalDate;
  guests: number;
  now: Date;
  /** Covers already booked at a seating time of that day. */
  bookedCovers: (service: Service, time: LocalTime) => number;
  /** The whole day is taken by a private event (the demo's weekly sold-out day). */
  privateEvent: boolean;
}

/** Rules §cancellation's cancellation terms in the site's currency. @example cardGuaranteeOf('tokyo').freeCancellationHours // 72 */
function cardGuaranteeOf(site: SiteId): Availability['cardGuarantee'] {
  const { cardGuarantee, penaltyPerPerson, freeCancellationHours } = SITES[site].booking;
  return { required: cardGuarantee, penaltyPerPerson: { ...penaltyPerPerson }, freeCancellationHours };
}

/**
 * A day's availability for a party. A day that is open but has no available slot is sold out: the
 * booking flow shows "No availabilities" and offers the waiting list (rules §waitlist). Before a site opens every
 * slot is taken and `opensOn` says when tables can be booked: the waiting list only.
 * @example availabilityFor({ site: 'florence', date, guests: 8, now, bookedCovers: () => 0, privateEvent: false }).groupOnly // true
 */
export function availabilityFor({
  site,
  date,
  guests,
  now,
  bookedCovers,
  privateEvent,
}: AvailabilityInput): Availability {
  const groupOnly = routeParty(guests, site) === 'group';
  const day = slotsFor(site, date, now);
  const open = takesBookings(site, now);
  const services =
    groupOnly || day.closed
      ? []
      : day.services.map(({ service, times }) => ({
          service,
          slots: times.map((time) => ({
            time,
            available: open && hasRoom(site, bookedCovers(service, time), guests, privateEvent),
          })),
        }));
  const { openingDate } = SITES[site].booking;
  return {
    site,
    date,
    guests,
    groupOnly,
    closed: day.closed,
    services,
    ...(!open && openingDate ? { opensOn: openingDate } : {}),
    seating: seatingFor(site, guests),
    extras: extrasFor(site, guests),
    cardGuarantee: cardGuaranteeOf(site),
  };
}

/** True when the day is open yet no slot has room: "No availabilities". @example isSoldOut(thursdayInFlorence) // true */
export function isSoldOut(availability: Availability): boolean {
  return (
    !availability.closed &&
    !availability.groupOnly &&
    availability.services.length > 0 &&
    availability.services.every(({ slots }) => slots.every((slot) => !slot.available))
  );
}
