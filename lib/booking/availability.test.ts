import { describe, expect, it } from 'vitest';
import { availabilityFor, isSoldOut } from './availability.ts';
import { hasRoom } from './capacity.ts';

const NOW = new Date('2026-09-30T08:00:00Z');
const base = {
  site: 'florence' as const,
  date: '2026-10-02',
  guests: 2,
  now: NOW,
  bookedCovers: () => 0,
  privateEvent: false,
};

describe('availabilityFor', () => {
  it('lists every slot as available on an empty day', () => {
    const day = availabilityFor(base);
    expect(day).toMatchObject({ closed: false, groupOnly: false });
    expect(day.services.flatMap((s) => s.slots).every((slot) => slot.available)).toBe(true);
    expect(isSoldOut(day)).toBe(false);
  });

  it('marks a slot full when its covers are booked (24 covers per slot in florence)', () => {
    const day = availabilityFor({
      ...base,
      guests: 4,
      bookedCovers: (service, time) => (service === 'dinner' && time === '20:00' ? 21 : 0),
    });
    expect(day.services[1]!.slots).toContainEqual({ time: '20:00', available: false });
    expect(day.services[1]!.slots).toContainEqual({ time: '19:30', available: true });
    expect(hasRoom('florence', 20, 4)).toBe(true);
  });

  it('sells out the whole day of a private event', () => {
    const day = availabilityFor({ ...base, privateEvent: true });
    expect(day.services.length).toBe(2);
    expect(isSoldOut(day)).toBe(true);
  });

  it('answers a party of 7 with the group request only (rules §party-size)', () => {
    expect(availabilityFor({ ...base, guests: 7 })).toMatchObject({ groupOnly: true, services: [] });
  });

  it('is closed, not sold out, on a closing day', () => {
    const monday = availabilityFor({ ...base, site: 'beverlyhills', date: '2026-10-05' });
    expect(monday).toMatchObject({ closed: true, services: [] });
    expect(isSoldOut(monday)).toBe(false);
  });

  it('states the cancellation terms: 48 h and 150 € per person in florence, 72 h on the Asian sites (rules §cancellation)', () => {
    expect(availabilityFor(base).cardGuarantee).toEqual({
      required: true,
      penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
      freeCancellationHours: 48,
    });
    expect(availabilityFor({ ...base, site: 'beverlyhills' }).cardGuarantee.freeCancellationHours).toBe(48);
    expect(availabilityFor({ ...base, site: 'tokyo' }).cardGuarantee).toMatchObject({
      freeCancellationHours: 72,
      penaltyPerPerson: { currencyCode: 'JPY' },
    });
  });
});

describe('a site that is not open yet', () => {
  const seoul = { ...base, site: 'seoul' as const, date: '2027-04-02' };

  it('offers every slot of its first days as taken, and says when it opens: the waiting list only', () => {
    const day = availabilityFor({ ...seoul, now: new Date('2026-11-25T00:00:00Z') });
    expect(day.opensOn).toBe('2027-04-01');
    expect(day.services.length).toBe(2);
    expect(isSoldOut(day)).toBe(true);
  });

  it('books as any site from its opening day', () => {
    const day = availabilityFor({ ...seoul, now: new Date('2027-04-01T00:00:00Z') });
    expect(day.opensOn).toBeUndefined();
    expect(day.services.flatMap((service) => service.slots).every((slot) => slot.available)).toBe(true);
  });
});
