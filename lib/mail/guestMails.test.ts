import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UiLang } from '../locales.ts';
import { SITES } from '../sites.ts';
import { bookingConfirmation, cancellationConfirmation, groupReceipt, waitlistReceipt } from './guestMails.ts';
import { manageUrl, restaurantFromFooter, type MailMessage } from './message.ts';
import {
  expectSafeHtml,
  florenceBooking,
  FLORENCE_WAITLIST_ENTRY,
  FOOTERS,
  ID,
  NOW,
  testSetting,
} from '../testing/mailSetting.ts';

const setting = await testSetting();
const MANAGE = manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'tok-abc');
/** Prices keep a no-break space after the symbol; the expectations write a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const unfold = (text: string) => text.replace(/\r\n /g, '');
const WAITLIST_ENTRY = { ...FLORENCE_WAITLIST_ENTRY, notes: 'Window if possible' };
const icsLines = (message: MailMessage) => unfold(message.calendar!.content).split('\r\n');

describe('booking confirmation', () => {
  const message = bookingConfirmation({ id: ID, booking: florenceBooking(), manageUrl: MANAGE }, setting);

  it('goes to the guest from the restaurant, in the language they booked in', () => {
    expect(message.to).toEqual({ name: 'Anna Rossi', address: 'anna.rossi@example.com' });
    expect(message.from).toEqual({ name: 'Osteria Lucciola Florence', address: SITES.florence.mailRecipient });
    expect(message.lang).toBe('en');
    expect(message.subject).toBe('Your table at Osteria Lucciola Florence: Friday, 4 December 2026, 19:30');
    expect(message.messageId).toBe(`<${ID}.guest.booking@osterialucciola.example>`);
    expect(message.date).toBe(NOW);
  });

  it('states the day, time, guests, seating, each extra with its price and the total', () => {
    expect(plain(message.text)).toContain('Date: Friday, 4 December 2026');
    expect(plain(message.text)).toContain('Time: Dinner, 19:30');
    expect(plain(message.text)).toContain('Guests: 2 guests');
    expect(plain(message.text)).toContain('Seating: Courtyard');
    expect(plain(message.text)).toContain('Wine pairing (per person): 2 × €95.00 = €190.00');
    expect(plain(message.text)).toContain('Celebration cake: 1 × €35.00 = €35.00');
    expect(plain(message.text)).toContain('Extras total: €225.00');
    expect(plain(message.text)).toContain(`Reference: ${ID}`);
  });

  it("states the cancellation terms with the site's window and penalty (SITES[site].booking)", () => {
    expect(plain(message.text)).toContain(
      "Cancelling or changing is free of charge until Wednesday, 2 December 2026, 19:30 (the restaurant's time). After that, cancelling costs €150.00 per person: €300.00 for 2 guests.",
    );
    expect(plain(message.text)).toContain('costs €150.00 per person');
    const tokyo = bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          site: 'tokyo',
          lang: 'ja',
          service: 'dinner',
          time: '18:00',
          seating: 'counter',
          extras: [],
        }),
      },
      setting,
    );
    expect(SITES.tokyo.booking.freeCancellationHours).toBe(72);
    // 18:00 in Tokyo on 4 December; 72 hours before is 1 December, 18:00.
    expect(plain(tokyo.text)).toContain('2026年12月1日火曜日 18:00（レストランの現地時間）まで、無料でキャンセル');
    expect(plain(tokyo.text)).toContain('ご来店前72時間以内');
    expect(plain(tokyo.text)).toContain('お一人様につき¥25,000');
  });

  it("writes money as the e-mail's reader reads it: a German guest as the rule, a Thai guest as a Japanese one", () => {
    const tokyoIn = (guestLang: UiLang) =>
      plain(
        bookingConfirmation(
          {
            id: ID,
            manageUrl: MANAGE,
            booking: florenceBooking({
              site: 'tokyo',
              lang: 'ja',
              guestLang,
              service: 'dinner',
              time: '18:00',
              seating: 'counter',
              extras: [],
            }),
          },
          setting,
        ).text,
      );
    expect(tokyoIn('de')).toContain('¥ 25.000');
    expect(tokyoIn('de')).not.toContain('25,000');
    expect(tokyoIn('th')).toContain('¥25,000');
    expect(tokyoIn('th')).not.toMatch(/¥\s?25\.000/);
    const florenceIn = (guestLang: UiLang) =>
      plain(bookingConfirmation({ id: ID, manageUrl: MANAGE, booking: florenceBooking({ guestLang }) }, setting).text);
    expect(florenceIn('de')).toContain('€ 150,00');
    expect(florenceIn('ja')).toContain('€150.00');
  });

  it('writes the hour as the site reads it: 12-hour in Beverly Hills, American dates', () => {
    const bh = bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          site: 'beverlyhills',
          time: '17:30',
          seating: 'terrace',
          extras: [{ itemId: 'tasting-7-courses', quantity: 2 }],
        }),
      },
      setting,
    );
    expect(plain(bh.text)).toContain('Date: Friday, December 4, 2026');
    expect(plain(bh.text)).toContain('Time: Dinner, 5:30 PM');
    expect(plain(bh.text)).toContain('2 × $220.00 = $440.00');
    expect(plain(bh.text)).toContain('costs $175.00 per person');
  });

  it("gives the restaurant's address and phone, and the link to manage the booking", () => {
    expect(plain(message.text)).toContain('Borgo dei Lanternai 7, 50125 Florence, Italy');
    expect(plain(message.text)).toContain('Tel. +39 055 000 0712');
    expect(plain(message.text)).toContain(
      'https://www.osterialucciola.example/en/florence/reservation/manage/#token=tok-abc',
    );
    expect(message.html).toContain(
      'href="https://www.osterialucciola.example/en/florence/reservation/manage/#token=tok-abc"',
    );
  });

  it('carries an .ics invitation: the seating on the restaurant clock in UTC, to the end of the service, stable UID', () => {
    expect(message.calendar).toMatchObject({ method: 'PUBLISH', filename: 'booking.ics' });
    const lines = icsLines(message);
    // 19:30 in Florence in December is 18:30 UTC (CET); dinner ends at 22:00, 21:00 UTC.
    expect(lines).toContain('DTSTART:20261204T183000Z');
    expect(lines).toContain('DTEND:20261204T210000Z');
    expect(lines).toContain(`UID:${ID}@osterialucciola.example`);
    expect(lines).toContain('SUMMARY:Table at Osteria Lucciola Florence');
    expect(lines).toContain('LOCATION:Osteria Lucciola Florence\\, Borgo dei Lanternai 7\\, 50125 Florence\\, Italy');
    // The manage token never goes into a calendar that may be shared.
    expect(message.calendar!.content).not.toContain('tok-abc');
    const summer = bookingConfirmation(
      { id: ID, manageUrl: MANAGE, booking: florenceBooking({ date: '2026-07-03', service: 'lunch', time: '12:30' }) },
      setting,
    );
    expect(icsLines(summer)).toContain('DTSTART:20260703T103000Z');
    expect(icsLines(summer)).toContain('DTEND:20260703T130000Z');
    const again = bookingConfirmation(
      { id: ID, booking: florenceBooking(), manageUrl: MANAGE },
      { ...setting, now: new Date('2026-11-26T00:00:00Z') },
    );
    expect(icsLines(again).find((line) => line.startsWith('UID:'))).toBe(`UID:${ID}@osterialucciola.example`);
  });

  it('is written in Japanese, Korean and Italian for guests who booked in those languages', () => {
    const ja = bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          site: 'tokyo',
          lang: 'ja',
          time: '18:00',
          seating: 'counter',
          extras: [],
          contact: {
            name: '太郎',
            surname: '山田',
            email: 'taro@example.jp',
            phoneCode: '81',
            phone: '90 0000 0000',
            onBehalfOf: false,
          },
        }),
      },
      setting,
    );
    expect(ja.subject).toBe('【ご予約確認】オステリア・ルッチョラ 東京 2026年12月4日金曜日 18:00');
    expect(ja.text.startsWith('山田 太郎 様')).toBe(true);
    expect(plain(ja.text)).toContain('お席: カウンター');
    expect(plain(ja.text)).toContain('〒107-0000 東京都港区蛍坂2-0-0 ルッチョラビル1階');
    expect(ja.html).toContain('<html lang="ja" dir="ltr">');
    const ko = bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          site: 'seoul',
          lang: 'ko',
          service: 'lunch',
          time: '12:00',
          seating: 'private-room',
          guests: 4,
          extras: [],
          contact: {
            name: '민준',
            surname: '김',
            email: 'minjun@example.kr',
            phoneCode: '82',
            phone: '10 0000 0000',
            onBehalfOf: false,
          },
        }),
      },
      setting,
    );
    expect(ko.text.startsWith('김민준 님, 안녕하세요.')).toBe(true);
    expect(plain(ko.text)).toContain('1인당 ₩230,000');
    const it = bookingConfirmation({ id: ID, manageUrl: MANAGE, booking: florenceBooking({ lang: 'it' }) }, setting);
    expect(it.subject).toBe('Il Suo tavolo da Osteria Lucciola Firenze: venerdì 4 dicembre 2026, 19:30');
    expect(plain(it.text)).toContain('Abbinamento vini (a persona): 2 × € 95,00 = € 190,00');
  });

  it('has a plain-text and an HTML part, the HTML loading nothing and escaping what the guest wrote', () => {
    const hostile = bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          contact: {
            name: 'Anna',
            surname: '<img src="https://evil.example/x.png">',
            email: 'anna@example.com',
            phoneCode: '39',
            phone: '333',
            onBehalfOf: true,
            guestName: '<script>alert(1)</script>',
            guestSurname: '<a href="http://evil.example">win</a> & "quotes"',
          },
        }),
      },
      setting,
    );
    expect(hostile.text.length).toBeGreaterThan(100);
    expect(hostile.html).toMatch(/^<!doctype html>/);
    expectSafeHtml(hostile.html);
    expect(hostile.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(hostile.html).toContain(
      '&#60;a href=&#34;http://evil.example&#34;&#62;win&#60;/a&#62; &#38; &#34;quotes&#34;',
    );
    // The plain text shows the words as written.
    expect(plain(hostile.text)).toContain('<a href="http://evil.example">win</a> & "quotes"');
    expectSafeHtml(message.html);
  });

  it('never lets a name with a line break into a header', () => {
    const injected = bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          contact: {
            name: 'Anna\r\nBcc: x@y',
            surname: 'Rossi',
            email: 'anna@example.com',
            phoneCode: '39',
            phone: '333',
            onBehalfOf: false,
          },
        }),
      },
      setting,
    );
    expect(injected.to.name).toBe('Anna Bcc: x@y Rossi');
    expect(injected.to.name).not.toMatch(/[\r\n]/);
    expect(injected.subject).not.toMatch(/[\r\n]/);
  });
});

describe("in the language the guest chose in the booking flow (guestLang), whatever the page's", () => {
  const table = (code: string) =>
    JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const booking = (guestLang: UiLang) =>
    bookingConfirmation({ id: ID, booking: florenceBooking({ guestLang }), manageUrl: MANAGE }, setting);

  it('writes a German confirmation for a booking made on the English page in German', () => {
    const message = booking('de');
    expect(message.lang).toBe('de');
    expect(message.subject).toContain('Freitag, 4. Dezember 2026');
    expect(message.text).toContain(table('de')['mail.booking.details']!);
    expect(message.html).toContain('<html lang="de" dir="ltr">');
    // The restaurant's details come from the page's content; the manage link keeps the page's language.
    expect(message.from.name).toBe('Osteria Lucciola Florence');
    expect(message.html).toContain(MANAGE.replace(/&/g, '&#38;'));
  });

  it('writes Arabic right to left, with Latin digits beside the phone numbers and prices', () => {
    const message = booking('ar');
    expect(message.lang).toBe('ar');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.text).toContain(table('ar')['mail.booking.details']!);
    expect(message.subject).toMatch(/2026/);
    expect(message.subject).not.toMatch(/[٠-٩]/);
  });

  it('writes Traditional Chinese, Thai and Turkish from their own tables', () => {
    for (const code of ['zh-Hant', 'th', 'tr'] as const) {
      const message = booking(code);
      expect(message.lang, code).toBe(code);
      expect(message.text, code).toContain(table(code)['mail.booking.details']!);
    }
    expect(booking('zh-Hant').subject).toContain('2026年12月4日');
  });

  it('writes the waiting-list, group and cancellation messages in it too', () => {
    const de = table('de');
    const waitlist = waitlistReceipt(
      {
        id: ID,
        entry: { ...WAITLIST_ENTRY, guestLang: 'tr' },
        email: 'anna.rossi@example.com',
      },
      setting,
    );
    expect(waitlist.lang).toBe('tr');
    expect(waitlist.text).toContain(table('tr')['mail.waitlist.notBooking']!);
    const cancelled = cancellationConfirmation(
      { id: ID, booking: florenceBooking({ guestLang: 'de' }), cancelledAt: NOW },
      setting,
    );
    expect(cancelled.lang).toBe('de');
    expect(cancelled.subject.startsWith(de['mail.cancellation.subject']!.split('{{')[0]!)).toBe(true);
  });
});

describe('waiting-list receipt', () => {
  const entry = WAITLIST_ENTRY;
  const message = waitlistReceipt({ id: ID, entry, email: 'luca@example.com' }, setting);

  it('says the time asked for, that it is not a booking, and that the restaurant will call', () => {
    expect(message.to).toEqual({ name: 'Luca Bianchi', address: 'luca@example.com' });
    expect(message.subject).toBe('Waiting list at Osteria Lucciola Florence: Thursday, 3 December 2026');
    expect(plain(message.text)).toContain('Time: Dinner, 20:00');
    expect(plain(message.text)).toContain('Guests: 3 guests');
    expect(plain(message.text)).toContain('Phone: +39 333 000 1111');
    expect(plain(message.text)).toContain('This is not a booking yet');
    expect(message.calendar).toBeUndefined();
    expectSafeHtml(message.html);
  });
});

/** A Tokyo group request for 14, the one the group receipt's tests send. */
const TOKYO_GROUP_REQUEST = {
  site: 'tokyo',
  lang: 'en',
  preferredDate: '2027-03-12',
  preferredTime: '18:30',
  flexibleDate: true,
  guests: 14,
  name: 'Mei',
  surname: 'Sato',
  email: 'mei@example.jp',
  phoneCode: '81',
  phone: '90 1111 2222',
} as const;

