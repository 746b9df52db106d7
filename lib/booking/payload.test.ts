import { describe, expect, it } from 'vitest';
import type { Availability, ExtraGroup } from './contract.ts';
import { checkBookingRequest, checkGroupRequest, checkWaitlistRequest } from '../forms/bookingSchemas.ts';
import {
  birthdateOf,
  bookingRequestOf,
  chooseExtra,
  contactOf,
  emptyContact,
  extrasOf,
  fitToDay,
  groupRequestOf,
  splitPhonePrefix,
  waitlistRequestOf,
  type BookingDraft,
  type GroupDraft,
  type WaitlistDraft,
} from './payload.ts';

const menus: ExtraGroup = {
  id: 'tasting-menu',
  mode: 'exclusive',
  items: [
    { id: 'tasting-5-courses', maxQuantity: 4, price: { amount: '170.00', currencyCode: 'USD' } },
    { id: 'tasting-7-courses', maxQuantity: 4, price: { amount: '220.00', currencyCode: 'USD' } },
  ],
};
const cake: ExtraGroup = {
  id: 'celebration',
  mode: 'toggle',
  items: [{ id: 'celebration-cake', maxQuantity: 1, price: null }],
};

const day: Availability = {
  site: 'florence',
  date: '2026-12-04',
  guests: 2,
  groupOnly: false,
  closed: false,
  services: [
    {
      service: 'dinner',
      slots: [
        { time: '19:30', available: true },
        { time: '20:00', available: false },
      ],
    },
  ],
  seating: [
    { id: 'dining-room', available: true },
    { id: 'chefs-table', available: false },
  ],
  extras: [cake],
  cardGuarantee: {
    required: true,
    penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
    freeCancellationHours: 48,
  },
};

const draft: BookingDraft = {
  guests: 2,
  date: '2026-12-04',
  service: 'dinner',
  time: '19:30',
  seating: 'dining-room',
  extras: { 'celebration-cake': 1 },
  contact: {
    ...emptyContact('39'),
    name: ' Giulia ',
    surname: 'Conti',
    email: 'giulia@example.com',
    phone: '055 123 4567',
    comments: '  No nuts ',
  },
  cardToken: 'tok_test_abc',
  consent: true,
  website: '',
};

describe('the booking request', () => {
  it("is the contract's BookingRequest, trimmed, which the shared schema accepts", () => {
    const request = bookingRequestOf(draft, { site: 'florence', lang: 'en', availability: day });
    expect(request).toEqual({
      site: 'florence',
      lang: 'en',
      date: '2026-12-04',
      service: 'dinner',
      time: '19:30',
      guests: 2,
      seating: 'dining-room',
      extras: [{ itemId: 'celebration-cake', quantity: 1 }],
      contact: {
        name: 'Giulia',
        surname: 'Conti',
        email: 'giulia@example.com',
        phoneCode: '39',
        phone: '055 123 4567',
        comments: 'No nuts',
        onBehalfOf: false,
      },
      cardToken: 'tok_test_abc',
      consent: true,
      website: '',
    });
    expect(checkBookingRequest(request)).toMatchObject({ ok: true });
  });

  it('sends the honeypot as typed', () => {
    expect(bookingRequestOf({ ...draft, website: 'spam.example' }, { site: 'florence', lang: 'en' }).website).toBe(
      'spam.example',
    );
  });

  it('asks furigana only on a Japanese page (rules §bookings: furigana first and last name (Japanese))', () => {
    const contact = { ...draft.contact, furiganaName: 'ジュリア', furiganaSurname: 'コンティ' };
    expect(contactOf(contact, 'ja')).toMatchObject({ furiganaName: 'ジュリア', furiganaSurname: 'コンティ' });
    expect(contactOf(contact, 'en')).not.toHaveProperty('furiganaName');
  });

  it("names the guest only when booking on someone else's behalf", () => {
    const contact = { ...draft.contact, guestName: 'Marco', guestSurname: 'Bianchi' };
    expect(contactOf(contact, 'en')).not.toHaveProperty('guestName');
    expect(contactOf({ ...contact, onBehalfOf: true }, 'en')).toMatchObject({
      onBehalfOf: true,
      guestName: 'Marco',
      guestSurname: 'Bianchi',
    });
  });

  it('writes the birthdate from day, month and year, and leaves it out when none is given', () => {
    expect(birthdateOf({ birthDay: '7', birthMonth: '3', birthYear: '1990' })).toBe('1990-03-07');
    expect(birthdateOf({ birthDay: '', birthMonth: '', birthYear: '' })).toBeUndefined();
    // A half-filled date is sent as written, so it reads as an invalid date.
    expect(
      checkBookingRequest(
        bookingRequestOf(
          { ...draft, contact: { ...draft.contact, birthDay: '31', birthMonth: '2', birthYear: '1990' } },
          { site: 'florence', lang: 'en' },
        ),
      ),
    ).toMatchObject({ ok: false, problem: { field: 'contact.birthdate', message: 'Invalid date' } });
  });
});

