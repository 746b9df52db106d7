/**
 * Links content must not write: into a booking provider's domain (lib/thirdParties.ts). Every site
 * books on its own reservation page, which holds its own flow or its provider's widget
 * (`SITES[site].booking.provider`): content links it as an internal path (`/ja/tokyo/reservation`,
 * lib/links.ts). A link into a provider's domain sends the guest past the flow, to an address the
 * site does not answer for. `npm run demo:check` names every one. Pure.
 */
import { stringsUnder } from './contentWalk.ts';
import { SITE_IDS, SITES } from './sites.ts';
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
 * @example providerLinkProblem('https://reserve.tavolaonline.example/x') // "links to the booking provider 'reserve.tavolaonline.example': write the site's reservation page ('/{lang}/{site}/reservation')"
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
    ? `links to the booking provider '${host}': write the site's reservation page ('/{lang}/{site}/reservation')`
    : undefined;
}

/**
 * Every link of a page, block or landing that leads to a booking provider instead of the site's own
 * reservation page.
 * @example bookingLinkProblems({ link: { url: 'https://reserve.tavolaonline.example/x', target: '_blank' } }).length // 1
 */
export function bookingLinkProblems(value: unknown): string[] {
  return stringsUnder(value, 'url').flatMap((url) => {
    const problem = providerLinkProblem(url);
    return problem ? [`link ${url} ${problem}`] : [];
  });
}
