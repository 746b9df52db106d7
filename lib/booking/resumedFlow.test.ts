import { describe, expect, it } from 'vitest';
import { BOOKING_STEP_PARAM, bookingDraftKey, resumesBookingFlow } from './resumedFlow.ts';

describe('resumesBookingFlow (a booking flow in progress wakes as its page arrives)', () => {
  it('resumes when the address names a step', () => {
    expect(resumesBookingFlow(`?${BOOKING_STEP_PARAM}=time`, () => null)).toBe(true);
    expect(resumesBookingFlow(`?lang=en&${BOOKING_STEP_PARAM}=contact`, () => null)).toBe(true);
  });

  it('resumes when the tab keeps a draft for the site', () => {
    expect(resumesBookingFlow('', () => '{"v":1}')).toBe(true);
  });

  it('does not resume a first visit: no step, no draft', () => {
    expect(resumesBookingFlow('', () => null)).toBe(false);
    expect(resumesBookingFlow('?utm_source=news', () => null)).toBe(false);
  });

  it('keeps each site its own draft', () => {
    expect(bookingDraftKey('florence')).not.toBe(bookingDraftKey('tokyo'));
  });
});
