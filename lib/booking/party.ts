/**
 * Which flow a party goes to. Spec §4 "Parties larger than 6 are redirected to a group booking request",
 * §9 "Group booking needed for more than 6 guests"; children count in the guests (§5).
 */
import { SITES, type SiteId } from '../sites.ts';

export type PartyRoute = 'booking' | 'group';

/** @example routeParty(7, 'florence') // 'group' */
export function routeParty(guests: number, site: SiteId): PartyRoute {
  return guests > SITES[site].booking.maxPartySize ? 'group' : 'booking';
}
