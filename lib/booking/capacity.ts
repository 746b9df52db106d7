/**
 * Covers per seating time (SITES[site].booking.coversPerSlot): a party fits when the covers already
 * booked at that time plus the party stay within capacity. A private event takes the whole room.
 */
import { SITES, type SiteId } from '../sites.ts';
import type { LocalDate, LocalTime, Service } from './contract.ts';

/** One seating time of one day of one site: the unit capacity is counted and locked by. @example slotKey('florence', '2026-10-02', 'dinner', '20:00') // 'florence/2026-10-02/dinner/20:00' */
export function slotKey(site: SiteId, date: LocalDate, service: Service, time: LocalTime): string {
  return `${site}/${date}/${service}/${time}`;
}

/**
 * @example hasRoom('florence', 20, 4) // true (24 covers per slot)
 * @example hasRoom('florence', 21, 4) // false
 */
export function hasRoom(site: SiteId, bookedCovers: number, guests: number, privateEvent = false): boolean {
  return !privateEvent && bookedCovers + guests <= SITES[site].booking.coversPerSlot;
}
