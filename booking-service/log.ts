/**
 * The service's logs: one JSON line per event (a request answered, a mail attempt, a warning), on
 * standard output, for a log collector to read. A line carries what the web team needs to follow a
 * request or a message (its id, the action, the status, the duration) and never personal data: no
 * visitor address, name, e-mail address, phone, token or body. Text that may quote one (an SMTP
 * server's refusal names the recipient) goes through `withoutAddresses` first.
 */
import { EMAIL_ADDRESS_IN_TEXT } from '../lib/personalData.ts';

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  /** What happened: `request`, `mail`, `listening`, `stopping`, `stopped`, ... */
  event: string;
  level?: LogLevel;
  [field: string]: string | number | boolean | null | undefined;
}

export type Logger = (entry: LogEntry) => void;

const LEVELS: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 };

/**
 * Writes each entry at `least` or above as one JSON line, with its time and level first.
 * @example jsonLogger()({ event: 'request', action: 'BOOKING_CREATE', status: 200, ms: 41 })
 * // {"time":"2026-11-29T12:00:00.000Z","level":"info","event":"request","action":"BOOKING_CREATE",...}
 */
export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(line),
  least: LogLevel = 'info',
  now: () => Date = () => new Date(),
): Logger {
  return (entry) => {
    const level = entry.level ?? 'info';
    if (LEVELS[level] < LEVELS[least]) return;
    write(`${JSON.stringify({ time: now().toISOString(), level, ...entry })}\n`);
  };
}

/** An e-mail address anywhere in a text (an SMTP refusal, a transport error) becomes `<address>`. */
export const withoutAddresses = (text: string) => text.replace(EMAIL_ADDRESS_IN_TEXT, '<address>');
