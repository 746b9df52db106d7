/**
 * The mail outbox: the messages of a submission are rows of `outbox` (db/schema.ts), inserted in the
 * submission's own transaction, so they are committed exactly when the submission is and a refused
 * submission (rolled back) queues nothing. The delivery worker (delivery.ts) sends them afterwards.
 *
 * A row's `message` is the MailMessage as JSON: the date as an ISO text, attachments as the paths of
 * the stored files (the files themselves stay where the submission wrote them).
 */
import type { MailAddress } from '../../../lib/mail/headers.ts';
import type { MailAttachment, MailKind, MailMessage } from '../../../lib/mail/message.ts';
import type { Lang } from '../../../lib/sites.ts';
import type { Transaction } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** The row id of a message: its Message-ID's local part (`<id>.<kind>`), one row per message. */
export function outboxId(message: Pick<MailMessage, 'messageId'>): string {
  return message.messageId.replace(/^<|@.*$/g, '');
}

/** The MailMessage as the jsonb column keeps it: plain JSON, the date as ISO 8601. */
export function serializeMail(message: MailMessage): Record<string, unknown> {
  return {
    kind: message.kind,
    messageId: message.messageId,
    date: message.date.toISOString(),
    lang: message.lang,
    from: { ...message.from },
    to: { ...message.to },
    ...(message.replyTo ? { replyTo: { ...message.replyTo } } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ filename, contentType, path }) => ({ filename, contentType, path })),
    ...(message.calendar ? { calendar: { ...message.calendar } } : {}),
  };
}

/** A stored message that is not what serializeMail writes (a hand-edited or damaged row). */
export class StoredMailError extends Error {
  constructor(field: string) {
    super(`The outbox row's message has no valid '${field}'`);
    this.name = 'StoredMailError';
  }
}

type Json = Record<string, unknown>;

function text(json: Json, field: string): string {
  const value = json[field];
  if (typeof value !== 'string') throw new StoredMailError(field);
  return value;
}

function address(json: Json, field: string): MailAddress {
  const value = json[field];
  if (!value || typeof value !== 'object') throw new StoredMailError(field);
  return { name: text(value as Json, 'name'), address: text(value as Json, 'address') };
}

/** The MailMessage of a row's `message`, checked field by field. */
export function deserializeMail(json: Json): MailMessage {
  const date = new Date(text(json, 'date'));
  if (Number.isNaN(date.getTime())) throw new StoredMailError('date');
  const attachments = json.attachments;
  if (!Array.isArray(attachments)) throw new StoredMailError('attachments');
  const calendar = json.calendar as Json | undefined;
  return {
    kind: text(json, 'kind') as MailKind,
    messageId: text(json, 'messageId'),
    date,
    lang: text(json, 'lang') as Lang,
    from: address(json, 'from'),
    to: address(json, 'to'),
    ...(json.replyTo ? { replyTo: address(json, 'replyTo') } : {}),
    subject: text(json, 'subject'),
    text: text(json, 'text'),
    html: text(json, 'html'),
    attachments: attachments.map((file: Json): MailAttachment =>
      ({ filename: text(file, 'filename'), contentType: text(file, 'contentType'), path: text(file, 'path') })),
    ...(calendar ? {
      calendar: { method: text(calendar, 'method') as NonNullable<MailMessage['calendar']>['method'], filename: text(calendar, 'filename'), content: text(calendar, 'content') },
    } : {}),
  };
}

/**
 * Queues a submission's messages in its transaction, due at once. Call it inside `submitOnce`'s work
 * (or any transaction that stores what the messages tell): they are sent only if it commits.
 */
export async function enqueueMails(tx: Transaction, submissionId: string, messages: MailMessage[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(messages.map((message) => ({
    id: outboxId(message),
    submissionId,
    kind: message.kind,
    message: serializeMail(message),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  })));
}
