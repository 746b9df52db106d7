/**
 * Validation of the booking widget's submissions (rules §bookings, §waitlist, §group-requests, §validation), shaped as
 * lib/booking/contract.ts. The browser's forms and the reference content API run the same schemas, so the server
 * refuses exactly what the form would, naming the field (`contact.email`, `guests`).
 *
 * What the business tables decide (is the slot open, is the seating offered) is lib/booking's job; these
 * schemas check each field on its own and the party size against the site.
 */
import * as yup from 'yup';
import { LIMITS } from '../limits.ts';
import { UI_LANGS, type UiLang } from '../locales.ts';
import { isLang, isSiteId, normalizeLang, ROUTE_LANGS, SITE_IDS, SITES, siteOffersLang, type Lang } from '../sites.ts';
import type { BookingRequest, GroupRequest, WaitlistRequest } from '../booking/contract.ts';
import { isLocalDate, localMoment } from '../booking/localTime.ts';
import {
  ageOn,
  anyScriptName,
  asSent,
  emailField,
  emptyIsMissing,
  FIELD_ERRORS,
  fieldProblems,
  localDateField,
  localTimeField,
  notesField,
  phoneCodeField,
  phoneField,
  requiredChoice,
  singleLine,
  singleLineText,
  text,
  trimmedText,
  type FieldProblem,
  atMostChars,
} from './fieldRules.ts';

/** The honeypot: a field people never see (contract `website`); anything in it marks a bot. */
export const HONEYPOT_FIELD = 'website';
export const HONEYPOT_REFUSAL = 'Submission refused';

/** True when a submission's honeypot holds anything but an empty string. @example honeypotFilled('') // false */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

interface BookingSchemaOptions {
  /** The domain shown in the email error's example. */
  emailHost?: string;
  /** The clock the birthdate's age is measured against (tests pass a fixed one). */
  now?: () => Date;
}

const unknownField = ({ unknown }: { unknown?: string }) => `unknown field ${unknown}`;

const siteField = () => requiredChoice(SITE_IDS);

/** The route language (jp read as ja, rules §sites), one the site offers. */
const langField = () =>
  text()
    .required(FIELD_ERRORS.required)
    .transform((value: unknown) => (typeof value === 'string' ? (normalizeLang(value) ?? value) : value))
    .test(
      'route-lang',
      FIELD_ERRORS.invalid,
      (value) => value === undefined || value === '' || (ROUTE_LANGS as readonly string[]).includes(value),
    )
    .test('site-offers-lang', FIELD_ERRORS.invalid, function (lang) {
      const site: unknown = this.parent?.site;
      return typeof site !== 'string' || !isSiteId(site) || !isLang(String(lang)) || siteOffersLang(site, lang as Lang);
    });

/** The language the guest chose for the flow (contract `guestLang`): optional, one of the twenty tables. */
const guestLangField = () =>
  text().test(
    'ui-lang',
    FIELD_ERRORS.invalid,
    (value) => value === undefined || (UI_LANGS as readonly string[]).includes(value),
  ) as unknown as yup.StringSchema<UiLang | undefined>;

const serviceField = () => requiredChoice(['lunch', 'dinner'] as const);

/** A required yes or no, sent as JSON `true` or `false`: 1, 'true' or 'yes' is 'Invalid field'. */
const yesOrNo = () =>
  yup.boolean().transform(asSent('boolean')).typeError(FIELD_ERRORS.invalid).required(FIELD_ERRORS.required);

function maxPartyOf(site: unknown): number {
  return typeof site === 'string' && isSiteId(site) ? SITES[site].booking.maxPartySize : LIMITS.maxPartySize;
}

/**
 * A required whole number, sent as a JSON number: a string is 'Invalid field' (the booking actions are JSON,
 * and their contract's numbers are numbers), except that an empty one (a select or number input left empty)
 * is missing.
 */
const wholeNumber = () =>
  yup
    .number()
    .transform(asSent('number'))
    .transform(emptyIsMissing)
    .typeError(FIELD_ERRORS.invalid)
    .required(FIELD_ERRORS.required)
    .integer(FIELD_ERRORS.invalid);

/**
 * Rules §party-size: Group booking needed for more than 6 guests: a booking or waiting list takes 1 … the site's
 * maximum.
 */
