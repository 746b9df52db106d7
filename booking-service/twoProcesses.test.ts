/**
 * Capacity across processes (docs/bookings.md "Capacity"): two reference API processes on one real
 * PostgreSQL server (Debian's, started in a temporary folder by scripts/test/postgresServer.ts, installed
 * with apt-get when missing) take concurrent bookings for the last covers of one seating. The database's
 * row lock on the seating is all that stands between them: no process knows what the other holds. Their
 * delivery workers share the one outbox: each message is sent by one of them, once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '../lib/booking/contract.ts';
import { addDays, localMoment } from '../lib/booking/localTime.ts';
import { slotsFor } from '../lib/booking/slots.ts';
import { SITES } from '../lib/sites.ts';
import { createContentApiClient } from '../clients/contentApi.ts';
import { ensurePostgres, startPostgres, type PostgresServer } from '../scripts/test/postgresServer.ts';
import { isPrivateEvent, loadPrivateEventDays } from './demo/demoBooking.ts';
import { spawnReferenceApi, type SpawnedApi } from './testing/spawn.ts';
import { contact, WITHOUT_SUBMISSION_LIMIT_FLAGS } from './testing/submissions.ts';

const unavailable = ensurePostgres();
if (unavailable) console.warn(`two-process capacity test skipped: ${unavailable}`);

/** The next florence day with a dinner that is not the demo's private event, on the real clock the processes use. */
function nextDinner(): { date: string; time: string } {
  const today = localMoment(new Date(), SITES.florence.clockTimeZone).date;
  const privateEvents = loadPrivateEventDays();
  for (let ahead = 2; ahead <= 14; ahead++) {
    const date = addDays(today, ahead);
    const dinner = slotsFor('florence', date, new Date()).services.find((slots) => slots.service === 'dinner');
    if (dinner && !isPrivateEvent(privateEvents, 'florence', date)) return { date, time: dinner.times.at(-1)! };
  }
  throw new Error('no florence dinner in the next 14 days');
}

describe.skipIf(unavailable)('two API processes on one PostgreSQL server', () => {
  let server: PostgresServer;
  let apis: SpawnedApi[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    server = await startPostgres();
    // Started together: both migrate the empty database at once (the migration lock makes them take turns).
    // One outbox key: either process may send the other's booking confirmations.
    const outboxKey = randomBytes(32).toString('base64url');
    apis = await Promise.all(
      [0, 1].map(async (i) => {
        const dir = await mkdtemp(join(tmpdir(), 'api-two-'));
        dirs[i] = dir;
        return spawnReferenceApi(['--data-dir', dir, ...WITHOUT_SUBMISSION_LIMIT_FLAGS], {
          DATABASE_URL: server.url,
          OUTBOX_KEY: outboxKey,
          SMTP_URL: '',
        });
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await server?.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('never books a seating past its covers: 20 concurrent parties of 2 for the last 8 of 24 covers, 4 booked, 16 answered 409', async () => {
    const { date, time } = nextDinner();
    const clients = apis.map((api) => createContentApiClient({ baseUrl: api.url }));
    // Card tokens are in the database: each one is issued by the other process than the one it is sent to.
    const request = async (on: number, guests: number): Promise<BookingRequest> => ({
      site: 'florence',
      lang: 'en',
      date,
      service: 'dinner',
      time,
      guests,
      seating: 'dining-room',
      extras: [],
      consent: true,
      contact,
      cardToken: (await clients[1 - on]!.demoCardToken('florence')).token,
    });
    for (const on of [0, 1, 0, 1]) await clients[on]!.createBooking(await request(on, 4));

    const requests = await Promise.all(Array.from({ length: 20 }, (_, i) => request(i % 2, 2)));
    const answers = await Promise.all(
      requests.map(async (body, i) => {
        const response = await fetch(`${apis[i % 2]!.url}/api.php?v=2&action=BOOKING_CREATE`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          message: ((await response.json()) as { status: { message: string } }).status.message,
        };
      }),
    );

    const database = new pg.Client({ connectionString: server.url });
    await database.connect();
    const { rows } = await database
      .query<{ covers: number; bookings: number }>(
        "SELECT cast(sum(guests) as integer) AS covers, cast(count(*) as integer) AS bookings FROM bookings WHERE site = 'florence' AND date = $1 AND service = 'dinner' AND time = $2",
        [date, time],
      )
      .finally(() => database.end());
    expect(rows[0]).toEqual({ covers: 24, bookings: 8 });
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers.map((answer) => answer.status)).toEqual(Array(16).fill(409));
    expect(new Set(losers.map((answer) => answer.message))).toEqual(
      new Set([
        `The ${time} dinner on ${date} at florence is fully booked for 2; choose another time or join the waiting list`,
      ]),
    );
    // Both processes read the seating as full from the database.
    for (const client of clients) {
      const day = await client.bookingAvailability({ site: 'florence', lang: 'en', date, guests: 1 });
      expect(day.services.find((service) => service.service === 'dinner')!.slots).toContainEqual({
        time,
        available: false,
      });
    }
  });

  it('stores a submission sent to both processes at once with one Idempotency-Key once', async () => {
    const { date, time } = nextDinner();
    const key = crypto.randomUUID();
    const entry = {
      site: 'florence',
      lang: 'en',
      date,
      service: 'dinner',
      time,
      guests: 2,
      name: 'Anna',
      surname: 'Rossi',
      phoneCode: '39',
      phone: '3330000000',
      notes: key,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const response = await fetch(`${apis[i % 2]!.url}/api.php?v=2&action=WAITLIST_JOIN`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(entry),
        });
        return { status: response.status, id: ((await response.json()) as { data: { id: string } }).data.id };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const database = new pg.Client({ connectionString: server.url });
    await database.connect();
    const { rows } = await database
      .query("SELECT id FROM waitlist_entries WHERE request->>'notes' = $1", [key])
      .finally(() => database.end());
    expect(rows).toEqual([{ id: answers[0]!.id }]);
  });

  it('sends every queued message once, by one process or the other', async () => {
    const database = new pg.Client({ connectionString: server.url });
    await database.connect();
    try {
      const unsentNow = async () =>
        (
          await database.query<{ unsent: number }>(
            'SELECT cast(count(*) as integer) AS unsent FROM outbox WHERE sent_at IS NULL',
          )
        ).rows[0]!.unsent;
      let unsent = await unsentNow();
      for (let waited = 0; unsent > 0 && waited < 30_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        unsent = await unsentNow();
      }
      expect(unsent).toBe(0);
      const { rows } = await database.query<{ id: string; attempts: number }>(
        'SELECT id, attempts FROM outbox ORDER BY id',
      );
      // 8 bookings (2 messages each) and one waiting-list entry (the restaurant's notice).
      expect(rows).toHaveLength(17);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      const written = (await Promise.all(dirs.map((dir) => readdir(join(dir, 'outbox')).catch(() => [] as string[]))))
        .flat()
        .filter((name) => name.endsWith('.eml'))
        .sort();
      expect(written).toEqual(rows.map((row) => `${row.id}.eml`));
    } finally {
      await database.end();
    }
  }, 60_000);
});