describe('group-request receipt', () => {
  it('lists the preferred day and time, the party and the flexibility, and promises an answer', () => {
    const message = groupReceipt({ id: ID, request: TOKYO_GROUP_REQUEST }, setting);
    expect(message.subject).toBe('Your group request at Osteria Lucciola Tokyo (14 guests)');
    expect(plain(message.text)).toContain('Preferred date: Friday, 12 March 2027');
    expect(plain(message.text)).toContain('Preferred time: 18:30');
    expect(plain(message.text)).toContain('My dates are flexible: Yes');
    expect(plain(message.text)).toContain('within one working day');
    expectSafeHtml(message.html);
  });
});

describe('what a guest message may carry: nothing the visitor wrote freely', () => {
  // The text a relay would send: a receipt goes to whatever address the form named.
  const payload = 'Visit http://offer.example for a prize';
  const messages = [
    bookingConfirmation(
      {
        id: ID,
        manageUrl: MANAGE,
        booking: florenceBooking({
          contact: {
            name: 'Anna',
            surname: 'Rossi',
            email: 'anna@example.com',
            phoneCode: '39',
            phone: '333 000 0000',
            onBehalfOf: false,
            comments: payload,
          },
        }),
      },
      setting,
    ),
    waitlistReceipt(
      { id: ID, entry: { ...FLORENCE_WAITLIST_ENTRY, notes: payload }, email: 'anna@example.com' },
      setting,
    ),
    groupReceipt({ id: ID, request: { ...TOKYO_GROUP_REQUEST, notes: payload } }, setting),
  ];

  it('leaves the notes and comments out of every receipt: the restaurant has them', () => {
    for (const message of messages) {
      expect(message.text, message.kind).not.toContain('offer.example');
      expect(message.html, message.kind).not.toContain('offer.example');
    }
  });

  it("writes every subject in the restaurant's words alone: no name, no text of the visitor's", () => {
    for (const message of messages) {
      expect(message.subject, message.kind).not.toMatch(/Anna|Rossi|Luca|Bianchi|Mei|Sato|offer/);
    }
  });
});

