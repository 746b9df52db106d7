/**
 * Links content must not write: into a booking provider's domain (lib/thirdParties.ts). Such a link
 * sends the guest past the site's own booking (lib/bookingLink.ts), to an address the site does not
 * answer for. `npm run demo:check` names every one. Pure.
 */
import { bookingLinkSite, isBookingLink } from './bookingLink.ts';
import { SITE_IDS, SITES, type SiteId } from './sites.ts';
import { THIRD_PARTIES } from './thirdParties.ts';

/**
 * The domains of the sites' booking providers (`SITES[site].booking.widgetVendor`, their origins in
 * lib/thirdParties.ts): a content link into any of them bypasses the site's flow.
 */
export const BOOKING_PROVIDER_DOMAINS: readonly string[] = [
  ...new Set(
    SITE_IDS.flatMap((site) =>
      Object.values(THIRD_PARTIES[SITES[site].booking.widgetVendor])
        .flat()
        .map((origin) => new URL(origin).hostname.split('.').slice(-2).join('.')),
    ),
  ),
].sort();

/**
 * A content link into a booking provider's domain, named so the content can use the booking link instead.
 * @example providerLinkProblem('https://reserve.tavolaonline.example/x') // "links to the booking provider 'reserve.tavolaonline.example': write 'booking:' (or 'booking:<site>') so the page links the site's own booking"
 * @example providerLinkProblem('/menu/a-la-carte') // undefined
 */
export function providerLinkProblem(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url.trim()).hostname;
  } catch {
    return undefined;
  }
  const provider = BOOKING_PROVIDER_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
  return provider
    ? `links to the booking provider '${host}': write 'booking:' (or 'booking:<site>') so the page links the site's own booking`
    : undefined;
}

/** Every link URL in content at any depth (the `url` of a link object). */
function linkUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linkUrls(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'url' && typeof item === 'string') found.push(item);
      else linkUrls(item, found);
    }
  return found;
}

/**
 * What the links of a page, block or landing say wrongly about where to book: a link into a provider's
 * domain, and, where the content has no site of its own (a landing: `pageSite` undefined), a booking
 * link that names none.
 * @example bookingLinkProblems({ link: { url: 'booking:', target: '' } }) // ["booking link 'booking:' names no site: a landing writes 'booking:<site>'"]
 */
export function bookingLinkProblems(value: unknown, pageSite?: SiteId): string[] {
  const problems: string[] = [];
  for (const url of linkUrls(value)) {
    const provider = providerLinkProblem(url);
    if (provider) problems.push(`link ${url} ${provider}`);
    else if (isBookingLink(url) && !bookingLinkSite(url, pageSite))
      problems.push(`booking link '${url}' names no site: a landing writes 'booking:<site>'`);
  }
  return problems;
}
