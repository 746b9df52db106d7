import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockTime } from './clock.ts';
import { localMoment } from './booking/localTime.ts';
import { twoDigits, wallClockAt } from './wallClock.ts';

describe('wallClockAt', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the zone's wall clock, across the date line and summer time", () => {
    expect(wallClockAt(Date.parse('2026-07-01T22:30:05Z'), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      hour: 7,
      minute: 30,
      second: 5,
    });
    expect(wallClockAt(Date.parse('2026-07-01T10:05:00Z'), 'Europe/Rome')).toMatchObject({ hour: 12, minute: 5 });
    expect(wallClockAt(Date.parse('2026-12-01T10:05:00Z'), 'Europe/Rome')).toMatchObject({ hour: 11, minute: 5 });
    expect(wallClockAt(new Date('2026-03-01T08:00:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('makes one Intl formatter per zone, shared by the header clock and the booking calendar', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      made += 1;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const at = new Date('2026-05-05T05:05:00Z');
    expect(clockTime(at, 'Pacific/Auckland')).toBe('17:05');
    expect(localMoment(at, 'Pacific/Auckland')).toEqual({ date: '2026-05-05', minutes: 17 * 60 + 5 });
    wallClockAt(at, 'Pacific/Auckland');
    expect(made).toBe(1);
  });

  it('pads to two digits', () => {
    expect([twoDigits(0), twoDigits(7), twoDigits(12)]).toEqual(['00', '07', '12']);
  });
});
