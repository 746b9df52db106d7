import { describe, expect, it } from 'vitest';
import { SITES, SITE_IDS, type SiteId } from '../sites.ts';
import { seatingInstant } from './cancellation.ts';
import { cancellationTerms, promisedChargeAt } from './cancellationTerms.ts';
import { managedBooking, type ManagedRecord } from './manage.ts';

const HOUR = 3_600_000;
const florence = { site: 'florence', date: '2026-12-04', time: '19:30', guests: 2 } as const;
// 19:30 in Florence on 4 December is 18:30 UTC; free cancellation ends 48 h before.
const SEATING = Date.parse('2026-12-04T18:30:00Z');
const FREE_UNTIL = SEATING - 48 * HOUR;
const EUR_300 = { amount: '300.00', currencyCode: 'EUR' };

describe('the cancellation terms promised at booking', () => {
  it('booked about 38 h ahead in Florence: free cancellation is over, cancelling costs €150 × 2 = €300', () => {
    expect(cancellationTerms(florence, new Date(SEATING - 38 * HOUR))).toEqual({
      kind: 'charged',
      hours: 48,
      charge: { perPerson: { amount: '150.00', currencyCode: 'EUR' }, guests: 2, total: EUR_300 },
    });
  });

  it('is free until exactly the window before the seating, and charged one millisecond later', () => {
    const atEnd = cancellationTerms(florence, new Date(FREE_UNTIL));
    expect(atEnd).toMatchObject({ kind: 'free', freeUntil: new Date(FREE_UNTIL), endsSoon: true });
    expect(atEnd.charge.total).toEqual(EUR_300);
    expect(cancellationTerms(florence, new Date(FREE_UNTIL + 1)).kind).toBe('charged');
  });

  it('says the free window "ends soon" when it closes within a day of booking, not before', () => {
    const soon = cancellationTerms(florence, new Date(FREE_UNTIL - 24 * HOUR + 1));
    expect(soon).toMatchObject({ kind: 'free', endsSoon: true });
    expect(cancellationTerms(florence, new Date(FREE_UNTIL - 24 * HOUR))).toMatchObject({
      kind: 'free',
      endsSoon: false,
    });
  });

  it("takes each site's window and penalty (72 h and ¥25,000 in Tokyo)", () => {
    const tokyo = { site: 'tokyo', date: '2026-12-04', time: '18:00', guests: 3 } as const;
    // 18:00 in Tokyo is 09:00 UTC; 72 hours before is 1 December 09:00 UTC.
    expect(cancellationTerms(tokyo, new Date('2026-12-01T08:00:00Z'))).toMatchObject({
      kind: 'free',
      freeUntil: new Date('2026-12-01T09:00:00Z'),
      charge: { total: { amount: '75000', currencyCode: 'JPY' } },
    });
  });
});

describe("the promise agrees with the manage page's charge", () => {
  const contact = { name: 'Anna', surname: 'Rossi', email: 'a@example.com', phoneCode: '39', phone: '1' };
  const record = (booking: { site: SiteId; date: string; time: string; guests: number }): ManagedRecord => ({
    id: 'b1',
    request: {
      ...booking,
      lang: 'en',
      service: 'dinner',
      seating: 'dining-room',
      extras: [],
      contact: { ...contact, onBehalfOf: false },
    },
    cancelledAt: null,
  });

  it('at every boundary, for every site: booked at one instant, cancelled at the same or a later one', () => {
    for (const site of SITE_IDS) {
      const booking = { site, date: '2026-03-29', time: '19:30', guests: 3 };
      const seating = seatingInstant(site, booking.date, booking.time).getTime();
      const freeUntil = seating - SITES[site].booking.freeCancellationHours * HOUR;
      const instants = [
        freeUntil - 30 * HOUR,
        freeUntil - 24 * HOUR,
        freeUntil - 1,
        freeUntil,
        freeUntil + 1,
        freeUntil + HOUR,
        seating - 1,
      ];
      for (const bookedAt of instants) {
        const terms = cancellationTerms(booking, new Date(bookedAt));
        for (const cancelAt of instants.filter((instant) => instant >= bookedAt)) {
          const managed = managedBooking(record(booking), new Date(cancelAt));
          expect(
            promisedChargeAt(terms, new Date(cancelAt)),
            `${site} booked ${bookedAt} cancelled ${cancelAt}`,
          ).toEqual(managed.cancellation?.charge);
          if (terms.kind === 'free') expect(managed.cancellation?.freeUntil).toBe(terms.freeUntil.toISOString());
        }
      }
    }
  });
});
