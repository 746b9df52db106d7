import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimit.ts';
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

describe('demo private events (demo/booking.json)', () => {
  it('fills every Thursday on every site', () => {
    const days = loadPrivateEventDays();
    for (const site of SITE_IDS) {
      expect(isPrivateEvent(days, site, '2026-10-01')).toBe(true);
      expect(isPrivateEvent(days, site, '2026-10-02')).toBe(false);
    }
  });
});
