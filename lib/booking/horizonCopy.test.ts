import { describe, expect, it } from 'vitest';
import { SITES } from '../sites.ts';
import { horizonCopyProblems } from './horizonCopy.ts';

describe('how far ahead content says a table can be booked, against the flow', () => {
  it("refuses Beverly Hills' old thirty days, where the flow books sixty", () => {
    expect(
      horizonCopyProblems('Reservations open thirty days ahead; new dates every morning.', SITES.beverlyhills.booking),
    ).toEqual(["'Reservations open thirty days ahead;' says 30 days where the flow books 60 days ahead"]);
  });

  it('accepts the settings’ horizon in words or figures, in English and Italian', () => {
    expect(SITES.florence.booking.horizonDays).toBe(60);
    expect(horizonCopyProblems('You can book below up to sixty days ahead.', SITES.florence.booking)).toEqual([]);
    expect(horizonCopyProblems('Potete prenotare fino a sessanta giorni prima.', SITES.florence.booking)).toEqual([]);
    expect(horizonCopyProblems('Book up to 60 days in advance.', SITES.florence.booking)).toEqual([]);
    expect(horizonCopyProblems('Prenotazioni con 90 giorni di anticipo.', SITES.florence.booking)).toHaveLength(1);
  });

  it('names a horizon it cannot read rather than passing it', () => {
    expect(horizonCopyProblems('Book up to umpteen days ahead.', SITES.florence.booking)).toEqual([
      "'Book up to umpteen days ahead.' states a horizon the check cannot read: 'umpteen'",
    ]);
  });

  it('leaves days that are not about booking', () => {
    expect(horizonCopyProblems('Dry-aged thirty days, for two.', SITES.florence.booking)).toEqual([]);
    expect(horizonCopyProblems('Plan your visit a few days ahead.', SITES.florence.booking)).toEqual([]);
    // Advice, not a promise of how far the flow books.
    expect(
      horizonCopyProblems('The magazine recommends booking a few days ahead in summer.', SITES.florence.booking),
    ).toEqual([]);
  });
});
