import { describe, expect, it } from 'vitest';
import type { ReserveRequest } from '../contract/types.ts';
import { countryOptions } from './countries.ts';
import { capitalise, cutAtPipe, reserveFor, reservePayload } from './reservePayload.ts';
import { afterSuccess, sendButtonKey } from './sendTiming.ts';

const request: ReserveRequest = {
  page: 'reservation',
  name: 'tasting menu',
  variant: 'evening',
  title: 'Book the tasting menu',
  text: '',
  picture: null,
  object: 'Tasting menu request',
  hasPax: true,
};
const typed = {
  name: 'Anna',
  surname: 'Rossi',
  email: 'anna@example.com',
  pax: '4',
  country: 'IT|international|39|1|1',
  message: 'A window table, please',
};

describe("rules §form-fields: The value of each field is cut at a '|' before sending", () => {
  it('keeps what comes before the first bar', () => {
    expect(cutAtPipe('IT|international|39|1|1')).toBe('IT');
    expect(cutAtPipe('no bar here')).toBe('no bar here');
    expect(cutAtPipe('|leading')).toBe('');
  });

  it('cuts every field of the payload, the message included', () => {
    const payload = reservePayload({ ...typed, message: 'Hello | world', name: 'Anna|x' }, request, true);
    expect(payload.message).toBe('Hello');
    expect(payload.name).toBe('Anna');
    expect(payload.country).toBe('IT');
  });
});

describe('rules §form-fields: Reserve form payload', () => {
  it('"reserveFor (page - name - variant, each capitalised)"', () => {
    expect(reserveFor(request)).toBe('Reservation - Tasting menu - Evening');
    expect(reserveFor({ page: 'giardino', name: '', variant: '' })).toBe('Giardino');
    expect(capitalise('été')).toBe('Été');
  });

  it('carries name, surname, email, pax, country, message, reserveFor and mailObject', () => {
    expect(reservePayload(typed, request, true)).toEqual({
      name: 'Anna',
      surname: 'Rossi',
      email: 'anna@example.com',
      pax: 4,
      country: 'IT',
      message: 'A window table, please',
      reserveFor: 'Reservation - Tasting menu - Evening',
      mailObject: 'Tasting menu request',
      checkout_consent: true,
    });
  });

  it('"pax is an optional number shown only if the request has guests"', () => {
    expect(reservePayload(typed, { ...request, hasPax: false }, true)).not.toHaveProperty('pax');
    expect(reservePayload({ ...typed, pax: '' }, request, true)).not.toHaveProperty('pax');
  });
});

describe('rules §sending: send timing', () => {
  it('"\'sent\' is held at least 3000 ms from the send start", then 6000 ms to the overlay closing', () => {
    expect(afterSuccess(10_000, 10_400)).toEqual({ thanksAt: 13_000, closeAt: 19_000 });
    expect(afterSuccess(10_000, 14_000)).toEqual({ thanksAt: 14_000, closeAt: 20_000 });
  });

  it('"The button reads Send, Sending, Sent"', () => {
    expect(['empty', 'sending', 'sent'].map((state) => sendButtonKey(state as 'empty'))).toEqual([
      'form.send',
      'form.sending',
      'form.sent',
    ]);
  });
});

describe('rules §form-fields: Country option', () => {
  it('"Tokyo offers only Japan"', () => {
    expect(countryOptions('tokyo', 'ja')).toEqual([{ value: 'JP|national|81|0|1', label: '日本', selected: true }]);
  });

  it('"for florence Italy is preselected and United States deselected"', () => {
    const options = countryOptions('florence', 'it');
    expect(options.filter((option) => option.selected).map((option) => option.label)).toEqual(['Italia']);
    expect(options.find((option) => option.value.startsWith('US|'))!.selected).toBe(false);
  });

  it('"Republic of Korea is preselected" on seoul, values carry an uppercase key, a format, a number and two flags', () => {
    const korea = countryOptions('seoul', 'ko').find((option) => option.selected)!;
    expect(korea.value).toMatch(/^KR\|national\|82\|0\|1$/);
    for (const option of countryOptions('florence', 'en'))
      expect(option.value).toMatch(/^[A-Z]{2}\|[a-z]+\|\d+\|[01]\|[01]$/);
  });
});

describe('rules §validation: Generic input error texts, shown in the page language', () => {
  it("maps 'Required field', the email text with its host, a text's limit, and the rest to 'Invalid field'", async () => {
    const { errorText } = await import('./fieldErrors.ts');
    const { FIELD_ERRORS } = await import('./schemas.ts');
    expect(errorText(FIELD_ERRORS.required, 'form')).toEqual({ key: 'form.error.required' });
    expect(errorText(FIELD_ERRORS.email('osterialucciola.example'), 'form')).toEqual({
      key: 'form.error.email',
      vars: { host: 'osterialucciola.example' },
    });
    expect(errorText(FIELD_ERRORS.invalid, 'form')).toEqual({ key: 'form.error.invalid' });
    // A text over its limit names it, counted so each language can word the plural.
    expect(errorText(FIELD_ERRORS.tooLong(500), 'form')).toEqual({ key: 'form.error.tooLong', vars: { count: 500 } });
    expect(errorText(FIELD_ERRORS.tooLong(1000), 'booking')).toEqual({
      key: 'booking.error.tooLong',
      vars: { count: 1000 },
    });
    // The request forms have no date or age fields: those messages read as 'Invalid field' there.
    expect(errorText(FIELD_ERRORS.date, 'form')).toEqual({ key: 'form.error.invalid' });
    expect(FIELD_ERRORS.email('osterialucciola.example')).toBe(
      "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
    );
  });
});

describe('the contact form payload (rules §form-fields: Contact form fields)', () => {
  it('cuts every text at the bar, trims it, and sends guests as a number only when given', async () => {
    const { contactPayload } = await import('./contactPayload.ts');
    const typed = {
      name: ' Marco ',
      surname: 'Bianchi|x',
      telephone: '+39 055 000 0000',
      requestType: 'parking',
      message: 'Posto auto?',
      guests: '',
      checkout_consent: true,
    };
    expect(contactPayload(typed)).toEqual({
      name: 'Marco',
      surname: 'Bianchi',
      telephone: '+39 055 000 0000',
      requestType: 'parking',
      message: 'Posto auto?',
      checkout_consent: true,
    });
    expect(contactPayload({ ...typed, guests: '18' })).toMatchObject({ guests: 18 });
  });
});
