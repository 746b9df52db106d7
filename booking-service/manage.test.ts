/**
 * The manage link over HTTP on PGlite (BOOKING_MANAGE, BOOKING_CANCEL; docs/bookings.md "Managing and
 * cancelling a booking"): free or charged by the site's window, the charge accepted explicitly, one 404
 * for every bad token, a second cancel refused, the covers back in availability at once, the waiting list
 * in the restaurant's mail (read from the outbox), and nothing changed or queued by a refusal. The clock is the test's
 * to move: it starts on Wednesday 30 September 2026, 08:00 UTC.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRequest, WaitlistRequest } from '../lib/booking/contract.ts';
import { MANAGE_LINK_REFUSAL } from '../lib/booking/manage.ts';
import type { MailMessage } from '../lib/mail/message.ts';
import { createContentApiClient } from '../clients/contentApi.ts';
import { bookings, idempotencyKeys, outbox } from './db/schema.ts';
import { deserializeMail } from './mail/outbox.ts';
import { manageTokenHash, newManageToken } from './manageTokens.ts';
import { startReferenceApi, type ReferenceApi } from './server.ts';
import { bookingRequest, WITHOUT_SUBMISSION_LIMITS } from './testing/submissions.ts';

const START = new Date('2026-09-30T08:00:00Z');
/** A Friday, open everywhere but Seoul. Florence's 20:00 dinner is 18:00 UTC, Tokyo's 18:00 is 09:00 UTC. */
const DAY = '2026-10-02';
let clock = START;

let api: ReferenceApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-manage-'));
  api = await startReferenceApi({ port: 0, dataDir, databaseUrl: '', now: () => clock, ...WITHOUT_SUBMISSION_LIMITS });
  await api.database();
}, 120_000);
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = START;
});

const client = () => createContentApiClient({ baseUrl: api.url });
const db = async () => (await api.database()).db;

async function post(action: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}/api.php?v=2&action=${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's data freely; its shape is what they check
    body: (await response.json()) as { status: { code: number; message: string }; data: any },
  };
}

/** A booking made through the API, with a manage token of the test's own put on it. */
async function book(overrides: Partial<BookingRequest> = {}): Promise<{ id: string; token: string }> {
  const { token: cardToken } = await client().demoCardToken(overrides.site ?? 'florence');
  const { id } = await client().createBooking(bookingRequest({ lang: 'en', date: DAY, cardToken, ...overrides }));
  const token = newManageToken();
  await (await db())
    .update(bookings)
    .set({ manageTokenHash: manageTokenHash(token) })
    .where(eq(bookings.id, id));
  return { id, token };
}

async function row(id: string) {
  const [found] = await (await db()).select().from(bookings).where(eq(bookings.id, id));
  return found!;
}

const hours = (count: number) => count * 3_600_000;

describe('BOOKING_MANAGE', () => {
  it('shows the booking the token names, with the free window and the penalty', async () => {
    const { id, token } = await book({ extras: [{ itemId: 'wine-pairing', quantity: 2 }] });
    const booking = await client().manageBooking(token);
    expect(booking).toEqual({
      id,
      site: 'florence',
      lang: 'en',
      date: DAY,
      service: 'dinner',
      time: '20:00',
      guests: 2,
      seating: 'dining-room',
      extras: [{ itemId: 'wine-pairing', quantity: 2 }],
      name: 'Giulia',
      surname: 'Neri',
      status: 'confirmed',
      cancellation: {
        freeUntil: '2026-09-30T18:00:00.000Z',
        freeCancellationHours: 48,
        penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
        charge: null,
      },
    });
  });

  it('names the guest when it was booked on their behalf', async () => {
    const { token } = await book({
      contact: {
        name: 'Giulia',
        surname: 'Neri',
        email: 'giulia@example.com',
        phoneCode: '39',
        phone: '333 000 0000',
        onBehalfOf: true,
        guestName: 'Marta',
        guestSurname: 'Verdi',
      },
    });
    expect(await client().manageBooking(token)).toMatchObject({ name: 'Marta', surname: 'Verdi' });
  });

  it('answers a wrong, malformed or expired token, and a missing one, with one 404 and one message', async () => {
    const { token } = await book();
    const answers = [
      await post('BOOKING_MANAGE', { token: newManageToken() }),
      await post('BOOKING_MANAGE', { token: 'short' }),
      await post('BOOKING_MANAGE', { token: `${token.slice(0, -1)}!` }),
      await post('BOOKING_MANAGE', { token: 42 }),
      await post('BOOKING_MANAGE', {}),
      await post('BOOKING_CANCEL', { token: newManageToken(), acceptCharge: true }),
    ];
    // Seven days after the seating the link opens nothing.
    clock = new Date(Date.parse('2026-10-02T18:00:00Z') + hours(7 * 24));
    answers.push(await post('BOOKING_MANAGE', { token }), await post('BOOKING_CANCEL', { token, acceptCharge: true }));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.status.message).toBe(MANAGE_LINK_REFUSAL);
    }
    // A minute earlier it still shows the booking, past and no longer cancellable.
    clock = new Date(clock.getTime() - 60_000);
    expect(await client().manageBooking(token)).toMatchObject({ status: 'confirmed', cancellation: null });
  });

  it('refuses a body that is not JSON and an acceptCharge that is not true or false with a 400, never a 5xx', async () => {
    const { token } = await book();
    expect((await post('BOOKING_MANAGE', '{"token":')).status).toBe(400);
    const answer = await post('BOOKING_CANCEL', { token, acceptCharge: 'yes' });
    expect(answer).toMatchObject({ status: 400, body: { data: { field: 'acceptCharge' } } });
    expect((await row((await client().manageBooking(token)).id)).cancelledAt).toBeNull();
  });
});

