import { describe, expect, it } from 'vitest';
import { SITES } from '../sites.ts';
import { sameDayCopyProblems } from './sameDayCopy.ts';

describe('same-day promises against the same-day rule the flow applies', () => {
  it("refuses Tokyo's old phone-only same-day sentence, in both its languages", () => {
    const online = 'the flow takes them online until 10:30 (lunch) and 16:30 (dinner)';
    expect(sameDayCopyProblems('For same-day tables, please phone rather than writing.', SITES.tokyo.booking)).toEqual([
      `'For same-day tables, please phone rather than writing.' says same-day tables are by phone only, where ${online}`,
    ]);
    expect(
      sameDayCopyProblems('ご予約は承ります。当日のご予約はお電話にてお問い合わせください。', SITES.tokyo.booking),
    ).toHaveLength(1);
  });

  it('accepts the cut-offs of the settings and refuses other times', () => {
    expect(
      sameDayCopyProblems(
        '当日のご予約は、ランチは10:30まで、ディナーは16:30までオンラインで承ります。それ以降はお電話にてお問い合わせください。',
        SITES.tokyo.booking,
      ),
    ).toEqual([]);
    expect(
      sameDayCopyProblems(
        'For the same day we take requests until 11:30 for lunch and until 18:30 for dinner; after that, give us a call.',
        SITES.florence.booking,
      ),
    ).toEqual([]);
    expect(
      sameDayCopyProblems('In giornata accettiamo richieste fino alle 12:00 per il pranzo.', SITES.florence.booking),
    ).toEqual([
      "'In giornata accettiamo richieste fino alle 12:00 per il pranzo.' names 12:00 where same-day bookings close at 11:30 (lunch) and 18:30 (dinner)",
    ]);
  });

  it('leaves sentences about changing a booking and sentences without "same day"', () => {
    expect(
      sameDayCopyProblems('For same-day changes to a reservation, please call us.', SITES.beverlyhills.booking),
    ).toEqual([]);
    expect(sameDayCopyProblems('Please call us for parties of more than six.', SITES.tokyo.booking)).toEqual([]);
  });
});
