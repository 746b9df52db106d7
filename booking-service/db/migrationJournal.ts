/**
 * drizzle's list of migrations (`migrations/meta/_journal.json`) and the one rule on it that drizzle-kit
 * does not keep: each entry's `when` is later than the one before.
 *
 * drizzle's migrator applies to a database only the migrations whose `when` is later than that of the
 * newest one the database has applied (recorded as its `created_at`), so a migration with an earlier
 * `when` is skipped there without a word. drizzle-kit stamps a new entry with the time it generates
 * it, and the first six entries carry invented times (the last is 2026-12-23) that every existing
 * database has recorded: a migration generated before then would be skipped by all of them.
 */

export interface JournalEntry {
  idx: number;
  version: string;
  /** Milliseconds since 1970: the migration's place in time for drizzle's migrator. */
  when: number;
  /** The migration's name: `<tag>.sql` beside the journal. */
  tag: string;
  breakpoints: boolean;
}

export interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/** A line for each entry whose `when` is not later than the one before: what existing databases would skip. */
export function whensOutOfOrder(journal: Journal): string[] {
  return journal.entries.flatMap((entry, index) => {
    const before = journal.entries[index - 1];
    return before && entry.when <= before.when
      ? [
          `${entry.tag}: its when (${entry.when}) is not later than ${before.tag}'s (${before.when}), so a database that has applied ${before.tag} would skip it`,
        ]
      : [];
  });
}

/**
 * The journal with each `when` that is not later than the one before moved to a millisecond after it.
 * A journal in order comes back unchanged; `npm run db:generate` runs it on the entry it just added.
 */
export function withIncreasingWhens(journal: Journal): Journal {
  const entries: JournalEntry[] = [];
  for (const entry of journal.entries) {
    const before = entries.at(-1);
    entries.push(before && entry.when <= before.when ? { ...entry, when: before.when + 1 } : entry);
  }
  return { ...journal, entries };
}
