/**
 * Opening hours as content states them, held to the services of the booking settings
 * (`SITES[site].booking`: open days, each service's `opens` and `closes`, the last seating
 * `lastSeatingBeforeCloseMinutes` before it closes), which the flow sells its times from.
 * - A venue's opening hours (its block, and the JSON-LD written from it) name a service in their
 *   label ("Lunch", "Cena", "ランチ", "점심"): that row is the service's window, on the open days;
 *   a "last orders" time in the label is no earlier than the last seating and no later than closing.
 *   A row naming no service (an aperitivo) is not checked.
 * - Free copy (the header banner, paragraphs) that writes a service word right before a time, or
 *   a range ("Lunch 11:30–15:00", "ランチ 11:30〜", "a pranzo dalle 12:30 alle 15:00"), writes the
 *   service's opening and closing times, on either clock.
 * - A weekly closing day that copy names ("Closed Tuesdays", "火曜定休", "chiuso il lunedì",
 *   "월요일 휴무") is not one of the open days.
 * Pure: content in, problems out.
 */
import type { VenueSection } from '../contract/types.ts';
import { WEEKDAYS, type BookingSettings, type Weekday } from '../sites.ts';
import { toLocalTime, toMinutes } from './localTime.ts';

type Service = BookingSettings['services'][number];
type Settings = Pick<BookingSettings, 'services' | 'openDays' | 'lastSeatingBeforeCloseMinutes'>;

/** A service's name in the route languages. */
const SERVICE_WORDS: Record<Service['service'], string> = {
  lunch: String.raw`\b(?:lunch|pranzo)\b|ランチ|점심`,
  dinner: String.raw`\b(?:dinner|cena)\b|ディナー|저녁`,
};
const TIME = String.raw`(\d{1,2}:\d{2})(?:\s?[ap]\.?m\.?)?`;
const RANGE = String.raw`\s*(?:–|—|-|〜|~|to|alle|until|a)\s*`;
const LAST_ORDERS = /(?:last orders?|ultim[oei] ordin\w*|ラストオーダー|L\.O\.|마지막 주문)\s*:?\s*(\d{1,2}:\d{2})/i;

const pad = (time: string) => time.padStart(5, '0');

/** A time as copy writes it, on the 24-hour clock or the 12-hour one ("Dinner 5:30–8:00" in Beverly Hills). */
const sameTime = (written: string, time: string) =>
  [0, 12 * 60].some((pm) => toMinutes(pad(written)) + pm === toMinutes(time));

/** The services a text names. */
function servicesNamed(text: string, settings: Settings): Service[] {
  return settings.services.filter(({ service }) => new RegExp(SERVICE_WORDS[service], 'i').test(text));
}

/** When the last table of a service sits down. */
export function lastSeating(service: Service, settings: Settings): string {
  return toLocalTime(toMinutes(service.closes) - settings.lastSeatingBeforeCloseMinutes);
}

/**
 * Every row of a venue's opening hours that says otherwise than the service it names.
 * @example venueHoursProblems([{ days: ['Tuesday'], opens: '12:00', closes: '15:00', label: 'Lunch' }], SITES.tokyo.booking)[0] // "'Lunch' opens 12:00 where lunch opens 11:30 in the booking settings"
 */
export function venueHoursProblems(rows: VenueSection['openingHours'], settings: Settings): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const [service, other] = servicesNamed(row.label, settings);
    if (!service || other) continue;
    const name = service.service;
    if (pad(row.opens) !== service.opens)
      problems.push(`'${row.label}' opens ${row.opens} where ${name} opens ${service.opens} in the booking settings`);
    if (pad(row.closes) !== service.closes)
      problems.push(
        `'${row.label}' closes ${row.closes} where ${name} closes ${service.closes} in the booking settings`,
      );
    const days = [...row.days].sort().join(', ');
    const open = [...settings.openDays].sort().join(', ');
    if (days !== open) problems.push(`'${row.label}' is on ${days} where the restaurant opens ${open}`);
    const lastOrders = LAST_ORDERS.exec(row.label)?.[1];
    const last = lastSeating(service, settings);
    if (
      lastOrders &&
      (toMinutes(pad(lastOrders)) < toMinutes(last) || toMinutes(pad(lastOrders)) > toMinutes(service.closes))
    )
      problems.push(
        `'${row.label}' takes last orders at ${lastOrders} where the last ${name} seating is ${last} and it closes ${service.closes}`,
      );
  }
  for (const service of settings.services) {
    if (rows.length && !rows.some((row) => servicesNamed(row.label, settings)[0] === service))
      problems.push(`no opening hours name ${service.service} (${service.opens}–${service.closes})`);
  }
  return problems;
}

/**
 * Every service time a text writes that is not the service's.
 * @example hoursCopyProblems('Lunch 12:00–15:00 · Dinner 17:30–22:00', SITES.tokyo.booking) // ["'Lunch 12:00–15:00' where lunch is 11:30–15:00 in the booking settings"]
 */
export function hoursCopyProblems(text: string, settings: Settings): string[] {
  const problems: string[] = [];
  for (const service of settings.services) {
    const stated = new RegExp(
      String.raw`(?:${SERVICE_WORDS[service.service]})\s*(?:from|dalle|da|[:：])?\s*${TIME}(?:${RANGE}${TIME})?`,
      'gi',
    );
    for (const match of text.matchAll(stated)) {
      const [written, opens = '', closes] = match;
      if (!sameTime(opens, service.opens) || (closes !== undefined && !sameTime(closes, service.closes)))
        problems.push(
          `'${written}' where ${service.service} is ${service.opens}–${service.closes} in the booking settings`,
        );
    }
  }
  return problems;
}

/** The weekdays in each route language, Sunday first as `WEEKDAYS`. */
const DAY_NAMES: readonly (readonly string[])[] = [
  ['sunday', 'domenica', '日', '일'],
  ['monday', 'lunedì', '月', '월'],
  ['tuesday', 'martedì', '火', '화'],
  ['wednesday', 'mercoledì', '水', '수'],
  ['thursday', 'giovedì', '木', '목'],
  ['friday', 'venerdì', '金', '금'],
  ['saturday', 'sabato', '土', '토'],
];
const CLOSED_ON =
  /closed (?:every |on )?(\w+day)s?|chius[oi] (?:il |la |ogni )?(\p{L}+)|(\p{Script=Han})曜(?:日)?定休|定休日は毎週(\p{Script=Han})曜|(\p{Script=Hangul})요일 휴무/giu;

/** The weekday a word names, in any route language. */
function weekdayNamed(word: string): Weekday | undefined {
  const index = DAY_NAMES.findIndex((names) => names.includes(word.toLowerCase()));
  return index < 0 ? undefined : WEEKDAYS[index];
}

/**
 * Every weekly closing day a text names on which the restaurant opens.
 * @example closedDayProblems('Closed Mondays', SITES['osaka-garden'].booking) // ["'Closed Mondays' where the restaurant opens on Monday"]
 */
export function closedDayProblems(text: string, settings: Pick<BookingSettings, 'openDays'>): string[] {
  return [...text.matchAll(CLOSED_ON)].flatMap((match) => {
    const day = weekdayNamed(match.slice(1).find(Boolean) ?? '');
    return day && settings.openDays.includes(day) ? [`'${match[0]}' where the restaurant opens on ${day}`] : [];
  });
}
