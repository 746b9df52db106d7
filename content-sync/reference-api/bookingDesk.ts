/**
 * The demo booking provider behind the reference content API (lib/booking/contract.ts, docs/bookings.md):
 * availability from the site tables and the stored bookings, and the three submissions, each checked
 * with the shared schemas, then stored durably before it is answered. A booking re-checks the seating's
 * covers under a per-seating lock, so concurrent requests cannot overbook it.
 */
import { join } from 'node:path';
import { isSiteId, normalizeLang, siteOffersLang, SITES, type SiteId } from '../../lib/sites.ts';
import { LIMITS } from '../../lib/limits.ts';
import type {
  Availability, BookingConfirmation, BookingRequest, DemoCardToken, GroupRequest, SubmissionReceipt, WaitlistRequest,
} from '../../lib/booking/contract.ts';
import { availabilityFor } from '../../lib/booking/availability.ts';
import { hasRoom, slotKey } from '../../lib/booking/capacity.ts';
import { checkChoices } from '../../lib/booking/offers.ts';
import { groupDateProblem, isBookableSlot, slotsFor, takesBookings } from '../../lib/booking/slots.ts';
import {
  checkBookingRequest, checkGroupRequest, checkWaitlistRequest, honeypotFilled, HONEYPOT_FIELD, HONEYPOT_REFUSAL,
  type Checked,
} from '../../lib/forms/bookingSchemas.ts';
import { FIELD_ERRORS, isLocalDate } from '../../lib/forms/fieldRules.ts';
import { CardTokens } from './cardTokens.ts';
import { isPrivateEvent, type PrivateEventDays } from './demoBooking.ts';
import { ApiProblem } from './http.ts';
import { KeyedLock } from './keyedLock.ts';
import { RecordStore } from './recordStore.ts';

/** What is stored of a booking: the request without the honeypot, the card as its test token. */
export type StoredBooking = Omit<BookingRequest, 'website'>;
export type StoredWaitlistEntry = Omit<WaitlistRequest, 'website'>;
export type StoredGroupRequest = Omit<GroupRequest, 'website'>;

export interface BookingDeskOptions {
  dataDir: string;
  now: () => Date;
  privateEventDays: PrivateEventDays;
}

/** Refuses a filled honeypot before anything else is read, and stores nothing. */
function refuseBots(body: Record<string, unknown>) {
  if (honeypotFilled(body[HONEYPOT_FIELD])) throw new ApiProblem(400, HONEYPOT_REFUSAL, HONEYPOT_FIELD);
}

function accepted<T>(checked: Checked<T>): T {
  if (!checked.ok) {
    const { field, message } = checked.problem;
    throw new ApiProblem(400, `Invalid field '${field}': ${message}`, field, {}, checked.problems);
  }
  return checked.values;
}

function withoutHoneypot<T extends { website?: string }>(request: T): Omit<T, 'website'> {
  const { website: _honeypot, ...rest } = request;
  return rest;
}

const param = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  if (value === null || value === '') throw new ApiProblem(400, `Missing parameter '${name}'`, name);
  return value;
};

