/**
 * Validation of the visitor's forms (rules §validation), shared by the forms in the browser and by the reference
 * content API's mail send, so the server rejects exactly what the form would.
 */
import * as yup from 'yup';
import { LIMITS } from '../limits.ts';
import type { MailForm } from '../contract/types.ts';
import {
  emailField,
  emptyIsMissing,
  FIELD_ERRORS,
  fieldProblems,
  requiredChoice,
  singleLine,
  singleLineText,
  text,
  trimmedText,
  type FieldProblem,
  atMostChars,
} from './fieldRules.ts';

export { FIELD_ERRORS };

/** Rules §validation: letters A-Z a-z and whitespace only. */
const LETTERS_AND_SPACES = /^[A-Za-z\s]+$/;
/** Digits with an optional leading + and spaces, dots or dashes between groups. */
const TELEPHONE = /^\+?[0-9][0-9 .-]{4,}$/;

export const CONTACT_REQUEST_TYPES = [
  'annual-closing-day',
  'opening-hours',
  'parking',
  'private-party',
  'media-enquiries',
] as const;

const personName = () =>
  trimmedText()
    .required(FIELD_ERRORS.required)
    .max(...atMostChars(LIMITS.textInputMaxLength))
    .test(singleLine())
    .matches(LETTERS_AND_SPACES, FIELD_ERRORS.invalid);
/** Single-line texts may reach a mail header (reserveFor, mailObject): no CR or LF. */
const optionalText = singleLineText;
const message = () =>
  text()
    .max(...atMostChars(LIMITS.textareaMaxLength))
    .optional();
/** A party of 1 to LIMITS.enquiryMaxGuests, the most the forms' number inputs take. */
const guests = () =>
  yup
    .number()
    .transform(emptyIsMissing)
    .typeError(FIELD_ERRORS.invalid)
    .integer(FIELD_ERRORS.invalid)
    .min(1, FIELD_ERRORS.range(1, LIMITS.enquiryMaxGuests))
    .max(LIMITS.enquiryMaxGuests, FIELD_ERRORS.range(1, LIMITS.enquiryMaxGuests))
    .optional();
const consent = () =>
  yup.boolean().typeError(FIELD_ERRORS.invalid).oneOf([true], FIELD_ERRORS.required).required(FIELD_ERRORS.required);

/**
 * The reservation request form (rules §form-fields: Reserve form payload, §validation).
 * @param emailHost the domain shown in the email error's example, e.g. the site's own host.
 */
export function reserveFormSchema(emailHost = 'osterialucciola.example') {
  return yup.object({
    name: personName(),
    surname: personName(),
    email: emailField(emailHost),
    pax: guests(),
    country: optionalText(),
    message: message(),
    reserveFor: optionalText(),
    mailObject: optionalText(),
    checkout_consent: consent(),
  });
}

/** The contact form (rules §form-fields: Contact form fields). */
export function contactFormSchema() {
  return yup.object({
    name: personName(),
    surname: personName(),
    telephone: trimmedText()
      .required(FIELD_ERRORS.required)
      .max(...atMostChars(LIMITS.textInputMaxLength))
      .test(singleLine())
      .matches(TELEPHONE, FIELD_ERRORS.invalid),
    requestType: requiredChoice(CONTACT_REQUEST_TYPES),
    message: message(),
    guests: guests(),
    checkout_consent: consent(),
  });
}

const MAIL_FORM_SCHEMAS: Record<MailForm, () => yup.ObjectSchema<yup.AnyObject>> = {
  reserve: reserveFormSchema,
  contact: contactFormSchema,
};

/** The mail send's multipart field for attachments: a refused file is reported on it. */
export const ATTACHMENTS_FIELD = 'files';

/** What the server says of refused attachments (the forms word it in the page's language). */
export const ATTACHMENT_ERRORS = {
  count: `At most ${LIMITS.attachmentMaxCount} files`,
  size: `At most ${LIMITS.attachmentMaxBytes / 1024 / 1024} MB per file`,
  type: 'Only PDF, JPEG or PNG files',
} as const;

/**
 * Validates a submission's fields and names every wrong field (`problem` is the first), or returns the
 * cleaned values. Unknown fields are refused: a mail carries only what the form asks for.
 */
export function checkMailFields(
  form: MailForm,
  fields: unknown,
): { ok: true; values: Record<string, unknown> } | { ok: false; problem: FieldProblem; problems: FieldProblem[] } {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    const problem = { field: 'fields', message: 'must be a JSON object of form fields' };
    return { ok: false, problem, problems: [problem] };
  }
  const schema = MAIL_FORM_SCHEMAS[form]().noUnknown(true, ({ unknown }) => `unknown field ${unknown}`);
  try {
    return { ok: true, values: schema.validateSync(fields, { abortEarly: false, stripUnknown: false }) };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const problems = fieldProblems(error, 'fields');
      return { ok: false, problem: problems[0]!, problems };
    }
    throw error;
  }
}
