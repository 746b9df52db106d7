/**
 * The delivery worker on PGlite (and on a PostgreSQL server when one can be had) against a real SMTP
 * server: what it sends and to whom, retries with backoff while the server is down or refusing, exactly
 * one delivery once it is back, an expired lease retried, a given-up message, and two workers on one
 * database never sending one message twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_POLICY, type DeliveryPolicy } from '../../lib/mail/deliveryPolicy.ts';
import { mailTranslators } from '../../lib/mail/texts.ts';
import { florenceBooking } from '../../lib/testing/mailSetting.ts';
import { SITES } from '../../lib/sites.ts';
import { ensurePostgres, startPostgres } from '../../scripts/test/postgresServer.ts';
import { loadContentStore } from '../demo/contentStore.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newManageToken } from '../manageTokens.ts';
import { startDeliveryWorker, type DeliveryWorker } from './delivery.ts';
import { claimDue, enqueueMails, SECRET_PLACEHOLDER } from './outbox.ts';
import { sealerOf } from './seal.ts';
import { bookingMails, groupMails, type SubmissionMailContext } from './submissionMails.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtpServer.ts';
import { createMailTransport } from './transport.ts';
import type { LogEntry } from '../log.ts';

const T0 = new Date('2026-11-25T09:00:00Z');
const SECOND = 1000;
const context: SubmissionMailContext = { now: T0, texts: await mailTranslators(), content: loadContentStore() };
const sealer = sealerOf(randomBytes(32));
/** Polling off: each test drains when it means to. */
const policy: DeliveryPolicy = { ...DELIVERY_POLICY, pollMs: 3_600_000 };

let dataDir: string;
let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let clock: Date;
const workers: DeliveryWorker[] = [];
const logged: LogEntry[] = [];

function worker(db: Database = handle.db, overrides: Partial<DeliveryPolicy> = {}): DeliveryWorker {
  const started = startDeliveryWorker({
    db,
    transport: createMailTransport({ smtpUrl: smtp.url, dataDir, timeoutMs: 5000 }),
    openSecret: sealer.open,
    now: () => clock,
    policy: { ...policy, ...overrides },
    log: (entry) => logged.push(entry),
  });
  workers.push(started);
  return started;
}

const stored = (id: string) => ({ id, receivedAt: T0.toISOString() });
let counter = 0;
const nextId = () => `1795000000000-${(++counter).toString(16).padStart(8, '0')}`;

/** A booking's two messages queued as the booking desk queues them; its token returned. */
async function queueBooking(
  db: Database,
  overrides: Parameters<typeof florenceBooking>[0] = {},
): Promise<{ id: string; token: string }> {
  const id = nextId();
  const token = newManageToken();
  await db.transaction((tx) =>
    enqueueMails(tx, id, bookingMails({ ...stored(id), ...florenceBooking(overrides) }, context, { token }), clock, {
      secret: { value: token, sealed: sealer.seal(token) },
    }),
  );
  return { id, token };
}

const rows = () => handle.db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.id));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-delivery-'));
  handle = await openDatabase({ dataDir, url: '' });
  smtp = await startTestSmtpServer();
}, 120_000);
afterAll(async () => {
  await Promise.all(workers.map((started) => started.stop()));
  await handle?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await Promise.all(workers.splice(0).map((started) => started.stop()));
  await handle.db.delete(outbox);
  smtp.received.length = 0;
  smtp.refusing = false;
  smtp.delayMs = 0;
  logged.length = 0;
  clock = T0;
});

