/**
 * What a guest asking this site for a table gets now: a table, or, before the site opens, a place on the
 * waiting list. The reservation overlay's thanks (`reserve.thanks.<kind>`) and the reservation page's way
 * to book without scripts (`booking.howToBook.<kind>`) say it; no product order goes through either, so
 * neither speaks of shipping.
 */
import type { SiteId } from '../sites.ts';
import { takesBookings } from './slots.ts';

export const REQUEST_KINDS = ['table', 'waitlist'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * @example requestKind('florence', new Date('2026-11-25T09:00:00Z')) // 'table'
 * @example requestKind('seoul', new Date('2026-11-25T09:00:00Z')) // 'waitlist' (opens 2027-04-01)
 */
export function requestKind(site: SiteId, now: Date): RequestKind {
  return takesBookings(site, now) ? 'table' : 'waitlist';
}
