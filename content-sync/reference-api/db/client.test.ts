/**
 * The database module on PGlite: the migrations create exactly the tables and columns the drizzle schema
 * queries, opening again applies nothing twice, and a second opener of one PGlite folder is refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
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
