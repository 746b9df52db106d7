/**
 * How a restaurant's address is written where it is: the street, then the line with the postal code and
 * the locality, in the order of the country's post (`Site.country`, lib/sites.ts). Italy, Japan and Korea
 * put the postal code first ("50125 Firenze"); the United States put it after the state ("Beverly Hills,
 * CA 90210"). A country is a row of LOCALITY_LINE, not a branch in the code.
 */
import type { VenueSection } from './contract/types.ts';
import type { SiteCountry } from './sites.ts';

type Address = VenueSection['address'];

/** The order of the second line's parts, per country. */
const LOCALITY_LINE: Record<SiteCountry, readonly ('postalCode' | 'locality')[]> = {
  IT: ['postalCode', 'locality'],
  US: ['locality', 'postalCode'],
  JP: ['postalCode', 'locality'],
  KR: ['postalCode', 'locality'],
};

/** Where a page has no site (the landing), the order most of the group's countries write. */
const DEFAULT_LINE = LOCALITY_LINE.IT;

/**
 * The address as its lines, in the order of the country's post.
 * @example addressLines({ street: '418 North Lantern Drive', locality: 'Beverly Hills, CA', postalCode: '90210', country: 'United States' }, 'US') // ['418 North Lantern Drive', 'Beverly Hills, CA 90210']
 * @example addressLines({ street: 'Borgo dei Lanternai 7', locality: 'Firenze', postalCode: '50125', country: 'Italia' }, 'IT') // ['Borgo dei Lanternai 7', '50125 Firenze']
 */
export function addressLines(address: Address, country?: SiteCountry): [string, string] {
  const order = country ? LOCALITY_LINE[country] : DEFAULT_LINE;
  const line = order
    .map((part) => address[part].trim())
    .filter(Boolean)
    .join(' ');
  return [address.street, line];
}
