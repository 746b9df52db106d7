/**
 * Dates and times of a booking as the visitor reads them: in the site's own time zone (a Florence table at
 * 19:30 is 19:30 in Florence, wherever the visitor is) and in the page's language, through Intl.
 * The booking contract's dates and times are local to the site (`LocalDate` `YYYY-MM-DD`, `LocalTime` `HH:MM`).
 * Money is written as on every other page, by lib/price.ts.
 */
import type { LocalDate, LocalTime } from './contract.ts';
import { addDays, isLocalDate, localMoment, toLocalTime, toMinutes } from './localTime.ts';
import type { UiLang } from '../locales.ts';
import { isLang, SITES, type SiteId } from '../sites.ts';
import { wallClockAt } from '../wallClock.ts';

const LOCAL_TIME = /^(\d{2}):(\d{2})$/;

export { addDays };

/**
 * Today's date on the site's wall clock: the first day a visitor can book.
 * @example todayIn('Asia/Tokyo', Date.parse('2026-11-21T20:00:00Z')) // '2026-11-22'
 */
export function todayIn(timeZone: string, now: number = Date.now()): LocalDate {
  return localMoment(new Date(now), timeZone).date;
}

/**
 * The instant at which the site's wall clock shows `date` `time`. Two passes settle the zone's offset,
 * also on the days it changes (summer time).
 * @example zonedInstant('2026-07-01', '19:30', 'Europe/Rome') // Date.parse('2026-07-01T17:30:00Z')
 */
export function zonedInstant(date: LocalDate, time: LocalTime, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (LOCAL_TIME.exec(time)?.slice(1).map(Number) ?? [12, 0]) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const shown = wallClockAt(instant, timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    instant += wanted - shownUtc;
  }
  return instant;
}

/**
 * The Intl locale of a language's dates, unless the site writes them otherwise (`Site.dateLocales`); a
 * language not listed is its own code. Arabic keeps Latin digits, as the restaurant's phone numbers,
 * references and prices beside the dates have them.
 */
const LOCALE: Partial<Record<UiLang, string>> = {
  it: 'it-IT',
  en: 'en-GB',
  ja: 'ja-JP',
  ko: 'ko-KR',
  ar: 'ar-u-nu-latn',
};

function dateLocale(lang: UiLang, site: SiteId): string {
  return (isLang(lang) ? SITES[site].dateLocales[lang] : undefined) ?? LOCALE[lang] ?? lang;
}

/**
 * A booking day, written out in the page's language as the site's visitors write it, on the site's calendar.
 * @example formatDay('2026-12-04', 'en', 'florence') // 'Friday, 4 December 2026'
 * @example formatDay('2026-12-04', 'en', 'beverlyhills') // 'Friday, December 4, 2026'
 */
export function formatDay(date: LocalDate, lang: UiLang, site: SiteId): string {
  if (!isLocalDate(date)) return date;
  const timeZone = SITES[site].clockTimeZone;
  return new Intl.DateTimeFormat(dateLocale(lang, site), { timeZone, dateStyle: 'full' }).format(
    zonedInstant(date, '12:00', timeZone),
  );
}

/**
 * A slot's time on the site's clock, read as the site's visitors read the hour (`Site.clockHourCycle`, as
 * the header clock): 24-hour in Italy, Japan and Korea, 12-hour in Beverly Hills.
 * @example formatTime('2026-12-04', '19:30', 'en', 'florence') // '19:30'
 * @example formatTime('2026-12-04', '17:30', 'en', 'beverlyhills') // '5:30 PM'
 */
export function formatTime(date: LocalDate, time: LocalTime, lang: UiLang, site: SiteId): string {
  if (!isLocalDate(date) || !LOCAL_TIME.test(time)) return time;
  const { clockTimeZone: timeZone, clockHourCycle: hourCycle } = SITES[site];
  const hour = hourCycle === 'h12' ? 'numeric' : '2-digit';
  const written = new Intl.DateTimeFormat(dateLocale(lang, site), {
    timeZone,
    hour,
    minute: '2-digit',
    hourCycle,
  }).format(zonedInstant(date, time, timeZone));
  // A time is one word: "12:00 م" and "7:30 PM" never break over two lines (no-break spaces).
  return written.replace(/ /g, '\u00a0');
}

/**
 * An instant (ISO) as the restaurant's clock shows it, day and time written as `formatDay` and `formatTime` do.
 * @example formatInstant('2026-09-30T18:00:00.000Z', 'en', 'florence') // { day: 'Wednesday, 30 September 2026', time: '20:00' }
 */
export function formatInstant(iso: string, lang: UiLang, site: SiteId): { day: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { day: iso, time: '' };
  const { date, minutes } = localMoment(at, SITES[site].clockTimeZone);
  const time = toLocalTime(minutes);
  return { day: formatDay(date, lang, site), time: formatTime(date, time, lang, site) };
}

/**
 * The zone's name as the page's language says it ("Central European Standard Time"), for a note that the
 * times are the restaurant's.
 */
export function zoneName(date: LocalDate, lang: UiLang, site: SiteId): string {
  const timeZone = SITES[site].clockTimeZone;
  const instant = zonedInstant(isLocalDate(date) ? date : '2026-01-01', '12:00', timeZone);
  const parts = new Intl.DateTimeFormat(dateLocale(lang, site), { timeZone, timeZoneName: 'long' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * The order a site's visitors write a date's parts in, for a date asked in three parts (the birthdate):
 * read from how the language's dates are written there (`dateLocale`), so Beverly Hills asks the month
 * first, Florence the day, Japan and Korea the year.
 * @example datePartOrder('en', 'beverlyhills') // ['month', 'day', 'year']
 * @example datePartOrder('en', 'florence') // ['day', 'month', 'year']
 */
export function datePartOrder(lang: UiLang, site: SiteId): ('day' | 'month' | 'year')[] {
  const parts = new Intl.DateTimeFormat(dateLocale(lang, site), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2000, 11, 31));
  return parts.flatMap(({ type }) => (type === 'day' || type === 'month' || type === 'year' ? [type] : []));
}

/** Month names for the birthdate's month select, in the page's language. */
export function monthNames(lang: UiLang): string[] {
  const format = new Intl.DateTimeFormat(LOCALE[lang] ?? lang, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 15)));
}

/**
 * The seating times of each of a site's services, from its opening hours (lib/sites.ts): the choices of a
 * group request's preferred time.
 * @example serviceTimes('florence')[0] // { service: 'lunch', times: ['12:30', '13:00', '13:30', '14:00'] }
 */
export function serviceTimes(site: SiteId): { service: 'lunch' | 'dinner'; times: LocalTime[] }[] {
  const { services, slotIntervalMinutes, lastSeatingBeforeCloseMinutes } = SITES[site].booking;
  return services.map(({ service, opens, closes }) => {
    const times: LocalTime[] = [];
    for (
      let minutes = toMinutes(opens);
      minutes <= toMinutes(closes) - lastSeatingBeforeCloseMinutes;
      minutes += slotIntervalMinutes
    ) {
      times.push(toLocalTime(minutes));
    }
    return { service, times };
  });
}
