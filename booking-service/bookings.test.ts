/**
 * The demo booking provider over HTTP (docs/bookings.md): availability, the three submissions and the
 * card token, with their validation, honeypot, rate limit, durability and capacity rules. The clock is
 * fixed: Wednesday 30 September 2026, 10:00 in Florence.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest, WaitlistRequest } from '../lib/booking/contract.ts';
import { isSoldOut } from '../lib/booking/availability.ts';
import { createContentApiClient } from '../clients/contentApi.ts';
import { startReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './server.ts';
import { outbox } from './db/schema.ts';
import { GUEST_MAIL_LIMITS } from './mail/receiptLimits.ts';
import { SIGNATURE_HEADER, signProxyRequest } from './proxySignature.ts';
import { CLIENT_ADDRESS_HEADER } from './clientIdentity.ts';
import { LIMITS } from '../lib/limits.ts';
import { contentApiFailure as failure } from '../clients/testing/contentApi.ts';
import {
  bookingFor as bookingRequest,
  contact,
  groupRequest,
  OPEN_DAY,
  PRIVATE_EVENT_DAY,
  waitlistEntry,
  WITHOUT_SUBMISSION_LIMITS,
} from './testing/submissions.ts';

const NOW = new Date('2026-09-30T08:00:00Z');

const dirs: string[] = [];
const servers: ReferenceApi[] = [];
async function start(options: ReferenceApiOptions = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'api-booking-')));
  dirs.push(dataDir);
  const api = await startReferenceApi({
    port: 0,
    dataDir,
    databaseUrl: '',
    now: () => NOW,
    ...WITHOUT_SUBMISSION_LIMITS,
    // As a served API does: a fresh PGlite opens before the first request, which then waits for no migration.
    openDatabaseFirst: true,
    ...options,
  });
  servers.push(api);
  return api;
}
afterAll(async () => {
  await Promise.all(servers.map((api) => api.close()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

let api: ReferenceApi;
beforeAll(async () => {
  api = await start();
}, 120_000);
const client = () => createContentApiClient({ baseUrl: api.url });

const bookingFor = (overrides: Partial<BookingRequest> = {}, on = api) => bookingRequest(on, overrides);

/** The secret a test's signed proxy shares with the service. */
const PROXY_SECRET = 'the build and the service share this';

async function post(
  action: string,
  body: unknown,
  { on = api, headers = {} }: { on?: ReferenceApi; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${on.url}/api.php?v=2&action=${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's data freely; its shape is what they check
    body: (await response.json()) as { status: { code: number; message: string }; data: any },
  };
}

describe('BOOKING_AVAILABILITY', () => {
  it("lists florence's lunch and dinner seatings of an open day, every one available", async () => {
    const day = await client().bookingAvailability({ site: 'florence', lang: 'it', date: OPEN_DAY, guests: 2 });
    expect(day).toMatchObject({ closed: false, groupOnly: false });
    expect(day.services.map(({ service, slots }) => [service, slots.map((slot) => slot.time)])).toEqual([
      ['lunch', ['12:30', '13:00', '13:30', '14:00']],
      ['dinner', ['19:30', '20:00', '20:30', '21:00']],
    ]);
    expect(day.cardGuarantee).toEqual({
      required: true,
      penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
      freeCancellationHours: 48,
    });
  });

  it('sells out every Thursday, the demo private-event day', async () => {
    expect(
      isSoldOut(
        await client().bookingAvailability({ site: 'beverlyhills', lang: 'en', date: PRIVATE_EVENT_DAY, guests: 2 }),
      ),
    ).toBe(true);
  });

  it('answers a party of 7 with the group request only', async () => {
    expect(
      await client().bookingAvailability({ site: 'florence', lang: 'en', date: OPEN_DAY, guests: 7 }),
    ).toMatchObject({ groupOnly: true, services: [] });
  });

  it("names a wrong date with 'Invalid date'", async () => {
    const response = await fetch(
      `${api.url}/api.php?v=2&action=BOOKING_AVAILABILITY&site=florence&lang=it&date=2026-02-30&guests=2`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: { code: 400, message: "Invalid field 'date': Invalid date" },
      data: { field: 'date' },
    });
  });
});