describe('BOOKING_CANCEL', () => {
  it("cancels for free outside the site's window (48 h in Florence) and stores no charge", async () => {
    const { id, token } = await book();
    // 20:00 in Florence on 2 October is 18:00 UTC: 58 hours ahead.
    const receipt = await client().cancelBooking(token, false);
    expect(receipt).toEqual({ success: true, id, cancelledAt: START.toISOString(), charge: null });
    expect(await row(id)).toMatchObject({ cancelledAt: START, cancellationCharge: null });
    expect(await client().manageBooking(token)).toMatchObject({
      status: 'cancelled',
      cancelledAt: START.toISOString(),
      cancellation: null,
    });
  });

  it('inside the window refuses with 409 naming the charge unless it is accepted, changing nothing; then charges the penalty per guest', async () => {
    const { id, token } = await book({ guests: 3 });
    clock = new Date('2026-10-01T12:00:00Z'); // 30 hours before the seating
    expect(await client().manageBooking(token)).toMatchObject({
      cancellation: { charge: { amount: '450.00', currencyCode: 'EUR' } },
    });
    for (const body of [{ token }, { token, acceptCharge: false }]) {
      const refused = await post('BOOKING_CANCEL', body, { 'idempotency-key': 'cancel-refused-1' });
      expect(refused.status).toBe(409);
      expect(refused.body.status.message).toContain('€');
      expect(refused.body.status.message).toContain('€450.00');
      expect(refused.body.data).toEqual({ field: 'acceptCharge' });
    }
    expect(await row(id)).toMatchObject({ cancelledAt: null, cancellationCharge: null });
    expect(
      await (await db()).select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'cancel-refused-1')),
    ).toEqual([]);

    const receipt = await client().cancelBooking(token, true);
    expect(receipt.charge).toEqual({ amount: '450.00', currencyCode: 'EUR' });
    expect(await row(id)).toMatchObject({
      cancelledAt: clock,
      cancellationCharge: { amount: '450.00', currencyCode: 'EUR' },
    });
  });

  it("reads each site's own window: at the same instant Florence (48 h) is free and Tokyo (72 h) is charged in yen", async () => {
    // 30 September 08:00 UTC: Florence's 20:00 on 2 October is 58 h ahead, Tokyo's 18:00 is 49 h ahead.
    const florence = await book();
    const tokyo = await book({ site: 'tokyo', time: '18:00', seating: 'counter' });
    const beverly = await book({ site: 'beverlyhills', time: '17:30', seating: 'dining-room' });
    expect((await client().manageBooking(tokyo.token)).cancellation).toMatchObject({
      freeCancellationHours: 72,
      charge: { amount: '50000', currencyCode: 'JPY' },
    });
    expect((await client().manageBooking(beverly.token)).cancellation).toMatchObject({
      freeCancellationHours: 48,
      charge: null,
    });
    expect((await client().cancelBooking(florence.token, false)).charge).toBeNull();
    expect((await post('BOOKING_CANCEL', { token: tokyo.token })).status).toBe(409);
    expect((await client().cancelBooking(tokyo.token, true)).charge).toEqual({ amount: '50000', currencyCode: 'JPY' });
  });

  it('refuses a second cancel and a cancel once the seating has started with 409', async () => {
    const first = await book();
    await client().cancelBooking(first.token, false);
    const again = await post('BOOKING_CANCEL', { token: first.token, acceptCharge: true });
    expect(again.status).toBe(409);
    expect(again.body.status.message).toMatch(/already cancelled/);

    const late = await book();
    clock = new Date('2026-10-02T18:00:00Z');
    const passed = await post('BOOKING_CANCEL', { token: late.token, acceptCharge: true });
    expect(passed.status).toBe(409);
    expect(passed.body.status.message).toMatch(/seating has passed/);
    expect((await row(late.id)).cancelledAt).toBeNull();
  });

  it('answers a retry with the same Idempotency-Key with the first receipt', async () => {
    const { token } = await book();
    const key = { 'idempotency-key': 'cancel-retry-0001' };
    const first = await post('BOOKING_CANCEL', { token }, key);
    const retry = await post('BOOKING_CANCEL', { token }, key);
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
  });

  it('returns the covers to availability at once: a full seating takes a new party after a cancellation', async () => {
    const seating = { date: DAY, service: 'lunch', time: '13:00' } as const;
    // Florence seats 24 covers a seating: four parties of 6 fill it.
    const parties = [];
    for (let i = 0; i < 4; i += 1) parties.push(await book({ ...seating, guests: 6 }));
    const slot = async () =>
      (await client().bookingAvailability({ site: 'florence', lang: 'en', date: DAY, guests: 2 })).services
        .find((entry) => entry.service === 'lunch')!
        .slots.find((entry) => entry.time === '13:00')!;
    expect((await slot()).available).toBe(false);
    await expect(book({ ...seating, guests: 2 })).rejects.toMatchObject({ status: 409 });

    await client().cancelBooking(parties[0]!.token, false);
    expect((await slot()).available).toBe(true);
    await book({ ...seating, guests: 6 });
    expect((await slot()).available).toBe(false);
  });
});

