/**
 * How a failed submission reads to the visitor, for every form (the reservation overlay, the contact form,
 * the booking flow, the waiting list, the group request). Duck-typed on the content API client's error
 * (`kind`, `status`, `field`, `details`: clients/contentApi.ts ContentApiError) so the forms' first load
 * does not carry the client.
 */

/** One field the server refused, with the schema's text for it (lib/forms FIELD_ERRORS, in English). */
export interface FieldRefusal {
  field: string;
  message: string;
}

export type SendProblem =
  /** Too many submissions from this visitor (429): wait `retryAfterSeconds` (when the answer said). */
  | { kind: 'busy'; retryAfterSeconds?: number }
  /** No answer at all: the network is down or the browser is offline. */
  | { kind: 'offline' }
  /** The server is failing or too slow (5xx, a timeout, a cut-off answer). */
  | { kind: 'unavailable' }
  /** A booking's time filled up meanwhile (409). */
  | { kind: 'conflict' }
  /**
   * The server refused what was sent (4xx). `fields` are the refused fields with their texts (a server
   * that names only one field gives it with 'Invalid field'); `field` is the first of them.
   */
  | { kind: 'rejected'; message: string; field?: string; fields: FieldRefusal[] };

const INVALID = 'Invalid field';

/**
 * @example sendProblemOf({ kind: 'http', status: 429, details: { retryAfterSeconds: 42 } }) // { kind: 'busy', retryAfterSeconds: 42 }
 * @example sendProblemOf({ kind: 'http', status: 400, field: 'email' }) // { kind: 'rejected', field: 'email', fields: [{ field: 'email', message: 'Invalid field' }], … }
 * @example sendProblemOf({ kind: 'network' }) // { kind: 'offline' }
 */
export function sendProblemOf(error: unknown): SendProblem {
  const { kind, status, message, field, details } = (error ?? {}) as {
    kind?: string;
    status?: number;
    message?: string;
    field?: unknown;
    details?: { errors?: readonly FieldRefusal[]; retryAfterSeconds?: number };
  };
  if (kind === 'network') return { kind: 'offline' };
  if (kind !== 'http' || status === undefined) return { kind: 'unavailable' };
  if (status === 429) {
    const wait = details?.retryAfterSeconds;
    return typeof wait === 'number' && Number.isFinite(wait) && wait >= 0
      ? { kind: 'busy', retryAfterSeconds: wait }
      : { kind: 'busy' };
  }
  if (status === 409) return { kind: 'conflict' };
  if (status >= 400 && status < 500 && status !== 408) {
    const named = typeof field === 'string' ? field : undefined;
    const fields = details?.errors?.length
      ? details.errors.map(({ field: f, message: m }) => ({ field: f, message: m }))
      : named
        ? [{ field: named, message: INVALID }]
        : [];
    const first = fields[0]?.field;
    return { kind: 'rejected', message: message ?? '', fields, ...(first ? { field: first } : {}) };
  }
  return { kind: 'unavailable' };
}

/** How long to wait, as a locale key and its count: seconds under 90 s, then whole minutes (rounded up). */
type WaitText =
  | { key: 'form.wait.seconds' | 'form.wait.minutes' | 'form.wait.hours'; count: number }
  | { key: 'form.wait.moment' };

/**
 * @example waitText(42) // { key: 'form.wait.seconds', count: 42 }
 * @example waitText(120) // { key: 'form.wait.minutes', count: 2 }
 * @example waitText(5 * 3600) // { key: 'form.wait.hours', count: 5 }
 * @example waitText(undefined) // { key: 'form.wait.moment' }
 */
export function waitText(seconds: number | undefined): WaitText {
  if (seconds === undefined) return { key: 'form.wait.moment' };
  if (seconds < 90) return { key: 'form.wait.seconds', count: Math.max(1, Math.ceil(seconds)) };
  // A wait of hours: a day's limit on what one address receives (docs/bookings.md "Abuse limits").
  if (seconds < 90 * 60) return { key: 'form.wait.minutes', count: Math.ceil(seconds / 60) };
  return { key: 'form.wait.hours', count: Math.ceil(seconds / 3600) };
}
