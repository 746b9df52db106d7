import { describe, expect, it } from 'vitest';
import type { BookingRequest, GroupRequest, WaitlistRequest } from '../booking/contract.ts';
import { checkBookingRequest, checkGroupRequest, checkWaitlistRequest, type Checked } from './bookingSchemas.ts';

const NOW = () => new Date('2026-09-30T08:00:00Z');

const booking: BookingRequest = {
  site: 'florence',
  lang: 'it',
  date: '2026-10-02',
  service: 'dinner',
  time: '20:00',
  guests: 2,
  seating: 'dining-room',
  extras: [{ itemId: 'celebration-cake', quantity: 1 }],
  contact: {
    salutation: 'ms',
    name: 'Giulia',
    surname: 'Neri',
    email: 'giulia@example.com',
    phoneCode: '39',
    phone: '333 000 0000',
    birthdate: '1990-04-12',
    comments: 'One guest is 8 years old.',
    onBehalfOf: false,
  },
  cardToken: 'tok_test_abc',
  consent: true,
};
const waitlist: WaitlistRequest = {
  site: 'tokyo',
  lang: 'ja',
  date: '2026-10-02',
  service: 'dinner',
  time: '19:00',
  guests: 3,
  name: '花子',
  surname: '山田',
  phoneCode: '81',
  phone: '90 0000 0000',
  notes: '',
};
const group: GroupRequest = {
  site: 'beverlyhills',
  lang: 'en',
  preferredDate: '2026-11-14',
  preferredTime: '19:00',
  flexibleDate: true,
  guests: 12,
  name: 'Dana',
  surname: "O'Neill",
  email: 'dana@example.com',
  phoneCode: '1',
  phone: '310 000 0000',
};

const problem = (result: Checked<unknown>) => (result.ok ? undefined : result.problem);
const withContact = (contact: Partial<BookingRequest['contact']>) => ({
  ...booking,
  contact: { ...booking.contact, ...contact },
});

