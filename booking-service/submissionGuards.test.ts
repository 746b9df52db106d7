import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientOf, RateLimiter, trustedProxies } from './rateLimit.ts';
import { SITE_IDS } from '../lib/sites.ts';
import { isPrivateEvent, loadPrivateEventDays } from './demo/demoBooking.ts';

describe('RateLimiter (10 submissions per minute per client)', () => {
  it('lets a burst of 10 pass, then one every 6 seconds', () => {
    let now = 0;
    const limiter = new RateLimiter(10, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.take('b').allowed).toBe(true);
    now += 6000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('is off at 0', () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 1000; i++) expect(limiter.take('a').allowed).toBe(true);
  });
});

describe('clientOf', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;
  const loopbackOnly = trustedProxies('');

  it('believes X-Forwarded-For only from a trusted proxy (loopback: the site server proxy)', () => {
    expect(clientOf(request('127.0.0.1', '203.0.113.7'), loopbackOnly)).toBe('203.0.113.7');
    expect(clientOf(request('::ffff:127.0.0.1', '203.0.113.7'), loopbackOnly)).toBe('203.0.113.7');
    expect(clientOf(request('198.51.100.2', '203.0.113.7'), loopbackOnly)).toBe('198.51.100.2');
    expect(clientOf(request('::ffff:198.51.100.2', '203.0.113.7'), loopbackOnly)).toBe('198.51.100.2');
    expect(clientOf(request('127.0.0.1'), loopbackOnly)).toBe('127.0.0.1');
  });

  it('takes the right-most entry that is not a trusted proxy: what a client wrote on the left proves nothing', () => {
    // The client sent "X-Forwarded-For: 192.0.2.1" itself; the load balancer appended the address it saw.
    expect(clientOf(request('127.0.0.1', '192.0.2.1, 203.0.113.7'), loopbackOnly)).toBe('203.0.113.7');
    const behindBalancer = trustedProxies('10.0.0.5, 10.0.0.6');
    expect(clientOf(request('10.0.0.5', '192.0.2.1, 203.0.113.7, 10.0.0.6'), behindBalancer)).toBe('203.0.113.7');
    expect(clientOf(request('10.0.0.7', '203.0.113.7'), behindBalancer)).toBe('10.0.0.7');
    // Only proxies in the chain: the left-most is the nearest thing to a client there is.
    expect(clientOf(request('10.0.0.5', '10.0.0.6, 127.0.0.1'), behindBalancer)).toBe('10.0.0.6');
  });

  it('reads the trusted proxies from CONTENT_API_TRUSTED_PROXIES by default', () => {
    const saved = process.env.CONTENT_API_TRUSTED_PROXIES;
    process.env.CONTENT_API_TRUSTED_PROXIES = '10.0.0.5';
    try {
      expect(clientOf(request('10.0.0.5', '203.0.113.7'))).toBe('203.0.113.7');
    } finally {
      if (saved === undefined) delete process.env.CONTENT_API_TRUSTED_PROXIES;
      else process.env.CONTENT_API_TRUSTED_PROXIES = saved;
    }
  });
});

describe('demo private events (demo/booking.json)', () => {
  it('fills every Thursday on every site', () => {
    const days = loadPrivateEventDays();
    for (const site of SITE_IDS) {
      expect(isPrivateEvent(days, site, '2026-10-01')).toBe(true);
      expect(isPrivateEvent(days, site, '2026-10-02')).toBe(false);
    }
  });
});
