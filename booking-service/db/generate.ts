/**
 * `npm run db:generate [-- --name what_it_does]`, after a change to schema.ts: drizzle-kit writes the
 * migration that takes the database from the latest snapshot to the schema (`NNNN_name.sql`, its
 * snapshot and its journal entry, in migrations/: drizzle.config.ts); then a new entry whose `when` is
 * not later than the one before is moved a millisecond after it, or existing databases would skip it
 * (migrationJournal.ts). The other drizzle-kit options pass through (`--custom` for an empty migration
 * to write by hand).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Journal, withIncreasingWhens } from './migrationJournal.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const JOURNAL = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));
// drizzle-kit's package exports no path to its command; it sits beside the package's entry.
const DRIZZLE_KIT = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

const generated = spawnSync(process.execPath, [DRIZZLE_KIT, 'generate', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (generated.status !== 0) process.exit(generated.status ?? 1);

const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as Journal;
const ordered = withIncreasingWhens(journal);
const moved = ordered.entries.filter((entry, index) => entry.when !== journal.entries[index]?.when);
if (moved.length) {
  // As drizzle-kit writes it, so the next `generate` rewrites it the same way.
  writeFileSync(JOURNAL, JSON.stringify(ordered, null, 2));
  for (const entry of moved) console.log(`${entry.tag}: when moved to ${entry.when}, after the migration before it`);
}
