/**
 * What content says about booking for the same day, held to the booking settings: the flow takes
 * same-day tables online until each service's `sameDayUntil` (lib/booking/slots.ts). The detector is
 * kept simple on purpose: a sentence is about same-day booking when it says "same day" in a route
 * language (`SAME_DAY`) and is not about changing a booking (`CHANGING`). Such a sentence
 * - that states times states the services' same-day cut-offs and no other time;
 * - that states no time and sends the guest to the phone says same-day tables are by phone only,
 *   which the flow contradicts.
 * Pure: text in, problems out.
 */
import type { BookingSettings } from '../sites.ts';

const SAME_DAY = /same[- ]day|the same day|in giornata|stesso giorno|当日|당일/i;
const CHANGING = /chang|modific|変更|변경/i;
const PHONE = /phone|call|telefon|chiamat|電話|전화/i;
const TIME = /\b\d{1,2}:\d{2}\b/g;

/**
 * Every same-day promise in a text that the flow does not keep.
 * @example sameDayCopyProblems('For same-day tables, please phone.', SITES.tokyo.booking) // ['says same-day tables are by phone only, where the flow takes them online until 10:30 (lunch) and 16:30 (dinner)']
 */
export function sameDayCopyProblems(text: string, settings: Pick<BookingSettings, 'services'>): string[] {
  const cutOffs = settings.services.map(({ sameDayUntil }) => sameDayUntil);
  const online = settings.services.map(({ service, sameDayUntil }) => `${sameDayUntil} (${service})`).join(' and ');
  const problems: string[] = [];
  for (const sentence of text.split(/(?<=[.!?。！？])\s*/)) {
    if (!SAME_DAY.test(sentence) || CHANGING.test(sentence)) continue;
    const times = sentence.match(TIME) ?? [];
    for (const time of times) {
      if (!cutOffs.includes(time.padStart(5, '0')))
        problems.push(`'${sentence}' names ${time} where same-day bookings close at ${online}`);
    }
    if (!times.length && PHONE.test(sentence))
      problems.push(
        `'${sentence}' says same-day tables are by phone only, where the flow takes them online until ${online}`,
      );
  }
  return problems;
}
