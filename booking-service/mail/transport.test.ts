/**
 * Delivery against a real SMTP server (smtp-server on a free loopback port) and to the outbox, each read
 * back with mailparser: the parts, the Reply-To, the attachment and the calendar invitation arrive intact.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmation } from '../../lib/mail/guestMails.ts';
import { manageUrl, type MailMessage } from '../../lib/mail/message.ts';
import { restaurantMailForm } from '../../lib/mail/restaurantMails.ts';
import { florenceBooking, ID, testSetting } from '../../lib/testing/mailSetting.ts';
import { createMailTransport, MailDeliveryError, outboxName } from './transport.ts';

const setting = await testSetting();
/** A real PDF's first bytes and a binary tail: the attachment must arrive byte for byte. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n% menu\n'),
  Buffer.from([0, 1, 2, 254, 255, 13, 10, 128]),
  Buffer.from('\n%%EOF\n'),
]);

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
  auth?: { username: string; password: string };
}

let dir: string;
let server: SMTPServer;
let port: number;
const received: Received[] = [];
let refuse: string | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lucciola-mail-'));
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (refuse && address.address === refuse) return callback(new Error('550 No such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
          ...(session.user ? { auth: { username: String(session.user), password: '' } } : {}),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
    entry.value.map(({ name, address }) => ({ name, address })),
  );

async function mailFormWithAttachment(): Promise<MailMessage> {
  const path = join(dir, 'stored-menu.pdf');
  await writeFile(path, PDF);
  return restaurantMailForm(
    {
      id: ID,
      mail: {
        site: 'florence',
        lang: 'en',
        form: 'reserve',
        attachments: [{ filename: 'menu.pdf', contentType: 'application/pdf', path }],
        fields: {
          name: 'Anna',
          surname: 'Rossi',
          email: 'anna@example.com',
          message: 'Table for four <b>please</b>',
          checkout_consent: true,
        },
      },
    },
    setting,
  );
}

function bookingMessage(name = 'Anna'): MailMessage {
  return bookingConfirmation(
    {
      id: ID,
      manageUrl: manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'tok-abc'),
      booking: florenceBooking({
        contact: {
          name,
          surname: 'Rossi',
          email: 'anna.rossi@example.com',
          phoneCode: '39',
          phone: '333',
          onBehalfOf: false,
        },
      }),
    },
    setting,
  );
}

/** The calendar part as the guest's mail reader sees it: the text/calendar alternative or the .ics attachment. */
function calendarOf(parsed: ParsedMail): string {
  const part = parsed.attachments.find(
    (file) => file.contentType === 'text/calendar' || file.filename?.endsWith('.ics'),
  );
  expect(part, 'a calendar part').toBeDefined();
  return part!.content.toString('utf8');
}

