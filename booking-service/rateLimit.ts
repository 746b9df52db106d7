/**
 * Submissions per client: a token bucket per client that holds `perMinute` tokens and refills them evenly
 * over a minute, so a burst of `perMinute` passes and then one per 60/perMinute seconds.
 */
type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before full ones are forgotten: a full bucket is the same as no bucket. */
const MAX_BUCKETS = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /** `perMinute` 0 turns the limit off (the load test does). */
  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): RateDecision {
    if (this.perMinute <= 0) return { allowed: true };
    const now = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(client, bucket);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    }
    bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_BUCKETS) this.forgetFull(now, perMs);
    return { allowed: true };
  }

  private forgetFull(now: number, perMs: number) {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= this.perMinute) this.buckets.delete(client);
    }
  }
}
