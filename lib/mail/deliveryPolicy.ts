/**
 * When the mail outbox tries a message again: the rules of the delivery worker
 * (booking-service/mail/delivery.ts) as data and pure functions, no I/O.
 *
 * A claimed message is leased: it is not due again until the lease ends, so a worker that dies while
 * sending leaves it to be retried then. A failed attempt is retried after an exponential backoff; a
 * message still failing once `giveUpAfterMs` have passed since it was queued, and after at least
 * `minAttemptsBeforeGivingUp` attempts (a process that was down for days still tries a few times), is given up.
 */

export interface DeliveryPolicy {
  /** Wait after the first failed attempt, ms; each further failure doubles it. */
  firstRetryMs: number;
  /** The longest wait between two attempts, ms. */
  maxRetryMs: number;
  /** How long a claimed message is held by the worker sending it, ms: longer than any send takes. */
  leaseMs: number;
  /** A message failing this long after it was queued is given up, ms. */
  giveUpAfterMs: number;
  /** …but never before this many attempts. */
  minAttemptsBeforeGivingUp: number;
  /** Messages claimed in one short transaction. */
  batchSize: number;
  /** Messages of a batch sent at once (each on its own SMTP connection). */
  parallelSends: number;
  /** How often a worker looks for due messages besides being nudged after a submission, ms. */
  pollMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** 30 s, 1 min, 2 min, … up to 1 h between attempts; given up after 3 days and 3 attempts; a 5-minute lease. */
export const DELIVERY_POLICY: DeliveryPolicy = {
  firstRetryMs: 30 * SECOND,
  maxRetryMs: HOUR,
  leaseMs: 5 * MINUTE,
  giveUpAfterMs: 72 * HOUR,
  minAttemptsBeforeGivingUp: 3,
  batchSize: 10,
  parallelSends: 4,
  pollMs: 15 * SECOND,
};

/**
 * The wait after the `attempts`-th failed attempt (1 for the first).
 * @example retryDelayMs(DELIVERY_POLICY, 1) // 30_000
 * @example retryDelayMs(DELIVERY_POLICY, 3) // 120_000
 * @example retryDelayMs(DELIVERY_POLICY, 20) // 3_600_000
 */
export function retryDelayMs(policy: DeliveryPolicy, attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^doublings overflows nothing that matters: the cap is reached long before.
  return Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** Math.min(doublings, 40));
}

/** When a message claimed at `now` is due again if its worker never reports back. */
export function leaseEnd(policy: DeliveryPolicy, now: Date): Date {
  return new Date(now.getTime() + policy.leaseMs);
}

type AfterFailure = { giveUp: false; nextAttemptAt: Date } | { giveUp: true };

/**
 * What follows a failed attempt: the next one after the backoff, or giving up once the message has been
 * failing for `giveUpAfterMs` since it was queued and has had its `minAttemptsBeforeGivingUp`.
 * @param attempts the attempts made, this one included
 */
export function afterFailure(
  policy: DeliveryPolicy,
  { attempts, createdAt }: { attempts: number; createdAt: Date },
  now: Date,
): AfterFailure {
  if (now.getTime() - createdAt.getTime() >= policy.giveUpAfterMs && attempts >= policy.minAttemptsBeforeGivingUp)
    return { giveUp: true };
  return { giveUp: false, nextAttemptAt: new Date(now.getTime() + retryDelayMs(policy, attempts)) };
}