describe('delivery over SMTP (SMTP_URL)', () => {
  it('hands a mail form to the server: envelope, Reply-To, both parts and the attachment intact', async () => {
    const transport = createMailTransport({ smtpUrl: `smtp://site:secret@127.0.0.1:${port}`, dataDir: dir });
    expect(transport.target).toBe(`smtp://127.0.0.1:${port}`);
    const message = await mailFormWithAttachment();
    const delivery = await transport.send(message);
    transport.close();
    expect(delivery).toMatchObject({ via: 'smtp', messageId: message.messageId });
    const last = received.at(-1)!;
    expect(last.from).toBe('florence@osterialucciola.example');
    expect(last.to).toEqual(['florence@osterialucciola.example']);
    expect(last.auth?.username).toBe('site');
    const parsed = await simpleParser(last.raw);
    expect(parsed.messageId).toBe(message.messageId);
    expect(parsed.subject).toBe(message.subject);
    expect(addressesOf(parsed.replyTo)).toEqual([{ name: 'Anna Rossi', address: 'anna@example.com' }]);
    expect(addressesOf(parsed.to)).toEqual([
      { name: 'Osteria Lucciola Firenze', address: 'florence@osterialucciola.example' },
    ]);
    expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(message.text);
    expect(parsed.html).toBe(message.html);
    expect(parsed.html).toContain('Table for four &#60;b&#62;please&#60;/b&#62;');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'menu.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(parsed.attachments[0]!.content, PDF)).toBe(0);
  });

  it('delivers the booking confirmation with its calendar invitation, in the language booked in', async () => {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: dir });
    const message = bookingMessage();
    await transport.send(message);
    transport.close();
    const parsed = await simpleParser(received.at(-1)!.raw);
    expect(parsed.headers.get('content-language')).toBe('en');
    expect(parsed.text).toContain('Extras total:');
    expect(calendarOf(parsed)).toBe(message.calendar!.content);
    expect(calendarOf(parsed)).toContain('\r\nDTSTART:20261204T183000Z\r\n');
  });

  it('never lets a name with CR/LF become a header: no Bcc, one recipient', async () => {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: dir });
    await transport.send(bookingMessage('Anna\r\nBcc: x@y.example'));
    transport.close();
    const last = received.at(-1)!;
    expect(last.to).toEqual(['anna.rossi@example.com']);
    const parsed = await simpleParser(last.raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('bcc')).toBe(false);
    // The message's headers (up to the first empty line) hold no Bcc line; the name may still be shown in the body.
    const headers = last.raw.toString('latin1').split('\r\n\r\n')[0]!;
    expect(headers).toMatch(/^To: /m);
    expect(headers).not.toMatch(/^bcc:/im);
    expect(addressesOf(parsed.to)).toEqual([
      { name: 'Anna Bcc: x@y.example Rossi', address: 'anna.rossi@example.com' },
    ]);
  });

  it('rejects with a clear error when the server refuses the recipient, without the password', async () => {
    refuse = 'anna.rossi@example.com';
    const transport = createMailTransport({ smtpUrl: `smtp://site:secret@127.0.0.1:${port}`, dataDir: dir });
    try {
      const error = await transport.send(bookingMessage()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Mail <${ID}\\.guest\\.booking@osterialucciola\\.example> \\(guest\\.booking to anna\\.rossi@example\\.com\\) was not delivered to smtp://127\\.0\\.0\\.1:${port}: .*No such mailbox`,
        ),
      );
      expect((error as Error).message).not.toContain('secret');
    } finally {
      refuse = undefined;
      transport.close();
    }
  });

  it('refuses a server without STARTTLS when the URL asks for ?requireTLS=true', async () => {
    const before = received.length;
    const transport = createMailTransport({
      smtpUrl: `smtp://site:secret@127.0.0.1:${port}?requireTLS=true`,
      dataDir: dir,
    });
    await expect(transport.send(bookingMessage())).rejects.toThrow(
      /was not delivered to smtp:\/\/127\.0\.0\.1:\d+: .*STARTTLS/i,
    );
    transport.close();
    expect(received.length).toBe(before);
  });

  it('rejects when no server answers', async () => {
    const transport = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', dataDir: dir, timeoutMs: 2000 });
    await expect(transport.send(bookingMessage())).rejects.toThrow(
      /was not delivered to smtp:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/,
    );
    transport.close();
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file that mailparser reads back whole', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'lucciola-outbox-'));
    try {
      const transport = createMailTransport({ smtpUrl: '', dataDir: outboxDir });
      const message = await mailFormWithAttachment();
      const booking = bookingMessage();
      const sent = [await transport.send(message), await transport.send(booking)];
      transport.close();
      expect(sent.map((delivery) => delivery.via)).toEqual(['outbox', 'outbox']);
      const files = (await readdir(join(outboxDir, 'outbox'))).sort();
      expect(files).toEqual([outboxName(booking), outboxName(message)].sort());
      expect(files.every((name) => /^[\w.-]+\.eml$/.test(name))).toBe(true);
      const raw = await readFile(sent[0]!.detail);
      // CRLF line ends throughout, as a mail client expects of an .eml file.
      expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe(message.subject);
      expect(addressesOf(parsed.replyTo)).toEqual([{ name: 'Anna Rossi', address: 'anna@example.com' }]);
      expect(parsed.html).toBe(message.html);
      expect(Buffer.compare(parsed.attachments[0]!.content, PDF)).toBe(0);
      const parsedBooking = await simpleParser(await readFile(sent[1]!.detail));
      expect(calendarOf(parsedBooking)).toBe(booking.calendar!.content);
      // Sending the same message again replaces its file: one file per message.
      await createMailTransport({ dataDir: outboxDir, smtpUrl: undefined }).send(booking);
      expect(await readdir(join(outboxDir, 'outbox'))).toHaveLength(2);
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('rejects when the outbox cannot be written', async () => {
    const blocker = join(dir, 'not-a-folder');
    await writeFile(blocker, 'x');
    const transport = createMailTransport({ smtpUrl: '', dataDir: blocker });
    await expect(transport.send(bookingMessage())).rejects.toThrow(/was not delivered to .*not-a-folder\/outbox: /);
  });
});
