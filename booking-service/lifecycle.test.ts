/**
 * The service run like a service: one JSON log line per request and per mail attempt with no personal
 * data, and a stop that lets requests in flight and the mail being sent finish.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from './db/schema.ts';
import type { LogEntry } from './log.ts';
import { startReferenceApi, type ReferenceApiOptions } from './server.ts';
import { spawnReferenceApi } from './testing/spawn.ts';
import { startTestSmtpServer } from './testing/smtpServer.ts';
import { waitlistEntry, WITHOUT_SUBMISSION_LIMIT_FLAGS, WITHOUT_SUBMISSION_LIMITS } from './testing/submissions.ts';

const NOW = new Date('2026-09-30T08:00:00Z');
const guest = { ...waitlistEntry, email: 'anna.rossi@example.com' };
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function start(options: ReferenceApiOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-lifecycle-'));
  dirs.push(dataDir);
  const logged: LogEntry[] = [];
  const api = await startReferenceApi({
    port: 0,
    dataDir,
    databaseUrl: '',
    now: () => NOW,
    openDatabaseFirst: true,
    log: (entry) => logged.push(entry),
    ...WITHOUT_SUBMISSION_LIMITS,
    ...options,
  });
  return { api, logged };
}

const joinWaitlist = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api.php?v=2&action=WAITLIST_JOIN`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(guest),
  });

describe('the logs', () => {
  it('write one line per request: its id (also in the answer), action, status and duration, nothing personal', async () => {
    const { api, logged } = await start();
    try {
      const joined = await joinWaitlist(api.url, { 'x-request-id': 'edge-7f3a' });
      expect(joined.status).toBe(200);
      expect(joined.headers.get('x-request-id')).toBe('edge-7f3a');
      const missing = await fetch(`${api.url}/api.php?v=2&action=FETCH_PAGE&lang=en&site=florence&name=none`);
      expect(missing.status).toBe(404);
      const ownId = missing.headers.get('x-request-id');
      expect(ownId).toMatch(/^[0-9a-f-]{36}$/);
      await api.close();

      const requests = logged.filter((entry) => entry.event === 'request');
      expect(requests).toEqual([
        expect.objectContaining({
          id: 'edge-7f3a',
          method: 'POST',
          path: '/api.php',
          action: 'WAITLIST_JOIN',
          status: 200,
          ms: expect.any(Number),
        }),
        expect.objectContaining({ id: ownId, method: 'GET', action: 'FETCH_PAGE', status: 404 }),
      ]);
      // The waiting list's messages, one line per attempt.
      expect(logged.filter((entry) => entry.event === 'mail')).toContainEqual(
        expect.objectContaining({ kind: 'restaurant.waitlist', attempt: 1, outcome: 'sent' }),
      );
      const text = JSON.stringify(logged);
      for (const personal of [guest.email, guest.name, guest.surname, guest.phone, guest.notes, '127.0.0.1'])
        expect(text).not.toContain(personal);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe('a graceful stop', () => {
  it('answers the requests in flight, then refuses new connections', async () => {
    const { api, logged } = await start({ faults: { latencyMs: 600 } });
    const inFlight = fetch(`${api.url}/api.php?v=2&action=FETCH_INDEX&lang=en&site=florence`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closed = api.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).status.code).toBe(200);
    await closed;
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
    expect(logged.map((entry) => entry.event)).toEqual(expect.arrayContaining(['stopping', 'request', 'stopped']));
    expect(logged.find((entry) => entry.event === 'stopping')).toMatchObject({ inFlight: 1 });
  }, 60_000);

  it('finishes sending the messages it leased before it closes the database', async () => {
    const smtp = await startTestSmtpServer();
    smtp.delayMs = 800;
    const { api } = await start({ smtpUrl: smtp.url });
    try {
      expect((await joinWaitlist(api.url)).status).toBe(200);
      // The worker was nudged by the commit: its message is on its way to the slow SMTP server.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const database = await api.database();
      await api.close();
      // Closed: the stored row is read again through a fresh opening.
      const again = await startReferenceApi({
        port: 0,
        dataDir: dirs.at(-1)!,
        databaseUrl: '',
        openDatabaseFirst: true,
      });
      try {
        const rows = await (await again.database()).db.select().from(outbox);
        expect(rows.map((row) => row.kind).sort()).toEqual(['guest.waitlist', 'restaurant.waitlist']);
        expect(rows.every((row) => row.sentAt !== null)).toBe(true);
        expect(smtp.received).toHaveLength(rows.length);
      } finally {
        await again.close();
      }
      expect(database.kind).toBe('pglite');
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it('on SIGTERM, answers the request in flight, logs the stop and exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'api-sigterm-'));
    dirs.push(dataDir);
    const spawned = await spawnReferenceApi([
      '--data-dir',
      dataDir,
      '--latency',
      '800',
      ...WITHOUT_SUBMISSION_LIMIT_FLAGS,
    ]);
    const lines: string[] = [];
    spawned.child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const inFlight = fetch(`${spawned.url}/api.php?v=2&action=FETCH_INDEX&lang=en&site=florence`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => spawned.child.once('exit', (code) => resolve(code)));
    spawned.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    const events = lines.map((line) => (JSON.parse(line) as LogEntry).event);
    expect(events).toEqual(['signal', 'stopping', 'request', 'stopped']);
  }, 60_000);
});