describe('extras (rules §bookings: exclusive or toggled, with quantity)', () => {
  it('keeps one item of an exclusive group', () => {
    const one = chooseExtra({}, menus, 'tasting-5-courses', 2);
    expect(chooseExtra(one, menus, 'tasting-7-courses', 3)).toEqual({ 'tasting-7-courses': 3 });
    expect(chooseExtra(one, menus, null, 0)).toEqual({});
  });

  it('toggles items of a toggle group on and off, within their maximum', () => {
    expect(chooseExtra({ 'tasting-5-courses': 2 }, cake, 'celebration-cake', 5)).toEqual({
      'tasting-5-courses': 2,
      'celebration-cake': 1,
    });
    expect(chooseExtra({ 'celebration-cake': 1 }, cake, 'celebration-cake', 0)).toEqual({});
  });

  it('sends the chosen items in the order of the day, quantities capped', () => {
    expect(extrasOf({ 'celebration-cake': 1, 'tasting-7-courses': 9 }, [menus, cake])).toEqual([
      { itemId: 'tasting-7-courses', quantity: 4 },
      { itemId: 'celebration-cake', quantity: 1 },
    ]);
  });

  it('drops what another day no longer offers: an unknown extra, a full seating, a gone time', () => {
    const fitted = fitToDay(
      { ...draft, extras: { 'celebration-cake': 1, 'wine-pairing': 2 }, seating: 'chefs-table', time: '20:00' },
      day,
    );
    expect(fitted.extras).toEqual({ 'celebration-cake': 1 });
    expect(fitted.seating).toBeUndefined();
    expect(fitted.time).toBeUndefined();
    expect(fitToDay(draft, day)).toMatchObject({ seating: 'dining-room', time: '19:30', service: 'dinner' });
  });
});

describe('the waiting list and group requests', () => {
  it('joins the waiting list for the slot chosen by radio', () => {
    const waitlist: WaitlistDraft = {
      name: 'Ada',
      surname: 'Rossi',
      phoneCode: '39',
      phone: '333 1234567',
      email: '',
      notes: '',
      guests: 2,
      slot: 'dinner|20:00',
      website: '',
    };
    const request = waitlistRequestOf(waitlist, { site: 'florence', lang: 'it', date: '2026-12-04' });
    expect(request).toEqual({
      site: 'florence',
      lang: 'it',
      date: '2026-12-04',
      service: 'dinner',
      time: '20:00',
      guests: 2,
      name: 'Ada',
      surname: 'Rossi',
      phoneCode: '39',
      phone: '333 1234567',
      website: '',
    });
    expect(checkWaitlistRequest(request)).toMatchObject({ ok: true });
  });

  it('adds the optional e-mail of a waiting-list entry, and checks it like every e-mail', () => {
    const waitlist: WaitlistDraft = {
      name: 'Ayşe',
      surname: 'Yılmaz',
      phoneCode: '90',
      phone: '532 123 4567',
      email: ' ayse@example.com ',
      notes: '',
      guests: 2,
      slot: 'dinner|20:00',
      website: '',
    };
    const context = { site: 'florence', lang: 'en', guestLang: 'tr', date: '2026-12-04' } as const;
    const request = waitlistRequestOf(waitlist, context);
    expect(request).toMatchObject({ email: 'ayse@example.com', guestLang: 'tr' });
    expect(checkWaitlistRequest(request)).toMatchObject({ ok: true });
    expect(checkWaitlistRequest(waitlistRequestOf({ ...waitlist, email: 'ayse-at-home' }, context))).toMatchObject({
      ok: false,
      problem: { field: 'email' },
    });
  });

  it('asks a group table with preferred date and time and the flexible-date flag', () => {
    const group: GroupDraft = {
      preferredDate: '2027-01-15',
      preferredTime: '20:00',
      flexibleDate: true,
      guests: 12,
      name: '민준',
      surname: '김',
      email: 'minjun@example.kr',
      phoneCode: '82',
      phone: '10 1234 5678',
      notes: ' Birthday ',
      website: '',
    };
    const request = groupRequestOf(group, { site: 'seoul', lang: 'ko' });
    expect(request).toMatchObject({
      preferredDate: '2027-01-15',
      preferredTime: '20:00',
      flexibleDate: true,
      guests: 12,
      notes: 'Birthday',
    });
    expect(checkGroupRequest(request)).toMatchObject({ ok: true });
  });
});

describe('a phone number typed with its prefix', () => {
  it('moves the prefix into the code, the longest known code first', () => {
    expect(splitPhonePrefix('+390551234567')).toEqual({ code: '39', number: '0551234567' });
    expect(splitPhonePrefix('+358 40 123 4567')).toEqual({ code: '358', number: '40 123 4567' });
    expect(splitPhonePrefix('0039 055 123')).toEqual({ code: '39', number: '055 123' });
  });

  it('leaves a number without a prefix, or with an unknown one, as typed', () => {
    expect(splitPhonePrefix('055 123 4567')).toBeUndefined();
    expect(splitPhonePrefix('+999 123')).toBeUndefined();
  });
});