describe("the cancellation's mails", () => {
  /** The messages queued for a booking, by kind. */
  async function queued(id: string): Promise<Map<string, MailMessage>> {
    const rows = await (await db()).select().from(outbox).where(eq(outbox.submissionId, id));
    return new Map(rows.map((stored) => [stored.kind, deserializeMail(stored.message)]));
  }

  it("are queued in the cancel's transaction, none on a refusal; the restaurant's notice lists the freed service's waiting list in order", async () => {
    const { id, token } = await book({ date: '2026-10-03', time: '19:30' });
    const waiting = (name: string, time: string, guests: number): WaitlistRequest => ({
      site: 'florence',
      lang: 'en',
      date: '2026-10-03',
      service: 'dinner',
      time,
      guests,
      name,
      surname: 'Bianchi',
      phoneCode: '39',
      phone: `333 000 ${String(guests).repeat(4)}`,
    });
    await client().joinWaitlist(waiting('Luca', '20:30', 4));
    await client().joinWaitlist(waiting('Sara', '19:30', 2));
    await client().joinWaitlist({ ...waiting('Lunch', '13:00', 3), service: 'lunch' });

    clock = new Date('2026-10-02T12:00:00Z'); // inside the 48 h: refused without the charge accepted
    expect((await post('BOOKING_CANCEL', { token })).status).toBe(409);
    expect([...(await queued(id)).keys()].filter((kind) => kind.endsWith('cancellation'))).toEqual([]);

    await client().cancelBooking(token, true);
    const messages = await queued(id);
    const restaurant = messages.get('restaurant.cancellation')!;
    expect(messages.get('guest.cancellation')).toMatchObject({ to: { address: 'giulia@example.com' }, lang: 'en' });
    const text = restaurant.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('€ 150,00 a persona per 2 ospiti, € 300,00 in tutto');
    const luca = text.indexOf('1. Luca Bianchi: 4 ospiti, 20:30, +39 333 000 4444');
    expect(luca).toBeGreaterThan(0);
    expect(text.indexOf('2. Sara Bianchi: 2 ospiti, 19:30, +39 333 000 2222')).toBeGreaterThan(luca);
    expect(text).not.toContain('Lunch Bianchi');
  });

  it('leave the waiting list out of a cancellation on a service nobody waits for', async () => {
    const { id, token } = await book({ date: '2026-10-04', service: 'lunch', time: '12:30' });
    await client().cancelBooking(token, false);
    const restaurant = (await queued(id)).get('restaurant.cancellation')!;
    expect(restaurant.text).not.toContain("lista d'attesa");
  });
});
