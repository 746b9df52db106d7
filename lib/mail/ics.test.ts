import { describe, expect, it } from 'vitest';
import { calendarObject, escapeText, foldLine, utcStamp, type CalendarEvent } from './ics.ts';

const event: CalendarEvent = {
  uid: '1795000000000-1a2b3c4d@osterialucciola.example',
  stamp: new Date('2026-11-25T09:00:00Z'),
  start: new Date('2026-12-04T18:30:00Z'),
  end: new Date('2026-12-04T21:00:00Z'),
  summary: 'Table at Osteria Lucciola Florence',
  location: 'Osteria Lucciola Florence, Borgo dei Lanternai 7, 50125 Florence, Italy',
  description: 'Booking reference: 1\n2 guests; Courtyard \\ terrace',
  organizer: { name: 'Osteria Lucciola "Florence"', address: 'florence@osterialucciola.example' },
  sequence: 0,
  status: 'CONFIRMED',
};

const octets = (line: string) => new TextEncoder().encode(line).length;
/** Unfolds as a calendar reader does: CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendar invitation', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('tab\there\u0000')).toBe('tabhere');
  });

  it('folds lines longer than 75 octets, continuation lines starting with a space, never splitting a character', () => {
    const japanese = `SUMMARY:${'オステリア・ルッチョラ 東京のご予約'.repeat(4)}`;
    const folded = foldLine(japanese);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.join('\n')).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(japanese);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes a VCALENDAR with one VEVENT: CRLF line ends, UTC times, stable UID, escaped text', () => {
    const ics = calendarObject('PUBLISH', event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('UID:1795000000000-1a2b3c4d@osterialucciola.example');
    expect(lines).toContain('DTSTAMP:20261125T090000Z');
    expect(lines).toContain('DTSTART:20261204T183000Z');
    expect(lines).toContain('DTEND:20261204T210000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('LOCATION:Osteria Lucciola Florence\\, Borgo dei Lanternai 7\\, 50125 Florence\\, Italy');
    expect(lines).toContain('DESCRIPTION:Booking reference: 1\\n2 guests\\; Courtyard \\\\ terrace');
    expect(lines).toContain('ORGANIZER;CN="Osteria Lucciola Florence":mailto:florence@osterialucciola.example');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('cancels with the same UID, a higher sequence and STATUS:CANCELLED', () => {
    const lines = unfold(calendarObject('CANCEL', { ...event, sequence: 1, status: 'CANCELLED' })).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('writes instants as UTC basic format', () => {
    expect(utcStamp(new Date('2026-07-01T05:06:07.890Z'))).toBe('20260701T050607Z');
  });
});
