/**
 * The queries of the submissions: one set for PGlite and a server. A booking's capacity check runs
 * inside its transaction, under a row lock on its seating, so API processes sharing a database take
 * turns per seating and never book one past its covers.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { bookings, groupRequests, mailMessages, seatings, waitlistEntries } from './schema.ts';
import type { Queryable, Transaction } from './client.ts';

interface Seating {
  site: string;
  date: string;
  service: string;
  time: string;
}

/** What list() gives back of a booking, waiting-list entry or group request: the request as stored. */
export type StoredRecord<T> = T & { id: string; receivedAt: string };

/** A row as the request it stores, with its id and when it came (ISO). */
export function storedRecord<T>({
  id,
  receivedAt,
  request,
}: {
  id: string;
  receivedAt: Date;
  request: unknown;
}): StoredRecord<T> {
  return { id, receivedAt: receivedAt.toISOString(), ...(request as object) } as StoredRecord<T>;
}

const atSeating = (table: typeof bookings | typeof waitlistEntries, { site, date, service, time }: Seating) =>
  and(eq(table.site, site), eq(table.date, date), eq(table.service, service), eq(table.time, time));

/** A cancelled booking keeps its row but holds no covers: every count of covers reads only these. */
const holdsCovers = isNull(bookings.cancelledAt);

/**
 * Locks the seating's row until the transaction ends (creating it on first use) and answers the covers
 * booked there: the next booking of this seating waits here, then counts this one's covers too.
 */
export async function lockSeating(tx: Transaction, seating: Seating): Promise<number> {
  await tx.insert(seatings).values(seating).onConflictDoNothing();
  await tx
    .select({ site: seatings.site })
    .from(seatings)
    .where(
      and(
        eq(seatings.site, seating.site),
        eq(seatings.date, seating.date),
        eq(seatings.service, seating.service),
        eq(seatings.time, seating.time),
      ),
    )
    .for('update');
  const [row] = await tx
    .select({ covers: sql<number>`cast(coalesce(sum(${bookings.guests}), 0) as integer)` })
    .from(bookings)
    .where(and(atSeating(bookings, seating), holdsCovers));
  return row?.covers ?? 0;
}

/** Covers booked per `service/time` of one day of one site (cancelled bookings left out). */
export async function coversOfDay(db: Queryable, site: string, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      service: bookings.service,
      time: bookings.time,
      covers: sql<number>`cast(sum(${bookings.guests}) as integer)`,
    })
    .from(bookings)
    .where(and(eq(bookings.site, site), eq(bookings.date, date), holdsCovers))
    .groupBy(bookings.service, bookings.time);
  return new Map(rows.map(({ service, time, covers }) => [`${service}/${time}`, covers]));
}

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The booking whose manage token hashes to `hash`, if any. The lookup is by the unique index; the caller
 * then compares the hash in constant time (manageTokens.ts `tokenMatches`).
 */
export async function bookingByTokenHash(db: Queryable, hash: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.manageTokenHash, hash));
  return row;
}

export async function bookingById(db: Queryable, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * Marks a booking cancelled, once: false when it already was (a concurrent cancel won). Run under the
 * seating's lock (`lockSeating`), so the covers it frees and the next booking's count agree.
 */
export async function cancelBookingRow(
  tx: Transaction,
  id: string,
  at: Date,
  charge: { amount: string; currencyCode: string } | null,
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ cancelledAt: at, cancellationCharge: charge })
    .where(and(eq(bookings.id, id), holdsCovers))
    .returning({ id: bookings.id });
  return done.length === 1;
}

/** The waiting list of one service of one day, in the order the entries came. */
export async function waitlistOfService<T>(
  db: Queryable,
  { site, date, service }: Omit<Seating, 'time'>,
): Promise<StoredRecord<T>[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.site, site), eq(waitlistEntries.date, date), eq(waitlistEntries.service, service)))
    .orderBy(asc(waitlistEntries.receivedAt), asc(waitlistEntries.id));
  return rows.map((row) => storedRecord<T>(row));
}

type RequestTable = typeof bookings | typeof waitlistEntries | typeof groupRequests;

/** A booking, waiting-list entry or group request: the columns queries read, and the request as sent. */
export async function insertBooking(db: Queryable, row: typeof bookings.$inferInsert): Promise<void> {
  await db.insert(bookings).values(row);
}
export async function insertWaitlistEntry(db: Queryable, row: typeof waitlistEntries.$inferInsert): Promise<void> {
  await db.insert(waitlistEntries).values(row);
}
export async function insertGroupRequest(db: Queryable, row: typeof groupRequests.$inferInsert): Promise<void> {
  await db.insert(groupRequests).values(row);
}

export async function listRequests<T>(db: Queryable, table: RequestTable): Promise<StoredRecord<T>[]> {
  const rows = await db
    .select({ id: table.id, receivedAt: table.receivedAt, request: table.request })
    .from(table as typeof bookings)
    .orderBy(asc(table.id));
  return rows.map((row) => storedRecord<T>(row));
}

type MailRow = typeof mailMessages.$inferSelect;

export async function insertMail(db: Queryable, row: MailRow): Promise<void> {
  await db.insert(mailMessages).values(row);
}

export async function listMail(db: Queryable): Promise<MailRow[]> {
  return db.select().from(mailMessages).orderBy(asc(mailMessages.id));
}
