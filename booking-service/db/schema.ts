/**
 * The reference API's tables (drizzle-orm, PostgreSQL): every submission it accepts, the seatings that
 * bookings lock, and the idempotency keys. The SQL that creates them is migrations/, which
 * `npm run db:generate` writes after a change here (applied at start by client.ts); `npm run lint` and
 * client.test.ts check the two agree. Days and times are the restaurant's wall clock as texts
 * ('2026-10-02', '20:00'), never converted through a time zone.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredAttachment } from '../mailStore.ts';

const receivedAt = () => timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull();

/** A mail send (reserve or contact form); its attachments are files named in `attachments`. */
export const mailMessages = pgTable('mail_messages', {
  id: text('id').primaryKey(),
  receivedAt: receivedAt(),
  type: integer('type').notNull(),
  recipient: text('recipient').notNull(),
  site: text('site').notNull(),
  lang: text('lang').notNull(),
  /** The language the guest chose for the form, when not the page's (lib/guestLang.ts). */
  guestLang: text('guest_lang'),
  form: text('form').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull(),
});

/** One row per seating time that was ever booked: the row a booking locks to count its covers. */
export const seatings = pgTable(
  'seatings',
  {
    site: text('site').notNull(),
    date: text('date').notNull(),
    service: text('service').notNull(),
    time: text('time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.date, table.service, table.time] })],
);

/**
 * A booking: the seating and party as columns (capacity and availability read them), the request as sent.
 * Its manage link's token is kept only as a hash; a cancelled booking keeps its row, and counts no covers.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    receivedAt: receivedAt(),
    site: text('site').notNull(),
    date: text('date').notNull(),
    service: text('service').notNull(),
    time: text('time').notNull(),
    guests: integer('guests').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the manage link's token (hex); the token itself is only in the guest's e-mail. */
    manageTokenHash: text('manage_token_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** What the cancellation charged to the card guarantee; null when it was free. */
    cancellationCharge: jsonb('cancellation_charge').$type<{ amount: string; currencyCode: string }>(),
  },
  (table) => [
    index('bookings_seating').on(table.site, table.date, table.service, table.time),
    uniqueIndex('bookings_manage_token_hash').on(table.manageTokenHash),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    receivedAt: receivedAt(),
    site: text('site').notNull(),
    date: text('date').notNull(),
    service: text('service').notNull(),
    time: text('time').notNull(),
    guests: integer('guests').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('waitlist_entries_seating').on(table.site, table.date, table.service, table.time)],
);

export const groupRequests = pgTable('group_requests', {
  id: text('id').primaryKey(),
  receivedAt: receivedAt(),
  site: text('site').notNull(),
  preferredDate: text('preferred_date').notNull(),
  guests: integer('guests').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
});

/**
 * A client's Idempotency-Key and the answer its submission got: a retry with the same key and body is
 * answered from here; the same key with another body is refused. Written in the submission's transaction.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  action: text('action').notNull(),
  requestHash: text('request_hash').notNull(),
  /** Null only inside the submission's own transaction, which claims the key before it does the work. */
  answer: jsonb('answer').$type<unknown>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The demo provider's test-mode card tokens (DEMO_CARD_TOKEN), shared by every API process on the
 * database: a booking sent to another process than the one that issued its token still finds it.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    token: text('token').primaryKey(),
    site: text('site').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('card_tokens_issued_at').on(table.issuedAt)],
);

/**
 * The mail outbox: every message a submission sends, written in the submission's own transaction and
 * delivered afterwards by the delivery worker, with retries and backoff, so a mail outage never loses a
 * message nor fails the guest's submission. A row is due while neither sent nor given up, once `next_attempt_at` has
 * come.
 */
export const outbox = pgTable(
  'outbox',
  {
    /** The message's Message-ID local part: one row per message, a redelivery reuses the Message-ID. */
    id: text('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    kind: text('kind').notNull(),
    /** The MailMessage (lib/mail/message.ts) as JSON. */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Where it went: the SMTP server's answer or the .eml file written. */
    delivery: text('delivery'),
    /**
     * A secret the message carries (a booking's manage token), sealed with the outbox key (mail/seal.ts);
     * `message` holds a placeholder in its place, so the database never has the secret in clear.
     */
    sealedSecret: text('sealed_secret'),
    /** When the worker stopped retrying it (mail/deliveryPolicy in lib/); never due again. */
    givenUpAt: timestamp('given_up_at', { withTimezone: true, mode: 'date' }),
    /** A guest message's address, lower-cased: what one address has received (mail/receiptLimits.ts). */
    recipient: text('recipient'),
    /** Who had a guest message sent: the client's address keyed-hashed with the outbox key, never in clear. */
    sender: text('sender'),
  },
  (table) => [
    index('outbox_due').on(table.nextAttemptAt).where(sql`${table.sentAt} IS NULL AND ${table.givenUpAt} IS NULL`),
    index('outbox_recipient').on(table.recipient, table.createdAt).where(sql`${table.recipient} IS NOT NULL`),
    index('outbox_sender').on(table.sender, table.createdAt).where(sql`${table.sender} IS NOT NULL`),
  ],
);