describe('the delivery worker', () => {
  it("sends a booking's messages to the restaurant's mailbox and to the guest in their language, the manage token unsealed only in the mail", async () => {
    const { id, token } = await queueBooking(handle.db, {
      site: 'tokyo',
      lang: 'ja',
      time: '18:00',
      seating: 'counter',
      extras: [],
    });
    const queued = await rows();
    expect(JSON.stringify(queued)).not.toContain(token);
    expect(queued.find((row) => row.kind === 'guest.booking')!.sealedSecret).toMatch(/^v1\./);
    expect(JSON.stringify(queued.find((row) => row.kind === 'guest.booking')!.message)).toContain(SECRET_PLACEHOLDER);

    const round = await worker().drain();
    expect(round).toEqual({ sent: 2, failed: 0, givenUp: 0 });
    const parsed = await smtp.parsed();
    expect(
      smtp.received.map(({ from, to }) => ({ from, to })).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!)),
    ).toEqual([
      { from: SITES.tokyo.mailRecipient, to: ['anna.rossi@example.com'] },
      { from: SITES.tokyo.mailRecipient, to: [SITES.tokyo.mailRecipient] },
    ]);
    const restaurant = parsed.find((mail) => mail.messageId?.includes('.restaurant.'));
    const guest = parsed.find((mail) => mail.messageId?.includes('.guest.'));
    expect(restaurant!.messageId).toBe(`<${id}.restaurant.booking@osterialucciola.example>`);
    expect(guest!.messageId).toBe(`<${id}.guest.booking@osterialucciola.example>`);
    expect(guest!.headers.get('content-language')).toBe('ja');
    expect(guest!.text).toContain(`https://www.osterialucciola.example/ja/tokyo/reservation/manage/#token=${token}`);
    expect(guest!.html).toContain(`#token=${token}`);
    expect(guest!.text).not.toContain(SECRET_PLACEHOLDER);

    const sent = await rows();
    expect(sent.map(({ attempts, sentAt, lastError }) => ({ attempts, sentAt, lastError }))).toEqual([
      { attempts: 1, sentAt: T0, lastError: null },
      { attempts: 1, sentAt: T0, lastError: null },
    ]);
    expect(sent.every((row) => row.delivery?.startsWith('250'))).toBe(true);
    // Sent is sent: a later round sends nothing again.
    clock = new Date(T0.getTime() + 3_600 * SECOND);
    expect(await workers[0]!.drain()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(smtp.received).toHaveLength(2);
  }, 30_000);

  it('retries with backoff while the server is closed, then refusing, and delivers each message exactly once when it is back', async () => {
    await smtp.close();
    try {
      const id = nextId();
      await handle.db.transaction((tx) =>
        enqueueMails(
          tx,
          id,
          groupMails(
            {
              ...stored(id),
              site: 'osaka-garden',
              lang: 'en',
              preferredDate: '2027-02-01',
              preferredTime: '18:00',
              flexibleDate: true,
              guests: 12,
              name: 'Mei',
              surname: 'Sato',
              email: 'mei@example.jp',
              phoneCode: '81',
              phone: '90 1111 2222',
            },
            context,
          ),
          clock,
        ),
      );
      const started = worker();
      expect(await started.drain()).toEqual({ sent: 0, failed: 2, givenUp: 0 });
      let queued = await rows();
      expect(queued.map(({ attempts, nextAttemptAt, sentAt }) => ({ attempts, nextAttemptAt, sentAt }))).toEqual(
        [1, 1].map(() => ({ attempts: 1, nextAttemptAt: new Date(T0.getTime() + 30 * SECOND), sentAt: null })),
      );
      expect(queued[0]!.lastError).toMatch(/ECONNREFUSED/);
      expect(logged[0]).toMatchObject({
        event: 'mail',
        level: 'warn',
        outcome: 'failed',
        attempt: 1,
        nextAttemptAt: '2026-11-25T09:00:30.000Z',
        reason: expect.stringMatching(/ECONNREFUSED/),
      });
      // The reason names the message, never its recipient.
      expect(JSON.stringify(logged)).not.toMatch(/@/);

      // Not due before its time.
      clock = new Date(T0.getTime() + 29 * SECOND);
      expect(await started.drain()).toEqual({ sent: 0, failed: 0, givenUp: 0 });

      await smtp.open();
      smtp.refusing = true;
      clock = new Date(T0.getTime() + 30 * SECOND);
      expect(await started.drain()).toEqual({ sent: 0, failed: 2, givenUp: 0 });
      queued = await rows();
      expect(queued.map(({ attempts, nextAttemptAt }) => ({ attempts, nextAttemptAt }))).toEqual(
        [1, 1].map(() => ({ attempts: 2, nextAttemptAt: new Date(T0.getTime() + 90 * SECOND) })),
      );
      expect(queued[0]!.lastError).toMatch(/451 Mail system unavailable/);
      expect(smtp.received).toEqual([]);

      smtp.refusing = false;
      clock = new Date(T0.getTime() + 90 * SECOND);
      expect(await started.drain()).toEqual({ sent: 2, failed: 0, givenUp: 0 });
      clock = new Date(T0.getTime() + 3 * 3_600 * SECOND);
      expect(await started.drain()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      const messageIds = (await smtp.parsed()).map((mail) => mail.messageId).sort();
      expect(messageIds).toEqual([
        `<${id}.guest.group@osterialucciola.example>`,
        `<${id}.restaurant.group@osterialucciola.example>`,
      ]);
      expect((await rows()).map(({ attempts, sentAt, lastError }) => ({ attempts, sentAt, lastError }))).toEqual(
        [1, 1].map(() => ({ attempts: 3, sentAt: new Date(T0.getTime() + 90 * SECOND), lastError: null })),
      );
    } finally {
      smtp.refusing = false;
      await smtp.open().catch(() => undefined);
    }
  }, 60_000);

  it('retries a message whose worker died while sending once its lease has expired, with the same Message-ID', async () => {
    const { id } = await queueBooking(handle.db);
    // A worker claims both and dies before it reports anything.
    const claimed = await claimDue(handle.db, T0, new Date(T0.getTime() + policy.leaseMs), 10);
    expect(claimed.map((row) => row.attempts)).toEqual([1, 1]);
    const started = worker();
    clock = new Date(T0.getTime() + policy.leaseMs - SECOND);
    expect(await started.drain()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    clock = new Date(T0.getTime() + policy.leaseMs);
    expect(await started.drain()).toEqual({ sent: 2, failed: 0, givenUp: 0 });
    expect((await smtp.parsed()).map((mail) => mail.messageId).sort()).toEqual([
      `<${id}.guest.booking@osterialucciola.example>`,
      `<${id}.restaurant.booking@osterialucciola.example>`,
    ]);
    expect((await rows()).map((row) => row.attempts)).toEqual([2, 2]);
  }, 30_000);

  it('gives a message up, loudly, once it has failed for three days, and never tries it again', async () => {
    smtp.refusing = true;
    const id = nextId();
    await handle.db.transaction((tx) =>
      enqueueMails(
        tx,
        id,
        groupMails(
          {
            ...stored(id),
            site: 'florence',
            lang: 'it',
            preferredDate: '2027-02-01',
            preferredTime: '20:00',
            flexibleDate: false,
            guests: 14,
            name: 'Luca',
            surname: 'Bianchi',
            email: 'luca@example.com',
            phoneCode: '39',
            phone: '333',
          },
          context,
        ).slice(0, 1),
        clock,
      ),
    );
    const started = worker();
    clock = new Date(T0.getTime() + 72 * 3_600 * SECOND - SECOND);
    expect(await started.drain()).toEqual({ sent: 0, failed: 1, givenUp: 0 });
    clock = new Date(T0.getTime() + 73 * 3_600 * SECOND);
    expect(await started.drain()).toEqual({ sent: 0, failed: 1, givenUp: 0 });
    clock = new Date(T0.getTime() + 74 * 3_600 * SECOND);
    expect(await started.drain()).toEqual({ sent: 0, failed: 0, givenUp: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, givenUpAt: clock, sentAt: null });
    expect(logged.at(-1)).toMatchObject({
      event: 'mail',
      level: 'error',
      outcome: 'given-up',
      attempt: 3,
      queuedAt: '2026-11-25T09:00:00.000Z',
      outbox: `${id}.restaurant.group`,
      kind: 'restaurant.group',
      reason: expect.stringMatching(/451/),
    });
    smtp.refusing = false;
    clock = new Date(T0.getTime() + 200 * 3_600 * SECOND);
    expect(await started.drain()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(smtp.received).toEqual([]);
  }, 30_000);

  it('records a message it cannot read (sealed with another key) as failed and sends the others', async () => {
    await queueBooking(handle.db);
    await handle.db
      .update(outbox)
      .set({ sealedSecret: sealerOf(randomBytes(32)).seal('x') })
      .where(eq(outbox.kind, 'guest.booking'));
    expect(await worker().drain()).toEqual({ sent: 1, failed: 1, givenUp: 0 });
    const guest = (await rows()).find((row) => row.kind === 'guest.booking')!;
    expect(guest.lastError).toMatch(/another outbox key/);
  }, 30_000);

  it('two workers on one PGlite database send each message once', async () => {
    for (let i = 0; i < 10; i++) await queueBooking(handle.db);
    smtp.delayMs = 20;
    const [a, b] = [worker(handle.db, { batchSize: 3 }), worker(handle.db, { batchSize: 3 })];
    const rounds = await Promise.all([a!.drain(), b!.drain()]);
    expect(rounds[0]!.sent + rounds[1]!.sent).toBe(20);
    const ids = (await smtp.parsed()).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toHaveLength(20);
    expect((await rows()).every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  }, 60_000);
});

const noServer = ensurePostgres();
describe.skipIf(noServer)('two workers on one PostgreSQL server (two connection pools, as two processes have)', () => {
  it('never both send one message: FOR UPDATE SKIP LOCKED hands each row to one claim', async () => {
    const server = await startPostgres();
    const serverDir = await mkdtemp(join(tmpdir(), 'api-delivery-pg-'));
    const [first, second] = [
      await openDatabase({ dataDir: serverDir, url: server.url }),
      await openDatabase({ dataDir: serverDir, url: server.url }),
    ];
    try {
      for (let i = 0; i < 20; i++) await queueBooking(first!.db);
      smtp.delayMs = 10;
      // Small batches, many claims racing: each worker claims again as soon as it has sent three.
      const [a, b] = [worker(first!.db, { batchSize: 3 }), worker(second!.db, { batchSize: 3 })];
      const rounds = await Promise.all([a!.drain(), b!.drain(), a!.drain(), b!.drain()]);
      await Promise.all(workers.map((started) => started.drain()));
      const ids = (await smtp.parsed()).map((mail) => mail.messageId);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      // Both took part (each claimed some while the other was sending).
      expect(rounds[0]!.sent).toBeGreaterThan(0);
      expect(rounds[1]!.sent).toBeGreaterThan(0);
      const { rows: counts } = (await first!.db.execute(
        sql`SELECT cast(count(*) as integer) AS unsent FROM outbox WHERE sent_at IS NULL OR attempts <> 1`,
      )) as unknown as { rows: { unsent: number }[] };
      expect(counts).toEqual([{ unsent: 0 }]);
    } finally {
      await Promise.all(workers.splice(0).map((started) => started.stop()));
      await first?.close();
      await second?.close();
      await server.stop();
      await rm(serverDir, { recursive: true, force: true });
    }
  }, 180_000);
});
