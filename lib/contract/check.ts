/**
 * How every answer of the content API is checked (valibot): the schema kit the content's schemas
 * (schema.ts) and the booking answers' (lib/booking/answers.ts) are written in, the envelope every
 * answer comes in, and `checkContract`, which turns the first violation into a ContractError naming
 * the field. Apart from the content's schemas, so a page that only books or sends a form (the manage
 * page, the forms) loads these and not the schemas of pages, sections and blocks.
 */
import * as v from 'valibot';
import type { Envelope, MailResult } from './types.ts';

// The schema kit, shared by schema.ts and lib/booking/answers.ts. Nothing is coerced: a number where text belongs is
// an error, as a backend that changed a field's type should be.
export const text = () => v.string();
export const nonEmptyText = () => v.pipe(v.string(), v.minLength(1, 'must not be empty'));
export const optionalText = () => v.optional(v.string());
export const list = <T extends v.GenericSchema>(of: T) => v.array(of);
export const oneOf = <const T extends readonly string[]>(values: T) => v.picklist(values);
export const flag = () => v.boolean();
export const wholeNumber = () => v.pipe(v.number(), v.integer('must be a whole number'));
export const count = () => v.pipe(wholeNumber(), v.minValue(0, 'must not be negative'));
export const matching = (pattern: RegExp, message: string) => v.pipe(v.string(), v.regex(pattern, message));
export const decimalAmount = () => matching(/^\d+(\.\d{1,2})?$/, 'must be a decimal amount');
export const clockTime = () => matching(/^\d{2}:\d{2}$/, 'must be HH:MM');

/** Any JSON value, null included, but never absent. */
const presentValue = v.custom<NonNullable<unknown> | null>((value) => value !== undefined, 'is missing');

export const envelope = v.object({
  status: v.object({ code: wholeNumber(), message: text() }),
  data: presentValue,
});

export const mailResult = v.object({ success: flag(), id: text() });

/** A contract violation: `path` names the field, e.g. `structure[2].groups[0].items[1].price.amount`. */
export class ContractError extends Error {
  override name = 'ContractError';
  constructor(
    readonly what: string,
    readonly path: string,
    detail: string,
  ) {
    super(`${what} breaks the content-API contract: ${detail}`);
  }
}

/** An issue's place in the answer, written as in code: `structure[2].groups[0].price.amount`. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    path += typeof key === 'number' ? `[${key}]` : `${path ? '.' : ''}${String(key)}`;
  }
  return path;
}

/** What is wrong, in words: a value of the wrong kind names what was expected and what came. */
function issueDetail(issue: v.BaseIssue<unknown>): string {
  if (issue.kind !== 'schema') return issue.message;
  if (issue.received === 'undefined') return 'is missing';
  return `must be ${issue.expected}, not ${issue.received}`;
}

/**
 * Validates an answer strictly against a schema; the first violation is a ContractError naming the field.
 * The answer itself is returned, unchanged (nothing is coerced, and fields the contract does not name are
 * kept), typed by the schema (types.check.ts proves the contract's schemas agree with types.ts). Shared
 * with lib/booking/answers.ts.
 */
export function checkContract<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return value as v.InferOutput<S>;
  const [issue] = result.issues;
  const path = issuePath(issue);
  const detail = issueDetail(issue);
  throw new ContractError(what, path, path ? `${path}: ${detail}` : detail);
}

export const validateEnvelope = (value: unknown, what = 'response'): Envelope<unknown> =>
  checkContract(envelope, value, what);
export const validateMailResult = (value: unknown, what = 'mail result'): MailResult =>
  checkContract(mailResult, value, what);
