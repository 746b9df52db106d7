/**
 * The submissions the reference API's tests send: one guest's booking, a waiting-list entry and a group
 * request, on days whose state the demo data fixes (tests run with a clock before them), and an open day
 * for servers on the real clock.
 */
import type { BookingRequest, GroupRequest, WaitlistRequest } from '../../lib/booking/contract.ts';
import { addDays, weekdayOf } from '../../lib/booking/localTime.ts';
import { firstBookableDay } from '../../lib/booking/slots.ts';
import { SITES, WEEKDAYS, type SiteId } from '../../lib/sites.ts';
import { createContentApiClient } from '../../clients/contentApi.ts';

/** A Friday: open, nothing booked. */
export const OPEN_DAY = '2026-10-02';
/** A Thursday: the demo's weekly private event (demo/booking.json). */
export const PRIVATE_EVENT_DAY = '2026-10-01';

/**
 * A test or a benchmark that sends many submissions from one machine to a few addresses, and is not about
 * the limits on them: the rate limit and the limits on guest messages off (bookings.test.ts tests those).
 */
export const WITHOUT_SUBMISSION_LIMITS = {
  rateLimitPerMinute: 0,
  guestMailLimits: { perAddress: 0, addressesPerClient: 0 },
} as const;
/** The same, as `npm run api` flags. */
export const WITHOUT_SUBMISSION_LIMIT_FLAGS = [
  '--rate-limit',
  '0',
  '--mails-per-address',
  '0',
  '--addresses-per-client',
  '0',
] as const;

const THURSDAY = 4;

/**
 * A random open day 3–40 days after the first bookable one on the site's calendar, on the real clock: not a
 * Thursday (the demo's sold-out private event) and not one of the site's closing days, so repeated runs do
 * not fill the same slot. For servers that run on the real clock (the browser suite, the served engines).
 */
export function openDay(site: SiteId, now = new Date()): string {
  // From today, or from the opening day of a site that is not open yet.
  const first = firstBookableDay(site, now);
  const open = new Set(SITES[site].booking.openDays.map((day) => WEEKDAYS.indexOf(day)));
  for (;;) {
    const day = addDays(first, 3 + Math.floor(Math.random() * 38));
    const weekday = weekdayOf(day);
    if (weekday !== THURSDAY && open.has(weekday)) return day;
  }
}

export const contact: BookingRequest['contact'] = {
  name: 'Giulia',
  surname: 'Neri',
  email: 'giulia@example.com',
  phoneCode: '39',
  phone: '333 000 0000',
  onBehalfOf: false,
};

/** A Florence dinner booking for two on OPEN_DAY, with a fresh card token from the API at `api.url`. */
export async function bookingFor(
  api: { url: string },
  overrides: Partial<BookingRequest> = {},
): Promise<BookingRequest> {
  const { token } = await createContentApiClient({ baseUrl: api.url }).demoCardToken(overrides.site ?? 'florence');
  return bookingRequest({ cardToken: token, ...overrides });
}

/** The same booking with the card token given: one the API never issued, for a refusal. */
export function bookingRequest(overrides: Partial<BookingRequest> & Pick<BookingRequest, 'cardToken'>): BookingRequest {
  return {
    site: 'florence',
    lang: 'it',
    date: OPEN_DAY,
    service: 'dinner',
    time: '20:00',
    guests: 2,
    seating: 'dining-room',
    extras: [],
    contact,
    consent: true,
    ...overrides,
  };
}

export const waitlistEntry: WaitlistRequest = {
  site: 'florence',
  lang: 'en',
  date: PRIVATE_EVENT_DAY,
  service: 'dinner',
  time: '20:00',
  guests: 4,
  name: 'Anna',
  surname: 'Rossi',
  phoneCode: '39',
  phone: '3330000000',
  notes: 'Any time after 20:00',
};

export const groupRequest: GroupRequest = {
  site: 'beverlyhills',
  lang: 'en',
  preferredDate: '2026-11-14',
  preferredTime: '19:00',
  flexibleDate: true,
  guests: 14,
  name: 'Dana',
  surname: 'Miller',
  email: 'dana@example.com',
  phoneCode: '1',
  phone: '310 000 0000',
};
