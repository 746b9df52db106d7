import { describe, expect, it } from 'vitest';
import type { Availability } from './contract.ts';
import {
  afterParty,
  asStep,
  bookingSteps,
  dayOutcome,
  nextStep,
  previousStep,
  reachableStep,
  soldOutOffers,
  stepOfField,
  stepPosition,
} from './flow.ts';

const day: Availability = {
  site: 'florence',
  date: '2026-12-04',
  guests: 2,
  groupOnly: false,
  closed: false,
  services: [
    {
      service: 'lunch',
      slots: [
        { time: '12:30', available: true },
        { time: '13:00', available: false },
      ],
    },
    { service: 'dinner', slots: [{ time: '19:30', available: true }] },
  ],
  seating: [{ id: 'dining-room', available: true }],
  extras: [
    {
      id: 'celebration',
      mode: 'toggle',
      items: [{ id: 'celebration-cake', maxQuantity: 1, price: { amount: '35.00', currencyCode: 'EUR' } }],
    },
  ],
  cardGuarantee: {
    required: true,
    penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
    freeCancellationHours: 48,
  },
};
const full = (availability: Availability): Availability => ({
  ...availability,
  services: availability.services.map((service) => ({
    ...service,
    slots: service.slots.map((slot) => ({ ...slot, available: false })),
  })),
});

describe('the booking steps', () => {
  it('go guests and date, time, seating, extras, contact, card, summary, thanks', () => {
    expect(bookingSteps(day)).toEqual(['party', 'time', 'seating', 'extras', 'contact', 'card', 'summary', 'thanks']);
  });

  it('skip seating, extras and the card when the day asks for none of them', () => {
    const plain = { ...day, seating: [], extras: [], cardGuarantee: { ...day.cardGuarantee, required: false } };
    expect(bookingSteps(plain)).toEqual(['party', 'time', 'contact', 'summary', 'thanks']);
    expect(nextStep('time', plain)).toBe('contact');
    expect(previousStep('summary', plain)).toBe('contact');
  });

  it('move forward and back one step at a time, and never back from a sent request', () => {
    expect(nextStep('party', day)).toBe('time');
    expect(nextStep('card', day)).toBe('summary');
    expect(nextStep('thanks', day)).toBeUndefined();
    expect(previousStep('seating', day)).toBe('time');
    expect(previousStep('party', day)).toBeUndefined();
    for (const done of ['thanks', 'waitlistSuccess', 'groupSuccess'] as const)
      expect(previousStep(done, day)).toBeUndefined();
  });

  it('lead back from the waiting list to the times, and from the group request to guests and date', () => {
    expect(previousStep('waitlist', day)).toBe('time');
    expect(previousStep('group', day)).toBe('party');
  });

  it('count "step n of m" without the thanks step', () => {
    expect(stepPosition('party', day)).toEqual({ current: 1, total: 7 });
    expect(stepPosition('summary', day)).toEqual({ current: 7, total: 7 });
  });

  it('send a refused field back to the step that asks for it', () => {
    expect(stepOfField('contact.email')).toBe('contact');
    expect(stepOfField('seating')).toBe('seating');
    expect(stepOfField('extras[0].quantity')).toBe('extras');
    expect(stepOfField('cardToken')).toBe('card');
    expect(stepOfField('guests')).toBe('party');
  });
});

describe('rules §group-requests: Parties larger than 6 are redirected to a group booking request', () => {
  it('sends 7 guests to the group request and 6 to the times', () => {
    expect(afterParty(7, 6)).toBe('group');
    expect(afterParty(6, 6)).toBe('time');
  });
});

describe('what a day offers', () => {
  it('is slots while one is free, "No availabilities" when none is', () => {
    expect(dayOutcome(day)).toBe('slots');
    expect(dayOutcome(full(day))).toBe('soldOut');
  });

  it('is closed on a closing day, and a group request for a party over the maximum', () => {
    expect(dayOutcome({ ...day, closed: true, services: [] })).toBe('closed');
    expect(dayOutcome({ ...day, groupOnly: true, services: [] })).toBe('group');
  });

  it('rules §party-size: over the maximum hides "No availabilities" and the waitlist link and shows the group link; otherwise the reverse', () => {
    expect(soldOutOffers(7, 6)).toEqual({ noAvailabilityText: false, waitlistLink: false, groupLink: true });
    expect(soldOutOffers(4, 6)).toEqual({ noAvailabilityText: true, waitlistLink: true, groupLink: false });
  });
});

describe('the step a history entry (back, forward, reload) can show', () => {
  const all = { dayKnown: true, time: true, seating: true, contactOk: true, cardToken: true };

  it('is the step asked for when everything before it is done', () => {
    expect(reachableStep('summary', all, day)).toBe('summary');
    expect(reachableStep('seating', { ...all, contactOk: false, cardToken: false }, day)).toBe('seating');
  });

  it('is the first step still missing something: a time, a seating, the contact details, the card token', () => {
    expect(reachableStep('summary', { ...all, time: false }, day)).toBe('time');
    expect(reachableStep('extras', { ...all, seating: false }, day)).toBe('seating');
    expect(reachableStep('card', { ...all, contactOk: false }, day)).toBe('contact');
    expect(reachableStep('summary', { ...all, cardToken: false }, day)).toBe('card');
  });

  it('asks only about the steps before the one wanted: the contact check (the costly one) waits for a step after it', () => {
    const asked: string[] = [];
    const watched = new Proxy(all, {
      get: (progress, key: string) => {
        asked.push(key);
        return progress[key as keyof typeof all];
      },
    });
    expect(reachableStep('contact', watched, day)).toBe('contact');
    expect(asked).not.toContain('contactOk');
    expect(reachableStep('summary', watched, day)).toBe('summary');
    expect(asked).toContain('contactOk');
  });

  it('is the first step without the availability of the day and party typed', () => {
    expect(reachableStep('time', { ...all, dayKnown: false }, day)).toBe('party');
    expect(reachableStep('seating', all, undefined)).toBe('party');
    expect(reachableStep('group', all, undefined)).toBe('group');
  });

  it('never shows again a step after a sent request', () => {
    expect(reachableStep('thanks', all, day)).toBe('party');
    expect(reachableStep('waitlistSuccess', all, day)).toBe('party');
  });

  it('reads a step name back, and nothing else', () => {
    expect(asStep('waitlist')).toBe('waitlist');
    expect(asStep('__proto__')).toBeUndefined();
    expect(asStep(3)).toBeUndefined();
  });
});
