/**
 * A real SMTP server for tests (smtp-server on a loopback port): keeps what it receives, can refuse
 * every message (a server that is up but failing) or be closed and opened again on the same port (a
 * server that is down, then back).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answer 451 to every message while true. */
  refusing: boolean;
  /** Milliseconds to wait before accepting each message's data. */
  delayMs: number;
  parsed(): Promise<ParsedMail[]>;
  /** Closes the port: connections are refused until open() again. */
  close(): Promise<void>;
  open(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  let server: SMTPServer | undefined;
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    received: [],
    refusing: false,
    delayMs: 0,
    parsed: () => Promise.all(state.received.map(({ raw }) => simpleParser(raw))),
    async close() {
      const closing = server;
      server = undefined;
      // Open connections are told 421 and closed after closeTimeout; the port is free once the listener closes.
      if (closing)
        await new Promise<void>((resolve) => {
          closing.server.once('close', () => resolve());
          closing.close();
        });
    },
    async open() {
      const opening = new SMTPServer({
        secure: false,
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        logger: false,
        closeTimeout: 200,
        onMailFrom(_address, _session, callback) {
          if (!state.refusing) return callback();
          const error = new Error('Mail system unavailable, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            setTimeout(() => {
              state.received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw: Buffer.concat(chunks),
              });
              callback();
            }, state.delayMs);
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        opening.once('error', reject);
        opening.listen(state.port, '127.0.0.1', () => {
          opening.off('error', reject);
          resolve();
        });
      });
      // A client's broken connection is not the test's failure.
      opening.on('error', () => undefined);
      server = opening;
      state.port = (opening.server.address() as AddressInfo).port;
      state.url = `smtp://127.0.0.1:${state.port}`;
    },
  };
  await state.open();
  return state;
}