const partyField = () =>
  wholeNumber().test('party-size', function (guests) {
    const max = maxPartyOf(this.parent?.site);
    return (
      guests === undefined ||
      (guests >= 1 && guests <= max) ||
      this.createError({ message: FIELD_ERRORS.range(1, max) })
    );
  });

/** A group request is for more than the site's maximum, up to LIMITS.groupMaxSize (our bound). */
const groupField = () =>
  wholeNumber().test('group-size', function (guests) {
    const min = maxPartyOf(this.parent?.site) + 1;
    return (
      guests === undefined ||
      (guests >= min && guests <= LIMITS.groupMaxSize) ||
      this.createError({ message: FIELD_ERRORS.range(min, LIMITS.groupMaxSize) })
    );
  });

const honeypotField = () =>
  text()
    .optional()
    .test('honeypot', HONEYPOT_REFUSAL, (value) => !honeypotFilled(value));

/** Rules §bookings: furigana first and last name (Japanese): optional, and kana only when given. */
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\p{Zs}]+$/u;
const furiganaField = () =>
  trimmedText()
    .optional()
    .max(...atMostChars(LIMITS.textInputMaxLength))
    .test('kana', FIELD_ERRORS.invalid, (value) => !value || KANA.test(value));

/** The site's local "today" for the age check: the root object's site, else UTC. */
function todayOf(context: yup.TestContext, now: () => Date): string {
  const root: unknown = context.from?.[context.from.length - 1]?.value;
  const site = (root as { site?: unknown } | undefined)?.site;
  const zone = typeof site === 'string' && isSiteId(site) ? SITES[site].clockTimeZone : 'UTC';
  return localMoment(now(), zone).date;
}

/** Rules §bookings: the minimum registration age (ours: LIMITS.registrationMinAge), with a too-low-age error. */
const birthdateField = (now: () => Date) =>
  trimmedText()
    .optional()
    .test('birthdate', FIELD_ERRORS.date, (value) => !value || isLocalDate(value))
    .test('min-age', FIELD_ERRORS.tooYoung(LIMITS.registrationMinAge), function (value) {
      if (!value || !isLocalDate(value)) return true;
      const today = todayOf(this, now);
      if (value > today) return this.createError({ message: FIELD_ERRORS.date });
      return ageOn(value, today) >= LIMITS.registrationMinAge;
    });

const contactSchema = (emailHost: string, now: () => Date) =>
  yup
    .object()
    .typeError(FIELD_ERRORS.invalid)
    .shape({
      salutation: text()
        .optional()
        .oneOf(['mr', 'ms', 'mrs', 'mx'] as const, FIELD_ERRORS.invalid),
      name: anyScriptName(),
      surname: anyScriptName(),
      furiganaName: furiganaField(),
      furiganaSurname: furiganaField(),
      email: emailField(emailHost),
      phoneCode: phoneCodeField(),
      phone: phoneField(),
      birthdate: birthdateField(now),
      gender: text()
        .optional()
        .oneOf(['male', 'female', 'prefer-not-to-say'] as const, FIELD_ERRORS.invalid),
      comments: notesField(),
      onBehalfOf: yesOrNo(),
      // The guest's own name is asked only when booking for someone else (rules §bookings: on-behalf-of checkbox).
      guestName: text().when('onBehalfOf', {
        is: true,
        then: () => anyScriptName(),
        otherwise: () => singleLineText(),
      }),
      guestSurname: text().when('onBehalfOf', {
        is: true,
        then: () => anyScriptName(),
        otherwise: () => singleLineText(),
      }),
    })
    .noUnknown(true, unknownField);

const extraChoice = () =>
  yup
    .object()
    .typeError(FIELD_ERRORS.invalid)
    .shape({
      itemId: text()
        .required(FIELD_ERRORS.required)
        .matches(/^[a-z0-9-]{1,40}$/, FIELD_ERRORS.invalid),
      quantity: wholeNumber()
        .min(1, FIELD_ERRORS.range(1, LIMITS.groupMaxSize))
        .max(LIMITS.groupMaxSize, FIELD_ERRORS.range(1, LIMITS.groupMaxSize)),
    })
    .noUnknown(true, unknownField);

