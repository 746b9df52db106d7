/**
 * Submissions under load: the reference API in its own process (rate limit off, fresh data folder; its
 * database PGlite in that folder, or the PostgreSQL server at `databaseUrl`) takes a bounded number of
 * concurrent mail sends and waiting-list joins on loopback, is killed with SIGKILL right after the last
 * answer, and every acknowledged submission must then be in the database, with its e-mail queued in the
 * outbox. A submission answered "success" but missing, or stored without its e-mail, is lost; the
 * benchmark fails on any loss. The delivery worker writes the e-mails to `.eml` files meanwhile (no
 * SMTP_URL): how many it had sent when the API was killed is reported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReferenceApi } from '../../booking-service/testing/spawn.ts';
import { createContentApiClient } from '../../clients/contentApi.ts';
import { addDays, localMoment } from '../../lib/booking/localTime.ts';
import { slotsFor } from '../../lib/booking/slots.ts';
import { SITES } from '../../lib/sites.ts';
import type { WaitlistRequest } from '../../lib/booking/contract.ts';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../booking-service/db/client.ts';
import { mailMessages, outbox, waitlistEntries } from '../../booking-service/db/schema.ts';
import { WITHOUT_SUBMISSION_LIMIT_FLAGS } from '../../booking-service/testing/submissions.ts';

interface SubmissionsBenchResult {
  requests: number;
  concurrency: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  acknowledged: number;
  refused: number;
  stored: number;
  /** Acknowledged submissions whose e-mail is in the outbox (one each: the restaurant's). */
  mailsQueued: number;
  /** Of those, sent (written as .eml) before the API was killed. */
  mailsSent: number;
  lost: number;
}

/** The next florence day with a dinner seating, on the real clock the spawned server uses. */
function nextDinner(): { date: string; time: string } {
  const today = localMoment(new Date(), SITES.florence.clockTimeZone).date;
  for (let ahead = 1; ahead <= 14; ahead++) {
    const date = addDays(today, ahead);
    const dinner = slotsFor('florence', date, new Date()).services.find((slots) => slots.service === 'dinner');
    if (dinner) return { date, time: dinner.times[0]! };
  }
  throw new Error('no florence dinner in the next 14 days');
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
/**
 * Which of the ids are stored, and which have their e-mail queued and sent, read after the API process is
 * gone (PGlite: its folder, free again).
 */
async function storedOf(
  ids: string[],
  dataDir: string,
  databaseUrl: string,
): Promise<{ stored: Set<string>; queued: Set<string>; sent: Set<string> }> {
  const database = await openDatabase({ dataDir, url: databaseUrl });
  try {
    const found = { stored: new Set<string>(), queued: new Set<string>(), sent: new Set<string>() };
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      for (const table of [mailMessages, waitlistEntries]) {
        for (const { id } of await database.db.select({ id: table.id }).from(table).where(inArray(table.id, chunk)))
          found.stored.add(id);
      }
      const mails = await database.db
        .select({ id: outbox.submissionId, sentAt: outbox.sentAt })
        .from(outbox)
        .where(inArray(outbox.submissionId, chunk));
      for (const { id, sentAt } of mails) {
        found.queued.add(id);
        if (sentAt) found.sent.add(id);
      }
    }
    return found;
  } finally {
    await database.close();
  }
}

/** `databaseUrl`: a PostgreSQL server for the API; '' (default) PGlite in a fresh data folder. */
export async function benchSubmissions({
  requests = 2000,
  concurrency = 32,
  databaseUrl = '',
} = {}): Promise<SubmissionsBenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-submissions-'));
  const api = await spawnReferenceApi(['--data-dir', dataDir, ...WITHOUT_SUBMISSION_LIMIT_FLAGS], {
    DATABASE_URL: databaseUrl,
    SMTP_URL: '',
  });
  try {
    const client = createContentApiClient({ baseUrl: api.url, timeoutMs: 30_000 });
    const slot = nextDinner();
    const waitlist: WaitlistRequest = {
      site: 'florence',
      lang: 'en',
      ...slot,
      service: 'dinner',
      guests: 2,
      name: 'Load',
      surname: 'Test',
      phoneCode: '39',
      phone: '3330000000',
    };
    const fields = {
      name: 'Load',
      surname: 'Test',
      email: 'load@example.com',
      message: 'bench',
      checkout_consent: true,
    };
    const acknowledged: string[] = [];
    const latencies: number[] = [];
    let refused = 0;
    let next = 0;
    const submit = async (i: number) => {
      const started = performance.now();
      try {
        const receipt =
          i % 2 === 0
            ? await client.sendMail({ site: 'florence', lang: 'en', form: 'reserve', fields, website: '' })
            : await client.joinWaitlist({ ...waitlist, notes: `request ${i}` });
        if (receipt.success) acknowledged.push(receipt.id);
      } catch {
        refused++;
      } finally {
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) await submit(next++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Killed without warning right after the last answer: what is acknowledged must already be committed.
    await api.stop('SIGKILL');
    const { stored, queued, sent } = await storedOf(acknowledged, dataDir, databaseUrl);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      requests,
      concurrency,
      seconds,
      requestsPerSecond: requests / seconds,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      acknowledged: acknowledged.length,
      refused,
      stored: stored.size,
      mailsQueued: queued.size,
      mailsSent: sent.size,
      lost: acknowledged.filter((id) => !stored.has(id) || !queued.has(id)).length,
    };
  } finally {
    await api.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}
