/**
 * What may reach a mail header. A guest's name, a subject or a file name with a line break in it could
 * otherwise start a header of its own ("Anna\r\nBcc: x@y"): names and subjects are cleaned (controls,
 * line separators and direction overrides become a space), addresses are refused unless they are one plain
 * address. nodemailer encodes headers as well; this holds even for a transport that would not.
 */
import { UNSAFE_IN_NAME } from '../forms/fileName.ts';

/** Subjects and display names longer than this are cut: a header line is not a message. */
const MAX_HEADER_TEXT = 200;

/** A mail could not be built from the data given (a record that should have been refused when stored). */
export class MailInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`Invalid mail field '${field}': ${message}`);
    this.name = 'MailInputError';
  }
}

/**
 * A text safe for one header line: unsafe characters become spaces, white space collapses, at most 200
 * characters.
 * @example headerText('Anna\r\nBcc: x@y') // 'Anna Bcc: x@y'
 */
export function headerText(text: string): string {
  const cleaned = text.replace(UNSAFE_IN_NAME, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...cleaned];
  return chars.length > MAX_HEADER_TEXT ? `${chars.slice(0, MAX_HEADER_TEXT - 1).join('')}…` : cleaned;
}

/**
 * One plain address: a local part and a dotted domain, no white space, no controls, no quotes, brackets,
 * commas or semicolons (which could name a second recipient).
 */
const PLAIN_ADDRESS =
  /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f-\u009f\u2028\u2029]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f-\u009f\u2028\u2029]+\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f-\u009f\u2028\u2029.]+$/;

export interface MailAddress {
  /** The display name, already cleaned by `mailbox`. */
  name: string;
  address: string;
}

/**
 * A mailbox for a header: the name cleaned, the address checked.
 * @throws MailInputError naming `field` when the address is not one plain address
 * @example mailbox('Anna\r\nBcc: x@y', 'anna@example.com', 'contact.email') // { name: 'Anna Bcc: x@y', address: 'anna@example.com' }
 */
export function mailbox(name: string, address: string, field: string): MailAddress {
  if (!PLAIN_ADDRESS.test(address))
    throw new MailInputError(field, `'${headerText(address)}' is not one plain e-mail address`);
  return { name: headerText(name), address };
}
