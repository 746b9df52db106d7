import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '../../booking-service/db/schema.ts';
import { MIGRATIONS, migrationProblems } from './checkMigrations.ts';

/** card_tokens as schema.ts declares it, with what a test changes in it. */
function cardTokens({
  siteType = 'text' as 'text' | 'integer',
  indexed = 'issued_at' as 'issued_at' | 'site',
  note = false,
}) {
  return pgTable(
    'card_tokens',
    {
      token: text('token').primaryKey(),
      site: siteType === 'integer' ? integer('site').notNull() : text('site').notNull(),
      issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
      ...(note ? { note: text('note') } : {}),
    },
    (table) => [index('card_tokens_issued_at').on(indexed === 'site' ? table.site : table.issuedAt)],
  );
}

describe('the migrations check', () => {
  it("finds the repository's migrations up to date with its schema", async () => {
    expect(await migrationProblems(schema)).toEqual([]);
  });

  it('passes the unchanged table written out again, so the changes below are all it sees', async () => {
    expect(await migrationProblems({ ...schema, cardTokens: cardTokens({}) })).toEqual([]);
  });

  it('names a column the schema has and no migration makes', async () => {
    expect(await migrationProblems({ ...schema, cardTokens: cardTokens({ note: true }) })).toEqual([
      'table card_tokens, column note: in the schema, in no migration',
    ]);
  });

  it('names a column whose type changed and an index whose columns changed', async () => {
    const changed = cardTokens({ siteType: 'integer', indexed: 'site' });
    expect(await migrationProblems({ ...schema, cardTokens: changed })).toEqual([
      'table card_tokens, column site: type "text" in the migrations, "integer" in the schema',
      expect.stringMatching(
        /^table card_tokens, index card_tokens_issued_at: columns .*"issued_at".* in the migrations, .*"site".* in the schema$/,
      ),
    ]);
  });

  it('names a table the schema no longer has', async () => {
    const { groupRequests: _dropped, ...rest } = schema;
    expect(await migrationProblems(rest)).toEqual(['table group_requests: in the migrations, no longer in the schema']);
  });
});

describe('the migrations check on the journal', () => {
  let folder: string | undefined;
  afterEach(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

  /** A copy of the migrations folder with its journal's last entry changed. */
  async function withLastEntry(change: (entry: { when: number; tag: string }) => void): Promise<string> {
    folder = await mkdtemp(join(tmpdir(), 'migrations-'));
    await cp(MIGRATIONS, folder, { recursive: true });
    const path = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(path, 'utf8'));
    change(journal.entries.at(-1));
    await writeFile(path, JSON.stringify(journal, null, 2));
    return folder;
  }

  it('refuses a migration stamped before the one it follows, which existing databases would skip', async () => {
    const copy = await withLastEntry((entry) => {
      entry.when = 1_797_000_000_000;
    });
    expect(await migrationProblems(schema, copy)).toEqual([
      "0005_outbox_recipient_and_sender: its when (1797000000000) is not later than 0004_mail_guest_language's (1797400000000), so a database that has applied 0004_mail_guest_language would skip it",
    ]);
  });

  it('refuses a journal entry without its SQL file or snapshot', async () => {
    const copy = await withLastEntry((entry) => {
      entry.tag = '0006_written_by_hand';
    });
    expect(await migrationProblems(schema, copy)).toEqual([
      '0006_written_by_hand: the journal lists it, and there is no 0006_written_by_hand.sql',
      '0006_written_by_hand: no snapshot (meta/0006_snapshot.json)',
    ]);
  });
});
