/**
 * Each step's problems, from the shared schemas (lib/forms/bookingSchemas.ts) run on the request the
 * draft would send, plus what only the browser knows (today's date on the site's clock, a choice not made
 * yet). Pure, so each rule is tested without a page.
 */
import type { Availability, LocalDate } from './contract.ts';
import { bookingRequestSchema, groupRequestSchema, waitlistSchema } from '../forms/bookingSchemas.ts';
import { localDateField } from '../forms/fieldRules.ts';
import { inNameOrder } from '../personName.ts';
import type { UiLang } from '../locales.ts';
import type { Lang, SiteId } from '../sites.ts';
import {
  bookingRequestOf,
  groupRequestOf,
  waitlistRequestOf,
  type BookingDraft,
  type GroupDraft,
  type WaitlistDraft,
} from './payload.ts';
import { fieldErrors, ruleErrors, type FieldErrors } from '../forms/validation.ts';

/**
 * Each schema is built the first time a step asks for it: building them is yup's costliest work (some 40 ms
 * on a phone for the booking schema), and the page opens on the party step, which checks the date alone.
 */
const once = <T>(build: () => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};
const bookingSchema = once(() => bookingRequestSchema());
const waitlist = once(() => waitlistSchema());
const group = once(() => groupRequestSchema());
/** The booking schema's own rule for `date`. */
const dateRule = once(() => localDateField());

export interface CheckContext {
  site: SiteId;
  lang: Lang;
  /** Today on the site's clock. */
  today: LocalDate;
  availability?: Availability;
}

/** The contact step's fields, in page order, as the booking schema names them. */
export const CONTACT_PATHS = [
  'contact.salutation',
  'contact.name',
  'contact.surname',
  'contact.furiganaName',
  'contact.furiganaSurname',
  'contact.email',
  'contact.phoneCode',
  'contact.phone',
  'contact.birthdate',
  'contact.gender',
  'contact.comments',
  'contact.onBehalfOf',
  'contact.guestName',
  'contact.guestSurname',
] as const;

/** The given and family name fields of the contact step: shown, and so summarised, in the language's name order. */
const CONTACT_NAME_PAIRS = [
  ['contact.name', 'contact.surname'],
  ['contact.furiganaName', 'contact.furiganaSurname'],
  ['contact.guestName', 'contact.guestSurname'],
] as const;

/**
 * The contact step's fields in the order the flow shows them in `lang`: family name first in Japanese,
 * Korean, Chinese, Hungarian and Vietnamese (lib/personName.ts), so the error summary lists them as the
 * visitor sees them.
 * @example contactPathsInOrder('ja').slice(1, 3) // ['contact.surname', 'contact.name']
 */
export function contactPathsInOrder(lang: UiLang): string[] {
  const placeOf = new Map<string, string>();
  for (const [given, family] of CONTACT_NAME_PAIRS) {
    const [first, second] = inNameOrder(lang, { given, family });
    placeOf.set(given, first).set(family, second);
  }
  return CONTACT_PATHS.map((path) => placeOf.get(path) ?? path);
}

export const WAITLIST_PATHS = ['name', 'surname', 'phoneCode', 'phone', 'email', 'guests', 'time', 'notes'] as const;
export const GROUP_PATHS = [
  'guests',
  'preferredDate',
  'preferredTime',
  'flexibleDate',
  'name',
  'surname',
  'email',
  'phoneCode',
  'phone',
  'notes',
] as const;

const request = (draft: BookingDraft, context: CheckContext) => bookingRequestOf(draft, context);

/** Guests and date: a real day, not before today. The guest count is a select, so it is always a choice. */
export function partyErrors(draft: BookingDraft, context: CheckContext): FieldErrors {
  const found = ruleErrors(dateRule(), request(draft, context).date, 'date');
  if (!found.date && draft.date < context.today) return { date: { key: 'booking.error.pastDate' } };
  return found;
}

/** A time must be chosen among the day's free slots. */
export function timeErrors(draft: BookingDraft): FieldErrors {
  return draft.time ? {} : { time: { key: 'booking.error.chooseTime' } };
}

export function seatingErrors(draft: BookingDraft): FieldErrors {
  return draft.seating ? {} : { seating: { key: 'booking.error.chooseSeating' } };
}

export function contactErrors(draft: BookingDraft, context: CheckContext): FieldErrors {
  return fieldErrors(bookingSchema(), request(draft, context), CONTACT_PATHS);
}

/** The summary's own field: the terms must be accepted. */
export function consentErrors(draft: BookingDraft): FieldErrors {
  return draft.consent ? {} : { consent: { key: 'booking.error.consent' } };
}

export function waitlistErrors(draft: WaitlistDraft, context: CheckContext & { date: LocalDate }): FieldErrors {
  const found = fieldErrors(waitlist(), waitlistRequestOf(draft, context), WAITLIST_PATHS);
  return draft.slot ? found : { ...found, time: { key: 'booking.error.chooseTime' } };
}

export function groupErrors(draft: GroupDraft, context: CheckContext): FieldErrors {
  const found = fieldErrors(group(), groupRequestOf(draft, context), GROUP_PATHS);
  if (!found.preferredDate && draft.preferredDate < context.today)
    return { ...found, preferredDate: { key: 'booking.error.pastDate' } };
  return found;
}