describe('BOOKING_CREATE', () => {
  it('stores a booking before confirming it', async () => {
    const request = await bookingFor({ time: '19:30', extras: [{ itemId: 'wine-pairing', quantity: 2 }] });
    const confirmation = await client().createBooking(request);
    expect(confirmation).toMatchObject({
      success: true,
      site: 'florence',
      date: OPEN_DAY,
      service: 'dinner',
      time: '19:30',
      guests: 2,
      seating: 'dining-room',
    });
    const stored = (await api.booking.bookings.list()).find((record) => record.id === confirmation.id);
    expect(stored).toMatchObject({
      site: 'florence',
      contact: { email: 'giulia@example.com' },
      extras: [{ itemId: 'wine-pairing', quantity: 2 }],
    });
  });

  it('accepts a card token once and names the card field otherwise', async () => {
    const request = await bookingFor({ time: '13:00', service: 'lunch' });
    await client().createBooking(request);
    const again = await post('BOOKING_CREATE', request);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      status: { code: 400, message: "Invalid field 'cardToken': the card token is unknown or already used" },
      data: { field: 'cardToken' },
    });
    expect((await post('BOOKING_CREATE', { ...request, cardToken: 'tok_test_made_up' })).body.data).toEqual({
      field: 'cardToken',
    });
  });

  it('refuses a card token of another site and one an hour old; a 409 leaves it usable', async () => {
    let clock = NOW;
    const timed = await start({ now: () => clock });
    const tokens = createContentApiClient({ baseUrl: timed.url });
    const [{ token }, { token: unused }] = [
      await tokens.demoCardToken('florence'),
      await tokens.demoCardToken('florence'),
    ];
    const tokyo = await post(
      'BOOKING_CREATE',
      await bookingFor({ site: 'tokyo', lang: 'ja', seating: 'counter', cardToken: token }, timed),
      { on: timed },
    );
    expect([tokyo.status, tokyo.body.data]).toEqual([400, { field: 'cardToken' }]);
    const full = await post('BOOKING_CREATE', await bookingFor({ date: PRIVATE_EVENT_DAY, cardToken: token }, timed), {
      on: timed,
    });
    expect(full.status).toBe(409);
    clock = new Date(NOW.getTime() + 59 * 60 * 1000);
    expect((await post('BOOKING_CREATE', await bookingFor({ cardToken: token }, timed), { on: timed })).status).toBe(
      200,
    );
    clock = new Date(NOW.getTime() + 60 * 60 * 1000);
    const late = await post('BOOKING_CREATE', await bookingFor({ cardToken: unused }, timed), { on: timed });
    expect([late.status, late.body.data]).toEqual([400, { field: 'cardToken' }]);
  }, 120_000);

  it('answers 400 naming the field the shared schema refuses, and listing every refused field with its text', async () => {
    const { status, body } = await post(
      'BOOKING_CREATE',
      await bookingFor({ contact: { ...contact, email: 'giulia-at-home' } }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      status: {
        code: 400,
        message:
          "Invalid field 'contact.email': Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
      },
      data: {
        field: 'contact.email',
        errors: [
          {
            field: 'contact.email',
            message: "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
          },
        ],
      },
    });
    expect((await post('BOOKING_CREATE', await bookingFor({ guests: 7 }))).body.data).toMatchObject({
      field: 'guests',
    });
    const two = await post(
      'BOOKING_CREATE',
      await bookingFor({ contact: { ...contact, name: '', email: 'giulia-at-home' } }),
    );
    expect(two.body.data).toEqual({
      field: 'contact.name',
      errors: [
        { field: 'contact.name', message: 'Required field' },
        {
          field: 'contact.email',
          message: "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
        },
      ],
    });
  });

  it('refuses a seating time the site does not offer, a closed day and a seating too small', async () => {
    expect((await post('BOOKING_CREATE', await bookingFor({ time: '20:15' }))).body.status.message).toBe(
      '20:15 is not a dinner seating of florence on 2026-10-02',
    );
    expect(
      (await post('BOOKING_CREATE', await bookingFor({ site: 'beverlyhills', lang: 'en', date: '2026-10-05' }))).body
        .data,
    ).toEqual({ field: 'date' });
    expect(
      (await post('BOOKING_CREATE', await bookingFor({ site: 'tokyo', lang: 'ja', seating: 'counter', guests: 6 })))
        .body.data,
    ).toEqual({ field: 'seating' });
  });

  it('refuses CR or LF in a field that could reach a mail header', async () => {
    const { status, body } = await post(
      'BOOKING_CREATE',
      await bookingFor({ contact: { ...contact, surname: 'Neri\r\nBcc: all@example.com' } }),
    );
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ field: 'contact.surname' });
  });

  it('answers 409 when the seating is fully booked (the private-event day)', async () => {
    const { status, body } = await post('BOOKING_CREATE', await bookingFor({ date: PRIVATE_EVENT_DAY }));
    expect(status).toBe(409);
    expect(body.status.message).toBe(
      'The 20:00 dinner on 2026-10-01 at florence is fully booked for 2; choose another time or join the waiting list',
    );
  });

  it('never overbooks a seating under concurrent requests: 24 covers take 12 parties of 2 out of 20', async () => {
    const requests = await Promise.all(
      Array.from({ length: 20 }, () => bookingFor({ date: '2026-10-03', service: 'lunch', time: '12:30' })),
    );
    const answers = await Promise.all(requests.map((request) => post('BOOKING_CREATE', request)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8);
    const stored = (await api.booking.bookings.list()).filter((record) => record.date === '2026-10-03');
    expect(stored.reduce((covers, record) => covers + record.guests, 0)).toBe(24);
    const day = await client().bookingAvailability({ site: 'florence', lang: 'it', date: '2026-10-03', guests: 1 });
    expect(day.services[0]!.slots[0]).toEqual({ time: '12:30', available: false });
  });

  it('keeps the booked covers across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'api-restart-'));
    const first = await start({ dataDir });
    for (let i = 0; i < 4; i++) {
      await createContentApiClient({ baseUrl: first.url }).createBooking(
        await bookingFor({ guests: 6, time: '21:00' }, first),
      );
    }
    await first.close();
    const second = await start({ dataDir });
    const day = await createContentApiClient({ baseUrl: second.url }).bookingAvailability({
      site: 'florence',
      lang: 'it',
      date: OPEN_DAY,
      guests: 1,
    });
    expect(day.services[1]!.slots).toContainEqual({ time: '21:00', available: false });
    expect(day.services[1]!.slots).toContainEqual({ time: '20:30', available: true });
  }, 120_000);
});

