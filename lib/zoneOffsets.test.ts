import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_IDS, SITES } from './sites.ts';
import { intlWallClockAt, utcOffsetMinutes, wallClockAt } from './wallClock.ts';
import { offsetIn, zoneOffsetsBetween } from './zoneOffsets.ts';

const intlOffset = (zone: string) => (at: number) => utcOffsetMinutes(at, zone, {});
const YEAR_2026 = [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)] as const;
const MINUTE = 60_000;

describe("zoneOffsetsBetween: a zone's offsets as the instants they change", () => {
  it('finds summer time in Florence and Beverly Hills to the minute, and none in Tokyo or Seoul', () => {
    expect(zoneOffsetsBetween(...YEAR_2026, intlOffset('Europe/Rome')).changes).toEqual([
      [Date.UTC(2026, 0, 1), 60],
      [Date.UTC(2026, 2, 29, 1), 120],
      [Date.UTC(2026, 9, 25, 1), 60],
    ]);
    expect(zoneOffsetsBetween(...YEAR_2026, intlOffset('America/Los_Angeles')).changes).toEqual([
      [Date.UTC(2026, 0, 1), -480],
      [Date.UTC(2026, 2, 8, 10), -420],
      [Date.UTC(2026, 10, 1, 9), -480],
    ]);
    expect(zoneOffsetsBetween(...YEAR_2026, intlOffset('Asia/Tokyo')).changes).toEqual([[Date.UTC(2026, 0, 1), 540]]);
    expect(zoneOffsetsBetween(...YEAR_2026, intlOffset('Asia/Seoul')).changes).toEqual([[Date.UTC(2026, 0, 1), 540]]);
  });

  it("narrows a change that is not on the hour, and one in the span's last hour", () => {
    const from = Date.UTC(2026, 0, 1);
    const halfPast = from + 5 * 3_600_000 + 30 * MINUTE;
    const to = from + 10 * 3_600_000 + 20 * MINUTE;
    const lastMinutes = to - 7 * MINUTE;
    const offsetAt = (at: number) => (at >= lastMinutes ? 345 : at >= halfPast ? 330 : 300);
    expect(zoneOffsetsBetween(from, to, offsetAt).changes).toEqual([
      [from, 300],
      [halfPast, 330],
      [lastMinutes, 345],
    ]);
  });

  it('answers inside its span only', () => {
    const table = zoneOffsetsBetween(...YEAR_2026, intlOffset('Europe/Rome'));
    expect(offsetIn(table, Date.UTC(2026, 6, 1))).toBe(120);
    expect(offsetIn(table, Date.UTC(2026, 2, 29, 1))).toBe(120);
    expect(offsetIn(table, Date.UTC(2026, 2, 29, 1) - 1)).toBe(60);
    expect(offsetIn(table, Date.UTC(2025, 11, 31, 23, 59))).toBeUndefined();
    expect(offsetIn(table, Date.UTC(2027, 0, 1))).toBeUndefined();
  });
});

describe("wallClockAt with the build's tables", () => {
  afterEach(() => vi.restoreAllMocks());
  const span = [Date.UTC(2026, 10, 1), Date.UTC(2029, 0, 1)] as const;
  const zones = [...new Set(SITE_IDS.map((site) => SITES[site].clockTimeZone))];
  const tables = Object.fromEntries(zones.map((zone) => [zone, zoneOffsetsBetween(...span, intlOffset(zone))]));

  it("reads every site's clock as Intl does: each hour of two years, and each minute around every change", () => {
    for (const zone of zones) {
      const instants: number[] = [];
      for (let at = span[0]; at < span[1]; at += 3_600_000 + 7_000) instants.push(at);
      for (const [change] of tables[zone]!.changes)
        for (let minute = -2; minute <= 2; minute += 1) instants.push(change + minute * MINUTE + 30_000);
      for (const at of instants.filter((instant) => instant >= span[0] && instant < span[1])) {
        expect(wallClockAt(at, zone, tables), `${zone} at ${new Date(at).toISOString()}`).toEqual(
          intlWallClockAt(at, zone),
        );
      }
    }
  });

  it('asks Intl nothing inside the tables, and Intl outside them', () => {
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(wallClockAt(Date.parse('2027-07-01T22:30:05Z'), 'Asia/Seoul', tables)).toEqual({
      year: 2027,
      month: 7,
      day: 2,
      hour: 7,
      minute: 30,
      second: 5,
    });
    expect(asked).not.toHaveBeenCalled();
    expect(wallClockAt(Date.parse('2031-07-01T22:30:05Z'), 'Asia/Seoul', tables)).toEqual({
      year: 2031,
      month: 7,
      day: 2,
      hour: 7,
      minute: 30,
      second: 5,
    });
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
