import { describe, expect, it } from 'vitest';
import { cancellationCharge, seatingInstant } from './cancellation.ts';

describe('what a cancellation costs', () => {
  it("reads the seating on the restaurant's clock, summer time included", () => {
    expect(seatingInstant('florence', '2026-07-03', '19:30').toISOString()).toBe('2026-07-03T17:30:00.000Z');
    expect(seatingInstant('florence', '2026-12-04', '19:30').toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(seatingInstant('beverlyhills', '2026-12-04', '17:30').toISOString()).toBe('2026-12-05T01:30:00.000Z');
  });

  it('is free until exactly the window before the seating (48 h in Florence), then the penalty per guest', () => {
    const booking = { site: 'florence', date: '2026-12-04', time: '19:30', guests: 3 } as const;
    expect(cancellationCharge(booking, new Date('2026-12-02T18:30:00Z'))).toBeNull();
    expect(cancellationCharge(booking, new Date('2026-12-02T18:30:01Z'))).toEqual({
      perPerson: { amount: '150.00', currencyCode: 'EUR' },
      guests: 3,
      total: { amount: '450.00', currencyCode: 'EUR' },
    });
  });

  it("takes each site's own window and currency (72 h and yen in Tokyo)", () => {
    const booking = { site: 'tokyo', date: '2026-12-04', time: '18:00', guests: 2 } as const;
    // 18:00 in Tokyo is 09:00 UTC; 72 hours before is 1 December 09:00 UTC.
    expect(cancellationCharge(booking, new Date('2026-12-01T09:00:00Z'))).toBeNull();
    expect(cancellationCharge(booking, new Date('2026-12-02T09:00:00Z'))?.total).toEqual({
      amount: '50000',
      currencyCode: 'JPY',
    });
  });
});
