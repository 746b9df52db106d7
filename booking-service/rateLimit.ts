/**
 * Submissions per client: a token bucket per client that holds `perMinute` tokens and refills them evenly
 * over a minute, so a burst of `perMinute` passes and then one per 60/perMinute seconds.
 */
import type { IncomingMessage } from 'node:http';

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

/** An IPv4 address as Node writes it for a dual-stack socket (`::ffff:203.0.113.7`) is the IPv4 address. */
const plainAddress = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1';

/**
 * The proxies whose X-Forwarded-For the API believes: loopback (the local site server's proxy,
 * scripts/serve/proxy.ts) and the addresses in CONTENT_API_TRUSTED_PROXIES (comma-separated: the load
 * balancer or CDN in front of the API in production).
 */
export function trustedProxies(list = process.env.CONTENT_API_TRUSTED_PROXIES ?? ''): (address: string) => boolean {
  const listed = new Set(list.split(',').map(plainAddress).filter(Boolean));
  return (address) => isLoopback(plainAddress(address)) || listed.has(plainAddress(address));
}

/**
 * Who sent a request. From a trusted proxy, the right-most X-Forwarded-For entry that is not itself a
 * trusted proxy: each proxy appends the address it was reached from, so entries to the left of the first
 * trusted one are whatever the client wrote and prove nothing. From anywhere else, the remote address: the
 * header is ignored, a client could write anything in it.
 * @example clientOf(req) // '203.0.113.7'
 */
export function clientOf(req: IncomingMessage, trusted: (address: string) => boolean = trustedProxies()): string {
  const remote = plainAddress(req.socket.remoteAddress ?? 'unknown');
  const header = req.headers['x-forwarded-for'];
  if (!trusted(remote) || !header) return remote;
  const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map(plainAddress).filter(Boolean);
  for (let index = entries.length - 1; index >= 0; index--) {
    if (!trusted(entries[index]!)) return entries[index]!;
  }
  return entries[0] ?? remote;
}
