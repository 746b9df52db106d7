/**
 * The secret of a booking's manage link. 32 random bytes (256 bits) in base64url, sent only in the guest's
 * confirmation e-mail; the database keeps its SHA-256, so a copy of the database opens no booking. A token
 * is found by its hash and the stored hash is then compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 43 base64url characters: what newManageToken() makes, and all a manage request may carry. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isManageTokenShape(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

/** The stored form of a token: SHA-256, hex. */
export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `storedHash`, in time that does not depend on where they differ. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(manageTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
