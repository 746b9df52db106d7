/**
 * The database module on PGlite: the migrations create exactly the tables and columns the drizzle schema
 * queries, opening again applies nothing twice, and a second opener of one PGlite folder is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFolder, openDatabase } from './client.ts';
import * as schema from './schema.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-db-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('openDatabase (PGlite)', () => {
  it('migrates to the schema the queries use, once, and lets one opener at a time use the folder', async () => {
    const first = await openDatabase({ dataDir, url: '' });
    try {
      const { rows } = (await first.db.execute(sql`
        SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`)) as unknown as {
        rows: { table_name: string; column_name: string; is_nullable: string }[];
      };
      const migrated = rows.map((row) => `${row.table_name}.${row.column_name}${row.is_nullable === 'YES' ? '?' : ''}`);
      const declared = Object.values(schema as Record<string, unknown>)
        .filter((table): table is PgTable => table instanceof PgTable)
        .flatMap((table) => {
          const config = getTableConfig(table);
          return config.columns.map((column) => `${config.name}.${column.name}${column.notNull ? '' : '?'}`);
        });
      expect(migrated).toEqual(declared.sort());
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
