import { describe, expect, it } from 'vitest';
import { clockDateTime, clockTime, formatClock, msToNextMinute } from './clock.ts';
import { SITES } from './sites.ts';
import { utcOffsetMinutes } from './wallClock.ts';

const summer = new Date('2026-07-15T10:05:30Z');
const winter = new Date('2026-01-15T10:05:30Z');
/** The zone's offset from UTC at that moment, in hours. */
const utcOffsetHours = (at: Date, timeZone: string) => utcOffsetMinutes(at.getTime(), timeZone) / 60;

describe("rules §header: the clock, by each site's real time zone", () => {
  it('matches the first-asked offsets in summer: florence +2, beverlyhills -7, tokyo +9', () => {
    expect(utcOffsetHours(summer, SITES.florence.clockTimeZone)).toBe(2);
    expect(utcOffsetHours(summer, SITES.beverlyhills.clockTimeZone)).toBe(-7);
    expect(utcOffsetHours(summer, SITES.tokyo.clockTimeZone)).toBe(9);
    expect(clockTime(summer, SITES.florence.clockTimeZone)).toBe('12:05');
    expect(clockTime(summer, SITES.beverlyhills.clockTimeZone)).toBe('03:05');
    expect(clockTime(summer, SITES.tokyo.clockTimeZone)).toBe('19:05');
  });

  it('follows daylight saving time that fixed offsets miss: florence +1 and beverlyhills -8 in winter', () => {
    expect(utcOffsetHours(winter, SITES.florence.clockTimeZone)).toBe(1);
    expect(utcOffsetHours(winter, SITES.beverlyhills.clockTimeZone)).toBe(-8);
    expect(clockTime(winter, SITES.florence.clockTimeZone)).toBe('11:05');
    expect(clockTime(winter, SITES.tokyo.clockTimeZone)).toBe('19:05');
  });

  it('shows seoul and osaka in their own zones (a fixed "others 0" would be wrong there)', () => {
    expect(clockTime(summer, SITES.seoul.clockTimeZone)).toBe('19:05');
    expect(clockTime(summer, SITES['osaka-garden'].clockTimeZone)).toBe('19:05');
  });

  it('writes midnight as 00, 24-hour', () => {
    expect(clockTime(new Date('2026-07-15T22:00:00Z'), 'Europe/Rome')).toBe('00:00');
  });

  it('ticks on the minute', () => {
    expect(msToNextMinute(summer)).toBe(30_000);
    expect(msToNextMinute(new Date('2026-07-15T10:05:00Z'))).toBe(60_000);
  });
});

describe("the hour cycle each site's visitors read", () => {
  it("writes Beverly Hills' time on a 12-hour clock with AM and PM, from the sites table", () => {
    expect(SITES.beverlyhills.clockHourCycle).toBe('h12');
    expect(clockTime(summer, SITES.beverlyhills.clockTimeZone, SITES.beverlyhills.clockHourCycle)).toBe('3:05 AM');
    expect(formatClock(0, 7, 'h12')).toBe('12:07 AM');
    expect(formatClock(12, 0, 'h12')).toBe('12:00 PM');
    expect(formatClock(23, 59, 'h12')).toBe('11:59 PM');
  });
  it('keeps the 24-hour clock elsewhere, and in the machine-readable time', () => {
    for (const site of ['florence', 'tokyo', 'seoul', 'osaka-garden'] as const)
      expect(SITES[site].clockHourCycle, site).toBe('h23');
    expect(formatClock(15, 5, 'h23')).toBe('15:05');
    expect(clockDateTime(new Date('2026-07-15T22:05:00Z'), SITES.beverlyhills.clockTimeZone)).toBe('15:05');
  });
});