describe('booking request (rules §bookings, §validation)', () => {
  it('accepts a complete request', () => {
    expect(checkBookingRequest(booking, { now: NOW })).toEqual({ ok: true, values: booking });
  });

  it("requires name, surname, email and phone with 'Required field'", () => {
    for (const field of ['name', 'surname', 'email', 'phone'] as const) {
      expect(problem(checkBookingRequest(withContact({ [field]: '' }), { now: NOW }))).toEqual({
        field: `contact.${field}`,
        message: 'Required field',
      });
    }
  });

  it('explains an invalid email with the host example', () => {
    expect(
      problem(
        checkBookingRequest(withContact({ email: 'giulia' }), { now: NOW, emailHost: 'osterialucciola.example' }),
      ),
    ).toEqual({
      field: 'contact.email',
      message: "Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')",
    });
  });

  it('takes only an address mail can carry: 254 characters in all, 64 before the @ (RFC 5321)', () => {
    // The domain in labels of at most 63 characters, as DNS has them.
    const address = (local: number, total: number) => {
      const labels = 'd'.repeat(total - local - 1 - '.example'.length).replace(/(.{62})(?=.)/g, '$1.');
      return `${'l'.repeat(local)}@${labels.slice(0, total - local - 1 - '.example'.length)}.example`;
    };
    const emailProblem = (email: string) =>
      problem(checkBookingRequest(withContact({ email }), { now: NOW, emailHost: 'site.example' }));
    expect(address(64, 254)).toHaveLength(254);
    expect(emailProblem(address(64, 254))).toBeUndefined();
    expect(emailProblem(address(20, 255))).toEqual({ field: 'contact.email', message: 'Use at most 254 characters' });
    expect(emailProblem(address(65, 100))).toEqual({
      field: 'contact.email',
      message: "Email is not valid. Must contain @ and a domain (eg. 'site.example')",
    });
    // The address the API once took: 992 characters, refused by SMTP (501) for three days of retries.
    expect(emailProblem(address(500, 992))?.field).toBe('contact.email');
  });

  it("says 'Invalid date' for a date that does not exist", () => {
    expect(problem(checkBookingRequest({ ...booking, date: '2026-02-30' }, { now: NOW }))).toEqual({
      field: 'date',
      message: 'Invalid date',
    });
    expect(problem(checkBookingRequest(withContact({ birthdate: '1990-13-01' }), { now: NOW }))).toEqual({
      field: 'contact.birthdate',
      message: 'Invalid date',
    });
  });

  it('refuses a guest under the minimum registration age of 18 with the too-low-age text', () => {
    expect(problem(checkBookingRequest(withContact({ birthdate: '2008-10-01' }), { now: NOW }))).toEqual({
      field: 'contact.birthdate',
      message: 'You must be at least 18 years old',
    });
    expect(checkBookingRequest(withContact({ birthdate: '2008-09-30' }), { now: NOW }).ok).toBe(true);
  });

  it('takes names in any script on the widget forms (Japanese and Korean sites)', () => {
    expect(
      checkBookingRequest(
        {
          ...withContact({ name: '花子', surname: '山田' }),
          site: 'tokyo',
          lang: 'ja',
          seating: 'counter',
          extras: [],
        },
        { now: NOW },
      ).ok,
    ).toBe(true);
    expect(checkBookingRequest(withContact({ name: '민준', surname: '김' }), { now: NOW }).ok).toBe(true);
    expect(problem(checkBookingRequest(withContact({ name: 'Giulia2' }), { now: NOW }))).toEqual({
      field: 'contact.name',
      message: 'Invalid field',
    });
  });

  it('takes furigana in kana only, and only when given', () => {
    expect(
      checkBookingRequest(withContact({ furiganaName: 'はなこ', furiganaSurname: 'ヤマダ' }), { now: NOW }).ok,
    ).toBe(true);
    expect(problem(checkBookingRequest(withContact({ furiganaName: '花子' }), { now: NOW }))?.field).toBe(
      'contact.furiganaName',
    );
  });

  it('caps comments at 500 characters (rules §form-fields)', () => {
    expect(checkBookingRequest(withContact({ comments: 'a'.repeat(500) }), { now: NOW }).ok).toBe(true);
    expect(problem(checkBookingRequest(withContact({ comments: 'a'.repeat(501) }), { now: NOW }))?.field).toBe(
      'contact.comments',
    );
  });

  it('takes 1 to 6 guests and sends more to a group request (rules §party-size)', () => {
    expect(problem(checkBookingRequest({ ...booking, guests: 7 }, { now: NOW }))).toEqual({
      field: 'guests',
      message: 'Enter a number from 1 to 6',
    });
    expect(problem(checkBookingRequest({ ...booking, guests: 0 }, { now: NOW }))?.field).toBe('guests');
    expect(problem(checkBookingRequest({ ...booking, guests: 2.5 }, { now: NOW }))?.field).toBe('guests');
  });

  it('refuses CR or LF in any field that could reach a mail header', () => {
    expect(
      problem(checkBookingRequest(withContact({ email: 'giulia@example.com\r\nBcc: all@example.com' }), { now: NOW }))
        ?.field,
    ).toBe('contact.email');
    expect(problem(checkBookingRequest(withContact({ email: 'giulia@example.com\n' }), { now: NOW }))?.field).toBe(
      'contact.email',
    );
    expect(problem(checkBookingRequest(withContact({ name: 'Giulia\nBcc' }), { now: NOW }))?.field).toBe(
      'contact.name',
    );
    expect(problem(checkBookingRequest(withContact({ phone: '333\r\n' }), { now: NOW }))?.field).toBe('contact.phone');
  });

  it("asks for the guest's own name when booking on behalf of someone else", () => {
    expect(problem(checkBookingRequest(withContact({ onBehalfOf: true }), { now: NOW }))?.field).toMatch(
      /^contact\.guest(Name|Surname)$/,
    );
    expect(
      checkBookingRequest(withContact({ onBehalfOf: true, guestName: 'Marco', guestSurname: 'Bianchi' }), { now: NOW })
        .ok,
    ).toBe(true);
  });

  it('needs the consent and a card token', () => {
    expect(problem(checkBookingRequest({ ...booking, consent: false as true }, { now: NOW }))?.field).toBe('consent');
    expect(problem(checkBookingRequest({ ...booking, cardToken: '' }, { now: NOW }))?.field).toBe('cardToken');
  });

  it('refuses a language the site does not offer and fields the contract does not have', () => {
    expect(problem(checkBookingRequest({ ...booking, lang: 'ja' }, { now: NOW }))?.field).toBe('lang');
    expect(problem(checkBookingRequest({ ...booking, bcc: 'x' }, { now: NOW }))).toMatchObject({
      message: 'unknown field bcc',
    });
  });

  it("takes the guest's language from the twenty tables, and refuses any other", () => {
    const checked = checkBookingRequest({ ...booking, guestLang: 'zh-Hant' }, { now: NOW });
    expect(problem(checked)).toBeUndefined();
    expect(problem(checkBookingRequest({ ...booking, guestLang: 'sv' }, { now: NOW }))?.field).toBe('guestLang');
    expect(problem(checkBookingRequest({ ...booking, guestLang: 7 }, { now: NOW }))?.field).toBe('guestLang');
  });

  it('refuses a filled honeypot', () => {
    expect(problem(checkBookingRequest({ ...booking, website: 'http://spam.example' }, { now: NOW }))).toEqual({
      field: 'website',
      message: 'Submission refused',
    });
  });
});

