/**
 * How every form reads its yup schema (the shared ones of lib/forms/, which the servers run too): each
 * field's first problem, one rule's problem, and the field a server's refusal names. The messages are the
 * schemas' English ones; lib/forms/fieldErrors.ts words them in the page's language.
 */
import { ValidationError, type Schema } from 'yup';
import { errorText, type ErrorFamily, type ErrorText } from './fieldErrors.ts';

export type { ErrorText };

/** Field path (as the schema names it: `contact.email`, `guests`) → its problem. */
export type FieldErrors = Readonly<Record<string, ErrorText>>;

/** The message of the problem `check` throws, or undefined when it passes. */
export function problemOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/**
 * Every field's first problem under `schema`, in the schema's words (path → message); empty when `value` passes.
 * @example schemaProblems(waitlistSchema(), {}) // { name: 'Required field', phone: 'Required field', … }
 */
export function schemaProblems(schema: Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const problem of error.inner.length ? error.inner : [error]) found[problem.path ?? ''] ??= problem.message;
    return found;
  }
}

/**
 * Every problem of `value` under `schema`, for the fields of `paths` only (a booking step checks its own
 * fields; the others belong to steps before or after it), worded for the booking flow.
 * @example fieldErrors(waitlistSchema(), request, ['name', 'phone']) // { phone: { key: 'booking.error.required' } }
 */
export function fieldErrors(
  schema: Schema,
  value: unknown,
  paths: readonly string[],
  family: ErrorFamily = 'booking',
): FieldErrors {
  const problems = schemaProblems(schema, value);
  return Object.fromEntries(
    paths.filter((path) => problems[path] !== undefined).map((path) => [path, errorText(problems[path]!, family)]),
  );
}

/**
 * The problem of one field checked by its own rule (a field schema of lib/forms/fieldRules.ts, the one the
 * request's schema uses for it). For a step that checks a single field on every render: the whole request's
 * schema is costly to build, and validating it makes an error, stack and all, for every field still empty.
 * @example ruleErrors(localDateField(), '2026-02-30', 'date') // { date: { key: 'booking.error.date' } }
 */
export function ruleErrors(rule: Schema, value: unknown, path: string, family: ErrorFamily = 'booking'): FieldErrors {
  const message = problemOf(() => rule.validateSync(value));
  return message === undefined ? {} : { [path]: errorText(message, family) };
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
