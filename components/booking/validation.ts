/**
 * The booking forms check what they send with the shared schemas of lib/forms/bookingSchemas.ts (the
 * booking server runs the same ones), and show each problem next to its field in the page's language.
 * The schemas speak English (lib/forms/fieldRules.ts FIELD_ERRORS); `errorText` maps a message to a
 * locale key.
 */
import { ValidationError, type Schema } from 'yup';
import { FIELD_ERRORS } from '../../lib/forms/fieldRules.ts';
import { LIMITS } from '../../lib/limits.ts';

/** A problem of one field, worded through the locale key `booking.error.<kind>`. */
export interface ErrorText {
  key:
    | 'booking.error.required'
    | 'booking.error.email'
    | 'booking.error.date'
    | 'booking.error.tooYoung'
    | 'booking.error.invalid'
    | 'booking.error.pastDate'
    | 'booking.error.chooseTime'
    | 'booking.error.chooseSeating'
    | 'booking.error.consent';
  vars?: Record<string, string | number>;
}

/**
 * @example errorText('Required field') // { key: 'booking.error.required' }
 * @example errorText("Email is not valid. Must contain @ and a domain (eg. 'site.example')") // { key: 'booking.error.email', vars: { host: 'site.example' } }
 */
export function errorText(message: string): ErrorText {
  if (message === FIELD_ERRORS.required) return { key: 'booking.error.required' };
  const email = /^Email is not valid\. Must contain @ and a domain \(eg\. '([^']*)'\)$/.exec(message);
  if (email) return { key: 'booking.error.email', vars: { host: email[1]! } };
  if (message === FIELD_ERRORS.date) return { key: 'booking.error.date' };
  if (message === FIELD_ERRORS.tooYoung(LIMITS.registrationMinAge))
    return { key: 'booking.error.tooYoung', vars: { age: LIMITS.registrationMinAge } };
  return { key: 'booking.error.invalid' };
}

/** Field path (as the schema names it: `contact.email`, `guests`) → its problem. */
export type FieldErrors = Readonly<Record<string, ErrorText>>;

/**
 * Every problem of `value` under `schema`, for the fields of `paths` only (a step checks its own fields;
 * the others belong to steps before or after it). The first problem of a field wins.
 * @example fieldErrors(waitlistSchema(), request, ['name', 'phone']) // { phone: { key: 'booking.error.required' } }
 */
export function fieldErrors(schema: Schema, value: unknown, paths: readonly string[]): FieldErrors {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, ErrorText> = {};
    const problems = error.inner.length ? error.inner : [error];
    for (const problem of problems) {
      const path = problem.path ?? '';
      if (paths.includes(path) && !found[path]) found[path] = errorText(problem.message);
    }
    return found;
  }
}

/**
 * The problem of one field checked by its own rule (a field schema of lib/forms/fieldRules.ts, the one the
 * request's schema uses for it). For a step that checks a single field on every render: the whole request's
 * schema is costly to build, and validating it makes an error, stack and all, for every field still empty.
 * @example ruleErrors(localDateField(), '2026-02-30', 'date') // { date: { key: 'booking.error.date' } }
 */
export function ruleErrors(rule: Schema, value: unknown, path: string): FieldErrors {
  try {
    rule.validateSync(value);
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { [path]: errorText(error.message) };
  }
}

/**
 * The field a server's 400 names ("Invalid field 'contact.email': …" or just "contact.email"), when it is one
 * of the form's.
 */
export function fieldNamedBy(message: string, paths: readonly string[]): string | undefined {
  return [...paths]
    .sort((a, b) => b.length - a.length)
    .find((path) => new RegExp(`(^|[\\s'"\`(])${path.replace(/[.[\]]/g, '\\$&')}($|[\\s'"\`:),])`).test(message));
}