describe('cancellation confirmation', () => {
  const booking = florenceBooking();

  it('is free up to the window before the seating, and says so', () => {
    // 19:30 CET on 4 December is 18:30 UTC; 48 hours before is 2 December 18:30 UTC.
    const message = cancellationConfirmation(
      { id: ID, booking, cancelledAt: new Date('2026-12-02T18:30:00Z') },
      setting,
    );
    expect(plain(message.text)).toContain('The cancellation is free of charge');
    expect(message.subject).toBe('Booking cancelled at Osteria Lucciola Florence: Friday, 4 December 2026, 19:30');
  });

  it('charges the penalty per guest inside the window, with the total', () => {
    const message = cancellationConfirmation(
      { id: ID, booking, cancelledAt: new Date('2026-12-02T18:31:00Z') },
      setting,
    );
    expect(plain(message.text)).toContain('€150.00 per person for 2 guests, €300.00 in all');
  });

  it('removes the event from the calendar: same UID, METHOD:CANCEL', () => {
    const message = cancellationConfirmation({ id: ID, booking, cancelledAt: NOW }, setting);
    expect(message.calendar).toMatchObject({ method: 'CANCEL', filename: 'cancellation.ics' });
    const lines = icsLines(message);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${ID}@osterialucciola.example`);
    expectSafeHtml(message.html);
  });
});

describe('restaurant details and the manage link', () => {
  it('reads name, address, phone and e-mail from the footer lines, whatever their order', () => {
    expect(restaurantFromFooter('seoul', FOOTERS['ko/seoul']!)).toEqual({
      name: '오스테리아 루치올라 서울',
      address: '서울특별시 종로구 반딧불길 00 (03000)',
      phone: '+82 2-000-0000',
      email: 'seoul@osterialucciola.example',
    });
    expect(restaurantFromFooter('beverlyhills', FOOTERS['en/beverlyhills']!).phone).toBe('+1 310 000 0418');
    expect(restaurantFromFooter('tokyo', [])).toEqual({
      name: 'Osteria Lucciola',
      address: '',
      email: 'tokyo@osterialucciola.example',
    });
  });

  it('puts the token in the fragment, encoded, on an https origin only', () => {
    expect(manageUrl('https://www.osterialucciola.example/', 'ja', 'osaka-garden', 'a b&c')).toBe(
      'https://www.osterialucciola.example/ja/osaka-garden/reservation/manage/#token=a%20b%26c',
    );
    expect(() => manageUrl('http://evil.example', 'en', 'florence', 't')).toThrow("Invalid mail field 'origin'");
  });

  it("opens the manage page in the guest's language: its route when the site has it, else in the fragment", () => {
    const origin = 'https://www.osterialucciola.example';
    expect(manageUrl(origin, 'en', 'florence', 'tok', 'de')).toBe(
      `${origin}/en/florence/reservation/manage/#token=tok&lang=de`,
    );
    expect(manageUrl(origin, 'en', 'florence', 'tok', 'it')).toBe(
      `${origin}/it/florence/reservation/manage/#token=tok`,
    );
    expect(manageUrl(origin, 'ja', 'tokyo', 'tok', 'ja')).toBe(`${origin}/ja/tokyo/reservation/manage/#token=tok`);
  });
});
