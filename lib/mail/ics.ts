/**
 * The calendar invitation of a booking (RFC 5545): one VEVENT, times in UTC computed on the restaurant's
 * wall clock (so no VTIMEZONE is needed and every calendar shows the right hour in its own zone), a UID
 * stable per booking (a cancellation with the same UID removes the event), text escaped, lines folded at
 * 75 octets and ended with CRLF.
 */

export interface CalendarEvent {
  /** Stable per booking: `<booking id>@<domain>`. */
  uid: string;
  /** When this version of the event was made ("now"). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer: { name: string; address: string };
  /** 0 for the booking, 1 for its cancellation. */
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
}

/** PUBLISH: an event to add to a calendar. CANCEL: the same UID, removed. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

const PRODUCT_ID = '-//Osteria Lucciola//Bookings 1.0//EN';
const MAX_LINE_OCTETS = 75;

/**
 * A TEXT value escaped: backslash, semicolon and comma with a backslash, line breaks as `\n`, other
 * controls dropped.
 * @example escapeText('Via Roma 1, Firenze; tel.') // 'Via Roma 1\\, Firenze\\; tel.'
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, '');
}

/** A parameter value (CN=…): quoted, without the double quotes and controls it may not hold. */
function paramValue(text: string): string {
  return `"${text.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * A content line folded into lines of at most 75 octets (UTF-8), each continuation starting with a space;
 * a character is never split across lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** @example utcStamp(new Date('2026-12-04T18:30:00Z')) // '20261204T183000Z' */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole calendar object, CRLF line ends, ready to attach as text/calendar. */
export function calendarObject(method: CalendarMethod, event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url.replace(/[\u0000-\u001f\u007f\s]/g, '')}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.address}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