/**
 * BOOKING_CREATE's body (contract BookingRequest).
 * @example bookingRequestSchema().validateSync(request) // throws a ValidationError whose path is e.g. 'contact.phone'
 */
export function bookingRequestSchema({
  emailHost = 'osterialucciola.example',
  now = () => new Date(),
}: BookingSchemaOptions = {}) {
  return yup
    .object({
      site: siteField(),
      lang: langField(),
      guestLang: guestLangField(),
      date: localDateField(),
      service: serviceField(),
      time: localTimeField(),
      guests: partyField(),
      seating: text()
        .required(FIELD_ERRORS.required)
        .matches(/^[a-z0-9-]{1,40}$/, FIELD_ERRORS.invalid),
      extras: yup.array().typeError(FIELD_ERRORS.invalid).of(extraChoice()).max(20, FIELD_ERRORS.invalid).default([]),
      contact: contactSchema(emailHost, now),
      cardToken: text().required(FIELD_ERRORS.required).max(200, FIELD_ERRORS.invalid).test(singleLine()),
      consent: yesOrNo().oneOf([true], FIELD_ERRORS.required),
      website: honeypotField(),
    })
    .noUnknown(true, unknownField);
}

/** WAITLIST_JOIN's body (contract WaitlistRequest; rules §waitlist: Waiting list fields). */
export function waitlistSchema({ emailHost = 'osterialucciola.example' }: BookingSchemaOptions = {}) {
  return yup
    .object({
      site: siteField(),
      lang: langField(),
      guestLang: guestLangField(),
      date: localDateField(),
      service: serviceField(),
      time: localTimeField(),
      guests: partyField(),
      name: anyScriptName(),
      surname: anyScriptName(),
      phoneCode: phoneCodeField(),
      phone: phoneField(),
      email: emailField(emailHost).optional(),
      notes: notesField(),
      website: honeypotField(),
    })
    .noUnknown(true, unknownField);
}

/** GROUP_REQUEST's body (contract GroupRequest; rules §group-requests: Group booking fields). */
export function groupRequestSchema({ emailHost = 'osterialucciola.example' }: BookingSchemaOptions = {}) {
  return yup
    .object({
      site: siteField(),
      lang: langField(),
      guestLang: guestLangField(),
      preferredDate: localDateField(),
      preferredTime: localTimeField(),
      flexibleDate: yesOrNo(),
      guests: groupField(),
      name: anyScriptName(),
      surname: anyScriptName(),
      email: emailField(emailHost),
      phoneCode: phoneCodeField(),
      phone: phoneField(),
      notes: notesField(),
      website: honeypotField(),
    })
    .noUnknown(true, unknownField);
}

export type Checked<T> = { ok: true; values: T } | { ok: false; problem: FieldProblem; problems: FieldProblem[] };

/** `stripUnknown: false`: a noUnknown schema would otherwise drop an unknown field instead of refusing it. */
function check<T>(schema: yup.Schema, value: unknown): Checked<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const problem = { field: 'body', message: 'must be a JSON object' };
    return { ok: false, problem, problems: [problem] };
  }
  try {
    return { ok: true, values: schema.validateSync(value, { abortEarly: false, stripUnknown: false }) as T };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const problems = fieldProblems(error, 'body');
      return { ok: false, problem: problems[0]!, problems };
    }
    throw error;
  }
}

/**
 * Checks a booking and names the first wrong field, or returns the cleaned request.
 * @example checkBookingRequest({ ...request, contact: { ...contact, email: 'x' } }) // { ok: false, problem: { field: 'contact.email', … } }
 */
export const checkBookingRequest = (value: unknown, options?: BookingSchemaOptions) =>
  check<BookingRequest>(bookingRequestSchema(options), value);
/** @example checkWaitlistRequest({ ...entry, phone: '' }) // { ok: false, problem: { field: 'phone', message: 'Required field' } } */
export const checkWaitlistRequest = (value: unknown) => check<WaitlistRequest>(waitlistSchema(), value);
/** @example checkGroupRequest({ ...request, guests: 6 }) // { ok: false, problem: { field: 'guests', message: 'Invalid field' } } */
export const checkGroupRequest = (value: unknown, options?: BookingSchemaOptions) =>
  check<GroupRequest>(groupRequestSchema(options), value);
