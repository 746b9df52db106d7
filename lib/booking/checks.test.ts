import { describe, expect, it } from 'vitest';
import {
  consentErrors,
  CONTACT_PATHS,
  contactErrors,
  contactPathsInOrder,
  groupErrors,
  partyErrors,
  seatingErrors,
  timeErrors,
  waitlistErrors,
  type CheckContext,
} from './checks.ts';
import { emptyContact, type BookingDraft, type GroupDraft, type WaitlistDraft } from './payload.ts';
import { errorText } from '../forms/fieldErrors.ts';
import { fieldErrors, fieldNamedBy, ruleErrors } from '../forms/validation.ts';
import { bookingRequestSchema, waitlistSchema } from '../forms/bookingSchemas.ts';
import { localDateField } from '../forms/fieldRules.ts';

const context: CheckContext = { site: 'florence', lang: 'en', today: '2026-11-21' };
const draft: BookingDraft = {
  guests: 2,
  date: '2026-12-04',
  extras: {},
  consent: false,
  website: '',
  contact: {
    ...emptyContact('39'),
    name: 'Giulia',
    surname: 'Conti',
    email: 'giulia@example.com',
    phone: '055 123 4567',
  },
};

describe("rules §validation: error texts, in the visitor's language", () => {
  it("maps the schemas' English messages to locale keys", () => {
    expect(errorText('Required field', 'booking')).toEqual({ key: 'booking.error.required' });
    expect(
      errorText("Email is not valid. Must contain @ and a domain (eg. 'osterialucciola.example')", 'booking'),
    ).toEqual({
      key: 'booking.error.email',
      vars: { host: 'osterialucciola.example' },
    });
    expect(errorText('Invalid date', 'booking')).toEqual({ key: 'booking.error.date' });
    expect(errorText('You must be at least 18 years old', 'booking')).toEqual({
      key: 'booking.error.tooYoung',
      vars: { age: 18 },
    });
    expect(errorText('Invalid field', 'booking')).toEqual({ key: 'booking.error.invalid' });
  });

  it('reports only the fields asked about, first problem each', () => {
    expect(fieldErrors(waitlistSchema(), { site: 'florence', lang: 'en' }, ['name', 'phone'])).toEqual({
      name: { key: 'booking.error.required' },
      phone: { key: 'booking.error.required' },
    });
  });

  it("checks one field by its own rule, the one the request's schema uses", () => {
    expect(ruleErrors(localDateField(), '', 'date')).toEqual({ date: { key: 'booking.error.required' } });
    expect(ruleErrors(localDateField(), '2026-02-30', 'date')).toEqual({ date: { key: 'booking.error.date' } });
    expect(ruleErrors(localDateField(), '2026-02-28', 'date')).toEqual({});
    expect(fieldErrors(bookingRequestSchema(), { date: '2026-02-30' }, ['date'])).toEqual(
      ruleErrors(localDateField(), '2026-02-30', 'date'),
    );
  });

  it("finds the field a server's message names", () => {
    expect(fieldNamedBy("Invalid field 'contact.email': Email is not valid", ['contact.email', 'contact.name'])).toBe(
      'contact.email',
    );
    expect(fieldNamedBy('Something else broke', ['contact.email'])).toBeUndefined();
  });
});

