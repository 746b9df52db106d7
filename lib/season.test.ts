import { describe, expect, it } from 'vitest';
import { dayIn, isShownOn, seasonOn } from './season.ts';
import { seasonLengthDays, seasonProblems } from './seasonProblems.ts';

describe('seasonal content: shown from showFrom to showUntil, both days included', () => {
  const easter = { showFrom: '2027-03-01', showUntil: '2027-03-29' };
  it('shows a one-time item on its first and last day, not the day before or after', () => {
    expect(isShownOn(easter, '2027-02-28')).toBe(false);
    expect(seasonOn(easter, '2027-03-01')).toEqual({ shown: true, lastDay: '2027-03-29' });
    expect(isShownOn(easter, '2027-03-29')).toBe(true);
    expect(isShownOn(easter, '2027-03-30')).toBe(false);
    // Late November: the Easter card is not shown, neither this year's nor the next.
    expect(isShownOn(easter, '2026-11-28')).toBe(false);
    expect(isShownOn(easter, '2027-11-28')).toBe(false);
  });

  it('shows an item with one end only from its start, or until its end', () => {
    expect(seasonOn({ showFrom: '2026-12-01' }, '2027-06-01')).toEqual({ shown: true, lastDay: undefined });
    expect(isShownOn({ showFrom: '2026-12-01' }, '2026-11-30')).toBe(false);
    expect(isShownOn({ showUntil: '2026-12-24' }, '2026-12-24')).toBe(true);
    expect(isShownOn({ showUntil: '2026-12-24' }, '2026-12-25')).toBe(false);
    expect(seasonOn({}, '2026-11-28')).toEqual({ shown: true, lastDay: undefined });
  });

  it('shows an every-year item each year, over the new year, with the last day of the season it is in', () => {
    const christmas = { showFrom: '11-01', showUntil: '01-06' };
    expect(isShownOn(christmas, '2026-10-31')).toBe(false);
    expect(seasonOn(christmas, '2026-11-01')).toEqual({ shown: true, lastDay: '2027-01-06' });
    expect(seasonOn(christmas, '2026-12-31')).toEqual({ shown: true, lastDay: '2027-01-06' });
    expect(seasonOn(christmas, '2027-01-06')).toEqual({ shown: true, lastDay: '2027-01-06' });
    expect(isShownOn(christmas, '2027-01-07')).toBe(false);
    expect(isShownOn(christmas, '2031-11-15')).toBe(true);
    const spring = { showFrom: '03-01', showUntil: '04-30' };
    expect(seasonOn(spring, '2028-04-30')).toEqual({ shown: true, lastDay: '2028-04-30' });
    expect(isShownOn(spring, '2028-05-01')).toBe(false);
  });

  it('reads the day in the site’s zone: near midnight two sites are on different days', () => {
    const at = Date.parse('2026-11-30T23:30:00Z');
    expect(dayIn(at, 'Asia/Tokyo')).toBe('2026-12-01');
    expect(dayIn(at, 'Europe/Rome')).toBe('2026-12-01');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-11-30');
    const decemberOnly = { showFrom: '2026-12-01', showUntil: '2026-12-31' };
    expect(isShownOn(decemberOnly, dayIn(at, 'Asia/Tokyo'))).toBe(true);
    expect(isShownOn(decemberOnly, dayIn(at, 'America/Los_Angeles'))).toBe(false);
    // Summer time in Rome: 22:30 UTC on 31 March is already 1 April there.
    expect(dayIn(Date.parse('2027-03-31T22:30:00Z'), 'Europe/Rome')).toBe('2027-04-01');
  });
});

describe('seasonal content: sensible windows', () => {
  it('accepts real days in one form, the end not before the start', () => {
    expect(seasonProblems({ showFrom: '2027-03-01', showUntil: '2027-03-29' })).toEqual([]);
    expect(seasonProblems({ showFrom: '11-01', showUntil: '01-06' })).toEqual([]);
    expect(seasonProblems({ showUntil: '2027-01-06' })).toEqual([]);
    expect(seasonProblems({ showFrom: '2028-02-29', showUntil: '2028-03-01' })).toEqual([]);
  });

  it('names the field of a date that is not a day, or not in either form', () => {
    expect(seasonProblems({ showFrom: '2027-02-30' })).toEqual(["showFrom '2027-02-30' is not a day"]);
    expect(seasonProblems({ showFrom: '02-29', showUntil: '03-10' })).toEqual(["showFrom '02-29' is not a day"]);
    expect(seasonProblems({ showUntil: '6 January' })).toEqual([
      "showUntil '6 January' must be YYYY-MM-DD (one day) or MM-DD (every year)",
    ]);
  });

  it('refuses an end before the start, mixed forms and a yearly date without its pair', () => {
    expect(seasonProblems({ showFrom: '2027-04-06', showUntil: '2027-03-01' })).toEqual([
      'showUntil is before showFrom',
    ]);
    const mixed = ['showFrom and showUntil are both MM-DD (every year) or both YYYY-MM-DD (one day)'];
    expect(seasonProblems({ showFrom: '11-01', showUntil: '2027-01-06' })).toEqual(mixed);
    expect(seasonProblems({ showFrom: '11-01' })).toEqual(mixed);
  });

  it('measures a window in days, over the new year too', () => {
    expect(seasonLengthDays({ showFrom: '2027-03-01', showUntil: '2027-03-29' })).toBe(29);
    expect(seasonLengthDays({ showFrom: '11-01', showUntil: '01-06' })).toBe(67);
    expect(seasonLengthDays({ showFrom: '03-01', showUntil: '04-30' })).toBe(61);
    expect(seasonLengthDays({ showUntil: '2027-03-29' })).toBeUndefined();
  });
});
