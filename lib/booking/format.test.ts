import { describe, expect, it } from 'vitest';
import { datePartOrder, formatDay, formatTime, serviceTimes, todayIn, zonedInstant } from './format.ts';

describe("dates and times in the site's own zone and the page's language", () => {
  it("reads today on the site's clock: Tokyo is already tomorrow when Florence is in the evening", () => {
    const evening = Date.parse('2026-11-21T20:00:00Z');
    expect(todayIn('Europe/Rome', evening)).toBe('2026-11-21');
    expect(todayIn('Asia/Tokyo', evening)).toBe('2026-11-22');
  });

  it('finds the instant of a wall-clock time, in summer and in winter', () => {
    expect(zonedInstant('2026-07-01', '19:30', 'Europe/Rome')).toBe(Date.parse('2026-07-01T17:30:00Z'));
    expect(zonedInstant('2026-12-01', '19:30', 'Europe/Rome')).toBe(Date.parse('2026-12-01T18:30:00Z'));
    expect(zonedInstant('2026-12-01', '17:30', 'America/Los_Angeles')).toBe(Date.parse('2026-12-02T01:30:00Z'));
  });

  it("writes a day in the page language, on the site calendar, as the site's visitors write dates", () => {
    expect(formatDay('2026-12-04', 'en', 'florence')).toBe('Friday, 4 December 2026');
    expect(formatDay('2026-12-04', 'it', 'florence')).toBe('venerdì 4 dicembre 2026');
    expect(formatDay('2026-12-04', 'ja', 'tokyo')).toBe('2026年12月4日金曜日');
    // A Beverly Hills evening is the next morning in UTC; the day shown is still the restaurant's, written the American
    // way.
    expect(formatDay('2026-12-04', 'en', 'beverlyhills')).toBe('Friday, December 4, 2026');
  });

  it("writes a slot's time as the restaurant's clock shows it: 24-hour, and 12-hour in Beverly Hills", () => {
    expect(formatTime('2026-12-04', '19:30', 'en', 'florence')).toBe('19:30');
    expect(formatTime('2026-12-04', '17:30', 'en', 'beverlyhills')).toMatch(/^5:30\sPM$/);
    expect(formatTime('2026-12-04', '11:30', 'en', 'beverlyhills')).toMatch(/^11:30\sAM$/);
    expect(formatTime('2026-12-04', '18:00', 'ko', 'seoul')).toBe('18:00');
    expect(formatTime('2026-12-04', '19:30', 'en', 'tokyo')).toBe('19:30');
  });

  it('keeps a time on one line: no-break spaces between the hour and its AM, PM or م', () => {
    expect(formatTime('2026-12-04', '12:00', 'ar', 'beverlyhills')).toBe('12:00\u00a0م');
    expect(formatTime('2026-12-04', '17:30', 'en', 'beverlyhills')).not.toMatch(/ /);
  });

  it("lists a group request's times from the opening hours (florence 12:30–15:00, 19:30–22:00, last seating an hour before closing)", () => {
    expect(serviceTimes('florence')).toEqual([
      { service: 'lunch', times: ['12:30', '13:00', '13:30', '14:00'] },
      { service: 'dinner', times: ['19:30', '20:00', '20:30', '21:00'] },
    ]);
  });
});

describe('a date asked in three parts, in the order the site writes dates', () => {
  it('asks the month first in Beverly Hills, the day first in Florence, the year first in Japan and Korea', () => {
    expect(datePartOrder('en', 'beverlyhills')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('en', 'florence')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('it', 'florence')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('ja', 'tokyo')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('ko', 'seoul')).toEqual(['year', 'month', 'day']);
    // A guest's own language on a site that does not write it otherwise: that language's order.
    expect(datePartOrder('de', 'beverlyhills')).toEqual(['day', 'month', 'year']);
  });
});
