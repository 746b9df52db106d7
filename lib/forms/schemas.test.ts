import { describe, expect, it } from 'vitest';
import { errorText } from './fieldErrors.ts';
import { checkMailFields, contactFormSchema, FIELD_ERRORS, reserveFormSchema } from './schemas.ts';

const valid = { name: 'Giulia', surname: 'Neri', email: 'giulia@example.com', message: '', checkout_consent: true };

function firstError(
  schema: ReturnType<typeof reserveFormSchema> | ReturnType<typeof contactFormSchema>,
  values: object,
) {
  try {
    schema.validateSync(values);
    return undefined;
  } catch (error) {
    return { path: (error as { path: string }).path, message: (error as Error).message };
  }
}

describe('reserve form rules (rules §validation)', () => {
  const schema = reserveFormSchema('osterialucciola.example');

  it('accepts a complete request', () => {
    expect(firstError(schema, valid)).toBeUndefined();
  });

  it("says 'Required field' when the name is missing", () => {
    expect(firstError(schema, { ...valid, name: '' })).toEqual({ path: 'name', message: 'Required field' });
  });

  it('allows only letters A-Z a-z and whitespace in name and surname', () => {
    expect(firstError(schema, { ...valid, surname: 'Neri 2' })).toEqual({ path: 'surname', message: 'Invalid field' });
    expect(firstError(schema, { ...valid, surname: 'De Santis' })).toBeUndefined();
  });

  it('takes no address mail cannot carry: over 254 characters, or 64 before the @', () => {
    const domain = `${Array.from({ length: 4 }, () => 'd'.repeat(60)).join('.')}.example`;
    expect(firstError(schema, { ...valid, email: `giulia@${domain}` })).toEqual({
      path: 'email',
      message: 'Use at most 254 characters',
    });
    expect(firstError(schema, { ...valid, email: `${'g'.repeat(65)}@example.com` })?.path).toBe('email');
    expect(firstError(schema, { ...valid, email: `${'g'.repeat(64)}@example.com` })).toBeUndefined();
  });

  it('explains an invalid email with the host example', () => {
    expect(firstError(schema, { ...valid, email: 'giulia' })).toEqual({
      path: 'email',
      message: "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
    });
    expect(FIELD_ERRORS.email('x.example')).toBe("Email is not valid. Must contain @ and a domain (eg. 'x.example')");
  });

  it('caps the message at 500 characters', () => {
    expect(firstError(schema, { ...valid, message: 'a'.repeat(500) })).toBeUndefined();
    expect(firstError(schema, { ...valid, message: 'a'.repeat(501) })).toEqual({
      path: 'message',
      message: 'Use at most 500 characters',
    });
  });

  it('caps text inputs at 1000 characters', () => {
    expect(firstError(schema, { ...valid, country: 'a'.repeat(1000) })).toBeUndefined();
    expect(firstError(schema, { ...valid, country: 'a'.repeat(1001) })).toEqual({
      path: 'country',
      message: 'Use at most 1000 characters',
    });
  });

  it('takes pax as an optional number', () => {
    expect(firstError(schema, { ...valid, pax: 4 })).toBeUndefined();
    expect(firstError(schema, { ...valid, pax: 'many' })).toEqual({ path: 'pax', message: 'Invalid field' });
  });

  it('names the bounds of pax it refuses (1 to 200)', () => {
    expect(firstError(schema, { ...valid, pax: 200 })).toBeUndefined();
    expect(firstError(schema, { ...valid, pax: 201 })).toEqual({
      path: 'pax',
      message: 'Enter a number from 1 to 200',
    });
    expect(firstError(schema, { ...valid, pax: 0 })).toEqual({ path: 'pax', message: 'Enter a number from 1 to 200' });
  });

  it('requires the privacy consent', () => {
    expect(firstError(schema, { ...valid, checkout_consent: false })?.path).toBe('checkout_consent');
  });
});

describe('contact form rules', () => {
  const contact = {
    name: 'Kenji',
    surname: 'Mori',
    telephone: '+81 00 0000 0000',
    requestType: 'parking',
    checkout_consent: true,
  };

  it('accepts the five request types (rules §form-fields)', () => {
    for (const requestType of ['annual-closing-day', 'opening-hours', 'parking', 'private-party', 'media-enquiries']) {
      expect(firstError(contactFormSchema(), { ...contact, requestType })).toBeUndefined();
    }
    expect(firstError(contactFormSchema(), { ...contact, requestType: 'wedding' })?.path).toBe('requestType');
  });

  it('answers 250 guests with the limit, 200, in the page language', () => {
    const refused = firstError(contactFormSchema(), { ...contact, guests: 250 });
    expect(refused).toEqual({ path: 'guests', message: 'Enter a number from 1 to 200' });
    expect(errorText(refused!.message, 'form')).toEqual({ key: 'form.error.range', vars: { min: 1, max: 200 } });
    expect(errorText(refused!.message, 'booking')).toEqual({ key: 'booking.error.range', vars: { min: 1, max: 200 } });
  });
});

describe('checkMailFields', () => {
  it('names the wrong field', () => {
    expect(checkMailFields('reserve', { ...valid, email: 'nope' })).toMatchObject({
      ok: false,
      problem: { field: 'email' },
    });
  });

  it("lists every wrong field with its text, in the form's order, so a form can mark them all", () => {
    const result = checkMailFields('reserve', { ...valid, name: 'R2D2', email: 'nope' });
    expect(result).toMatchObject({ ok: false, problem: { field: 'name', message: 'Invalid field' } });
    expect(!result.ok && result.problems).toEqual([
      { field: 'name', message: 'Invalid field' },
      { field: 'email', message: "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')" },
    ]);
  });

  it('refuses fields the form does not have', () => {
    const result = checkMailFields('reserve', { ...valid, bcc: 'everyone@example.com' });
    expect(result).toMatchObject({ ok: false, problem: { message: 'unknown field bcc' } });
  });

  it('refuses something that is not an object', () => {
    expect(checkMailFields('contact', ['x'])).toMatchObject({ ok: false, problem: { field: 'fields' } });
  });
});

describe('mail header safety', () => {
  it('refuses CR or LF in the email, reserveFor, mailObject and telephone', () => {
    expect(checkMailFields('reserve', { ...valid, email: 'giulia@example.com\r\nBcc: x@example.com' })).toMatchObject({
      ok: false,
      problem: { field: 'email' },
    });
    expect(checkMailFields('reserve', { ...valid, email: 'giulia@example.com\n' })).toMatchObject({
      ok: false,
      problem: { field: 'email' },
    });
    expect(checkMailFields('reserve', { ...valid, reserveFor: 'Tasting - Menu\nBcc: x' })).toMatchObject({
      ok: false,
      problem: { field: 'reserveFor', message: 'Invalid field' },
    });
    expect(checkMailFields('reserve', { ...valid, mailObject: 'Table\r' })).toMatchObject({
      ok: false,
      problem: { field: 'mailObject' },
    });
    const contact = {
      name: 'Kenji',
      surname: 'Mori',
      telephone: '+81 00 0000 0000\n',
      requestType: 'parking',
      checkout_consent: true,
    };
    expect(checkMailFields('contact', contact)).toMatchObject({ ok: false, problem: { field: 'telephone' } });
  });
});