describe('WAITLIST_JOIN and GROUP_REQUEST', () => {
  it('puts a party on the waiting list of a sold-out seating', async () => {
    const receipt = await client().joinWaitlist(waitlistEntry);
    expect(receipt.success).toBe(true);
    expect((await api.booking.waitlist.list()).find((record) => record.id === receipt.id)).toMatchObject({
      phone: '3330000000',
      guests: 4,
    });
  });

  it('refuses a waiting list on a closed day and a phone with a line break', async () => {
    expect(
      (await post('WAITLIST_JOIN', { ...waitlistEntry, site: 'beverlyhills', date: '2026-10-06' })).body.data,
    ).toEqual({ field: 'date' });
    expect((await post('WAITLIST_JOIN', { ...waitlistEntry, phone: '333\n0000' })).body.data).toMatchObject({
      field: 'phone',
    });
  });

  it('stores a group request of 14', async () => {
    const receipt = await client().requestGroup(groupRequest);
    expect((await api.booking.groups.list()).find((record) => record.id === receipt.id)).toMatchObject({
      guests: 14,
      flexibleDate: true,
    });
  });

  it('asks more than 6 guests of a group request and a date from today on', async () => {
    const six = await failure(client().requestGroup({ ...groupRequest, guests: 6 }));
    expect(six).toMatchObject({ status: 400, field: 'guests' });
    expect((await post('GROUP_REQUEST', { ...groupRequest, preferredDate: '2026-09-29' })).body.status.message).toBe(
      "Invalid field 'preferredDate': The preferred date is past",
    );
  });
});

