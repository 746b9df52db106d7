/**
 * How far ahead content says a table can be booked, held to the booking settings: the flow offers
 * `horizonDays` days ahead (lib/booking/slots.ts, today being day 0). A statement is a number of days,
 * in figures or in words, followed by "days ahead" or "days in advance" (en), or "giorni prima" or
 * "giorni di anticipo" (it), in a sentence about booking; the Japanese and Korean copy states no horizon
 * today, so no pattern reads it. Pure: text in, problems out.
 */
import type { BookingSettings } from '../sites.ts';

/** Numbers content writes in words, in the languages that state a horizon. */
const NUMBER_WORDS: Record<string, number> = {
  seven: 7,
  fourteen: 14,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  sette: 7,
  quattordici: 14,
  venti: 20,
  trenta: 30,
  quarantacinque: 45,
  sessanta: 60,
  novanta: 90,
};

/** Words that make no promise of a horizon ("book a few days ahead in summer"). */
const VAGUE = new Set(['a', 'few', 'some', 'several', 'qualche', 'alcuni', 'pochi']);

const HORIZON = /(\d+|[a-z]+(?:-[a-z]+)?)\s+(?:days\s+(?:ahead|in\s+advance)|giorni\s+(?:prima|di\s+anticipo))/gi;
const ABOUT_BOOKING = /book|reserv|prenot/i;

/**
 * Every horizon a text states that is not the flow's.
 * @example horizonCopyProblems('Reservations open thirty days ahead.', SITES.beverlyhills.booking) // ["'Reservations open thirty days ahead.' says 30 days where the flow books 60 days ahead"]
 */
export function horizonCopyProblems(text: string, settings: Pick<BookingSettings, 'horizonDays'>): string[] {
  const problems: string[] = [];
  for (const sentence of text.split(/(?<=[.;!?。！？])\s*/)) {
    if (!ABOUT_BOOKING.test(sentence)) continue;
    for (const [, written] of sentence.matchAll(HORIZON)) {
      if (VAGUE.has(written!.toLowerCase())) continue;
      const days = /^\d+$/.test(written!) ? Number(written) : NUMBER_WORDS[written!.toLowerCase()];
      if (days === undefined) problems.push(`'${sentence}' states a horizon the check cannot read: '${written}'`);
      else if (days !== settings.horizonDays)
        problems.push(`'${sentence}' says ${days} days where the flow books ${settings.horizonDays} days ahead`);
    }
  }
  return problems;
}
