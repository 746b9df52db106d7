/**
 * The delivery worker: sends the outbox's due messages (outbox.ts) through the mail transport. It runs in
 * every API process once its database is open, is nudged right after each submission commits, and also
 * looks every `pollMs` (retries, and messages queued by another process).
 *
 * Each round claims a batch in one short statement that leases it (claimDue), then sends OUTSIDE any
 * transaction, so a slow or absent SMTP server never holds a transaction (PGlite runs one at a time: one
 * held across a send would stall every submission). A sent message is marked sent; a failed one keeps
 * its error and gets its next attempt by the backoff of lib/mail/deliveryPolicy.ts, or is given up (and
 * logged) after the policy's limit. Delivery is at least once: a process that dies between the send and
 * the mark leaves the lease to expire and the message is sent again, with the same Message-ID.
 */
import { afterFailure, DELIVERY_POLICY, leaseEnd, type DeliveryPolicy } from '../../lib/mail/deliveryPolicy.ts';
import type { Database } from '../db/client.ts';
import { claimDue, markFailed, markSent, storedMail, type OutboxRow } from './outbox.ts';
import type { MailTransport } from './transport.ts';
import { jsonLogger, withoutAddresses, type Logger } from '../log.ts';

interface DeliveryWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Opens a row's sealed secret (seal.ts). */
  openSecret: (sealed: string) => string;
  now?: () => Date;
  policy?: DeliveryPolicy;
  /**
   * Where each attempt is logged (log.ts): an `info` line when sent, `warn` when it will be tried
   * again, `error` when given up; default JSON lines on standard output.
   */
  log?: Logger;
}

interface DeliveryRound {
  sent: number;
  failed: number;
  givenUp: number;
}

export interface DeliveryWorker {
  /** Where messages go (the transport's target, no credentials). */
  readonly target: string;
  /** Look for due messages now (after a submission commits); returns at once. */
  nudge(): void;
  /** Sends what is due now until nothing is; resolves with what this call did (tests). */
  drain(): Promise<DeliveryRound>;
  /** Stops polling and waits for the round in progress; the transport is closed. */
  stop(): Promise<void>;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function startDeliveryWorker({
  db,
  transport,
  openSecret,
  now = () => new Date(),
  policy = DELIVERY_POLICY,
  log = jsonLogger(),
}: DeliveryWorkerOptions): DeliveryWorker {
  let running: Promise<DeliveryRound> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(row: OutboxRow, round: DeliveryRound): Promise<void> {
    const started = performance.now();
    // What every line of this attempt says: the message, never its recipient.
    const attempt = () => ({
      event: 'mail',
      outbox: row.id,
      kind: row.kind,
      attempt: row.attempts,
      ms: Math.round(performance.now() - started),
    });
    let delivery: Awaited<ReturnType<MailTransport['send']>>;
    try {
      delivery = await transport.send(storedMail(row, openSecret));
    } catch (error) {
      const at = now();
      const reason = describeError(error);
      const next = afterFailure(policy, row, at);
      if (next.giveUp) {
        await markFailed(db, row, reason, { givenUpAt: at });
        round.givenUp++;
        log({
          ...attempt(),
          level: 'error',
          outcome: 'given-up',
          queuedAt: row.createdAt.toISOString(),
          reason: withoutAddresses(reason),
        });
      } else {
        await markFailed(db, row, reason, { nextAttemptAt: next.nextAttemptAt });
        round.failed++;
        log({
          ...attempt(),
          level: 'warn',
          outcome: 'failed',
          nextAttemptAt: next.nextAttemptAt.toISOString(),
          reason: withoutAddresses(reason),
        });
      }
      return;
    }
    // Should this fail (the database gone), the lease runs out and the message is sent again: at least once.
    await markSent(db, row.id, delivery.detail, now());
    round.sent++;
    log({ ...attempt(), outcome: 'sent' });
  }

  async function rounds(): Promise<DeliveryRound> {
    const total: DeliveryRound = { sent: 0, failed: 0, givenUp: 0 };
    do {
      again = false;
      for (;;) {
        if (stopped) return total;
        const at = now();
        const batch = await claimDue(db, at, leaseEnd(policy, at), policy.batchSize);
        if (batch.length === 0) break;
        await eachAtMost(policy.parallelSends, batch, (row) => deliver(row, total));
        if (batch.length < policy.batchSize) break;
      }
    } while (again && !stopped);
    return total;
  }

  function drain(): Promise<DeliveryRound> {
    if (running) {
      // The round in progress looks again before it ends.
      again = true;
      return running;
    }
    running = rounds().finally(() => {
      running = undefined;
      // A nudge that came after the round's last look.
      if (again) nudge();
    });
    return running;
  }

  function nudge() {
    if (stopped) return;
    drain().catch((error: unknown) =>
      log({
        event: 'mail-round',
        level: 'warn',
        outcome: 'failed, retried at the next poll',
        reason: withoutAddresses(describeError(error)),
      }),
    );
  }

  const timer = setInterval(nudge, policy.pollMs);
  timer.unref();
  nudge(); // what was queued before this process started

  return {
    target: transport.target,
    nudge,
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
