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

/**
 * A phone number as a `tel:` link: digits and the leading plus only.
 * @example telHref('+39 055 000 0712') // 'tel:+390550000712'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The restaurant's name and postal address, one line, as a language of the site's content writes them. */
export interface RestaurantPlace {
  name: string;
  address: string;
}

/**
 * The name and address in the footer's address lines: the first line is the name, the address is the
 * first lines after it that are neither the phone nor the e-mail (an address may take two lines, "Lucciola Building 1F, 2-0-0
 * Hotaruzaka" / "Minato-ku, Tokyo 107-0000, Japan"), joined into one; a line after them ("Opening spring
 * 2027") is not part of it.
 * @example restaurantPlace('tokyo', ['Osteria Lucciola Tokyo', 'Lucciola Building 1F', 'Minato-ku, Tokyo', 'Tel. +81 3-0000-0000'])
 * // { name: 'Osteria Lucciola Tokyo', address: 'Lucciola Building 1F, Minato-ku, Tokyo' }
 */
export function restaurantPlace(site: SiteId, addressLines: readonly string[], fallbackName: string): RestaurantPlace {
  const { phone } = restaurantContact(site, addressLines);
  const [name = fallbackName, ...rest] = addressLines.map((line) => line.trim()).filter(Boolean);
  const isContact = (line: string) => line.includes('@') || Boolean(phone && line.includes(phone));
  // The first run of lines that are neither phone nor e-mail.
  const start = rest.findIndex((line) => !isContact(line));
  const after = start === -1 ? [] : rest.slice(start);
  const end = after.findIndex(isContact);
  const address = (end === -1 ? after.slice(0, 1) : after.slice(0, end)).join(', ');
  return { name, address };
}
