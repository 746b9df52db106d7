/**
 * The demo provider's test-mode card guarantee: DEMO_CARD_TOKEN issues `tok_test_…` tokens without any
 * card number, and BOOKING_CREATE accepts each one once, for the site it was issued for. Kept in memory:
 * a restart forgets unused tokens, as a payment provider's test mode may.
 */
import { randomUUID } from 'node:crypto';
import type { SiteId } from '../../lib/sites.ts';

/** A token not used within this time is forgotten. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Outstanding tokens kept at most; the oldest go first (the rate limit keeps honest use far below). */
const MAX_OUTSTANDING = 50_000;

export class CardTokens {
  private readonly issued = new Map<string, { site: SiteId; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(site: SiteId): string {
    const token = `tok_test_${randomUUID().replaceAll('-', '')}`;
    this.issued.set(token, { site, at: this.now() });
    if (this.issued.size > MAX_OUTSTANDING) this.issued.delete(this.issued.keys().next().value!);
    return token;
  }

  /** True when the token can be used for the site (issued, unused, not expired). */
  usable(token: string, site: SiteId): boolean {
    const entry = this.issued.get(token);
    return entry !== undefined && entry.site === site && this.now() - entry.at < TOKEN_LIFETIME_MS;
  }

  /** Uses the token up; false if it was not usable. Synchronous, so two requests cannot both use it. */
  consume(token: string, site: SiteId): boolean {
    if (!this.usable(token, site)) return false;
    this.issued.delete(token);
    return true;
  }

  /** Gives a consumed token back when the booking it paid for could not be stored. */
  restore(token: string, site: SiteId) {
    this.issued.set(token, { site, at: this.now() });
  }
}
