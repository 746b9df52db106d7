/**
 * Idempotent submissions. A client may send `Idempotency-Key` (8–200 of A–Z, a–z, 0–9, '-', '_') with a
 * submission, the same key on each retry of it. The first submission with a key claims it in the
 * transaction that stores the submission and keeps its answer there; a retry with the same key and the
 * same body gets that answer again and stores nothing; the same key with another body is a 422. A claim
 * is committed only with a stored submission: a refused one (400, 409) leaves the key free, so a retry
 * is judged afresh.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from './db/schema.ts';
import type { Database, Transaction } from './db/client.ts';
import { ApiProblem } from './http.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

export interface IdempotencyClaim {
  key: string;
  action: string;
  /** sha256 of the action and the submission as sent (canonical JSON, attachments by their hash). */
  requestHash: string;
}

/** The request's key, checked; undefined when it sent none. */
export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiProblem(
      400,
      `Invalid header '${IDEMPOTENCY_HEADER}': 8 to 200 characters of A-Z, a-z, 0-9, '-' and '_'`,
    );
  }
  return key;
}

/** JSON with object keys sorted, so the same submission hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function claimOf(key: string | undefined, action: string, submission: unknown): IdempotencyClaim | undefined {
  if (key === undefined) return undefined;
  return {
    key,
    action,
    requestHash: createHash('sha256')
      .update(`${action}\n${canonical(submission)}`)
      .digest('hex'),
  };
}

/** The stored answer for a retry of the claim's submission; undefined when the key is new. */
export async function findReplay<T>(db: Database, claim: IdempotencyClaim | undefined): Promise<T | undefined> {
  if (!claim) return undefined;
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.key));
  if (!row) return undefined;
  if (row.action !== claim.action || row.requestHash !== claim.requestHash) {
    throw new ApiProblem(
      422,
      `${IDEMPOTENCY_HEADER} '${claim.key}' was already used for a different submission; send a new key with a new submission`,
    );
  }
  if (row.answer === null)
    throw new ApiProblem(
      409,
      `The submission with ${IDEMPOTENCY_HEADER} '${claim.key}' is still being stored; retry in a moment`,
    );
  return row.answer as T;
}

/**
 * Runs `work` in one transaction that first claims the key (when there is one) and then keeps the answer.
 * A submission with the same key still running elsewhere holds the key's row: the claim waits for it, then
 * finds it taken and answers what it answered.
 */
export async function submitOnce<T>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  at: Date,
  work: (tx: Transaction) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const before = await findReplay<T>(db, claim);
  if (before !== undefined) return { answer: before, replayed: true };
  const outcome = await db.transaction(async (tx) => {
    if (claim) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ key: claim.key, action: claim.action, requestHash: claim.requestHash, answer: null, createdAt: at })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return undefined;
    }
    const answer = await work(tx);
    if (claim) await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.key, claim.key));
    return { answer };
  });
  if (outcome) return { answer: outcome.answer, replayed: false };
  const replay = await findReplay<T>(db, claim);
  if (replay === undefined) throw new Error(`idempotency key ${claim!.key} vanished`);
  return { answer: replay, replayed: true };
}
