/**
 * Submissions under load: the reference API in its own process (rate limit off, fresh data folder)
 * takes a bounded number of concurrent mail sends and waiting-list joins on loopback, is killed with
 * SIGKILL right after the last answer, and every acknowledged submission must then be on disk. A
 * submission answered "success" but missing is lost; the benchmark fails on any loss.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReferenceApi } from '../../content-sync/reference-api/spawn.ts';
import { createContentApiClient } from '../../content-sync/client.ts';
import { addDays, localMoment } from '../../lib/booking/localTime.ts';
import { slotsFor } from '../../lib/booking/slots.ts';
import { SITES } from '../../lib/sites.ts';
import type { WaitlistRequest } from '../../lib/booking/contract.ts';

export interface SubmissionsBenchResult {
  requests: number;
  concurrency: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  acknowledged: number;
  refused: number;
  stored: number;
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

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const jsonFiles = async (dir: string) => (await readdir(dir).catch(() => [] as string[]))
  .filter((name) => name.endsWith('.json') && !name.startsWith('.')).map((name) => name.slice(0, -'.json'.length));

export async function benchSubmissions({ requests = 2000, concurrency = 32 } = {}): Promise<SubmissionsBenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-submissions-'));
  const api = await spawnReferenceApi(['--data-dir', dataDir, '--rate-limit', '0']);
  try {
    const client = createContentApiClient({ baseUrl: api.url, timeoutMs: 30_000 });
    const slot = nextDinner();
    const waitlist: WaitlistRequest = {
      site: 'florence', lang: 'en', ...slot, service: 'dinner', guests: 2, name: 'Load', surname: 'Test', phoneCode: '39', phone: '3330000000',
    };
    const fields = { name: 'Load', surname: 'Test', email: 'load@example.com', message: 'bench', checkout_consent: true };
    const acknowledged: string[] = [];
    const latencies: number[] = [];
    let refused = 0;
    let next = 0;
    const submit = async (i: number) => {
      const started = performance.now();
      try {
        const receipt = i % 2 === 0
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
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < requests) await submit(next++);
    }));
    const seconds = (performance.now() - started) / 1000;
    // Killed without warning right after the last answer: what is acknowledged must already be on disk.
    await api.stop('SIGKILL');
    const onDisk = new Set([...await jsonFiles(join(dataDir, 'mail')), ...await jsonFiles(join(dataDir, 'waitlist'))]);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      requests, concurrency, seconds, requestsPerSecond: requests / seconds,
      p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95),
      acknowledged: acknowledged.length, refused, stored: onDisk.size,
      lost: acknowledged.filter((id) => !onDisk.has(id)).length,
    };
  } finally {
    await api.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}
