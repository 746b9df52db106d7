import { describe, expect, it } from 'vitest';
import { CLOCK_TIME_PROPERTY, clockTime } from '../../lib/clock.ts';
import { SITE_IDS, SITES } from '../../lib/sites.ts';
import { utcOffsetMinutes } from '../../lib/wallClock.ts';
import { zoneOffsetsBetween } from '../../lib/zoneOffsets.ts';
import type showClockBeforePaint from './clock.ts';
import { runInlineScript } from './runInlineScript.ts';

describe("the prerendered clock's head script", () => {
  /** Runs the script as a page would at `at`, and returns what it wrote into the clock's custom property. */
  function runClockScript(args: Parameters<typeof showClockBeforePaint>, at: number): string | undefined {
    const written: Record<string, string> = {};
    const document = {
      documentElement: {
        style: {
          setProperty: (name: string, value: string) => {
            written[name] = value;
          },
        },
      },
    };
    const FixedDate = class extends Date {
      constructor(...args: [] | [number]) {
        super(...((args.length ? args : [at]) as [number]));
      }
      static override now() {
        return at;
      }
    };
    runInlineScript('clock', { document, Date: FixedDate }, args);
    return written[CLOCK_TIME_PROPERTY];
  }
  const year = 2026;
  const table = (zone: string) =>
    zoneOffsetsBetween(Date.UTC(year, 0), Date.UTC(year + 1, 0), (at) => utcOffsetMinutes(at, zone, {}));

  it("writes the site's time at load as a CSS string, the same as the live clock, across daylight saving", () => {
    const instants = [
      '2026-01-15T10:05:00Z',
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-07-15T22:45:00Z',
      '2026-10-25T00:30:00Z',
      '2026-11-01T09:10:00Z',
    ].map(Date.parse);
    for (const site of SITE_IDS) {
      const { clockTimeZone, clockHourCycle } = SITES[site];
      const args = [table(clockTimeZone), clockHourCycle] as const;
      for (const at of instants) {
        expect(runClockScript([...args], at), `${site} at ${new Date(at).toISOString()}`).toBe(
          JSON.stringify(clockTime(new Date(at), clockTimeZone, clockHourCycle)),
        );
      }
    }
  });

  it("writes nothing outside its table's span", () => {
    expect(runClockScript([table('Europe/Rome'), 'h23'], Date.UTC(year + 2, 0))).toBeUndefined();
  });
});
