/**
 * The demo's booking data (demo/booking.json): a weekly private-event day per site, fully booked, so a
 * demo or an end-to-end test always finds a sold-out day ("No availabilities", then the waiting list)
 * within a week, whatever the date.
 */
import { readFileSync } from 'node:fs';
import { isSiteId, WEEKDAYS, type SiteId, type Weekday } from '../../lib/sites.ts';
import { weekdayOf } from '../../lib/booking/localTime.ts';
import type { LocalDate } from '../../lib/booking/contract.ts';
import { DEMO_DIR } from './contentStore.ts';

export type PrivateEventDays = Partial<Record<SiteId, readonly Weekday[]>>;

/** Reads and checks demo/booking.json; a wrong site or day name stops the server with its name. */
export function loadPrivateEventDays(file = `${DEMO_DIR}booking.json`): PrivateEventDays {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { privateEventDays?: Record<string, unknown> };
  const days: PrivateEventDays = {};
  for (const [site, list] of Object.entries(raw.privateEventDays ?? {})) {
    if (!isSiteId(site)) throw new Error(`${file}: unknown site '${site}'`);
    if (!Array.isArray(list) || !list.every((day) => (WEEKDAYS as readonly unknown[]).includes(day))) {
      throw new Error(`${file}: privateEventDays.${site} must list day names (${WEEKDAYS.join(', ')})`);
    }
    days[site] = list as Weekday[];
  }
  return days;
}

/** @example isPrivateEvent({ florence: ['Thursday'] }, 'florence', '2026-10-01') // true */
export function isPrivateEvent(days: PrivateEventDays, site: SiteId, date: LocalDate): boolean {
  return days[site]?.includes(WEEKDAYS[weekdayOf(date)]!) ?? false;
}
