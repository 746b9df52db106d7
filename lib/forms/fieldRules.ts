/**
 * Field rules shared by every form schema (rules §validation): the pieces the reserve, contact, booking, waiting-list
 * and group-request schemas are built from, so one rule has one definition.
 */
import * as yup from 'yup';
import { LIMITS } from '../limits.ts';
import { isLocalDate } from '../booking/localTime.ts';

/** Rules §validation: Generic input error texts, plus the widget's date and age texts. */
export const FIELD_ERRORS = {
  required: 'Required field',
  email: (host: string) => `Email is not valid. Must contain @ and a domain (eg. '${host}')`,
  invalid: 'Invalid field',
  /** Rules §validation: an invalid date shows 'Invalid date'. */
  date: 'Invalid date',
  /** Rules §validation: a too-low-age area; the wording is not shown, so ours names the age. */
  tooYoung: (minAge: number) => `You must be at least ${minAge} years old`,
  /** A number outside its bounds names them (ours: "Invalid field" left the guest guessing the limit). */
  range: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  /** A text over its length names the limit, as a number out of range names its bounds. */
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

/**
 * A text's most characters and the text that names them, for yup's `.max`.
 * @example text().max(...atMostChars(500)) // refuses 501 characters with 'Use at most 500 characters'
 */
export const atMostChars = (limit: number) => [limit, FIELD_ERRORS.tooLong(limit)] as const;

/** One refused field and the schema's text for it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A transform that hands the type check a value of another type as it was sent, where the schema library
 * would convert it (12 to '12', 1 or 'true' to true): a body's field has the contract's type or is refused.
 * A missing value stays missing.
 * @example text().transform(asSent('string')).validateSync(12) // throws 'Invalid field'
 */
export const asSent =
  (type: 'string' | 'number' | 'boolean') =>
  (value: unknown, original: unknown): unknown =>
    original === undefined || original === null || typeof original === type ? value : original;

/**
 * A text field: a string, or 'Invalid field' for anything else a body can hold (an object, an array, a
 * number), which the schema library would otherwise cast or hand to `.trim()`.
 */
export const text = () => yup.string().typeError(FIELD_ERRORS.invalid).transform(asSent('string'));

/** A text field trimmed of outer white space; a value that is not a string is 'Invalid field', never trimmed. */
export const trimmedText = () =>
  text().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/**
 * Every wrong field of a refused value, one problem per field in the schema's order (the first is the one
 * a message names); `fallback` names a problem that belongs to no field (an unknown field, a bad body).
 */
export function fieldProblems(error: yup.ValidationError, fallback: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || fallback;
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message: inner.message });
  }
  return problems;
}

/**
 * A required choice among `values` (a select, a radio group): left empty it is 'Required field', anything
 * else not offered 'Invalid field'. (yup's `oneOf` runs before `required` and would call an empty choice
 * invalid.)
 * @example requiredChoice(['lunch', 'dinner']).validateSync('') // throws 'Required field'
 */
export const requiredChoice = <T extends string>(values: readonly T[]) =>
  text()
    .required(FIELD_ERRORS.required)
    .test(
      'one-of',
      FIELD_ERRORS.invalid,
      (value) => value === undefined || value === '' || (values as readonly string[]).includes(value),
    ) as unknown as yup.StringSchema<T>;

/** For a number: an empty input is a missing value, not a wrong one (yup would read '' as NaN, 'Invalid field'). */
export const emptyIsMissing = (value: unknown, original: unknown) =>
  original === '' || (typeof original === 'string' && original.trim() === '') ? undefined : value;

/**
 * What a single-line value never holds: C0 and C1 control characters (CR, LF, NUL, tab, vertical tab, …)
 * and the Unicode line and paragraph separators. A line break in a value that reaches a mail header would
 * start a header of its own; the others have no place in a name, an address or a number.
 */
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Refuses control characters and line separators in the value as sent, before `.trim()` would hide a
 * trailing one.
 * @example text().test(singleLine()) // 'a@b.example\r\nBcc: x' → 'Invalid field'
 */
export function singleLine(): yup.TestConfig<string | undefined> {
  return {
    name: 'single-line',
    message: FIELD_ERRORS.invalid,
    test(this: yup.TestContext, value) {
      const raw: unknown = this.originalValue;
      return (
        !(typeof raw === 'string' && NOT_SINGLE_LINE.test(raw)) &&
        !(typeof value === 'string' && NOT_SINGLE_LINE.test(value))
      );
    },
  };
}

/**
 * Names in the booking widget's forms: letters of any script (the Japanese and Korean sites take 山田 or
 * 김민준), combining marks, spaces (also the ideographic one), apostrophes and hyphens. The A-Z rule (rules §validation)
 * is the reserve form's, which keeps it.
 */
const ANY_SCRIPT_NAME = /^[\p{L}\p{M}\p{Zs}'’\-.]+$/u;

/** A required name in any script, single line, at most the text-input maximum. */
export const anyScriptName = () =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .max(...atMostChars(LIMITS.textInputMaxLength))
    .test(singleLine())
    .matches(ANY_SCRIPT_NAME, FIELD_ERRORS.invalid);

/**
 * The email rule (rules §validation), refusing line breaks, and any address mail cannot carry: over 254
 * characters in all, or 64 before the @ (LIMITS.emailMaxLength). Such an address would be taken and its
 * confirmation then refused by every mail server.
 */
export const emailField = (host: string) =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .max(...atMostChars(LIMITS.emailMaxLength))
    .test(singleLine())
    .email(FIELD_ERRORS.email(host))
    .matches(/@[^@\s]+\.[^@\s]+$/, FIELD_ERRORS.email(host))
    .test(
      'local-part-length',
      FIELD_ERRORS.email(host),
      (value) => value === undefined || value.lastIndexOf('@') <= LIMITS.emailLocalPartMaxLength,
    );

/** A country calling code without '+': 1 to 4 digits (rules §bookings: Default phone country code 39). */
export const phoneCodeField = () =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .test(singleLine())
    .matches(/^[1-9][0-9]{0,3}$/, FIELD_ERRORS.invalid);

/** The national number after the code: digits with spaces, dots or dashes between groups, 4–20 characters. */
export const phoneField = () =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .test(singleLine())
    .matches(/^[0-9][0-9 .-]{3,19}$/, FIELD_ERRORS.invalid);

/** A local calendar day `YYYY-MM-DD`; anything else is 'Invalid date'. */
export const localDateField = () =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .test('local-date', FIELD_ERRORS.date, (value) => value === undefined || isLocalDate(value));

/** A local time `HH:MM`, 24-hour. */
export const localTimeField = () =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, FIELD_ERRORS.invalid);

/** A textarea (rules §form-fields: maximum 500 characters); line breaks are fine here, it never reaches a header. */
export const notesField = () =>
  text()
    .max(...atMostChars(LIMITS.textareaMaxLength))
    .optional();

/** A single-line optional text input (rules §form-fields: Text input maximum 1000 characters). */
export const singleLineText = () =>
  text()
    .max(...atMostChars(LIMITS.textInputMaxLength))
    .test(singleLine())
    .optional();

/**
 * Whole years between a birth date and a day, both `YYYY-MM-DD` (a 29 February birthday turns a year
 * older on 1 March in common years).
 * @example ageOn('2008-05-10', '2026-05-09') // 17
 */
export function ageOn(birthdate: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthdate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
