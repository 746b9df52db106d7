/**
 * The demo provider's test-mode card guarantee: DEMO_CARD_TOKEN issues `tok_test_…` tokens without any
 * card number, and BOOKING_CREATE accepts each one once, for the site it was issued for, within an hour.
 * Tokens are rows of `card_tokens`, so every API process on the database knows every token; a booking
 * holds its token in its transaction and deletes it there, so a booking that is not stored (409, a
 * failure) rolls back and leaves the token usable.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { SiteId } from '../lib/sites.ts';
import { cardTokens } from './db/schema.ts';
import type { Database, Transaction } from './db/client.ts';

/** A token not used within this time is refused, and deleted at the next issue. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const oldest = (at: Date) => new Date(at.getTime() - TOKEN_LIFETIME_MS);

export async function issueCardToken(db: Database, site: SiteId, at: Date): Promise<string> {
  const token = `tok_test_${randomUUID().replaceAll('-', '')}`;
  await db.delete(cardTokens).where(lte(cardTokens.issuedAt, oldest(at)));
  await db.insert(cardTokens).values({ token, site, issuedAt: at });
  return token;
}

/** True when the token can pay for a booking at the site; locks its row until the transaction ends. */
export async function holdCardToken(tx: Transaction, token: string, site: SiteId, at: Date): Promise<boolean> {
  const rows = await tx
    .select({ token: cardTokens.token })
    .from(cardTokens)
    .where(and(eq(cardTokens.token, token), eq(cardTokens.site, site), gt(cardTokens.issuedAt, oldest(at))))
    .for('update');
  return rows.length > 0;
}

/** Uses a held token up (undone if the transaction rolls back). */
export async function useCardToken(tx: Transaction, token: string): Promise<void> {
  await tx.delete(cardTokens).where(eq(cardTokens.token, token));
}
