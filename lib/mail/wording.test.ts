/**
 * How the e-mails read to a native writer: the cancellation promise made at booking (never "free" once the
 * free window has closed), capitals after a greeting line where the language wants them, a sign-off that
 * suits a cancellation, one register per message (Italian guests are addressed as "Lei", the restaurant's
 * staff as "voi"), the restaurant told about the guest's card, not "your card".
 */
import { describe, expect, it } from 'vitest';
import { UI_LANGS, type UiLang } from '../locales.ts';
import { bookingConfirmation, cancellationConfirmation, groupReceipt, waitlistReceipt } from './guestMails.ts';
import { manageUrl } from './message.ts';
import { restaurantBooking, restaurantCancellation, restaurantWaitlist } from './restaurantMails.ts';
import { florenceBooking, FLORENCE_WAITLIST_ENTRY, ID, testSetting } from '../testing/mailSetting.ts';

const setting = await testSetting();
const MANAGE = manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'tok-abc');
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const HOUR = 3_600_000;
// 19:30 in Florence on 4 December 2026 is 18:30 UTC.
const SEATING = Date.parse('2026-12-04T18:30:00Z');

const GROUP = {
  site: 'florence',
  lang: 'en',
  name: 'Anna',
  surname: 'Rossi',
  email: 'anna.rossi@example.com',
  phoneCode: '39',
  phone: '333 123 4567',
  guests: 12,
  preferredDate: '2026-12-04',
  preferredTime: '19:30',
  flexibleDate: true,
} as const;

/** Every message a guest may get, in `lang`. */
function guestMails(lang: UiLang) {
  const booking = florenceBooking({ guestLang: lang });
  return {
    booking: bookingConfirmation({ id: ID, booking, manageUrl: MANAGE }, setting),
    waitlist: waitlistReceipt(
      { id: ID, entry: { ...FLORENCE_WAITLIST_ENTRY, guestLang: lang }, email: 'a@example.com' },
      setting,
    ),
    group: groupReceipt({ id: ID, request: { ...GROUP, guestLang: lang } }, setting),
    cancellation: cancellationConfirmation({ id: ID, booking, cancelledAt: new Date(SEATING - 24 * HOUR) }, setting),
  };
}

describe('the cancellation promise in the confirmation', () => {
  it('booked about 38 h ahead in Florence: says the free window is over and names €150 × 2 = €300; nothing is free', () => {
    const message = bookingConfirmation(
      { id: ID, booking: florenceBooking(), manageUrl: MANAGE, bookedAt: new Date(SEATING - 38 * HOUR) },
      setting,
    );
    const text = plain(message.text);
    expect(text).toContain(
      'Free cancellation has already ended: this booking is less than 48 hours away. Cancelling it costs €150.00 per person, €300.00 for 2 guests',
    );
    expect(text).not.toMatch(/free of charge/i);
  });

  it('with the window open, names the exact deadline on the restaurant clock, and the charge after it', () => {
    const text = plain(
      bookingConfirmation(
        {
          id: ID,
          booking: florenceBooking({ lang: 'it' }),
          manageUrl: MANAGE,
          bookedAt: new Date(SEATING - 60 * HOUR),
        },
        setting,
      ).text,
    );
    expect(text).toContain(
      "L'annullamento gratuito scade a breve: mercoledì 2 dicembre 2026, ore 19:30 (ora del ristorante). Dopo, l'annullamento costa € 150,00 a persona: € 300,00 per 2 ospiti.",
    );
  });
});

describe('e-mail wording', () => {
  it('goes on with a capital after the greeting line where the language wants one (English: "Dear Anna Rossi," then "Your")', () => {
    // Italian, German and Czech go on in lower case after a greeting that ends in a comma.
    const lowerAfterComma = new Set<UiLang>(['it', 'de', 'cs']);
    for (const lang of UI_LANGS.filter((code) => !lowerAfterComma.has(code))) {
      for (const [kind, message] of Object.entries(guestMails(lang))) {
        const second = message.text.split('\n\n')[1] ?? '';
        expect(second.charAt(0), `${lang} ${kind}: ${second.slice(0, 30)}`).not.toMatch(/\p{Ll}/u);
      }
    }
    expect(guestMails('en').booking.text).toMatch(/^Dear Anna Rossi,\n\nYour table at/);
  });

  it('does not sign a cancellation (or a waiting-list or group receipt) off with "see you soon"', () => {
    const seeYouSoon: Partial<Record<UiLang, string>> = {
      en: 'See you soon',
      it: 'A presto',
      fr: 'À très bientôt',
      es: 'Hasta pronto',
      pt: 'Até breve',
      nl: 'Tot snel',
      tr: 'Görüşmek üzere',
      hu: 'Hamarosan találkozunk',
      cs: 'Brzy na viděnou',
      th: 'แล้วพบกันเร็ว',
      ar: 'نتطلع إلى رؤيتك قريبًا',
      ko: '곧 뵙기를',
      ja: 'ご来店を心よりお待ちしております',
      'zh-Hans': '期待您的光临',
      'zh-Hant': '期待您的光臨',
    };
    for (const [lang, phrase] of Object.entries(seeYouSoon) as [UiLang, string][]) {
      const { cancellation, waitlist, group } = guestMails(lang);
      for (const message of [cancellation, waitlist, group]) expect(message.text, lang).not.toContain(phrase);
    }
  });

  it('addresses an Italian guest as "Lei" throughout, never "tu"', () => {
    const tu = /\b(tuo|tua|tuoi|tue|ti|te|puoi|trovi|sei|ricevi|rispondi|modifica o annulla)\b/i;
    for (const [kind, message] of Object.entries(guestMails('it'))) {
      expect(message.text, kind).not.toMatch(tu);
      expect(message.subject, kind).not.toMatch(tu);
    }
    expect(guestMails('it').booking.text).toContain('il Suo tavolo da Osteria Lucciola Florence è prenotato');
  });

  it('tells the Italian restaurant of the guest\'s card, as "voi", and names languages in lower case as Italian does', () => {
    const booking = florenceBooking({ lang: 'it' });
    const cancelled = restaurantCancellation({ id: ID, booking, cancelledAt: new Date(SEATING - 100 * HOUR) }, setting);
    expect(cancelled.text).not.toContain('tua carta');
    expect(cancelled.text).toContain("Annullamento gratuito: nessun addebito sulla carta dell'ospite.");
    const texts = [
      cancelled.text,
      restaurantBooking({ id: ID, booking }, setting).text,
      restaurantWaitlist({ id: ID, entry: FLORENCE_WAITLIST_ENTRY }, setting).text,
    ];
    for (const text of texts) expect(text).not.toMatch(/\b(rispondi|chiamalo|tuo|tua)\b/i);
    expect(restaurantBooking({ id: ID, booking }, setting).text).toContain("Lingua dell'ospite: italiano\n");
    expect(restaurantBooking({ id: ID, booking: florenceBooking() }, setting).text).toContain(
      "Lingua dell'ospite: inglese (English)",
    );
  });
});
