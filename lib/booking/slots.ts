/**
 * The seating times a site offers on one of its local days (rules §booking-hours: opening hours and same-day cut-offs,
 * our slot interval, last seating and booking horizon from SITES[site].booking). Pure: "now" is passed in.
 */
import { SITES, WEEKDAYS, type SiteId } from '../sites.ts';
import type { LocalDate, LocalTime, Service } from './contract.ts';
import { addDays, daysBetween, localMoment, toLocalTime, toMinutes, weekdayOf } from './localTime.ts';

interface ServiceSlots {
  service: Service;
  times: LocalTime[];
}

interface DaySlots {
  /** No table can be booked that day: a closing day, a past day, beyond the horizon, or too late today. */
  closed: boolean;
  /** Only services with at least one bookable time; empty when closed. */
  services: ServiceSlots[];
}

/** Every seating time of a service: from opening, every interval, until the last seating before closing. */
function seatingTimes(
  opens: LocalTime,
  closes: LocalTime,
  intervalMinutes: number,
  lastSeatingBeforeClose: number,
): LocalTime[] {
  const times: LocalTime[] = [];
  for (
    let minutes = toMinutes(opens);
    minutes <= toMinutes(closes) - lastSeatingBeforeClose;
    minutes += intervalMinutes
  ) {
    times.push(toLocalTime(minutes));
  }
  return times;
}

/** True when the site opens on that weekday at all. @example opensOn('beverlyhills', '2026-10-05') // false (a Monday) */
export function opensOn(site: SiteId, date: LocalDate): boolean {
  return SITES[site].booking.openDays.includes(WEEKDAYS[weekdayOf(date)]!);
}

/**
 * Whether the site takes table bookings at `now`: always, unless it has an opening date still ahead on its
 * own clock.
 * @example takesBookings('seoul', new Date('2026-11-25T09:00:00Z')) // false (opens 2027-04-01)
 */
export function takesBookings(site: SiteId, now: Date): boolean {
  const { openingDate } = SITES[site].booking;
  return !openingDate || daysBetween(openingDate, localMoment(now, SITES[site].clockTimeZone).date) >= 0;
}

/**
 * The first day a table can be asked for: today on the site's clock, or its opening day while that is
 * ahead. The booking horizon counts from it.
 * @example firstBookableDay('seoul', new Date('2026-11-25T09:00:00Z')) // '2027-04-01'
 */
export function firstBookableDay(site: SiteId, now: Date): LocalDate {
  const today = localMoment(now, SITES[site].clockTimeZone).date;
  const { openingDate } = SITES[site].booking;
  return openingDate && daysBetween(today, openingDate) > 0 ? openingDate : today;
}

/**
 * The day the booking flow proposes first: tomorrow on the site's clock, or the opening day while that is
 * later.
 * @example proposedDay('florence', new Date('2026-09-30T08:00:00Z')) // '2026-10-01'
 */
export function proposedDay(site: SiteId, now: Date): LocalDate {
  const tomorrow = addDays(localMoment(now, SITES[site].clockTimeZone).date, 1);
  const first = firstBookableDay(site, now);
  return daysBetween(tomorrow, first) > 0 ? first : tomorrow;
}

/**
 * The seating times of a local day of the site, read at `now` on the site's own clock.
 * Today's times are offered until the service's same-day cut-off and only while still ahead. The days run
 * from the first bookable day to the horizon after it; before a site opens they are the days its waiting
 * list takes (takesBookings says whether a table can be booked).
 * @example slotsFor('florence', '2026-10-01', new Date('2026-09-30T10:00:00Z')).services[0]
 *   // { service: 'lunch', times: ['12:30', '13:00', '13:30', '14:00'] }
 */
export function slotsFor(site: SiteId, date: LocalDate, now: Date): DaySlots {
  const settings = SITES[site].booking;
  const today = localMoment(now, SITES[site].clockTimeZone);
  const ahead = daysBetween(today.date, date);
  const fromFirst = daysBetween(firstBookableDay(site, now), date);
  const closedDay: DaySlots = { closed: true, services: [] };
  if (fromFirst < 0 || fromFirst > settings.horizonDays || !opensOn(site, date)) return closedDay;
  const services = settings.services.flatMap(({ service, opens, closes, sameDayUntil }) => {
    if (ahead === 0 && today.minutes > toMinutes(sameDayUntil)) return [];
    const times = seatingTimes(
      opens,
      closes,
      settings.slotIntervalMinutes,
      settings.lastSeatingBeforeCloseMinutes,
    ).filter((time) => ahead > 0 || toMinutes(time) > today.minutes);
    return times.length ? [{ service, times }] : [];
  });
  return services.length ? { closed: false, services } : closedDay;
}

/** True when `time` is a bookable seating of `service` that day. @example isBookableSlot('florence', day, 'dinner', '20:15', now) // false */
export function isBookableSlot(site: SiteId, date: LocalDate, service: Service, time: LocalTime, now: Date): boolean {
  return slotsFor(site, date, now).services.some((slots) => slots.service === service && slots.times.includes(time));
}

/**
 * Why a group request's preferred date cannot be taken, or undefined: it must be a day from today (site
 * clock) to the group horizon (a year). The day need not be an opening day: a private party may open it.
 * @example groupDateProblem('florence', '2026-09-29', new Date('2026-09-30T08:00:00Z')) // 'The preferred date is past'
 */
export function groupDateProblem(site: SiteId, date: LocalDate, now: Date): string | undefined {
  const ahead = daysBetween(localMoment(now, SITES[site].clockTimeZone).date, date);
  if (ahead < 0) return 'The preferred date is past';
  if (ahead > SITES[site].booking.groupHorizonDays)
    return `The preferred date is more than ${SITES[site].booking.groupHorizonDays} days ahead`;
  return undefined;
}