describe('a site that is not open yet (seoul opens on 2027-04-01; the clock reads 30 September 2026)', () => {
  const seoulWaitlist: WaitlistRequest = {
    ...waitlistEntry,
    site: 'seoul',
    lang: 'ko',
    date: '2027-04-02',
    service: 'dinner',
    time: '19:00',
    phoneCode: '82',
  };

  it('answers availability for its first days with every slot taken and its opening day', async () => {
    const day = await client().bookingAvailability({ site: 'seoul', lang: 'ko', date: '2027-04-02', guests: 2 });
    expect(day.opensOn).toBe('2027-04-01');
    expect(isSoldOut(day)).toBe(true);
    expect(
      (await client().bookingAvailability({ site: 'seoul', lang: 'ko', date: '2026-10-02', guests: 2 })).closed,
    ).toBe(true);
  });

  it('refuses a table booking with 409 and stores nothing, and takes its waiting list from the opening day', async () => {
    const before = (await api.booking.bookings.list()).length;
    const refused = await post(
      'BOOKING_CREATE',
      await bookingFor({
        site: 'seoul',
        lang: 'ko',
        date: '2027-04-02',
        time: '19:00',
        contact: { ...contact, phoneCode: '82' },
      }),
    );
    expect([refused.status, refused.body.status.message]).toEqual([
      409,
      'seoul takes table bookings from 2027-04-01; join the waiting list',
    ]);
    expect((await api.booking.bookings.list()).length).toBe(before);
    expect((await post('WAITLIST_JOIN', seoulWaitlist)).status).toBe(200);
    expect((await post('WAITLIST_JOIN', { ...seoulWaitlist, date: '2026-10-02' })).body.data).toEqual({
      field: 'date',
    });
  });
});

describe('Idempotency-Key', () => {
  const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

  it('answers a retry of a booking with the first answer and stores it once', async () => {
    const request = await bookingFor({ date: '2026-10-09', time: '20:30', guests: 3 });
    const key = crypto.randomUUID();
    const first = await post('BOOKING_CREATE', request, keyed(key));
    const retry = await post('BOOKING_CREATE', request, keyed(key));
    expect(first.status).toBe(200);
    // The card token was used by the first: the retry is not judged again, it is the same booking.
    expect([retry.status, retry.body.data]).toEqual([200, first.body.data]);
    const stored = (await api.booking.bookings.list()).filter((record) => record.date === '2026-10-09');
    expect(stored.map((record) => record.id)).toEqual([first.body.data.id]);
  });

  it('stores one waiting-list entry for concurrent sends with one key', async () => {
    const key = crypto.randomUUID();
    const entry = { ...waitlistEntry, notes: `concurrent ${key}` };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('WAITLIST_JOIN', entry, keyed(key))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await api.booking.waitlist.list()).filter((record) => record.notes === entry.notes)).toHaveLength(1);
  });

  it('refuses the same key with another submission (422), and a malformed key (400 naming the header), storing nothing', async () => {
    const key = crypto.randomUUID();
    expect((await post('GROUP_REQUEST', groupRequest, keyed(key))).status).toBe(200);
    const before = (await api.booking.groups.list()).length;
    const other = await post('GROUP_REQUEST', { ...groupRequest, guests: 15 }, keyed(key));
    expect([other.status, other.body.status.message]).toEqual([
      422,
      `Idempotency-Key '${key}' was already used for a different submission; send a new key with a new submission`,
    ]);
    // Another action with the key is another submission too.
    expect((await post('WAITLIST_JOIN', waitlistEntry, keyed(key))).status).toBe(422);
    for (const bad of ['short', 'a'.repeat(201), 'has space in it', 'semi;colon;key']) {
      const answer = await post('GROUP_REQUEST', groupRequest, keyed(bad));
      expect([answer.status, answer.body.status.message], bad).toEqual([
        400,
        "Invalid header 'Idempotency-Key': 8 to 200 characters of A-Z, a-z, 0-9, '-' and '_'",
      ]);
    }
    expect((await api.booking.groups.list()).length).toBe(before);
  });

  it('leaves the key free after a refusal, so a corrected retry is judged afresh', async () => {
    const key = crypto.randomUUID();
    const full = await post('BOOKING_CREATE', await bookingFor({ date: PRIVATE_EVENT_DAY }), keyed(key));
    expect(full.status).toBe(409);
    const again = await post('BOOKING_CREATE', await bookingFor({ date: PRIVATE_EVENT_DAY }), keyed(key));
    expect(again.status).toBe(409);
  });
});