describe('waiting list (rules §waitlist: name and surname, phone with prefix, notes, number of people)', () => {
  it('accepts a Japanese name and a phone with prefix', () => {
    expect(checkWaitlistRequest(waitlist)).toMatchObject({ ok: true });
  });

  it('requires the phone and checks its prefix', () => {
    expect(problem(checkWaitlistRequest({ ...waitlist, phone: '' }))).toEqual({
      field: 'phone',
      message: 'Required field',
    });
    expect(problem(checkWaitlistRequest({ ...waitlist, phoneCode: '+81' }))).toEqual({
      field: 'phoneCode',
      message: 'Invalid field',
    });
  });
});

describe('group request (rules §group-requests: preferred date, preferred time, flexible-date flag, contact details, number of guests)', () => {
  it('accepts 12 guests with a flexible date', () => {
    expect(checkGroupRequest(group)).toMatchObject({ ok: true });
  });

  it('is for more than 6 guests and at most 60', () => {
    expect(problem(checkGroupRequest({ ...group, guests: 6 }))?.field).toBe('guests');
    expect(checkGroupRequest({ ...group, guests: 7 }).ok).toBe(true);
    expect(checkGroupRequest({ ...group, guests: 60 }).ok).toBe(true);
    expect(problem(checkGroupRequest({ ...group, guests: 61 }))?.field).toBe('guests');
  });

  it("names the bounds of every number it refuses: party, group and an extra's quantity", () => {
    expect(problem(checkGroupRequest({ ...group, guests: 61 }))?.message).toBe('Enter a number from 7 to 60');
    expect(problem(checkGroupRequest({ ...group, guests: 3 }))?.message).toBe('Enter a number from 7 to 60');
    expect(problem(checkWaitlistRequest({ ...waitlist, guests: 9 }))?.message).toBe('Enter a number from 1 to 6');
    expect(problem(checkBookingRequest({ ...booking, guests: 0 }, { now: NOW }))?.message).toBe(
      'Enter a number from 1 to 6',
    );
    expect(
      problem(
        checkBookingRequest({ ...booking, extras: [{ itemId: 'celebration-cake', quantity: 61 }] }, { now: NOW }),
      ),
    ).toEqual({ field: 'extras[0].quantity', message: 'Enter a number from 1 to 60' });
    // Not a whole number: nothing to bound, the field is invalid.
    expect(problem(checkBookingRequest({ ...booking, guests: 2.5 }, { now: NOW }))?.message).toBe('Invalid field');
  });

  it("says 'Invalid date' for a preferred date that does not exist", () => {
    expect(problem(checkGroupRequest({ ...group, preferredDate: '14/11/2026' }))).toEqual({
      field: 'preferredDate',
      message: 'Invalid date',
    });
  });
});
