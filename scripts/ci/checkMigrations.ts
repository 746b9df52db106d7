/**
 * `npm run lint`'s check that the booking service's migrations keep up with its schema: a change to
 * booking-service/db/schema.ts comes with the migration `npm run db:generate` writes for it.
 *
 * - The schema as drizzle-kit reads it (`generateDrizzleJson`) is the latest snapshot in
 *   `migrations/meta/`, so `db:generate` would write nothing; else each difference is named.
 * - Every journal entry has its SQL file, and the latest its snapshot.
 * - Each entry's `when` is later than the one before (db/migrationJournal.ts says why).
 *
 * That the SQL files make the schema's database is db/client.test.ts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson } from 'drizzle-kit/api';
import { type Journal, whensOutOfOrder } from '../../booking-service/db/migrationJournal.ts';
import { type Snapshot, snapshotDifferences } from '../../booking-service/db/snapshotDifferences.ts';

export const MIGRATIONS = fileURLToPath(new URL('../../booking-service/db/migrations', import.meta.url));

/** drizzle-kit names a migration's snapshot by its tag's prefix: `0005_outbox_…` has `0005_snapshot.json`. */
const snapshotFile = (tag: string) => `${tag.split('_')[0]}_snapshot.json`;

/**
 * What is wrong with the migrations folder for this schema, one line each.
 * @param schema the schema module's exports (`import * as schema from …/schema.ts`)
 * @returns no lines when the folder is the schema's
 */
export async function migrationProblems(schema: Record<string, unknown>, folder = MIGRATIONS): Promise<string[]> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const problems = journal.entries
    .filter((entry) => !existsSync(join(folder, `${entry.tag}.sql`)))
    .map((entry) => `${entry.tag}: the journal lists it, and there is no ${entry.tag}.sql`);
  problems.push(...whensOutOfOrder(journal));
  const latest = journal.entries.at(-1);
  if (!latest) return [...problems, 'the journal lists no migration'];
  const snapshotPath = join(folder, 'meta', snapshotFile(latest.tag));
  if (!existsSync(snapshotPath)) return [...problems, `${latest.tag}: no snapshot (meta/${snapshotFile(latest.tag)})`];
  const snapshot = JSON.parse(await readFile(snapshotPath, 'utf8')) as Snapshot;
  const differences = snapshotDifferences(snapshot, generateDrizzleJson(schema) as unknown as Snapshot);
  return [...problems, ...differences];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await migrationProblems(await import('../../booking-service/db/schema.ts'));
  if (problems.length) {
    console.error(
      `booking-service/db/migrations does not match db/schema.ts:\n  ${problems.join('\n  ')}\n` +
        'Run `npm run db:generate` to write the migration (docs/bookings.md "Migrations").',
    );
    process.exit(1);
  }
}
