import { describe, expect, it } from 'vitest';
import { clockTime, msToNextMinute, utcOffsetHours } from './clock.ts';
import { SITES } from './sites.ts';

const summer = new Date('2026-07-15T10:05:30Z');
const winter = new Date('2026-01-15T10:05:30Z');

describe('spec §2 header clock, by each site\'s real time zone', () => {
  it('matches the spec\'s offsets in summer: florence +2, beverlyhills -7, tokyo +9', () => {
    expect(utcOffsetHours(summer, SITES.florence.clockTimeZone)).toBe(2);
    expect(utcOffsetHours(summer, SITES.beverlyhills.clockTimeZone)).toBe(-7);
    expect(utcOffsetHours(summer, SITES.tokyo.clockTimeZone)).toBe(9);
    expect(clockTime(summer, SITES.florence.clockTimeZone)).toBe('12:05');
    expect(clockTime(summer, SITES.beverlyhills.clockTimeZone)).toBe('03:05');
    expect(clockTime(summer, SITES.tokyo.clockTimeZone)).toBe('19:05');
  });

  it('follows daylight saving time the spec\'s fixed offsets miss: florence +1 and beverlyhills -8 in winter', () => {
    expect(utcOffsetHours(winter, SITES.florence.clockTimeZone)).toBe(1);
    expect(utcOffsetHours(winter, SITES.beverlyhills.clockTimeZone)).toBe(-8);
    expect(clockTime(winter, SITES.florence.clockTimeZone)).toBe('11:05');
    expect(clockTime(winter, SITES.tokyo.clockTimeZone)).toBe('19:05');
  });

  it('shows seoul and osaka in their own zones (the spec\'s "others 0" would be wrong there)', () => {
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
