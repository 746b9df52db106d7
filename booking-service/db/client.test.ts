/**
 * The database module on PGlite: the migrations make exactly the database the drizzle schema describes
 * (columns with their types, defaults and nullability, indexes, constraints), opening again applies
 * nothing twice, and a second opener of one PGlite folder is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFromSchema, databaseShape } from '../testing/databaseShape.ts';
import { lockFolder, openDatabase, type Database } from './client.ts';
import * as schema from './schema.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** The shape of the database a drizzle handle talks to (PGlite answers `{ rows }`). */
const shapeOf = (db: Database) =>
  databaseShape((text) => db.execute(sql.raw(text)) as unknown as Promise<{ rows: unknown[] }>);

/** The shape of the database drizzle-kit's SQL for the schema makes: what the migrations must make. */
let declaredShape: Promise<string[]> | undefined;
function schemaShape(): Promise<string[]> {
  declaredShape ??= databaseFromSchema(schema).then(async (client) => {
    try {
      return await databaseShape((text) => client.query(text));
    } finally {
      await client.close();
    }
  });
  return declaredShape;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-db-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('openDatabase (PGlite)', () => {
  it('migrates to the schema the queries use, once, and lets one opener at a time use the folder', async () => {
    const first = await openDatabase({ dataDir, url: '' });
    try {
      expect(await shapeOf(first.db)).toEqual(await schemaShape());
      await expect(openDatabase({ dataDir, url: '' })).rejects.toThrow(/is open in process \d+; one process at a time/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, url: '' });
    const { rows } = (await again.db.execute(
      sql`SELECT cast(count(*) as integer) AS applied FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: unknown[] };
    await again.close();
    expect(rows).toEqual([{ applied: journal.entries.length }]);
  }, 120_000);

  it('tells a migration that makes another type or index than the schema declares', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: MIGRATIONS });
      // What a migration written by hand could have done instead of what the schema says.
      await client.exec(`
        ALTER TABLE card_tokens ALTER COLUMN site TYPE varchar(16);
        DROP INDEX outbox_due;
        CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;`);
      const migrated = await databaseShape((text) => client.query(text));
      const declared = await schemaShape();
      expect(migrated.filter((line) => !declared.includes(line))).toEqual([
        'column card_tokens.site character varying(16) not null',
        'index CREATE INDEX outbox_due ON public.outbox USING btree (next_attempt_at) WHERE (sent_at IS NULL)',
      ]);
      expect(declared.filter((line) => !migrated.includes(line))).toEqual([
        'column card_tokens.site text not null',
        'index CREATE INDEX outbox_due ON public.outbox USING btree (next_attempt_at) WHERE ((sent_at IS NULL) AND (given_up_at IS NULL))',
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe('the PGlite folder lock', () => {
  /** A pid no process has any more: one that has just exited. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

  it('goes to one opener of many starting at once over a stale lock, every time, and is released whole', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const folder = join(dataDir, `race-${attempt}`, 'pgdata');
      await mkdir(join(dataDir, `race-${attempt}`), { recursive: true });
      await writeFile(`${folder}.lock`, String(deadPid()));
      const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => lockFolder(folder)));
      const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(taken, `attempt ${attempt}`).toHaveLength(1);
      for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
        expect(String(outcome.reason)).toContain(`is open in process ${process.pid}`);
      expect(await readFile(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
      await (taken[0] as PromiseFulfilledResult<() => Promise<void>>).value();
      expect(await readdir(join(dataDir, `race-${attempt}`))).toEqual([]);
    }
  });

  it("never removes another process's lock when it releases its own", async () => {
    const folder = join(dataDir, 'handed-over', 'pgdata');
    const release = await lockFolder(folder);
    await writeFile(`${folder}.lock`, String(process.ppid)); // taken over meanwhile, by hand
    await release();
    expect(await readFile(`${folder}.lock`, 'utf8')).toBe(String(process.ppid));
  });
});
