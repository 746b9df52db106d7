import { describe, expect, it } from 'vitest';
import { type Journal, whensOutOfOrder, withIncreasingWhens } from './migrationJournal.ts';

const journalOf = (...whens: number[]): Journal => ({
  version: '7',
  dialect: 'postgresql',
  entries: whens.map((when, idx) => ({ idx, version: '7', when, tag: `000${idx}_step`, breakpoints: true })),
});

describe('the migration journal', () => {
  it('keeps a journal whose whens increase as it is', () => {
    const journal = journalOf(1_795_000_000_000, 1_798_000_000_000, 1_799_000_000_000);
    expect(whensOutOfOrder(journal)).toEqual([]);
    expect(withIncreasingWhens(journal)).toEqual(journal);
  });

  it('moves a migration generated before the last invented when to a millisecond after it', () => {
    const journal = journalOf(1_795_000_000_000, 1_798_000_000_000, 1_796_990_000_000);
    expect(whensOutOfOrder(journal)).toEqual([
      "0002_step: its when (1796990000000) is not later than 0001_step's (1798000000000), so a database that has applied 0001_step would skip it",
    ]);
    const ordered = withIncreasingWhens(journal);
    expect(ordered.entries.map((entry) => entry.when)).toEqual([
      1_795_000_000_000, 1_798_000_000_000, 1_798_000_000_001,
    ]);
    expect(whensOutOfOrder(ordered)).toEqual([]);
  });

  it('counts a when equal to the one before as out of order: the migrator needs a later one', () => {
    expect(whensOutOfOrder(journalOf(5, 5))).toHaveLength(1);
    expect(withIncreasingWhens(journalOf(5, 5, 5)).entries.map((entry) => entry.when)).toEqual([5, 6, 7]);
  });
});
