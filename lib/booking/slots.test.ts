import { describe, expect, it } from 'vitest';
import { firstBookableDay, isBookableSlot, opensOn, proposedDay, slotsFor, takesBookings } from './slots.ts';
import { addDays, localMoment, weekdayOf } from './localTime.ts';

/** Wednesday 30 September 2026, 10:00 in Florence (CEST), 01:00 in Beverly Hills, 17:00 in Tokyo. */
const NOW = new Date('2026-09-30T08:00:00Z');
const at = (iso: string) => new Date(iso);

describe('florence opening hours (rules §booking-hours: open 12:30-15:00 and 19:30-22:00 daily)', () => {
  it('offers lunch from 12:30 and dinner from 19:30, every 30 minutes until an hour before closing', () => {
    expect(slotsFor('florence', '2026-10-02', NOW)).toEqual({
      closed: false,
      services: [
        { service: 'lunch', times: ['12:30', '13:00', '13:30', '14:00'] },
        { service: 'dinner', times: ['19:30', '20:00', '20:30', '21:00'] },
      ],
    });
  });

  it('opens every day of the week', () => {
    for (let i = 0; i < 7; i++) expect(opensOn('florence', addDays('2026-10-05', i))).toBe(true);
  });

  it('takes same-day lunch bookings until 11:30 and dinner until 18:30 (rules §booking-hours)', () => {
    // 11:30 and 11:31 in Florence (CEST = UTC+2).
    expect(slotsFor('florence', '2026-09-30', at('2026-09-30T09:30:00Z')).services.map((s) => s.service)).toEqual([
      'lunch',
      'dinner',
    ]);
    expect(slotsFor('florence', '2026-09-30', at('2026-09-30T09:31:00Z')).services.map((s) => s.service)).toEqual([
      'dinner',
    ]);
    expect(slotsFor('florence', '2026-09-30', at('2026-09-30T16:30:00Z')).services.map((s) => s.service)).toEqual([
      'dinner',
    ]);
    expect(slotsFor('florence', '2026-09-30', at('2026-09-30T16:31:00Z'))).toEqual({ closed: true, services: [] });
  });

  it('reads the cut-off on the Florence clock in winter too (CET = UTC+1)', () => {
    expect(slotsFor('florence', '2026-12-02', at('2026-12-02T10:29:00Z')).services.map((s) => s.service)).toEqual([
      'lunch',
      'dinner',
    ]);
    expect(slotsFor('florence', '2026-12-02', at('2026-12-02T10:31:00Z')).services.map((s) => s.service)).toEqual([
      'dinner',
    ]);
  });
});

describe('beverlyhills opening hours (rules §booking-hours: Wednesday to Sunday, lunch 11:30-14:00, dinner 17:30-20:00)', () => {
  it('is closed on Monday and Tuesday', () => {
    expect(slotsFor('beverlyhills', '2026-10-05', NOW)).toEqual({ closed: true, services: [] });
    expect(slotsFor('beverlyhills', '2026-10-06', NOW).closed).toBe(true);
    expect(slotsFor('beverlyhills', '2026-10-07', NOW).closed).toBe(false);
  });

  it('seats lunch from 11:30 and dinner from 17:30', () => {
    expect(slotsFor('beverlyhills', '2026-10-04', NOW).services).toEqual([
      { service: 'lunch', times: ['11:30', '12:00', '12:30', '13:00'] },
      { service: 'dinner', times: ['17:30', '18:00', '18:30', '19:00'] },
    ]);
  });

  it('reads today on the Los Angeles clock: 01:00 on 30 September there while Florence is at 10:00', () => {
    expect(localMoment(NOW, 'America/Los_Angeles')).toEqual({ date: '2026-09-30', minutes: 60 });
    expect(slotsFor('beverlyhills', '2026-09-30', NOW).services).toHaveLength(2);
  });
});

describe('the sites whose hours are ours (rules §booking-hours)', () => {
  it('closes tokyo and seoul on Mondays and osaka-garden on Tuesdays', () => {
    expect(slotsFor('tokyo', '2026-10-05', NOW).closed).toBe(true);
    expect(slotsFor('seoul', '2026-10-05', NOW).closed).toBe(true);
    expect(slotsFor('osaka-garden', '2026-10-06', NOW).closed).toBe(true);
    expect(slotsFor('osaka-garden', '2026-10-05', NOW).closed).toBe(false);
  });

  it('takes no same-day tokyo booking at 17:00 Tokyo time, past the 16:30 dinner cut-off', () => {
    expect(slotsFor('tokyo', '2026-09-30', NOW)).toEqual({ closed: true, services: [] });
  });
});

describe('past days and the booking horizon', () => {
  it('refuses yesterday', () => {
    expect(slotsFor('florence', '2026-09-29', NOW).closed).toBe(true);
  });

  it('books up to 60 days ahead and not one day more', () => {
    expect(slotsFor('florence', addDays('2026-09-30', 60), NOW).closed).toBe(false);
    expect(slotsFor('florence', addDays('2026-09-30', 61), NOW).closed).toBe(true);
  });

  it('never offers a seating time that has passed today', () => {
    // 11:00 in Florence: lunch cut-off not reached, every lunch time still ahead.
    expect(isBookableSlot('florence', '2026-09-30', 'lunch', '12:30', at('2026-09-30T09:00:00Z'))).toBe(true);
    expect(isBookableSlot('florence', '2026-09-30', 'lunch', '12:45', at('2026-09-30T09:00:00Z'))).toBe(false);
  });
});

describe('local calendar helpers', () => {
  it('counts weekdays as Date#getDay does (1 October 2026 is a Thursday)', () => {
    expect(weekdayOf('2026-10-01')).toBe(4);
  });

  it('crosses month ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('a site that is not open yet (seoul opens on 2027-04-01)', () => {
  /** 09:00 on Wednesday 25 November 2026 in Seoul. */
  const BEFORE = new Date('2026-11-25T00:00:00Z');
  /** 00:30 on the opening day in Seoul (still 31 March in UTC). */
  const OPENING = new Date('2027-03-31T15:30:00Z');

  it('takes no table booking before its opening day on its own clock, and from that day on', () => {
    expect(takesBookings('seoul', BEFORE)).toBe(false);
    expect(takesBookings('seoul', new Date('2027-03-31T14:30:00Z'))).toBe(false);
    expect(takesBookings('seoul', OPENING)).toBe(true);
    expect(takesBookings('florence', BEFORE)).toBe(true);
  });

  it('counts its days from the opening day: none before, the horizon after', () => {
    expect(firstBookableDay('seoul', BEFORE)).toBe('2027-04-01');
    expect(firstBookableDay('seoul', OPENING)).toBe('2027-04-01');
    expect(firstBookableDay('tokyo', BEFORE)).toBe('2026-11-25');
    expect(slotsFor('seoul', '2026-11-27', BEFORE).closed).toBe(true);
    expect(slotsFor('seoul', '2027-04-02', BEFORE).closed).toBe(false);
    // Sunday 30 May, 59 days on, is open; Tuesday 1 June, 61 days on, is past the 60-day horizon.
    expect(slotsFor('seoul', addDays('2027-04-01', 59), BEFORE).closed).toBe(false);
    expect(slotsFor('seoul', addDays('2027-04-01', 61), BEFORE).closed).toBe(true);
  });

  it('proposes its opening day first, where an open site proposes tomorrow', () => {
    expect(proposedDay('seoul', BEFORE)).toBe('2027-04-01');
    expect(proposedDay('seoul', OPENING)).toBe('2027-04-02');
    expect(proposedDay('tokyo', BEFORE)).toBe('2026-11-26');
  });
});
