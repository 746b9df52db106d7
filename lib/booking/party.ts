/**
 * Which flow a party goes to (rules §party-size): more than the site's maximum (6) is a group request;
 * children count in the guests.
 */
import { SITES, type SiteId } from '../sites.ts';

type PartyRoute = 'booking' | 'group';

/** @example routeParty(7, 'florence') // 'group' */
export function routeParty(guests: number, site: SiteId): PartyRoute {
  return guests > SITES[site].booking.maxPartySize ? 'group' : 'booking';
}
