/**
 * The demo booking provider behind the reference content API (lib/booking/contract.ts, docs/bookings.md):
 * availability from the site tables and the bookings in the database, and the three submissions, each
 * checked with the shared schemas, then committed to the database before it is answered. A booking
 * counts its seating's covers in its transaction under the seating's row lock (db/submissions.ts), so
 * concurrent requests, in one API process or several on one database, cannot overbook it. Each
 * submission queues its e-mails (mail/outbox.ts) in the same transaction: sent if and only if it is stored.
 */
import { isSiteId, normalizeLang, siteOffersLang, SITES, type SiteId } from '../lib/sites.ts';
import { LIMITS } from '../lib/limits.ts';
import type {
  Availability,
  BookingConfirmation,
  BookingRequest,
  CancellationReceipt,
  DemoCardToken,
  GroupRequest,
  ManagedBooking,
  SubmissionReceipt,
  WaitlistRequest,
} from '../lib/booking/contract.ts';
import { cancellationCharge } from '../lib/booking/cancellation.ts';
import { managedBooking, manageLinkExpired, MANAGE_LINK_REFUSAL, seatingPassed } from '../lib/booking/manage.ts';
import { formatPrice } from '../lib/price.ts';
import { availabilityFor } from '../lib/booking/availability.ts';
import { hasRoom } from '../lib/booking/capacity.ts';
import { checkChoices } from '../lib/booking/offers.ts';
import { groupDateProblem, isBookableSlot, slotsFor, takesBookings } from '../lib/booking/slots.ts';
import {
  checkBookingRequest,
  checkGroupRequest,
  checkWaitlistRequest,
  honeypotFilled,
  HONEYPOT_FIELD,
  HONEYPOT_REFUSAL,
  type Checked,
} from '../lib/forms/bookingSchemas.ts';
import { FIELD_ERRORS } from '../lib/forms/fieldRules.ts';
import { isLocalDate } from '../lib/booking/localTime.ts';
import { holdCardToken, issueCardToken, useCardToken } from './cardTokens.ts';
import { isPrivateEvent, type PrivateEventDays } from './demo/demoBooking.ts';
import { ApiProblem } from './http.ts';
import { recordId } from './durable.ts';
import type { Database, Transaction } from './db/client.ts';
import {
  bookingById,
  bookingByTokenHash,
  cancelBookingRow,
  coversOfDay,
  insertBooking,
  insertGroupRequest,
  insertWaitlistEntry,
  listRequests,
  lockSeating,
  storedRecord,
  waitlistOfService,
  type BookingRow,
  type StoredRecord,
} from './db/submissions.ts';
import { bookings, groupRequests, waitlistEntries } from './db/schema.ts';
import { submitOnce, type IdempotencyClaim } from './idempotency.ts';
import { isManageTokenShape, manageTokenHash, newManageToken, tokenMatches } from './manageTokens.ts';
import type { MailMessage } from '../lib/mail/message.ts';
import { buildMails, type Mailing } from './mail/mailing.ts';
import { enqueueMails } from './mail/outbox.ts';
import { holdReceiptLimits, type GuestMailLimits } from './mail/receiptLimits.ts';
import { bookingMails, cancellationMails, groupMails, waitlistMails } from './mail/submissionMails.ts';

/** What is stored of a booking: the request without the honeypot, the card as its test token. */
export type StoredBooking = Omit<BookingRequest, 'website'>;
export type StoredWaitlistEntry = Omit<WaitlistRequest, 'website'>;
export type StoredGroupRequest = Omit<GroupRequest, 'website'>;

interface BookingDeskOptions {
  /** The submissions' database, opened on first use. */
  db: () => Promise<Database>;
  now: () => Date;
  privateEventDays: PrivateEventDays;
  /** Each submission's messages are queued in its transaction (mail/outbox.ts). */
  mailing: Mailing;
  /** What one address, and one client, may have the restaurant send in a day (mail/receiptLimits.ts). */
  guestMailLimits: GuestMailLimits;
}

/** The booking a manage token names while its link is valid; the one 404 otherwise (malformed, unknown, expired). */
function refusedLink(): never {
  throw new ApiProblem(404, MANAGE_LINK_REFUSAL, 'token');
}

