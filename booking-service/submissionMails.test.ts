/**
 * Every submission's e-mails through the HTTP API: queued in the submission's transaction, sent by the
 * server's delivery worker, to `.eml` files in `<dataDir>/outbox/` (no SMTP_URL) or to a real SMTP server;
 * a refused submission queues nothing; an SMTP outage fails no submission, and its messages go out once
 * the server is back. The clock is fixed: Wednesday 30 September 2026, 10:00 in Florence.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../lib/sites.ts';
import { createContentApiClient } from '../clients/contentApi.ts';
import { bookings, idempotencyKeys, outbox } from './db/schema.ts';
import { manageTokenHash } from './manageTokens.ts';
import { startReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './server.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtpServer.ts';
import { openDatabase } from './db/client.ts';
import { spawnReferenceApi } from './testing/spawn.ts';
import {
  bookingFor,
  bookingRequest,
  contact,
  groupRequest,
  PRIVATE_EVENT_DAY,
  waitlistEntry,
  WITHOUT_SUBMISSION_LIMIT_FLAGS,
  WITHOUT_SUBMISSION_LIMITS,
} from './testing/submissions.ts';

const NOW = new Date('2026-09-30T08:00:00Z');
const PDF = new Uint8Array([
  ...new TextEncoder().encode('%PDF-1.4\n% menu\n'),
  0,
  1,
  2,
  254,
  255,
  ...new TextEncoder().encode('\n%%EOF\n'),
]);

const dirs: string[] = [];
const servers: ReferenceApi[] = [];
async function start(options: ReferenceApiOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-mails-'));
  dirs.push(dataDir);
  const api = await startReferenceApi({
    port: 0,
    dataDir,
    databaseUrl: '',
    smtpUrl: '',
    now: () => NOW,
    ...WITHOUT_SUBMISSION_LIMITS,
    ...options,
  });
  servers.push(api);
  await api.database();
  return { api, dataDir };
}
afterAll(async () => {
  await Promise.all(servers.map((api) => api.close()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function emlFiles(dataDir: string): Promise<Map<string, ParsedMail>> {
  const folder = join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await simpleParser(await readFile(join(folder, name)))] as const),
    ),
  );
}
const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map(({ address }) => address));

describe("a booking's e-mails through the API, to the .eml outbox", () => {
  let api: ReferenceApi;
  let dataDir: string;
  beforeAll(async () => {
    ({ api, dataDir } = await start());
  }, 120_000);

  it("sends the restaurant's notice and the guest's confirmation, whose manage link's token hashes to the booking's manage_token_hash and is stored nowhere", async () => {
    const request = await bookingFor(api, { lang: 'en' });
    const { id } = await createContentApiClient({ baseUrl: api.url }).createBooking(request, {
      idempotencyKey: 'mail-booking-0001',
    });
    await (await api.delivery()).drain();
    const files = await emlFiles(dataDir);
    expect([...files.keys()]).toEqual([`${id}.guest.booking.eml`, `${id}.restaurant.booking.eml`]);
    const restaurant = files.get(`${id}.restaurant.booking.eml`)!;
    expect(recipients(restaurant)).toEqual([SITES.florence.mailRecipient]);
    const guest = files.get(`${id}.guest.booking.eml`)!;
    expect(recipients(guest)).toEqual(['giulia@example.com']);
    expect(guest.headers.get('content-language')).toBe('en');
    expect(guest.messageId).toBe(`<${id}.guest.booking@osterialucciola.example>`);
    const link = guest.text?.match(
      /https:\/\/www\.osterialucciola\.example\/en\/florence\/reservation\/manage\/#token=([A-Za-z0-9_-]+)/,
    );
    expect(link?.[1]).toHaveLength(43);
    const token = link![1]!;
    expect(guest.html).toContain(`/en/florence/reservation/manage/#token=${token}`);

    const { db } = await api.database();
    const [row] = await db.select({ hash: bookings.manageTokenHash }).from(bookings).where(eq(bookings.id, id));
    expect(row!.hash).toBe(manageTokenHash(token));
    // Not in clear in the database: not in the outbox, the booking, nor the idempotency answer.
    const everything = JSON.stringify([
      await db.select().from(outbox),
      await db.select().from(bookings),
      await db.select().from(idempotencyKeys),
    ]);
    expect(everything).toContain(id);
    expect(everything).not.toContain(token);
    expect(
      (await db.select().from(outbox).where(eq(outbox.submissionId, id))).map(
        ({ kind, attempts, sentAt, delivery }) => ({ kind, attempts, sent: sentAt !== null, delivery }),
      ),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'guest.booking',
          attempts: 1,
          sent: true,
          delivery: join(dataDir, 'outbox', `${id}.guest.booking.eml`),
        },
        {
          kind: 'restaurant.booking',
          attempts: 1,
          sent: true,
          delivery: join(dataDir, 'outbox', `${id}.restaurant.booking.eml`),
        },
      ]),
    );
  }, 60_000);

  it('gives each booking its own token', async () => {
    const client = createContentApiClient({ baseUrl: api.url });
    const ids = [
      (await client.createBooking(await bookingFor(api, { time: '19:30' }))).id,
      (await client.createBooking(await bookingFor(api, { time: '21:00' }))).id,
    ];
    await (await api.delivery()).drain();
    const { db } = await api.database();
    const hashes = await db.select({ hash: bookings.manageTokenHash }).from(bookings).orderBy(asc(bookings.id));
    expect(new Set(hashes.map(({ hash }) => hash)).size).toBe(hashes.length);
    expect(hashes.every(({ hash }) => /^[0-9a-f]{64}$/.test(hash ?? ''))).toBe(true);
    const files = await emlFiles(dataDir);
    expect(ids.every((id) => files.has(`${id}.guest.booking.eml`))).toBe(true);
  }, 60_000);

  it('queues nothing for a refused submission: a full seating (409), a bad field (400), a replayed key', async () => {
    const { db } = await api.database();
    const before = (await db.select().from(outbox)).length;
    const client = createContentApiClient({ baseUrl: api.url });
    // The Thursday private event leaves no covers.
    await expect(client.createBooking(await bookingFor(api, { date: PRIVATE_EVENT_DAY }))).rejects.toThrow();
    await expect(
      client.createBooking({ ...(await bookingFor(api)), contact: { ...contact, email: 'not an address' } }),
    ).rejects.toThrow();
    const request = await bookingFor(api, { time: '20:30' });
    await client.createBooking(request, { idempotencyKey: 'mail-booking-0002' });
    await client.createBooking(request, { idempotencyKey: 'mail-booking-0002' });
    expect((await db.select().from(outbox)).length).toBe(before + 2);
  }, 60_000);

  it("sends the waiting list's, the group request's and the mail form's messages, the attachment from the stored file", async () => {
    const client = createContentApiClient({ baseUrl: api.url });
    const waitlist = await client.joinWaitlist(waitlistEntry);
    const group = await client.requestGroup(groupRequest);
    const mail = await client.sendMail({
      site: 'tokyo',
      lang: 'ja',
      form: 'reserve',
      website: '',
      fields: {
        name: 'Aiko',
        surname: 'Tanaka',
        email: 'aiko@example.jp',
        message: 'よろしく',
        checkout_consent: true,
      },
      files: [new File([PDF], 'menu.pdf', { type: 'application/pdf' })],
    });
    await (await api.delivery()).drain();
    const files = await emlFiles(dataDir);
    expect(recipients(files.get(`${waitlist.id}.restaurant.waitlist.eml`)!)).toEqual([SITES.florence.mailRecipient]);
    expect(files.has(`${waitlist.id}.guest.waitlist.eml`)).toBe(false);
    expect(recipients(files.get(`${group.id}.restaurant.group.eml`)!)).toEqual([SITES.beverlyhills.mailRecipient]);
    expect(recipients(files.get(`${group.id}.guest.group.eml`)!)).toEqual(['dana@example.com']);
    const form = files.get(`${mail.id}.restaurant.mail.eml`)!;
    expect(recipients(form)).toEqual([SITES.tokyo.mailRecipient]);
    expect(form.replyTo?.value[0]?.address).toBe('aiko@example.jp');
    expect(form.attachments.map(({ filename }) => filename)).toEqual(['menu.pdf']);
    expect(new Uint8Array(form.attachments[0]!.content)).toEqual(PDF);
  }, 60_000);
});

describe('a fresh server', () => {
  it('judges a booking that is its first request (the database and the outbox key not yet opened) like any other: 400 naming the field', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'api-mails-'));
    dirs.push(dataDir);
    const api = await startReferenceApi({
      port: 0,
      dataDir,
      databaseUrl: '',
      smtpUrl: '',
      now: () => NOW,
      ...WITHOUT_SUBMISSION_LIMITS,
    });
    servers.push(api);
    const response = await fetch(`${api.url}/api.php?v=2&action=BOOKING_CREATE`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest({ cardToken: 'tok_test_unknown' })),
    });
    expect(await response.json()).toEqual({
      status: { code: 400, message: "Invalid field 'cardToken': the card token is unknown or already used" },
      data: { field: 'cardToken' },
    });
    expect(await (await api.database()).db.select().from(outbox)).toEqual([]);
  }, 120_000);
});

describe('an SMTP outage', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('fails no submission; its messages are retried with backoff and sent once each when the server is back', async () => {
    await smtp.close();
    let clock = NOW;
    const { api } = await start({ smtpUrl: smtp.url, now: () => clock, deliveryPolicy: { pollMs: 3_600_000 } });
    const client = createContentApiClient({ baseUrl: api.url });
    const { id } = await client.createBooking(await bookingFor(api, { lang: 'it' }));
    const worker = await api.delivery();
    await worker.drain();
    const { db } = await api.database();
    const queued = await db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(queued.map(({ attempts, sentAt, nextAttemptAt }) => ({ attempts, sentAt, nextAttemptAt }))).toEqual(
      [1, 1].map(() => ({ attempts: 1, sentAt: null, nextAttemptAt: new Date(NOW.getTime() + 30_000) })),
    );
    expect(queued[0]!.lastError).toMatch(/ECONNREFUSED/);

    // Still down at the first retry, refusing at the second: each waits longer.
    clock = new Date(NOW.getTime() + 30_000);
    await worker.drain();
    await smtp.open();
    smtp.refusing = true;
    clock = new Date(NOW.getTime() + 90_000);
    await worker.drain();
    expect(
      (await db.select().from(outbox).where(eq(outbox.submissionId, id))).map(({ attempts, nextAttemptAt }) => ({
        attempts,
        nextAttemptAt,
      })),
    ).toEqual([1, 1].map(() => ({ attempts: 3, nextAttemptAt: new Date(NOW.getTime() + 210_000) })));
    // A submission during the outage is answered as usual.
    await client.joinWaitlist(waitlistEntry);

    smtp.refusing = false;
    clock = new Date(NOW.getTime() + 210_000);
    await worker.drain();
    clock = new Date(NOW.getTime() + 86_400_000);
    await worker.drain();
    const messageIds = (await smtp.parsed()).map((mail) => mail.messageId);
    expect(messageIds.filter((messageId) => messageId?.startsWith(`<${id}.`)).sort()).toEqual([
      `<${id}.guest.booking@osterialucciola.example>`,
      `<${id}.restaurant.booking@osterialucciola.example>`,
    ]);
    expect(messageIds).toHaveLength(3);
    const guest = (await smtp.parsed()).find(
      (mail) => mail.messageId === `<${id}.guest.booking@osterialucciola.example>`,
    )!;
    expect(guest.text).toMatch(/\/it\/florence\/reservation\/manage\/#token=[A-Za-z0-9_-]{43}/);
  }, 60_000);
});

describe('npm run api', () => {
  it('ends at SIGTERM with exit code 0 while its worker waits to retry, leaving the message queued with its error', async () => {
    const smtp = await startTestSmtpServer();
    const smtpUrl = smtp.url;
    await smtp.close();
    const dataDir = await mkdtemp(join(tmpdir(), 'api-mails-'));
    dirs.push(dataDir);
    const api = await spawnReferenceApi(['--data-dir', dataDir, ...WITHOUT_SUBMISSION_LIMIT_FLAGS], {
      DATABASE_URL: '',
      SMTP_URL: smtpUrl,
    });
    let stopped = false;
    try {
      const { id } = await createContentApiClient({ baseUrl: api.url }).sendMail({
        site: 'florence',
        lang: 'it',
        form: 'reserve',
        website: '',
        fields: { name: 'Anna', surname: 'Rossi', email: 'anna@example.com', checkout_consent: true },
      });
      // The worker tried at once (nudged after the commit), failed, and waits 30 s to retry.
      await api.logLine((line) => line.includes('"event":"mail"') && line.includes('"outcome":"failed"'));
      const started = performance.now();
      await api.stop('SIGTERM');
      stopped = true;
      expect(api.child.exitCode).toBe(0);
      expect(performance.now() - started).toBeLessThan(5000);
      const database = await openDatabase({ dataDir, url: '' });
      try {
        const rows = await database.db.select().from(outbox);
        expect(rows.map(({ submissionId, kind, sentAt }) => ({ submissionId, kind, sentAt }))).toEqual([
          { submissionId: id, kind: 'restaurant.mail', sentAt: null },
        ]);
        expect(rows[0]!.attempts).toBe(1);
        expect(rows[0]!.lastError).toMatch(/ECONNREFUSED/);
      } finally {
        await database.close();
      }
    } finally {
      if (!stopped) await api.stop('SIGKILL');
    }
  }, 60_000);
});