export async function openBookingDesk({ dataDir, now, privateEventDays }: BookingDeskOptions) {
  const bookings = new RecordStore<StoredBooking>(join(dataDir, 'bookings'));
  const waitlist = new RecordStore<StoredWaitlistEntry>(join(dataDir, 'waitlist'));
  const groups = new RecordStore<StoredGroupRequest>(join(dataDir, 'groups'));
  const tokens = new CardTokens();
  const lock = new KeyedLock();

  // Covers booked per seating, rebuilt from the stored bookings: availability survives a restart.
  const covers = new Map<string, number>();
  const count = ({ site, date, service, time, guests }: StoredBooking) => {
    const key = slotKey(site, date, service, time);
    covers.set(key, (covers.get(key) ?? 0) + guests);
  };
  for (const booking of await bookings.list()) count(booking);

  function seatingProblem(site: SiteId, date: string, service: 'lunch' | 'dinner', time: string): ApiProblem | undefined {
    const day = slotsFor(site, date, now());
    if (day.closed) return new ApiProblem(400, `No table can be booked at ${site} on ${date}`, 'date');
    if (!isBookableSlot(site, date, service, time, now())) return new ApiProblem(400, `${time} is not a ${service} seating of ${site} on ${date}`, 'time');
    return undefined;
  }

  return {
    bookings, waitlist, groups,

    /** BOOKING_AVAILABILITY: GET `site`, `lang`, `date`, `guests`. */
    availability(params: URLSearchParams): Availability {
      const site = param(params, 'site');
      if (!isSiteId(site)) throw new ApiProblem(400, `Unknown site '${site}'`, 'site');
      const lang = normalizeLang(param(params, 'lang'));
      if (!lang || !siteOffersLang(site, lang)) throw new ApiProblem(400, `Unsupported language '${params.get('lang')}' for ${site}`, 'lang');
      const date = param(params, 'date');
      if (!isLocalDate(date)) throw new ApiProblem(400, `Invalid field 'date': ${FIELD_ERRORS.date}`, 'date');
      const guests = Number(param(params, 'guests'));
      if (!Number.isInteger(guests) || guests < 1 || guests > LIMITS.groupMaxSize) {
        throw new ApiProblem(400, `Invalid field 'guests': ${FIELD_ERRORS.invalid}`, 'guests');
      }
      return availabilityFor({
        site, date, guests, now: now(),
        bookedCovers: (service, time) => covers.get(slotKey(site, date, service, time)) ?? 0,
        privateEvent: isPrivateEvent(privateEventDays, site, date),
      });
    },

    /** BOOKING_CREATE: 400 naming the field, 409 when the seating filled meanwhile. */
    async create(body: Record<string, unknown>): Promise<BookingConfirmation & SubmissionReceipt> {
      refuseBots(body);
      const request = accepted(checkBookingRequest(body, { now }));
      const { site, date, service, time, guests, seating, extras, cardToken } = request;
      if (!takesBookings(site, now())) {
        throw new ApiProblem(409, `${site} takes table bookings from ${SITES[site].booking.openingDate}; join the waiting list`, 'date');
      }
      const problem = seatingProblem(site, date, service, time);
      if (problem) throw problem;
      const choice = checkChoices(site, guests, seating, extras);
      if (choice) throw new ApiProblem(400, `Invalid field '${choice.field}': ${choice.message}`, choice.field);
      if (!tokens.usable(cardToken, site)) throw new ApiProblem(400, "Invalid field 'cardToken': the card token is unknown or already used", 'cardToken');
      const key = slotKey(site, date, service, time);
      return lock.run(key, async () => {
        if (!hasRoom(site, covers.get(key) ?? 0, guests, isPrivateEvent(privateEventDays, site, date))) {
          throw new ApiProblem(409, `The ${time} ${service} on ${date} at ${site} is fully booked for ${guests}; choose another time or join the waiting list`, 'time');
        }
        if (!tokens.consume(cardToken, site)) throw new ApiProblem(400, "Invalid field 'cardToken': the card token is unknown or already used", 'cardToken');
        let record;
        try {
          record = await bookings.save(withoutHoneypot(request), now());
        } catch (error) {
          tokens.restore(cardToken, site);
          throw error;
        }
        count(record);
        return { success: true, id: record.id, site, date, service, time, guests, seating };
      });
    },

    /** WAITLIST_JOIN: for a seating of an open day (usually a sold-out one). */
    async joinWaitlist(body: Record<string, unknown>): Promise<SubmissionReceipt> {
      refuseBots(body);
      const request = accepted(checkWaitlistRequest(body));
      const problem = seatingProblem(request.site, request.date, request.service, request.time);
      if (problem) throw problem;
      const record = await waitlist.save(withoutHoneypot(request), now());
      return { success: true, id: record.id };
    },

    /** GROUP_REQUEST: a party over the site's maximum, for a day up to a year ahead. */
    async requestGroup(body: Record<string, unknown>): Promise<SubmissionReceipt> {
      refuseBots(body);
      const request = accepted(checkGroupRequest(body));
      const problem = groupDateProblem(request.site, request.preferredDate, now());
      if (problem) throw new ApiProblem(400, `Invalid field 'preferredDate': ${problem}`, 'preferredDate');
      const record = await groups.save(withoutHoneypot(request), now());
      return { success: true, id: record.id };
    },

    /** DEMO_CARD_TOKEN: body `{ site }`; a test-mode token, no card number involved. */
    cardToken(body: Record<string, unknown>): DemoCardToken {
      const site = String(body.site ?? '');
      if (!isSiteId(site)) throw new ApiProblem(400, `Invalid field 'site': ${site ? `unknown site '${site}'` : FIELD_ERRORS.required}`, 'site');
      if (!SITES[site].booking.cardGuarantee) throw new ApiProblem(400, `${site} asks for no card guarantee`, 'site');
      return { token: tokens.issue(site), testMode: true };
    },
  };
}

export type BookingDesk = Awaited<ReturnType<typeof openBookingDesk>>;
