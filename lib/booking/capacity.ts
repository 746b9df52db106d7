/**
 * Covers per seating time (SITES[site].booking.coversPerSlot): a party fits when the covers already
 * booked at that time plus the party stay within capacity. A private event takes the whole room.
 */
import { SITES, type SiteId } from '../sites.ts';

/**
 * @example hasRoom('florence', 20, 4) // true (24 covers per slot)
 * @example hasRoom('florence', 21, 4) // false
 */
export function hasRoom(site: SiteId, bookedCovers: number, guests: number, privateEvent = false): boolean {
  return !privateEvent && bookedCovers + guests <= SITES[site].booking.coversPerSlot;
}
