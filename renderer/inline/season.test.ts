import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes } from '../../lib/wallClock.ts';
import { zoneOffsetsBetween } from '../../lib/zoneOffsets.ts';
import type hideEndedSeasons from './season.ts';
import { inlineScriptText, runInlineScript } from './runInlineScript.ts';

describe("the seasonal items' head script", () => {
  /** Runs the script as a page would at `at`; the CSS it adds to the head, if any. */
  function runSeasonScript(args: Parameters<typeof hideEndedSeasons>, at: number): string | undefined {
    const added: { textContent: string }[] = [];
    const document = {
      createElement: () => ({ textContent: '' }),
      head: { appendChild: (element: { textContent: string }) => added.push(element) },
    };
    const FixedDate = class extends Date {
      constructor(...args: [] | [number]) {
        super(...((args.length ? args : [at]) as [number]));
      }
      static override now() {
        return at;
      }
    };
    runInlineScript('season', { document, Date: FixedDate }, args);
    return added.map((element) => element.textContent).join('') || undefined;
  }
  const table = (zone: string) =>
    zoneOffsetsBetween(Date.UTC(2026, 0), Date.UTC(2028, 0), (at) => utcOffsetMinutes(at, zone, {}));
  const lastDays = ['2027-01-06', '2027-03-29'];

  it('hides, before the first paint, the items whose last day is before today in the site’s zone', () => {
    const rome = table('Europe/Rome');
    expect(runSeasonScript([rome, lastDays], Date.parse('2026-11-28T12:00:00Z'))).toBeUndefined();
    // The last day is still shown, to its end in the zone.
    expect(runSeasonScript([rome, lastDays], Date.parse('2027-01-06T22:59:00Z'))).toBeUndefined();
    expect(runSeasonScript([rome, lastDays], Date.parse('2027-01-06T23:00:00Z'))).toBe(
      '[data-show-until="2027-01-06"]{display:none!important}',
    );
    // Built in March with Easter on the page, opened in late November: Easter is hidden.
    expect(runSeasonScript([rome, lastDays], Date.parse('2027-11-25T12:00:00Z'))).toBe(
      '[data-show-until="2027-01-06"],[data-show-until="2027-03-29"]{display:none!important}',
    );
  });

  it('reads the day in the zone it is given', () => {
    const at = Date.parse('2027-01-06T20:00:00Z');
    expect(runSeasonScript([table('Asia/Tokyo'), lastDays], at)).toContain('2027-01-06');
    expect(runSeasonScript([table('America/Los_Angeles'), lastDays], at)).toBeUndefined();
  });

  it('hides nothing outside its table’s span', () => {
    expect(runSeasonScript([table('Europe/Rome'), lastDays], Date.UTC(2030, 0))).toBeUndefined();
  });

  it('is small: no Intl, no site table', () => {
    const text = inlineScriptText('season', [table('Europe/Rome'), lastDays]);
    expect(text).not.toContain('Intl');
    expect(text.length).toBeLessThan(700);
  });
});
