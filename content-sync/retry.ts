/** Retries with exponential backoff and jitter, for answers that may pass on a second try. */

interface RetryOptions {
  /** Attempts after the first. */
  retries: number;
  /** Delay before the first retry; doubled each time, with jitter, capped at `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs?: number;
  shouldRetry: (error: unknown) => boolean;
  onRetry?: (error: unknown, attempt: number) => void;
  signal?: AbortSignal;
}

export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError';
  constructor(
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(`${(cause as Error).message} (after ${attempts} attempts)`);
  }
}

/** Half the delay fixed, half random: retries of many requests spread out instead of arriving together. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs = 5000, random = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

export async function withRetry<T>(operation: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!options.shouldRetry(error) || options.signal?.aborted) throw error;
      if (attempt >= options.retries) {
        throw attempt === 0 ? error : new RetriesExhaustedError(attempt + 1, error);
      }
      options.onRetry?.(error, attempt + 1);
      await new Promise((resolve) =>
        setTimeout(resolve, backoffDelay(attempt, options.baseDelayMs, options.maxDelayMs)),
      );
    }
  }
}
