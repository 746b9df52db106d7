/**
 * The submissions the reference API's tests send: one guest's booking, a waiting-list entry and a group
 * request, on days whose state the demo data fixes (tests run with a clock before them).
 */
import type { BookingRequest, GroupRequest, WaitlistRequest } from '../../lib/booking/contract.ts';
import { createContentApiClient } from '../../clients/contentApi.ts';

/** A Friday: open, nothing booked. */
export const OPEN_DAY = '2026-10-02';
/** A Thursday: the demo's weekly private event (demo/booking.json). */
export const PRIVATE_EVENT_DAY = '2026-10-01';

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
    cardToken: token,
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
