/**
 * Delivery of the messages built in lib/mail/, the one client of the mail system (nodemailer).
 *
 * - `SMTP_URL` set (`smtp://user:pass@host:587`, `smtps://…:465`): sent over SMTP; `send` resolves once the
 *   server has accepted the message for every recipient.
 * - unset: each message is written as an `.eml` file to `<dataDir>/outbox/` (nodemailer's own rendering,
 *   CRLF line ends), durably (durable.ts: temporary name, fsync, rename, folder fsync); `send` resolves once
 *   the file is on disk. Any mail client opens the files.
 *
 * `send` rejects with an error that names the message and the cause (never the SMTP password).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailMessage } from '../../lib/mail/message.ts';
import { writeDurably } from '../durable.ts';

interface Delivery {
  /** The Message-ID the message went out with. */
  messageId: string;
  /** `smtp` with the server's answer, or `outbox` with the file written. */
  via: 'smtp' | 'outbox';
  detail: string;
}

export interface MailTransport {
  /** Where messages go, for logs: `smtp://host:587` (no credentials) or the outbox folder. */
  readonly target: string;
  send(message: MailMessage): Promise<Delivery>;
  close(): void;
}

interface MailTransportOptions {
  /** Defaults to `process.env.SMTP_URL`; empty or unset writes to the outbox. */
  smtpUrl?: string | undefined;
  /** The outbox is `<dataDir>/outbox/`. */
  dataDir: string;
  /** Give up on an SMTP server that does not answer (connection, greeting, each command), ms. */
  timeoutMs?: number;
}

export class MailDeliveryError extends Error {
  constructor(message: MailMessage, target: string, cause: unknown) {
    super(
      `Mail ${message.messageId} (${message.kind} to ${message.to.address}) was not delivered to ${target}: ${(cause as Error)?.message ?? String(cause)}`,
      { cause },
    );
    this.name = 'MailDeliveryError';
  }
}

/** The message in nodemailer's terms. Local files only: nothing is ever fetched from a URL. */
function nodemailerMessage(message: MailMessage): SendMailOptions {
  return {
    messageId: message.messageId,
    date: message.date,
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'Content-Language': message.lang, 'Auto-Submitted': 'auto-generated' },
    attachments: message.attachments.map(({ filename, contentType, path }) => ({ filename, contentType, path })),
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            filename: message.calendar.filename,
            content: message.calendar.content,
          },
        }
      : {}),
  };
}

/** `smtp://user:secret@host:587` → `smtp://host:587`. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'the SMTP server (SMTP_URL is not a URL)';
  }
}

/** The outbox file of a message: its Message-ID's local part, so a resend overwrites rather than doubles. */
export function outboxName(message: MailMessage): string {
  return `${message.messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
}

export function createMailTransport({
  smtpUrl = process.env.SMTP_URL,
  dataDir,
  timeoutMs = 30_000,
}: MailTransportOptions): MailTransport {
  if (smtpUrl) {
    const target = withoutCredentials(smtpUrl);
    if (!/^smtps?:$/.test(new URL(smtpUrl).protocol))
      throw new Error(`SMTP_URL must be smtp:// or smtps://, not ${target}`);
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      disableUrlAccess: true,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      target,
      async send(message) {
        let info: SMTPTransport.SentMessageInfo;
        try {
          info = await transporter.sendMail(nodemailerMessage(message));
        } catch (error) {
          throw new MailDeliveryError(message, target, error);
        }
        if (info.rejected.length)
          throw new MailDeliveryError(message, target, new Error(`the server refused ${info.rejected.join(', ')}`));
        return { messageId: message.messageId, via: 'smtp', detail: info.response };
      },
      close: () => transporter.close(),
    };
  }
  const outbox = join(dataDir, 'outbox');
  const renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    disableUrlAccess: true,
  });
  let ready: Promise<unknown> | undefined;
  return {
    target: outbox,
    async send(message) {
      const name = outboxName(message);
      try {
        ready ??= mkdir(outbox, { recursive: true });
        await ready;
        const info = await renderer.sendMail(nodemailerMessage(message));
        await writeDurably(outbox, name, info.message as Buffer);
      } catch (error) {
        throw new MailDeliveryError(message, outbox, error);
      }
      return { messageId: message.messageId, via: 'outbox', detail: join(outbox, name) };
    },
    close: () => renderer.close(),
  };
}
