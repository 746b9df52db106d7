/**
 * A server that takes bookings opens and migrates its database before its port answers, so the first
 * availability request after a start waits for no migration (a first request once outlasted the
 * browser's 10 s wait while PGlite opened). Order, not timing: what happened before `listen`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReferenceApi, type ReferenceApi } from './server.ts';

const events: string[] = [];

vi.mock('./db/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./db/client.ts')>();
  return {
    ...actual,
    openDatabase: async (options: Parameters<typeof actual.openDatabase>[0]) => {
      events.push('opening');
      const handle = await actual.openDatabase(options);
      events.push('migrated');
      return handle;
    },
  };
});

let api: ReferenceApi | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  events.length = 0;
  await api?.close();
  api = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Records when the server starts listening, in the same list as the database's opening. */
function watchListen(): void {
  const listen = Server.prototype.listen;
  vi.spyOn(Server.prototype, 'listen').mockImplementation(function (this: Server, ...args: unknown[]) {
    events.push('listen');
    return listen.apply(this, args as Parameters<typeof listen>);
  });
}

describe('the start of a reference API that takes bookings', () => {
  it('applies the migrations on a fresh data folder before it accepts a connection', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-start-'));
    watchListen();
    api = await startReferenceApi({ port: 0, dataDir, databaseUrl: '', openDatabaseFirst: true });
    expect(events).toEqual(['opening', 'migrated', 'listen']);
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);

    // The first availability answers from the open database; nothing more is opened for it.
    const response = await fetch(
      `${api.url}/api.php?v=2&action=BOOKING_AVAILABILITY&site=florence&lang=en&date=2026-12-04&guests=2`,
    );
    expect(response.status).toBeLessThan(500);
    expect(events).toEqual(['opening', 'migrated', 'listen']);
  }, 120_000);

  it('leaves the database closed for a process that only reads content (the sync)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-start-'));
    watchListen();
    api = await startReferenceApi({ port: 0, dataDir, databaseUrl: '' });
    expect(events).toEqual(['listen']);
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });

  it('does not listen when the database cannot open', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-start-'));
    watchListen();
    await expect(
      startReferenceApi({
        port: 0,
        dataDir,
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        openDatabaseFirst: true,
      }),
    ).rejects.toThrow();
    expect(events).toEqual(['opening']);
  }, 60_000);
});
