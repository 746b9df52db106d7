/**
 * The reference API's one database client. With `DATABASE_URL` it talks to a PostgreSQL server
 * (node-postgres pool); without, to PGlite (PostgreSQL compiled to WebAssembly) persisted in
 * `<dataDir>/pgdata`, so `npm start` and the tests need no outside service. Both run the same drizzle
 * schema and queries, and the versioned migrations in migrations/ are applied when it opens.
 *
 * PGlite is one PostgreSQL backend owned by one process: two API processes cannot share a PGlite data
 * folder (PGlite itself does not stop a second one, and both writing would corrupt it), so a lock file
 * beside it (`pgdata.lock`, the owner's pid) refuses a second opener, and several API processes need a
 * server (`DATABASE_URL`).
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { jsonLogger, withoutAddresses, type Logger } from '../log.ts';
import { pgliteTemplate } from './pgliteTemplate.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a query gets inside `db.transaction(…)`; every query function takes either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' (embedded, in the data folder) or 'postgres' (a server at DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

interface OpenDatabaseOptions {
  /** The API's data folder; PGlite keeps its cluster in `pgdata/` below it. */
  dataDir: string;
  /** A PostgreSQL connection string; default DATABASE_URL. Unset or empty: PGlite. */
  url?: string;
  /** Where a lost connection is reported (../log.ts); default JSON lines on standard output. */
  log?: Logger;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: API processes starting together on one server take turns to migrate. */
const MIGRATION_LOCK = 7_262_281;

function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/**
 * Whether the database answers with every migration of migrations/ applied: what `GET /ready` reports.
 * @returns undefined when it is ready, else what is wrong
 */
export async function notReadyBecause(db: Database): Promise<string | undefined> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  try {
    const result = (await db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number }[] } | { applied: number }[];
    const rows = Array.isArray(result) ? result : result.rows;
    const applied = rows[0]?.applied ?? 0;
    return applied < journal.entries.length
      ? `${journal.entries.length - applied} of ${journal.entries.length} migrations not applied`
      : undefined;
  } catch (error) {
    return `the database does not answer (${(error as Error).message})`;
  }
}

export async function openDatabase({
  dataDir,
  url = databaseUrl(),
  log = jsonLogger(),
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return url ? openServer(url, log) : openPglite(join(dataDir, 'pgdata'));
}

/** A breaker older than this was left by an opener that died while breaking: it takes milliseconds. */
const STALE_BREAKER_MS = 10_000;

/**
 * Takes `<folder>.lock` for this process, or throws naming the live process that holds it. Atomic, so two
 * processes starting at once never both hold it:
 *
 * - the lock appears whole: this process's pid is written to a file of its own, which is then hard-linked
 *   to the lock's name (`link` fails if the name exists), so nobody reads a lock still empty;
 * - a lock left by a process that died is removed by one opener at a time, the one holding
 *   `<folder>.lock.breaking` (taken the same way), after reading again that it is still a dead process's.
 *   Only a breaker removes a lock, so the one it read cannot have changed hands meanwhile.
 * @returns what releases it: the lock is removed only while it is still this process's own.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const lockFile = `${folder}.lock`;
  const breaker = `${lockFile}.breaking`;
  const mine = `${lockFile}.${process.pid}.${randomUUID()}`;
  const ownerOf = async (file: string) => Number(await readFile(file, 'utf8').catch(() => ''));
  await mkdir(dirname(folder), { recursive: true });
  await writeFile(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        await link(mine, lockFile);
        return async () => {
          if ((await ownerOf(lockFile)) === process.pid) await rm(lockFile);
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = await ownerOf(lockFile);
      if (owner && isAlive(owner)) {
        throw new Error(
          `The PGlite database ${folder} is open in process ${owner}; one process at a time can use it (several API processes need a PostgreSQL server: set DATABASE_URL)`,
        );
      }
      // Left by a process that died: removed by the one opener that holds the breaker.
      try {
        await link(mine, breaker);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const since = await stat(breaker).then(
          (info) => Date.now() - info.mtimeMs,
          () => 0,
        );
        if (since > STALE_BREAKER_MS) await rm(breaker, { force: true });
        await new Promise((done) => setTimeout(done, 10));
        continue;
      }
      try {
        const still = await ownerOf(lockFile);
        if (!(still && isAlive(still))) await rm(lockFile, { force: true });
      } finally {
        await rm(breaker, { force: true });
      }
    }
    throw new Error(`Could not lock ${folder}: its lock kept changing hands while this process tried`);
  } finally {
    await rm(mine, { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(folder: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await mkdir(folder, { recursive: true });
  const unlock = await lockFolder(folder);
  let client: import('@electric-sql/pglite').PGlite | undefined;
  try {
    // A new folder starts from a migrated cluster (pgliteTemplate.ts) rather than from initdb.
    const isNew = await stat(join(folder, 'PG_VERSION')).then(
      () => false,
      () => true,
    );
    const loadDataDir = isNew
      ? await pgliteTemplate(MIGRATIONS, async () => {
          const blank = await PGlite.create();
          try {
            await migrate(drizzle({ client: blank, schema }), { migrationsFolder: MIGRATIONS });
            return await blank.dumpDataDir('none');
          } finally {
            await blank.close();
          }
        })
      : undefined;
    client = await PGlite.create(folder, { loadDataDir });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const opened = client;
    return { db: db as unknown as Database, kind: 'pglite', close: () => opened.close().finally(unlock) };
  } catch (error) {
    await client?.close();
    await unlock();
    throw error;
  }
}

async function openServer(url: string, log: Logger): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the server dropped must not take the process down: the pool opens another at the
  // next query.
  pool.on('error', (error) =>
    log({ event: 'database', level: 'warn', outcome: 'connection lost', reason: withoutAddresses(error.message) }),
  );
  try {
    const connection = await pool.connect();
    try {
      // drizzle's migrator takes no lock of its own: two processes starting at once would both migrate.
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      connection.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
