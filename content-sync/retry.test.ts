import { describe, expect, it } from 'vitest';
import { backoffDelay, RetriesExhaustedError, withRetry } from './retry.ts';

describe('withRetry', () => {
  it('retries failures that may pass and returns the first success', async () => {
    let calls = 0;
    const retried: number[] = [];
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('flaky');
        return 'ok';
      },
      { retries: 5, baseDelayMs: 1, shouldRetry: () => true, onRetry: (_e, attempt) => retried.push(attempt) },
    );
    expect(result).toBe('ok');
    expect(retried).toEqual([1, 2]);
  });

  it('does not retry a failure that will not pass', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error('bad request');
        },
        { retries: 5, baseDelayMs: 1, shouldRetry: () => false },
      ),
    ).rejects.toThrow('bad request');
    expect(calls).toBe(1);
  });

  it('says how many attempts were made when it gives up', async () => {
    const error = await withRetry(() => Promise.reject(new Error('down')), {
      retries: 2,
      baseDelayMs: 1,
      shouldRetry: () => true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExhaustedError);
    expect((error as Error).message).toBe('down (after 3 attempts)');
  });

  it('doubles the delay each attempt, between half and all of the ceiling, capped', () => {
    expect(backoffDelay(0, 100, 5000, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, 5000, () => 1)).toBe(100);
    expect(backoffDelay(3, 100, 5000, () => 1)).toBe(800);
    expect(backoffDelay(10, 100, 5000, () => 1)).toBe(5000);
  });
});
