/**
 * The error texts (rules §validation) are the schemas' messages, in English. The forms show them in the
 * page's language: each message maps to a locale key, the email's host example, a number's bounds, a text's
 * length limit and the minimum age kept as values. The request forms read `form.error.*`, the booking flow `booking.error.*` (worded apart in ja
 * and ko), and the booking flow knows two problems more: an impossible date and an age under the minimum.
 */
import { FIELD_ERRORS } from './fieldRules.ts';
import { LIMITS } from '../limits.ts';

export type ErrorFamily = 'form' | 'booking';

/** A problem of one field, worded through the locale key `<family>.error.<kind>`. */
export interface ErrorText {
  key: `${ErrorFamily}.error.${string}`;
  vars?: Record<string, string | number>;
}

/** The messages a family words itself; any other message is its "Invalid field". */
const OWN_MESSAGES: Record<ErrorFamily, readonly { message: string; kind: string; vars?: ErrorText['vars'] }[]> = {
  form: [{ message: FIELD_ERRORS.required, kind: 'required' }],
  booking: [
    { message: FIELD_ERRORS.required, kind: 'required' },
    { message: FIELD_ERRORS.date, kind: 'date' },
    {
      message: FIELD_ERRORS.tooYoung(LIMITS.registrationMinAge),
      kind: 'tooYoung',
      vars: { age: LIMITS.registrationMinAge },
    },
  ],
};

const EMAIL_MESSAGE = /^Email is not valid\. Must contain @ and a domain \(eg\. '([^']*)'\)$/;
const RANGE_MESSAGE = /^Enter a number from (\d+) to (\d+)$/;
const TOO_LONG_MESSAGE = /^Use at most (\d+) characters$/;

/**
 * @example errorText('Required field', 'form') // { key: 'form.error.required' }
 * @example errorText("Email is not valid. Must contain @ and a domain (eg. 'site.example')", 'booking') // { key: 'booking.error.email', vars: { host: 'site.example' } }
 * @example errorText('Enter a number from 1 to 200', 'form') // { key: 'form.error.range', vars: { min: 1, max: 200 } }
 * @example errorText('Use at most 500 characters', 'form') // { key: 'form.error.tooLong', vars: { count: 500 } }
 * @example errorText('Invalid date', 'form') // { key: 'form.error.invalid' }
 */
export function errorText(message: string, family: ErrorFamily): ErrorText {
  const own = OWN_MESSAGES[family].find((entry) => entry.message === message);
  if (own)
    return own.vars ? { key: `${family}.error.${own.kind}`, vars: own.vars } : { key: `${family}.error.${own.kind}` };
  const email = EMAIL_MESSAGE.exec(message);
  if (email) return { key: `${family}.error.email`, vars: { host: email[1]! } };
  const range = RANGE_MESSAGE.exec(message);
  if (range) return { key: `${family}.error.range`, vars: { min: Number(range[1]), max: Number(range[2]) } };
  const tooLong = TOO_LONG_MESSAGE.exec(message);
  // `count`, so each language words the limit with its own plural forms.
  if (tooLong) return { key: `${family}.error.tooLong`, vars: { count: Number(tooLong[1]) } };
  return { key: `${family}.error.invalid` };
}
