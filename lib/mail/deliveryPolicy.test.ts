import { describe, expect, it } from 'vitest';
import { afterFailure, DELIVERY_POLICY, leaseEnd, retryDelayMs, type DeliveryPolicy } from './deliveryPolicy.ts';

const MINUTE = 60_000;
const queued = new Date('2026-11-25T09:00:00Z');
const at = (ms: number) => new Date(queued.getTime() + ms);

describe("the outbox's delivery policy", () => {
  it('waits 30 s after the first failure, doubling to a one-hour cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((attempts) => retryDelayMs(DELIVERY_POLICY, attempts) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it('follows the schedule it is given', () => {
    const quick: DeliveryPolicy = { ...DELIVERY_POLICY, firstRetryMs: 100, maxRetryMs: 250 };
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(quick, attempts))).toEqual([100, 200, 250, 250]);
  });

  it('leases a claimed message for five minutes', () => {
    expect(leaseEnd(DELIVERY_POLICY, queued)).toEqual(at(5 * MINUTE));
  });

  it('schedules the next attempt after a failure, and gives up once the message has failed for three days', () => {
    expect(afterFailure(DELIVERY_POLICY, { attempts: 1, createdAt: queued }, at(1000))).toEqual({
      giveUp: false,
      nextAttemptAt: at(31_000),
    });
    expect(afterFailure(DELIVERY_POLICY, { attempts: 3, createdAt: queued }, at(10 * MINUTE))).toEqual({
      giveUp: false,
      nextAttemptAt: at(12 * MINUTE),
    });
    const almost = 72 * 60 * MINUTE - 1;
    expect(afterFailure(DELIVERY_POLICY, { attempts: 80, createdAt: queued }, at(almost))).toEqual({
      giveUp: false,
      nextAttemptAt: at(almost + 60 * MINUTE),
    });
    expect(afterFailure(DELIVERY_POLICY, { attempts: 80, createdAt: queued }, at(almost + 1))).toEqual({
      giveUp: true,
    });
  });

  it('tries a message three times before giving it up, however old it is (a process that was down for days)', () => {
    const late = at(100 * 60 * MINUTE);
    expect(afterFailure(DELIVERY_POLICY, { attempts: 1, createdAt: queued }, late)).toEqual({
      giveUp: false,
      nextAttemptAt: new Date(late.getTime() + 30_000),
    });
    expect(afterFailure(DELIVERY_POLICY, { attempts: 2, createdAt: queued }, late)).toEqual({
      giveUp: false,
      nextAttemptAt: new Date(late.getTime() + 60_000),
    });
    expect(afterFailure(DELIVERY_POLICY, { attempts: 3, createdAt: queued }, late)).toEqual({ giveUp: true });
  });
});
