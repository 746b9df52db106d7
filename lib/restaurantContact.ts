import { SITES, type SiteId } from './sites.ts';

/* The booking flow (when the service is down) and the e-mails (the restaurant's phone) read the same lines. */

/**
 * Where a visitor writes or calls when the booking service is down: the email and phone of the footer's
 * address lines (content), else the site's mail recipient (lib/sites.ts).
 * @example restaurantContact('florence', ['Tel. +39 055 000 0712', 'florence@osterialucciola.example']) // { email: 'florence@…', phone: '+39 055 000 0712' }
 */
export function restaurantContact(
  site: SiteId,
  addressLines: readonly string[] = [],
): { email: string; phone?: string } {
  const email = addressLines.map((line) => /[^\s@]+@[^\s@]+\.[^\s@]+/.exec(line)?.[0]).find(Boolean);
  // A phone has at least 8 digits: a postal code (〒107-0000, 50125, CA 90210) never does.
  const phone = addressLines
    .map((line) => /\+?\d[\d ().-]{6,}\d/.exec(line)?.[0])
    .find((match) => match && !match.includes('@') && match.replace(/\D/g, '').length >= 8);
  return { email: email ?? SITES[site].mailRecipient, ...(phone ? { phone } : {}) };
}