describe('abuse', () => {
  it("refuses a filled honeypot with 'Submission refused' and stores nothing", async () => {
    const before = (await api.booking.waitlist.list()).length;
    const { status, body } = await post('WAITLIST_JOIN', { ...waitlistEntry, website: 'https://spam.example' });
    expect(status).toBe(400);
    expect(body.status.message).toBe('Submission refused');
    expect((await api.booking.waitlist.list()).length).toBe(before);
  });

  it('refuses a mail whose honeypot field is filled', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      type: '2',
      site: 'florence',
      recipient: 'florence@osterialucciola.example',
      lang: 'it',
      form: 'reserve',
      website: 'bot',
      fields: JSON.stringify({ name: 'Giulia', surname: 'Neri', email: 'giulia@example.com', checkout_consent: true }),
    }))
      form.set(key, value);
    const before = (await api.mail.list()).length;
    const response = await fetch(`${api.url}/api.php?v=2&action=SEND_MAIL`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).status.message).toBe('Submission refused');
    expect((await api.mail.list()).length).toBe(before);
  });

  it('wants JSON of at most 32 kB', async () => {
    expect((await post('GROUP_REQUEST', groupRequest, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await post('GROUP_REQUEST', { ...groupRequest, notes: 'a'.repeat(40_000) })).status).toBe(413);
    expect((await post('GROUP_REQUEST', '{"site":')).body.status.message).toBe('GROUP_REQUEST body is not valid JSON');
  });

  it('answers 429 with Retry-After after the per-client limit, per client a signed proxy names', async () => {
    const limited = await start({ rateLimitPerMinute: 3, signingSecret: PROXY_SECRET });
    await limited.database(); // made before the burst: the bucket refills while PGlite is created
    // The visitor's address as the signing proxy names it; what the visitor forwards proves nothing.
    const from = (visitor: string, forwarded = '192.0.2.1') => ({
      on: limited,
      headers: {
        [SIGNATURE_HEADER]: signProxyRequest(PROXY_SECRET),
        [CLIENT_ADDRESS_HEADER]: visitor,
        'x-forwarded-for': forwarded,
      },
    });
    for (let i = 0; i < 3; i++)
      expect((await post('DEMO_CARD_TOKEN', { site: 'florence' }, from('203.0.113.7', `192.0.2.${i}`))).status).toBe(
        200,
      );
    const refused = await post('WAITLIST_JOIN', waitlistEntry, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect((await post('DEMO_CARD_TOKEN', { site: 'florence' }, from('198.51.100.2'))).status).toBe(200);
  }, 120_000);

  it('cannot be walked around with a new X-Forwarded-For each time, from loopback or with a forged signature', async () => {
    const limited = await start({ rateLimitPerMinute: 10, signingSecret: PROXY_SECRET });
    await limited.database();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // Straight from 127.0.0.1, which is no proxy unless listed; half of them with a guessed signature.
      const forged: Record<string, string> = i % 2 ? { [SIGNATURE_HEADER]: signProxyRequest('a guess') } : {};
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}`, ...forged };
      statuses.push((await post('DEMO_CARD_TOKEN', { site: 'florence' }, { on: limited, headers })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  }, 120_000);
});

describe('what the restaurant may be made to send to one address, and from one client, in a day', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let clock = NOW;
  let limited: ReferenceApi;
  beforeAll(async () => {
    limited = await start({ now: () => clock, guestMailLimits: GUEST_MAIL_LIMITS });
  }, 120_000);
  const on = () => ({ on: limited });
  const guestMailsTo = async (address: string) =>
    (await (await limited.database()).db.select().from(outbox)).filter(
      (row) => row.kind.startsWith('guest.') && row.recipient === address,
    ).length;

  it(`lets one address receive ${LIMITS.guestMailsPerAddressPerDay} guest messages a day, whatever its case, then refuses naming the field`, async () => {
    clock = NOW;
    const email = 'relay-target@example.com';
    for (let sent = 0; sent < LIMITS.guestMailsPerAddressPerDay; sent++) {
      clock = new Date(NOW.getTime() + sent * 60_000);
      const entry = { ...waitlistEntry, email: sent % 2 ? email.toUpperCase() : email };
      expect((await post('WAITLIST_JOIN', entry, on())).status).toBe(200);
    }
    const stored = (await limited.booking.waitlist.list()).length;
    const refused = await post('WAITLIST_JOIN', { ...waitlistEntry, email }, on());
    expect([refused.status, refused.body.data]).toEqual([429, { field: 'email' }]);
    // Free again once the first of the day's messages has left the day: 24 h after it, minus the minutes gone.
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBe(DAY / 1000 - (LIMITS.guestMailsPerAddressPerDay - 1) * 60);
    const booking = await post('BOOKING_CREATE', await bookingFor({ contact: { ...contact, email } }, limited), on());
    expect([booking.status, booking.body.data]).toEqual([429, { field: 'contact.email' }]);
    expect((await limited.booking.waitlist.list()).length).toBe(stored);
    expect(await guestMailsTo(email)).toBe(LIMITS.guestMailsPerAddressPerDay);
    clock = new Date(NOW.getTime() + DAY + 1000);
    expect((await post('WAITLIST_JOIN', { ...waitlistEntry, email }, on())).status).toBe(200);
  });

  it(`lets one client have the restaurant write to ${LIMITS.guestAddressesPerClientPerDay} addresses a day, and again to those`, async () => {
    clock = new Date(NOW.getTime() + 3 * DAY);
    const addressOf = (index: number) => `guest-${index}@example.com`;
    for (let index = 0; index < LIMITS.guestAddressesPerClientPerDay; index++)
      expect((await post('GROUP_REQUEST', { ...groupRequest, email: addressOf(index) }, on())).status).toBe(200);
    const refused = await post('GROUP_REQUEST', { ...groupRequest, email: 'one-more@example.com' }, on());
    expect([refused.status, refused.body.data]).toEqual([429, { field: 'email' }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(DAY / 1000 - 60);
    // An address it has already written to is no new address.
    expect((await post('GROUP_REQUEST', { ...groupRequest, email: addressOf(3) }, on())).status).toBe(200);
  });

  it('keeps the client only as a keyed hash, never its address', async () => {
    const senders = (await (await limited.database()).db.select().from(outbox)).map((row) => row.sender);
    expect(senders.filter(Boolean).length).toBeGreaterThan(0);
    for (const sender of senders) expect(sender ?? '').not.toContain('127.0.0.1');
  });
});

describe('bad input: a 400 naming the field, never a 500, nothing stored', () => {
  const stored = async () =>
    (
      await Promise.all([api.booking.bookings, api.booking.waitlist, api.booking.groups].map((kind) => kind.list()))
    ).flat().length;
  const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

  it('refuses a key every object inherits, at any depth, in every JSON submission', async () => {
    const booking = await bookingFor();
    const cases: [string, string, string][] = [
      ['BOOKING_CREATE', JSON.stringify({ ...booking, constructor: 1 }), 'constructor'],
      ['BOOKING_CREATE', JSON.stringify(booking).replace('{', '{"__proto__":{"admin":true},'), '__proto__'],
      ['BOOKING_CREATE', JSON.stringify({ ...booking, contact: { ...contact, valueOf: 'x' } }), 'contact.valueOf'],
      ['WAITLIST_JOIN', JSON.stringify({ ...waitlistEntry, hasOwnProperty: 1 }), 'hasOwnProperty'],
      ['GROUP_REQUEST', JSON.stringify({ ...groupRequest, toString: 'x' }), 'toString'],
      ['DEMO_CARD_TOKEN', JSON.stringify({ site: 'florence', constructor: 'x' }), 'constructor'],
    ];
    const before = await stored();
    for (const [action, body, field] of cases) {
      const answer = await post(action, body);
      expect([answer.status, answer.body.data?.field], `${action} ${field}`).toEqual([400, field]);
      expect(answer.body.status.message).toBe(
        `Invalid field '${field}': field name '${field.split('.').pop()}' is not accepted`,
      );
    }
    expect(await stored()).toBe(before);
  });

  it('refuses an object or an array where a text, a list or a group of fields belongs, and nesting without end', async () => {
    // A number too large to be a party names the bounds, as any number out of them, and a text too long its limit.
    const cases: [string, unknown, string, string?][] = [
      ['BOOKING_CREATE', await bookingFor({ contact: { ...contact, name: {} as unknown as string } }), 'contact.name'],
      ['BOOKING_CREATE', { ...(await bookingFor()), date: {} }, 'date'],
      ['BOOKING_CREATE', { ...(await bookingFor()), contact: 'Giulia' }, 'contact'],
      ['BOOKING_CREATE', { ...(await bookingFor()), extras: 'wine' }, 'extras'],
      ['BOOKING_CREATE', { ...(await bookingFor()), guests: 1e300 }, 'guests', 'Enter a number from 1 to 6'],
      ['WAITLIST_JOIN', { ...waitlistEntry, name: ['Anna'] }, 'name'],
      ['GROUP_REQUEST', { ...groupRequest, phone: { number: 1 } }, 'phone'],
      ['GROUP_REQUEST', { ...groupRequest, guests: 1e300 }, 'guests', 'Enter a number from 7 to 60'],
      // A text over its length names the limit.
      [
        'BOOKING_CREATE',
        await bookingFor({ contact: { ...contact, comments: 'a'.repeat(501) } }),
        'contact.comments',
        'Use at most 500 characters',
      ],
    ];
    const before = await stored();
    for (const [action, body, field, text = 'Invalid field'] of cases) {
      const answer = await post(action, body);
      expect([answer.status, answer.body.data?.field, answer.body.status.message], `${action} ${field}`).toEqual([
        400,
        field,
        `Invalid field '${field}': ${text}`,
      ]);
    }
    const deep = await post(
      'BOOKING_CREATE',
      JSON.stringify(await bookingFor()).replace('"extras":[]', `"extras":${DEEP}`),
    );
    expect([deep.status, deep.body.status.message]).toEqual([
      400,
      `Invalid field 'extras${'.0'.repeat(7)}': nested deeper than 8 levels`,
    ]);
    expect(await stored()).toBe(before);
  });

  it("refuses a value of another JSON type than the contract's, where it would convert: a number for a text, a text for a number, 1 for true", async () => {
    const booking = await bookingFor();
    const withContact = (field: string, value: unknown) => ({ ...booking, contact: { ...contact, [field]: value } });
    const cases: [string, unknown, string][] = [
      ['WAITLIST_JOIN', { ...waitlistEntry, notes: 12 }, 'notes'],
      ['WAITLIST_JOIN', { ...waitlistEntry, phone: 3330000000 }, 'phone'],
      ['WAITLIST_JOIN', { ...waitlistEntry, phoneCode: 39 }, 'phoneCode'],
      ['WAITLIST_JOIN', { ...waitlistEntry, guests: '4' }, 'guests'],
      ['WAITLIST_JOIN', { ...waitlistEntry, time: 2000 }, 'time'],
      ['BOOKING_CREATE', { ...booking, guests: '2' }, 'guests'],
      ['BOOKING_CREATE', { ...booking, consent: 1 }, 'consent'],
      ['BOOKING_CREATE', { ...booking, consent: 'true' }, 'consent'],
      ['BOOKING_CREATE', { ...booking, extras: [{ itemId: 'wine-pairing', quantity: '2' }] }, 'extras[0].quantity'],
      ['BOOKING_CREATE', withContact('onBehalfOf', 'false'), 'contact.onBehalfOf'],
      ['BOOKING_CREATE', withContact('comments', 42), 'contact.comments'],
      ['BOOKING_CREATE', withContact('name', 7), 'contact.name'],
      ['GROUP_REQUEST', { ...groupRequest, flexibleDate: 0 }, 'flexibleDate'],
      ['GROUP_REQUEST', { ...groupRequest, guests: '14' }, 'guests'],
      ['GROUP_REQUEST', { ...groupRequest, notes: true }, 'notes'],
      ['DEMO_CARD_TOKEN', { site: ['florence'] }, 'site'],
    ];
    const before = await stored();
    for (const [action, body, field] of cases) {
      const answer = await post(action, body);
      expect([answer.status, answer.body.data?.field], `${action} ${field}`).toEqual([400, field]);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses an address mail cannot carry, in every submission that takes one (RFC 5321)', async () => {
    // 780 characters, in labels DNS allows: under the 1000 of a text input, over what SMTP carries.
    const long = `${'a'.repeat(40)}@${Array.from({ length: 12 }, () => 'b'.repeat(60)).join('.')}.example`;
    const localPart = `${'a'.repeat(65)}@example.com`;
    const before = await stored();
    for (const email of [long, localPart]) {
      const cases: [string, unknown, string][] = [
        ['BOOKING_CREATE', await bookingFor({ contact: { ...contact, email } }), 'contact.email'],
        ['WAITLIST_JOIN', { ...waitlistEntry, email }, 'email'],
        ['GROUP_REQUEST', { ...groupRequest, email }, 'email'],
      ];
      for (const [action, body, field] of cases) {
        const answer = await post(action, body);
        expect([answer.status, answer.body.data?.field], `${action} ${email.length}`).toEqual([400, field]);
      }
    }
    expect(await stored()).toBe(before);
  });
});
