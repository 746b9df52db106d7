/**
 * The error texts (rules §validation) are the schemas' messages, in English. The
 * forms show them in the page's language: each message maps to a locale key, the email's host example
 * kept as a value.
 */
import { FIELD_ERRORS } from './schemas.ts';

type FieldErrorText = { key: 'form.error.required' | 'form.error.invalid' } | { key: 'form.error.email'; host: string };

/**
 * @example fieldErrorText('Required field') // { key: 'form.error.required' }
 * @example fieldErrorText("Email is not valid. Must contain @ and a domain (eg. 'site.example')") // { key: 'form.error.email', host: 'site.example' }
 */
export function fieldErrorText(message: string): FieldErrorText {
  if (message === FIELD_ERRORS.required) return { key: 'form.error.required' };
  const email = /^Email is not valid\. Must contain @ and a domain \(eg\. '([^']*)'\)$/.exec(message);
  if (email) return { key: 'form.error.email', host: email[1]! };
  return { key: 'form.error.invalid' };
}
