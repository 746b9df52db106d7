/**
 * The Idempotency-Key of a submission the browser sends (docs/bookings.md "Idempotency"): one key per
 * submission, kept while the same submission is sent again (Send pressed again after a timeout or a lost
 * answer), so the server stores it once and answers the retry as it answered the first; a changed
 * submission gets a new key, and the key is forgotten once an answer came.
 */
const pending = new Map<string, string>();

/** A random key; `randomUUID` is missing outside secure contexts (a plain-http preview), random bytes are not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Files count by name, size and date: enough to tell the same attachment from another. */
const fingerprintOf = (submission: unknown) =>
  JSON.stringify(submission, (_key, value: unknown) =>
    value instanceof File ? { file: value.name, size: value.size, lastModified: value.lastModified } : value,
  );

export async function withSubmissionKey<T>(
  submission: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const fingerprint = fingerprintOf(submission);
  let key = pending.get(fingerprint);
  if (!key) {
    key = newKey();
    pending.set(fingerprint, key);
  }
  const answer = await send(key);
  pending.delete(fingerprint);
  return answer;
}