/** A manage request's body: the token and, for a cancellation, whether the charge is accepted. */
function manageBody(body: Record<string, unknown>): { token: string; acceptCharge: boolean } {
  const { token, acceptCharge } = body;
  if (acceptCharge !== undefined && typeof acceptCharge !== 'boolean') {
    throw new ApiProblem(400, "Invalid field 'acceptCharge': true or false", 'acceptCharge');
  }
  if (!isManageTokenShape(token)) refusedLink();
  return { token, acceptCharge: acceptCharge === true };
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

export function openBookingDesk({ db, now, privateEventDays, mailing, guestMailLimits }: BookingDeskOptions) {
  /** The booking of a well-formed token, found by its hash, compared in constant time, while its link is valid. */
  async function linkedBooking(database: Database, token: string): Promise<BookingRow> {
    const row = await bookingByTokenHash(database, manageTokenHash(token));
    if (!row?.manageTokenHash || !tokenMatches(token, row.manageTokenHash)) refusedLink();
    if (manageLinkExpired(row.request as unknown as StoredBooking, now())) refusedLink();
    return row;
  }

  /** Refuses, in the submission's transaction, messages past what one address or client may have sent. */
  const holdGuestMailLimits = (tx: Transaction, messages: MailMessage[], field: string, sender?: string) =>
    holdReceiptLimits(tx, messages, { field, sender, now: mailing.now(), limits: guestMailLimits });

  /** A new submission's id and time, its request as stored, and the record its e-mails are built from. */
  function newSubmission<T extends { website?: string }>(request: T) {
    const id = recordId();
    const receivedAt = now();
    const stored = withoutHoneypot(request);
    const record: StoredRecord<Omit<T, 'website'>> = { id, receivedAt: receivedAt.toISOString(), ...stored };
    return { id, receivedAt, stored, record };
  }

  function seatingProblem(
    site: SiteId,
    date: string,
    service: 'lunch' | 'dinner',
    time: string,
  ): ApiProblem | undefined {
    const day = slotsFor(site, date, now());
    if (day.closed) return new ApiProblem(400, `No table can be booked at ${site} on ${date}`, 'date');
    if (!isBookableSlot(site, date, service, time, now()))
      return new ApiProblem(400, `${time} is not a ${service} seating of ${site} on ${date}`, 'time');
    return undefined;
  }

  return {
    /** Every stored submission of each kind, oldest first (tests and tools read them). */
    bookings: { list: async () => listRequests<StoredBooking>(await db(), bookings) },
    waitlist: { list: async () => listRequests<StoredWaitlistEntry>(await db(), waitlistEntries) },
    groups: { list: async () => listRequests<StoredGroupRequest>(await db(), groupRequests) },

    /** BOOKING_AVAILABILITY: GET `site`, `lang`, `date`, `guests`. */
    async availability(params: URLSearchParams): Promise<Availability> {
      const site = param(params, 'site');
      if (!isSiteId(site)) throw new ApiProblem(400, `Unknown site '${site}'`, 'site');
      const lang = normalizeLang(param(params, 'lang'));
      if (!lang || !siteOffersLang(site, lang))
        throw new ApiProblem(400, `Unsupported language '${params.get('lang')}' for ${site}`, 'lang');
      const date = param(params, 'date');
      if (!isLocalDate(date)) throw new ApiProblem(400, `Invalid field 'date': ${FIELD_ERRORS.date}`, 'date');
      const guests = Number(param(params, 'guests'));
      if (!Number.isInteger(guests) || guests < 1 || guests > LIMITS.groupMaxSize) {
        throw new ApiProblem(400, `Invalid field 'guests': ${FIELD_ERRORS.invalid}`, 'guests');
      }
      const covers = await coversOfDay(await db(), site, date);
      return availabilityFor({
        site,
        date,
        guests,
        now: now(),
        bookedCovers: (service, time) => covers.get(`${service}/${time}`) ?? 0,
        privateEvent: isPrivateEvent(privateEventDays, site, date),
      });
    },

    /** BOOKING_CREATE: 400 naming the field, 409 when the seating filled meanwhile. */
    async create(
      body: Record<string, unknown>,
      claim?: IdempotencyClaim,
      client?: string,
    ): Promise<BookingConfirmation & SubmissionReceipt> {
      refuseBots(body);
      const request = accepted(checkBookingRequest(body, { now }));
      const { site, date, service, time, guests, seating, extras, cardToken } = request;
      if (!takesBookings(site, now())) {
        throw new ApiProblem(
          409,
          `${site} takes table bookings from ${SITES[site].booking.openingDate}; join the waiting list`,
          'date',
        );
      }
      const problem = seatingProblem(site, date, service, time);
      if (problem) throw problem;
      const choice = checkChoices(site, guests, seating, extras);
      if (choice) throw new ApiProblem(400, `Invalid field '${choice.field}': ${choice.message}`, choice.field);
      // The record and its messages are made before the transaction, which then only writes: on PGlite,
      // every other submission waits while one transaction is open. The manage link's token: its hash in
      // the row, the token itself only in the guest's e-mail (and sealed in the outbox).
      const { id, receivedAt, stored, record } = newSubmission(request);
      const token = newManageToken();
      const messages = buildMails(() => bookingMails(record, mailing.context(), { token }));
      const secret = await mailing.secret(token);
      const sender = await mailing.sender(client);
      const { answer } = await submitOnce(await db(), claim, now(), async (tx) => {
        await holdGuestMailLimits(tx, messages, 'contact.email', sender);
        if (!(await holdCardToken(tx, cardToken, site, now()))) {
          throw new ApiProblem(
            400,
            "Invalid field 'cardToken': the card token is unknown or already used",
            'cardToken',
          );
        }
        const booked = await lockSeating(tx, { site, date, service, time });
        if (!hasRoom(site, booked, guests, isPrivateEvent(privateEventDays, site, date))) {
          throw new ApiProblem(
            409,
            `The ${time} ${service} on ${date} at ${site} is fully booked for ${guests}; choose another time or join the waiting list`,
            'time',
          );
        }
        await useCardToken(tx, cardToken);
        await insertBooking(tx, {
          id,
          receivedAt,
          site,
          date,
          service,
          time,
          guests,
          request: stored,
          manageTokenHash: manageTokenHash(token),
        });
        await enqueueMails(tx, id, messages, mailing.now(), { secret, sender });
        return { success: true as const, id, site, date, service, time, guests, seating };
      });
      return answer;
    },

    /** WAITLIST_JOIN: for a seating of an open day (usually a sold-out one). */
    async joinWaitlist(
      body: Record<string, unknown>,
      claim?: IdempotencyClaim,
      client?: string,
    ): Promise<SubmissionReceipt> {
      refuseBots(body);
      const request = accepted(checkWaitlistRequest(body));
      const { site, date, service, time, guests } = request;
      const problem = seatingProblem(site, date, service, time);
      if (problem) throw problem;
      const { id, receivedAt, stored, record } = newSubmission(request);
      const messages = buildMails(() => waitlistMails(record, mailing.context()));
      const sender = await mailing.sender(client);
      const { answer } = await submitOnce(await db(), claim, now(), async (tx) => {
        await holdGuestMailLimits(tx, messages, 'email', sender);
        await insertWaitlistEntry(tx, { id, receivedAt, site, date, service, time, guests, request: stored });
        await enqueueMails(tx, id, messages, mailing.now(), { sender });
        return { success: true as const, id };
      });
      return answer;
    },

    /** GROUP_REQUEST: a party over the site's maximum, for a day up to a year ahead. */
    async requestGroup(
      body: Record<string, unknown>,
      claim?: IdempotencyClaim,
      client?: string,
    ): Promise<SubmissionReceipt> {
      refuseBots(body);
      const request = accepted(checkGroupRequest(body));
      const problem = groupDateProblem(request.site, request.preferredDate, now());
      if (problem) throw new ApiProblem(400, `Invalid field 'preferredDate': ${problem}`, 'preferredDate');
      const { id, receivedAt, stored, record } = newSubmission(request);
      const messages = buildMails(() => groupMails(record, mailing.context()));
      const sender = await mailing.sender(client);
      const { answer } = await submitOnce(await db(), claim, now(), async (tx) => {
        await holdGuestMailLimits(tx, messages, 'email', sender);
        await insertGroupRequest(tx, {
          id,
          receivedAt,
          site: request.site,
          preferredDate: request.preferredDate,
          guests: request.guests,
          request: stored,
        });
        await enqueueMails(tx, id, messages, mailing.now(), { sender });
        return { success: true as const, id };
      });
      return answer;
    },

    /** BOOKING_MANAGE: body `{ token }`; the booking the manage link names, as it stands now. */
    async manage(body: Record<string, unknown>): Promise<ManagedBooking> {
      const row = await linkedBooking(await db(), manageBody(body).token);
      return managedBooking(
        { id: row.id, request: storedRecord<StoredBooking>(row), cancelledAt: row.cancelledAt },
        now(),
      );
    },

    /**
     * BOOKING_CANCEL: body `{ token, acceptCharge? }`. Under the seating's row lock, so the covers it frees
     * are counted by the next booking of the seating; a 409 (already cancelled, seating passed, charge not
     * accepted) changes nothing.
     */
    async cancel(body: Record<string, unknown>, claim?: IdempotencyClaim): Promise<CancellationReceipt> {
      const { token, acceptCharge } = manageBody(body);
      const found = await linkedBooking(await db(), token);
      const at = now();
      const record = storedRecord<StoredBooking>(found);
      // The messages are made before the transaction, which then only locks, checks and writes (on PGlite every
      // other submission waits while one transaction is open). The restaurant's notice lists the service's
      // waiting list as it stands, oldest first, so the freed covers can be offered at once.
      const waitlist = await waitlistOfService<StoredWaitlistEntry>(await db(), {
        site: found.site,
        date: found.date,
        service: found.service,
      });
      const messages = buildMails(() => cancellationMails(record, at, mailing.context(), waitlist));
      const { answer } = await submitOnce(await db(), claim, now(), async (tx) => {
        await lockSeating(tx, { site: found.site, date: found.date, service: found.service, time: found.time });
        const row = (await bookingById(tx, found.id))!;
        if (row.cancelledAt)
          throw new ApiProblem(409, `This booking was already cancelled on ${row.cancelledAt.toISOString()}`, 'token');
        if (seatingPassed(record, at))
          throw new ApiProblem(409, 'This booking can no longer be cancelled: its seating has passed', 'token');
        const charge = cancellationCharge(record, at);
        if (charge && !acceptCharge) {
          throw new ApiProblem(
            409,
            `Cancelling now costs ${formatPrice(charge.perPerson, 'en')} per person, ${formatPrice(charge.total, 'en')} in all, ` +
              `charged to the card guarantee; send acceptCharge: true to cancel`,
            'acceptCharge',
          );
        }
        if (!(await cancelBookingRow(tx, row.id, at, charge?.total ?? null))) {
          throw new ApiProblem(409, 'This booking was already cancelled', 'token');
        }
        await enqueueMails(tx, row.id, messages, mailing.now());
        return { success: true as const, id: row.id, cancelledAt: at.toISOString(), charge: charge?.total ?? null };
      });
      return answer;
    },

    /** DEMO_CARD_TOKEN: body `{ site }`; a test-mode token, no card number involved. */
    async cardToken(body: Record<string, unknown>): Promise<DemoCardToken> {
      if (body.site !== undefined && typeof body.site !== 'string')
        throw new ApiProblem(400, `Invalid field 'site': ${FIELD_ERRORS.invalid}`, 'site');
      const site = body.site ?? '';
      if (!isSiteId(site))
        throw new ApiProblem(
          400,
          `Invalid field 'site': ${site ? `unknown site '${site}'` : FIELD_ERRORS.required}`,
          'site',
        );
      if (!SITES[site].booking.cardGuarantee) throw new ApiProblem(400, `${site} asks for no card guarantee`, 'site');
      return { token: await issueCardToken(await db(), site, now()), testMode: true };
    },
  };
}

export type BookingDesk = ReturnType<typeof openBookingDesk>;
