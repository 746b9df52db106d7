/**
 * The mail outbox: the messages of a submission are rows of `outbox` (db/schema.ts), inserted in the
 * submission's own transaction, so they are committed exactly when the submission is and a refused
 * submission (rolled back) queues nothing. The delivery worker (delivery.ts) sends them afterwards.
 *
 * A row's `message` is the MailMessage as JSON: the date as an ISO text, attachments as the paths of
 * the stored files (the files themselves stay where the submission wrote them).
 */
import type { MailAddress } from '../../lib/mail/headers.ts';
import type { MailAttachment, MailKind, MailMessage } from '../../lib/mail/message.ts';
import type { Lang } from '../../lib/sites.ts';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client.ts';
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
    attachments: attachments.map(
      (file: Json): MailAttachment => ({
        filename: text(file, 'filename'),
        contentType: text(file, 'contentType'),
        path: text(file, 'path'),
      }),
    ),
    ...(calendar
      ? {
          calendar: {
            method: text(calendar, 'method') as NonNullable<MailMessage['calendar']>['method'],
            filename: text(calendar, 'filename'),
            content: text(calendar, 'content'),
          },
        }
      : {}),
  };
}

/** Where a sealed secret stood in a stored message; what the worker puts back before sending. */
export const SECRET_PLACEHOLDER = '{sealed-secret}';

/** A secret some of the messages carry (a booking's manage token), and its sealed form (seal.ts). */
export interface MailSecret {
  value: string;
  sealed: string;
}

/** A guest message: one that goes to the address a visitor gave, not to the restaurant. */
export const isGuestMail = (message: Pick<MailMessage, 'kind'>): boolean => message.kind.startsWith('guest.');

/** How the outbox keys an address: lower-cased, so `Anna@X.example` and `anna@x.example` are one. */
export const recipientKey = (address: string): string => address.trim().toLowerCase();

/**
 * Queues a submission's messages in its transaction, due at once. Call it inside `submitOnce`'s work
 * (or any transaction that stores what the messages tell): they are sent only if it commits. A `secret`
 * is never stored in clear: in each message that carries it, it is replaced by SECRET_PLACEHOLDER and the
 * row keeps it sealed. A guest message keeps its address and its `sender` (the client's keyed hash) in
 * columns of their own, which the limits on what one address receives count (receiptLimits.ts).
 */
export async function enqueueMails(
  tx: Transaction,
  submissionId: string,
  messages: MailMessage[],
  now: Date,
  { secret, sender }: { secret?: MailSecret; sender?: string } = {},
): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(
    messages.map((message) => {
      const json = JSON.stringify(serializeMail(message));
      const carries = secret !== undefined && secret.value !== '' && json.includes(secret.value);
      return {
        id: outboxId(message),
        submissionId,
        kind: message.kind,
        message: JSON.parse(carries ? json.replaceAll(secret.value, SECRET_PLACEHOLDER) : json) as Record<
          string,
          unknown
        >,
        sealedSecret: carries ? secret.sealed : null,
        recipient: isGuestMail(message) ? recipientKey(message.to.address) : null,
        sender: isGuestMail(message) ? (sender ?? null) : null,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
      };
    }),
  );
}

/** A row's message as it is sent: the sealed secret, if any, back in its place. */
export function storedMail(
  row: { message: Record<string, unknown>; sealedSecret: string | null },
  open: (sealed: string) => string,
): MailMessage {
  if (row.sealedSecret === null) return deserializeMail(row.message);
  const secret = open(row.sealedSecret);
  return deserializeMail(
    JSON.parse(
      JSON.stringify(row.message).replaceAll(SECRET_PLACEHOLDER, JSON.stringify(secret).slice(1, -1)),
    ) as Record<string, unknown>,
  );
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages for one worker, in one short statement: each gets one more attempt
 * and is not due again until `leaseUntil`, so no other worker takes it meanwhile, and a worker that dies
 * while sending leaves it to be retried then. Rows another worker is claiming at the same moment are
 * skipped (FOR UPDATE SKIP LOCKED), never waited for nor taken twice.
 */
export async function claimDue(db: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.givenUpAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
  // Oldest first: the order they were queued in.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** A message the server or the .eml file took: never sent again. */
export async function markSent(db: Queryable, id: string, delivery: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, delivery, lastError: null })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}

/**
 * A failed attempt: the error kept, and the next attempt's time or the message given up. Only the
 * attempt that holds the lease (`attempts` as claimed) writes; a later claim's outcome is not overwritten.
 */
export async function markFailed(
  db: Queryable,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  next: { nextAttemptAt: Date } | { givenUpAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error, ...next })
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.sentAt)));
}