describe('each step checks its own fields', () => {
  it('guests and date: a real day, not in the past', () => {
    expect(partyErrors(draft, context)).toEqual({});
    expect(partyErrors({ ...draft, date: '2026-11-20' }, context)).toEqual({ date: { key: 'booking.error.pastDate' } });
    expect(partyErrors({ ...draft, date: '' }, context)).toEqual({ date: { key: 'booking.error.required' } });
    expect(partyErrors({ ...draft, date: '2026-02-30' }, context)).toEqual({ date: { key: 'booking.error.date' } });
  });

  it('time and seating must be chosen', () => {
    expect(timeErrors(draft)).toEqual({ time: { key: 'booking.error.chooseTime' } });
    expect(timeErrors({ ...draft, service: 'dinner', time: '19:30' })).toEqual({});
    expect(seatingErrors(draft)).toEqual({ seating: { key: 'booking.error.chooseSeating' } });
  });

  it('contact details: name, surname, email and phone are required (rules §validation), names in any script', () => {
    expect(contactErrors(draft, context)).toEqual({});
    const empty = { ...draft, contact: emptyContact('39') };
    expect(Object.keys(contactErrors(empty, context)).sort()).toEqual([
      'contact.email',
      'contact.name',
      'contact.phone',
      'contact.surname',
    ]);
    expect(
      contactErrors(
        { ...draft, contact: { ...draft.contact, name: '陽菜', surname: '山田' } },
        { ...context, lang: 'ja' },
      ),
    ).toEqual({});
  });

  it('contact details: a wrong email, a bad phone, an impossible birthdate, a minor', () => {
    const errors = contactErrors(
      {
        ...draft,
        contact: {
          ...draft.contact,
          email: 'giulia@',
          phone: 'abc',
          birthDay: '30',
          birthMonth: '2',
          birthYear: '1990',
        },
      },
      context,
    );
    expect(errors['contact.email']?.key).toBe('booking.error.email');
    expect(errors['contact.phone']).toEqual({ key: 'booking.error.invalid' });
    expect(errors['contact.birthdate']).toEqual({ key: 'booking.error.date' });
    const minor = contactErrors(
      {
        ...draft,
        contact: { ...draft.contact, birthDay: '1', birthMonth: '1', birthYear: String(new Date().getFullYear() - 10) },
      },
      context,
    );
    expect(minor['contact.birthdate']?.key).toBe('booking.error.tooYoung');
  });

  it("on someone else's behalf, the guest's name is required", () => {
    const errors = contactErrors({ ...draft, contact: { ...draft.contact, onBehalfOf: true } }, context);
    expect(errors).toEqual({
      'contact.guestName': { key: 'booking.error.required' },
      'contact.guestSurname': { key: 'booking.error.required' },
    });
  });

  it('the summary needs the terms accepted', () => {
    expect(consentErrors(draft)).toEqual({ consent: { key: 'booking.error.consent' } });
    expect(consentErrors({ ...draft, consent: true })).toEqual({});
  });

  it('the waiting list needs a name, surname, phone and a time slot', () => {
    const waitlist: WaitlistDraft = {
      name: '',
      surname: '',
      phoneCode: '39',
      phone: '',
      email: '',
      notes: '',
      guests: 2,
      slot: '',
      website: '',
    };
    expect(Object.keys(waitlistErrors(waitlist, { ...context, date: '2026-12-04' })).sort()).toEqual([
      'name',
      'phone',
      'surname',
      'time',
    ]);
    expect(
      waitlistErrors(
        { ...waitlist, name: 'Ada', surname: 'Rossi', phone: '333 1234567', slot: 'dinner|20:00' },
        { ...context, date: '2026-12-04' },
      ),
    ).toEqual({});
  });

  it('a group request needs more than 6 guests, a preferred date from today and a time', () => {
    const group: GroupDraft = {
      preferredDate: '2026-11-20',
      preferredTime: '',
      flexibleDate: false,
      guests: 6,
      name: 'Ada',
      surname: 'Rossi',
      email: 'ada@example.com',
      phoneCode: '39',
      phone: '333 1234567',
      notes: '',
      website: '',
    };
    expect(groupErrors(group, context)).toEqual({
      guests: { key: 'booking.error.range', vars: { min: 7, max: 60 } },
      preferredTime: { key: 'booking.error.required' },
      preferredDate: { key: 'booking.error.pastDate' },
    });
    expect(groupErrors({ ...group, guests: 7, preferredDate: '2026-12-20', preferredTime: '20:00' }, context)).toEqual(
      {},
    );
  });
});

describe("the contact step in the page language's name order", () => {
  it('lists the family name before the given name in Japanese and Korean, and after it in Italian and English', () => {
    const names = (lang: 'it' | 'en' | 'ja' | 'ko') =>
      contactPathsInOrder(lang).filter((path) => /(name|surname)$/i.test(path));
    expect(names('ja')).toEqual([
      'contact.surname',
      'contact.name',
      'contact.furiganaSurname',
      'contact.furiganaName',
      'contact.guestSurname',
      'contact.guestName',
    ]);
    expect(names('ko').slice(0, 2)).toEqual(['contact.surname', 'contact.name']);
    expect(names('en')).toEqual([
      'contact.name',
      'contact.surname',
      'contact.furiganaName',
      'contact.furiganaSurname',
      'contact.guestName',
      'contact.guestSurname',
    ]);
    expect(contactPathsInOrder('it')).toEqual([...CONTACT_PATHS]);
  });
});
