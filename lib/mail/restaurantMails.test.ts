import { describe, expect, it } from 'vitest';
import { SITES } from '../sites.ts';
import { MailInputError } from './headers.ts';
import {
  restaurantBooking,
  restaurantCancellation,
  restaurantGroup,
  restaurantMailForm,
  restaurantWaitlist,
} from './restaurantMails.ts';
import { expectSafeHtml, florenceBooking, FLORENCE_WAITLIST_ENTRY, ID, testSetting } from '../testing/mailSetting.ts';

const setting = await testSetting();
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('to the restaurant', () => {
  it("names the language the guest chose in the restaurant's language, with its own name beside it", () => {
    const message = restaurantBooking({ id: ID, booking: florenceBooking({ guestLang: 'de' }) }, setting);
    expect(message.lang).toBe('it');
    expect(plain(message.text)).toContain("Lingua dell'ospite: tedesco (Deutsch)");
  });

  it("sends a booking to the site's recipient, in the restaurant's language, Reply-To the guest", () => {
    const message = restaurantBooking(
      {
        id: ID,
        booking: florenceBooking({
          contact: {
            salutation: 'ms',
            name: 'Anna',
            surname: 'Rossi',
            email: 'anna.rossi@example.com',
            phoneCode: '39',
            phone: '333 123 4567',
            birthdate: '1990-05-17',
            gender: 'female',
            comments: 'Una sedia alta',
            onBehalfOf: true,
            guestName: 'Marta',
            guestSurname: 'Verdi',
          },
        }),
      },
      setting,
    );
    expect(message.to).toEqual({ name: 'Osteria Lucciola Firenze', address: SITES.florence.mailRecipient });
    expect(message.replyTo).toEqual({ name: 'Anna Rossi', address: 'anna.rossi@example.com' });
    expect(message.lang).toBe('it');
    expect(message.kind).toBe('restaurant.booking');
    expect(plain(message.subject)).toBe('Nuova prenotazione: Anna Rossi, venerdì 4 dicembre 2026 19:30, 2 ospiti');
    const text = plain(message.text);
    for (const line of [
      `Codice: ${ID}`,
      "Lingua dell'ospite: inglese (English)",
      'Data: venerdì 4 dicembre 2026',
      'Orario: Cena, 19:30',
      'Ospiti: 2 ospiti',
      'Posto a sedere: Cortile',
      'Abbinamento vini (a persona): 2 × € 95,00 = € 190,00',
      'Totale extra: € 225,00',
      'Prenotato da: Anna Rossi',
      'Email: anna.rossi@example.com',
      'Telefono: +39 333 123 4567',
      'Data di nascita: giovedì 17 maggio 1990',
      'Ospite: Marta Verdi',
      'Esigenze alimentari e note: Una sedia alta',
      "Rispondete a questa email per scrivere all'ospite.",
    ])
      expect(text).toContain(line);
    // The card guarantee's token is the provider's business, never mailed.
    expect(message.text).not.toContain('tok_test_0001');
    expect(message.calendar).toBeUndefined();
    expectSafeHtml(message.html);
  });

  it("writes to Beverly Hills in English and to Tokyo in Japanese (the site's own language)", () => {
    const bh = restaurantBooking(
      { id: ID, booking: florenceBooking({ site: 'beverlyhills', time: '17:30', seating: 'terrace', extras: [] }) },
      setting,
    );
    expect(bh.lang).toBe('en');
    expect(bh.to.address).toBe('beverlyhills@osterialucciola.example');
    expect(plain(bh.text)).toContain('Time: Dinner, 5:30 PM');
    const tokyo = restaurantBooking(
      { id: ID, booking: florenceBooking({ site: 'tokyo', time: '18:00', seating: 'counter', extras: [] }) },
      setting,
    );
    expect(tokyo.lang).toBe('ja');
    expect(tokyo.text).toContain('お客様の言語: 英語 (English)');
  });

  it('sends a waiting-list entry with the phone to call, and no Reply-To when there is no e-mail', () => {
    const entry = FLORENCE_WAITLIST_ENTRY;
    const message = restaurantWaitlist({ id: ID, entry }, setting);
    expect(message.replyTo).toBeUndefined();
    expect(message.text).toContain('Telefono: +39 333 000 1111');
    expect(message.text).toContain("L'ospite non ha indicato un'email: rispondetegli per telefono.");
    expect(restaurantWaitlist({ id: ID, entry, email: 'luca@example.com' }, setting).replyTo).toEqual({
      name: 'Luca Bianchi',
      address: 'luca@example.com',
    });
  });

  it('sends a group request, Reply-To the guest', () => {
    const message = restaurantGroup(
      {
        id: ID,
        request: {
          site: 'seoul',
          lang: 'en',
          preferredDate: '2027-04-10',
          preferredTime: '18:30',
          flexibleDate: false,
          guests: 20,
          name: 'Ji-woo',
          surname: 'Park',
          email: 'jiwoo@example.kr',
          phoneCode: '82',
          phone: '10 2222 3333',
          notes: 'Birthday',
        },
      },
      setting,
    );
    expect(message.lang).toBe('ko');
    expect(message.to.address).toBe('seoul@osterialucciola.example');
    expect(message.replyTo?.address).toBe('jiwoo@example.kr');
    expect(message.text).toContain('인원: 20명');
    expect(message.text).toContain('날짜 조정 가능: 아니요');
    expect(message.text).toContain('메모: Birthday');
  });

  it('sends a cancellation with what it costs', () => {
    const message = restaurantCancellation(
      { id: ID, booking: florenceBooking(), cancelledAt: new Date('2026-12-04T10:00:00Z') },
      setting,
    );
    expect(plain(message.text)).toContain('€ 150,00 a persona per 2 ospiti, € 300,00 in tutto');
    expect(message.text).not.toContain("lista d'attesa");
  });

  it("lists the service's waiting list in order, with guests, time and phone, when a cancellation frees covers", () => {
    const waiting = (name: string, surname: string, guests: number, time: string, phone: string) => ({
      lang: 'en' as const,
      name,
      surname,
      guests,
      date: '2026-12-04',
      time,
      phoneCode: '39',
      phone,
    });
    const message = restaurantCancellation(
      {
        id: ID,
        booking: florenceBooking(),
        cancelledAt: new Date('2026-11-20T10:00:00Z'),
        waitlist: [
          waiting('Luca', 'Bianchi', 4, '20:00', '333 000 1111'),
          waiting('Mei', 'Sato', 2, '19:30', '333 000 2222'),
        ],
      },
      setting,
    );
    const text = plain(message.text);
    expect(text).toContain("La lista d'attesa, nell'ordine di iscrizione");
    const first = text.indexOf('1. Luca Bianchi: 4 ospiti, 20:00, +39 333 000 1111');
    const second = text.indexOf('2. Mei Sato: 2 ospiti, 19:30, +39 333 000 2222');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(plain(message.html)).toContain('Mei Sato');
  });

  it("sends a mail form's fields labelled, with its attachments, Reply-To the guest", () => {
    const message = restaurantMailForm(
      {
        id: ID,
        mail: {
          site: 'florence',
          lang: 'en',
          form: 'reserve',
          fields: {
            name: 'Anna',
            surname: 'Rossi',
            email: 'anna@example.com',
            pax: 4,
            country: 'IT',
            message: 'A table by the window\nplease',
            reserveFor: 'Reservation - Dinner',
            mailObject: 'Table request',
            checkout_consent: true,
          },
          attachments: [
            { filename: 'menu\r\nBcc: x@y.pdf', contentType: 'application/pdf', path: '/data/mail/attachments/x.pdf' },
          ],
        },
      },
      setting,
    );
    expect(message.subject).toBe('Messaggio dal sito: Table request (Anna Rossi)');
    expect(message.replyTo).toEqual({ name: 'Anna Rossi', address: 'anna@example.com' });
    for (const line of [
      'Nome: Anna',
      'Cognome: Rossi',
      'Email: anna@example.com',
      'Numero di ospiti: 4',
      'Paese: IT',
      'Messaggio: A table by the window\n  please',
      'Oggetto: Table request',
      'Consenso privacy: Sì',
    ])
      expect(message.text).toContain(line);
    expect(message.attachments).toEqual([
      { filename: 'menu Bcc: x@y.pdf', contentType: 'application/pdf', path: '/data/mail/attachments/x.pdf' },
    ]);
  });

  it('names the language the guest chose for the form, so the restaurant answers in it', () => {
    const message = restaurantMailForm(
      {
        id: ID,
        mail: {
          site: 'florence',
          lang: 'en',
          guestLang: 'de',
          form: 'contact',
          attachments: [],
          fields: { name: 'Jonas', surname: 'Weber', telephone: '+49 30 000000', requestType: 'parking' },
        },
      },
      setting,
    );
    expect(message.text).toContain('tedesco (Deutsch)');
  });

  it('sends the contact form (no e-mail asked) without Reply-To, the request type in words', () => {
    const message = restaurantMailForm(
      {
        id: ID,
        mail: {
          site: 'tokyo',
          lang: 'ja',
          form: 'contact',
          attachments: [],
          fields: {
            name: 'Taro',
            surname: 'Yamada',
            telephone: '+81 90 0000 0000',
            requestType: 'parking',
            checkout_consent: true,
          },
        },
      },
      setting,
    );
    expect(message.replyTo).toBeUndefined();
    expect(message.subject).toBe('ウェブサイトからのお問い合わせ：駐車場（Yamada Taro 様）');
    expect(message.text).toContain('お問い合わせの種類: 駐車場');
  });

  it('refuses a record of an unknown site or with an id that could not stand in a header', () => {
    expect(() =>
      restaurantMailForm(
        { id: ID, mail: { site: 'atlantis', lang: 'en', form: 'contact', fields: {}, attachments: [] } },
        setting,
      ),
    ).toThrow(MailInputError);
    expect(() => restaurantBooking({ id: 'x\r\nBcc: y', booking: florenceBooking() }, setting)).toThrow(
      "Invalid mail field 'id'",
    );
  });
});
