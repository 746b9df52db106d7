import { describe, expect, it } from 'vitest';
import type { ManagedRecord } from './manage.ts';
import { managedBooking, manageLinkExpired, manageLinkExpiresAt, seatingPassed } from './manage.ts';

const request: ManagedRecord['request'] = {
  site: 'beverlyhills',
  lang: 'en',
  date: '2026-12-04',
  service: 'dinner',
  time: '17:30',
  guests: 3,
  seating: 'dining-room',
  extras: [
    { itemId: 'wine-pairing', quantity: 0 },
    { itemId: 'celebration-cake', quantity: 1 },
  ],
  contact: {
    name: 'Dana',
    surname: 'Miller',
    email: 'dana@example.com',
    phoneCode: '1',
    phone: '310 000 0000',
    onBehalfOf: false,
  },
};
// 17:30 in Beverly Hills on 4 December is 01:30 UTC on the 5th.
const SEATING = Date.parse('2026-12-05T01:30:00Z');
const HOUR = 3_600_000;

describe('the manage link', () => {
  it('opens its booking until seven days after the seating, not a moment longer', () => {
    expect(manageLinkExpiresAt(request).toISOString()).toBe('2026-12-12T01:30:00.000Z');
    expect(manageLinkExpired(request, new Date(SEATING + 7 * 24 * HOUR - 1))).toBe(false);
    expect(manageLinkExpired(request, new Date(SEATING + 7 * 24 * HOUR))).toBe(true);
  });

  it('shows the free window (48 h in Beverly Hills) and, inside it, the penalty per guest; extras without a quantity are left out', () => {
    const free = managedBooking({ id: 'b1', request, cancelledAt: null }, new Date(SEATING - 48 * HOUR));
    expect(free).toMatchObject({
      status: 'confirmed',
      name: 'Dana',
      surname: 'Miller',
      extras: [{ itemId: 'celebration-cake', quantity: 1 }],
      cancellation: {
        freeUntil: '2026-12-03T01:30:00.000Z',
        freeCancellationHours: 48,
        penaltyPerPerson: { amount: '175.00', currencyCode: 'USD' },
        charge: null,
      },
    });
    expect(free.cancelledAt).toBeUndefined();
    const charged = managedBooking({ id: 'b1', request, cancelledAt: null }, new Date(SEATING - 48 * HOUR + 1));
    expect(charged.cancellation?.charge).toEqual({ amount: '525.00', currencyCode: 'USD' });
  });

  it('offers no cancellation once cancelled or once the seating has started', () => {
    const cancelledAt = new Date('2026-12-01T00:00:00Z');
    expect(managedBooking({ id: 'b1', request, cancelledAt }, new Date(SEATING - 100 * HOUR))).toMatchObject({
      status: 'cancelled',
      cancelledAt: cancelledAt.toISOString(),
      cancellation: null,
    });
    expect(seatingPassed(request, new Date(SEATING - 1))).toBe(false);
    expect(seatingPassed(request, new Date(SEATING))).toBe(true);
    expect(managedBooking({ id: 'b1', request, cancelledAt: null }, new Date(SEATING)).cancellation).toBeNull();
  });

  it("is under the guest's own name when booked on their behalf", () => {
    const onBehalf = {
      ...request,
      contact: { ...request.contact, onBehalfOf: true, guestName: 'Ava', guestSurname: 'Lee' },
    };
    expect(
      managedBooking({ id: 'b1', request: onBehalf, cancelledAt: null }, new Date(SEATING - 100 * HOUR)),
    ).toMatchObject({ name: 'Ava', surname: 'Lee' });
  });
});
