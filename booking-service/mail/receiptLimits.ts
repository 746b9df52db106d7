/**
 * What the restaurant's address may be made to send to one guest address. A guest message goes wherever
 * the form says, so without a bound anyone could have the restaurant write to anyone, as often as they
 * submit. Two bounds, counted from the outbox over the last day (`outbox.recipient`, `outbox.sender`):
 *
 * - one address receives at most `perAddress` guest messages (`LIMITS.guestMailsPerAddressPerDay`);
 * - one client (its address, keyed-hashed) has the restaurant write to at most `addressesPerClient`
 *   addresses (`LIMITS.guestAddressesPerClientPerDay`).
 *
 * Either is off at 0: the browser suite and the load tests send far more from one machine.
 *
 * A submission over either is refused with 429, naming its e-mail field, and a Retry-After of when the
 * oldest counted message leaves the day; nothing is stored. A cancellation is never refused for them (its
 * address is the booking's own), but its message counts. Checked inside the submission's transaction under
 * an advisory lock per address and per client, so concurrent submissions cannot both take the last place.
 */
import { and, asc, eq, gt, max, ne, sql } from 'drizzle-orm';
import { LIMITS } from '../../lib/limits.ts';
import type { MailMessage } from '../../lib/mail/message.ts';
import type { Transaction } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { ApiProblem } from '../http.ts';
import { isGuestMail, recipientKey } from './outbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GuestMailLimits {
  /** Guest messages one address receives in a day; 0: no limit. */
  perAddress: number;
  /** Addresses one client has the restaurant write to in a day; 0: no limit. */
  addressesPerClient: number;
}

export const GUEST_MAIL_LIMITS: GuestMailLimits = {
  perAddress: LIMITS.guestMailsPerAddressPerDay,
  addressesPerClient: LIMITS.guestAddressesPerClientPerDay,
};

/** Advisory lock namespaces: an address and a client never share a lock. */
const ADDRESS_LOCK = 5321;
const SENDER_LOCK = 5322;

/** Whole seconds from `now` until `at` has left the day, at least 1. */
const secondsUntilOutOfDay = (at: Date, now: Date) =>
  Math.max(1, Math.ceil((at.getTime() + DAY_MS - now.getTime()) / 1000));

/**
 * Refuses a submission whose guest messages would pass a bound.
 * @param field the submission's e-mail field (`contact.email`, `email`), named in the refusal
 * @param sender the client's keyed hash (the rate limit's client), when there is one
 */
export async function holdReceiptLimits(
  tx: Transaction,
  messages: readonly MailMessage[],
  { field, sender, now, limits }: { field: string; sender?: string; now: Date; limits: GuestMailLimits },
): Promise<void> {
  const { perAddress, addressesPerClient } = limits;
  const since = new Date(now.getTime() - DAY_MS);
  for (const message of messages.filter(isGuestMail)) {
    const recipient = recipientKey(message.to.address);
    if (perAddress > 0) await holdPerAddress(tx, recipient, { field, since, now, most: perAddress });
    if (sender && addressesPerClient > 0)
      await holdPerSender(tx, recipient, sender, { field, since, now, most: addressesPerClient });
  }
}

interface Bound {
  field: string;
  since: Date;
  now: Date;
  most: number;
}

/** The refusal of a submission over a bound: 429 naming its field, and the wait until `oldest` leaves the day. */
function overBound(field: string, says: string, oldest: Date, now: Date): ApiProblem {
  const wait = secondsUntilOutOfDay(oldest, now);
  return new ApiProblem(429, `Invalid field '${field}': ${says}; try again in ${Math.ceil(wait / 3600)} h`, field, {
    'retry-after': String(wait),
  });
}

/** Refuses a message to an address that has had `most` guest messages in the day. */
async function holdPerAddress(tx: Transaction, recipient: string, { field, since, now, most }: Bound) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${recipient}))`);
  const received = await tx
    .select({ at: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), gt(outbox.createdAt, since)))
    .orderBy(asc(outbox.createdAt))
    .limit(most);
  if (received.length >= most)
    throw overBound(field, `this address has had ${most} messages from the restaurant today`, received[0]!.at, now);
}

/** Refuses a message to a new address from a client that has written to `most` others in the day. */
async function holdPerSender(tx: Transaction, recipient: string, sender: string, { field, since, now, most }: Bound) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${sender}))`);
  // Each other address this client had written to today, with its latest message: it stops counting
  // once that one has left the day.
  const addresses = await tx
    .select({ recipient: outbox.recipient, last: max(outbox.createdAt) })
    .from(outbox)
    .where(and(eq(outbox.sender, sender), gt(outbox.createdAt, since), ne(outbox.recipient, recipient)))
    .groupBy(outbox.recipient)
    .orderBy(asc(max(outbox.createdAt)))
    .limit(most);
  if (addresses.length >= most)
    throw overBound(
      field,
      `messages to ${most} addresses were sent from here today`,
      new Date(addresses[0]!.last ?? now),
      now,
    );
}
