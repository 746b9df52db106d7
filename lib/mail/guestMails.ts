/**
 * The messages to the guest, in the language they chose in the booking flow (`guestLang`, else the page's): the booking
 * confirmation (with its calendar invitation and the link to manage it), the waiting-list and group-request receipts,
 * and the cancellation confirmation. Pure: the texts, the restaurant's details and "now" come in as parameters.
 *
 * A guest message goes to whatever address the form named, so it carries nothing the visitor wrote freely:
 * the restaurant's facts, the guest's choices (day, time, party, seating, extras), their name and phone,
 * never their notes or comments (the restaurant's copy has them), and a subject of the restaurant's words
 * alone. With the limits on what one address receives (mail/receiptLimits.ts in the API), nobody can use
 * the restaurant's address to send a text of their own to someone else.
 */
import type { GroupRequest, WaitlistRequest } from '../booking/contract.ts';
import { cancellationCharge, seatingInstant } from '../booking/cancellation.ts';
import { cancellationPromise } from '../booking/cancellationPromise.ts';
import { cancellationTerms } from '../booking/cancellationTerms.ts';
import { toLocalTime, toMinutes } from '../booking/localTime.ts';
import { formatDay, formatTime } from '../booking/format.ts';
import { isolate, ltr } from '../bidi.ts';
import { fullName } from '../personName.ts';
import { readablePlace, type ReadablePlace } from '../readablePlace.ts';
import { formatPrice } from '../price.ts';
import type { UiLang } from '../locales.ts';
import { SITES, type Lang, type SiteId } from '../sites.ts';
import { renderBody, type Block } from './body.ts';
import { bookingRows, phoneOf, serviceTime, type BookingData, type Row } from './details.ts';
import { headerText, mailbox } from './headers.ts';
import { calendarObject, type CalendarMethod } from './ics.ts';
import {
  MAIL_DOMAIN,
  messageIdOf,
  restaurantMailbox,
  type MailKind,
  type MailMessage,
  type Restaurant,
} from './message.ts';
import type { Translators } from './texts.ts';

export type WaitlistData = Omit<WaitlistRequest, 'website'>;
export type GroupData = Omit<GroupRequest, 'website'>;

/** What every builder is given besides the record. */
export interface MailSetting {
  now: Date;
  texts: Translators;
  /** The restaurant's name, address and phone in a language of the site's pages (from the content). */
  restaurant(site: SiteId, lang: Lang): Restaurant;
}

/** The restaurant as the guest reads it: its name and address in Latin letters too when needed. */
type GuestRestaurant = Restaurant & ReadablePlace;

/** The restaurant's details from the page's content, its name and address in a form the guest reads. */
function guestRestaurant(setting: MailSetting, site: SiteId, pageLang: Lang, guestLang: UiLang): GuestRestaurant {
  const restaurant = setting.restaurant(site, pageLang);
  return { ...restaurant, ...readablePlace(site, pageLang, guestLang, (lang) => setting.restaurant(site, lang)) };
}

/**
 * The language a submission's guest reads: the one they chose in the flow, else the page's.
 * @example guestLangOf({ lang: 'en', guestLang: 'de' }) // 'de'
 */
export function guestLangOf(submission: { lang: Lang; guestLang?: UiLang }): UiLang {
  return submission.guestLang ?? submission.lang;
}

/**
 * Where to find the restaurant. Every run is isolated (lib/bidi.ts): in a right-to-left message, an address
 * or a phone in Latin letters and digits keeps its order.
 */
function restaurantLines(t: ReturnType<Translators>, restaurant: GuestRestaurant): Block[] {
  const { local } = restaurant;
  return [
    { kind: 'heading', text: t('mail.findUs') },
    {
      kind: 'lines',
      lines: [
        ltr(restaurant.name),
        ...(restaurant.address ? [ltr(restaurant.address)] : []),
        // The page's own form beside the Latin one: what the signs and a taxi driver read.
        ...(local ? [ltr(local.name), ...(local.address ? [ltr(local.address)] : [])] : []),
        ...(restaurant.phone ? [t('mail.phoneLine', { phone: ltr(restaurant.phone) })] : []),
        ltr(restaurant.email),
      ],
    },
  ];
}

function closing(t: ReturnType<Translators>, restaurant: Restaurant): Block[] {
  return [
    { kind: 'lines', lines: [t('mail.signoff'), ltr(restaurant.name)] },
    { kind: 'paragraph', text: t('mail.footer') },
  ];
}

interface GuestMessage {
  kind: MailKind;
  id: string;
  site: SiteId;
  lang: UiLang;
  restaurant: GuestRestaurant;
  to: { name: string; address: string };
  subject: string;
  blocks: Block[];
  calendar?: MailMessage['calendar'];
}

function guestMessage(setting: MailSetting, message: GuestMessage): MailMessage {
  const { restaurant } = message;
  const subject = headerText(message.subject);
  return {
    kind: message.kind,
    messageId: messageIdOf(message.id, message.kind),
    date: setting.now,
    lang: message.lang,
    from: restaurantMailbox(message.site, restaurant.name),
    to: mailbox(message.to.name, message.to.address, 'email'),
    subject,
    ...renderBody(message.lang, subject, message.blocks),
    attachments: [],
    ...(message.calendar ? { calendar: message.calendar } : {}),
  };
}

const greeting = (t: ReturnType<Translators>, lang: UiLang, name: string, surname: string) =>
  ({
    kind: 'paragraph',
    text: t('mail.greeting', { name: isolate(fullName({ given: name, family: surname }, lang)) }),
  }) as const;

/** When the table is the guest's: from the seating to the end of its service (lib/sites.ts hours). */
function seatingSpan(booking: BookingData): { start: Date; end: Date } {
  const start = seatingInstant(booking.site, booking.date, booking.time);
  const closes = SITES[booking.site].booking.services.find((hours) => hours.service === booking.service)?.closes;
  const endTime =
    closes && toMinutes(closes) > toMinutes(booking.time) ? closes : toLocalTime(toMinutes(booking.time) + 120);
  return { start, end: seatingInstant(booking.site, booking.date, endTime) };
}

/**
 * The booking's calendar object. The manage link stays out of it: a calendar may be shared, the link's
 * token must not be.
 */
function bookingCalendar(
  method: CalendarMethod,
  id: string,
  booking: BookingData,
  t: ReturnType<Translators>,
  restaurant: Restaurant,
  now: Date,
): NonNullable<MailMessage['calendar']> {
  const content = calendarObject(method, {
    uid: `${id}@${MAIL_DOMAIN}`,
    stamp: now,
    ...seatingSpan(booking),
    summary: t('mail.calendar.summary', { restaurant: restaurant.name }),
    location: [restaurant.name, restaurant.address].filter(Boolean).join(', '),
    description: [
      t('booking.thanks.reference', { id }),
      `${t('booking.guests.count', { count: booking.guests })}, ${t(`booking.seating.${booking.seating}`)}`,
      ...(restaurant.phone ? [t('mail.phoneLine', { phone: restaurant.phone })] : []),
    ].join('\n'),
    organizer: { name: restaurant.name, address: SITES[booking.site].mailRecipient },
    sequence: method === 'CANCEL' ? 1 : 0,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
  return { method, filename: method === 'CANCEL' ? 'cancellation.ics' : 'booking.ics', content };
}

/**
 * The cancellation terms as the summary states them: what this booking was promised when it was made
 * (`cancellationTerms` at `bookedAt`), then the general penalty, figures from `SITES[site].booking`.
 */
function termsBlocks(t: ReturnType<Translators>, lang: UiLang, booking: BookingData, bookedAt: Date): Block[] {
  const { site } = booking;
  const { freeCancellationHours: hours, penaltyPerPerson } = SITES[site].booking;
  return [
    { kind: 'heading', text: t('booking.terms.title') },
    { kind: 'paragraph', text: cancellationPromise(t, lang, site, cancellationTerms(booking, bookedAt)) },
    { kind: 'paragraph', text: t('booking.terms.penalty', { hours, penalty: formatPrice(penaltyPerPerson, lang) }) },
  ];
}

function onBehalfRows(t: ReturnType<Translators>, lang: UiLang, booking: BookingData): Row[] {
  const { contact } = booking;
  const rows: Row[] = [];
  if (contact.onBehalfOf && (contact.guestName || contact.guestSurname)) {
    rows.push([
      t('booking.summary.guest'),
      isolate(fullName({ given: contact.guestName ?? '', family: contact.guestSurname ?? '' }, lang)),
    ]);
  }
  return rows;
}

/**
 * The booking confirmation, with its `.ics` invitation and the link to manage the booking. Its terms are
 * those promised when the booking was made (`bookedAt`, else now), so a resend says the same.
 */
export function bookingConfirmation(
  input: { id: string; booking: BookingData; manageUrl: string; bookedAt?: Date },
  setting: MailSetting,
): MailMessage {
  const { id, booking, manageUrl, bookedAt = setting.now } = input;
  const { site, contact } = booking;
  const lang = guestLangOf(booking);
  const t = setting.texts(lang);
  const restaurant = guestRestaurant(setting, site, booking.lang, lang);
  return guestMessage(setting, {
    kind: 'guest.booking',
    id,
    site,
    lang,
    restaurant,
    to: { name: fullName({ given: contact.name, family: contact.surname }, lang), address: contact.email },
    subject: t('mail.booking.subject', {
      restaurant: restaurant.name,
      day: formatDay(booking.date, lang, site),
      time: formatTime(booking.date, booking.time, lang, site),
    }),
    blocks: [
      greeting(t, lang, contact.name, contact.surname),
      { kind: 'paragraph', text: t('mail.booking.intro', { restaurant: ltr(restaurant.name) }) },
      { kind: 'heading', text: t('mail.booking.details') },
      {
        kind: 'fields',
        rows: [[t('mail.reference'), ltr(id)], ...bookingRows(t, lang, booking), ...onBehalfRows(t, lang, booking)],
      },
      ...termsBlocks(t, lang, booking, bookedAt),
      { kind: 'link', label: t('mail.booking.manage'), href: manageUrl },
      { kind: 'paragraph', text: t('mail.booking.calendar') },
      ...restaurantLines(t, restaurant),
      ...closing(t, restaurant),
    ],
    calendar: bookingCalendar('PUBLISH', id, booking, t, restaurant, setting.now),
  });
}

/** The waiting-list receipt: not a booking; the restaurant calls if a table frees up. */
export function waitlistReceipt(
  input: { id: string; entry: WaitlistData; email: string },
  setting: MailSetting,
): MailMessage {
  const { id, entry, email } = input;
  const { site } = entry;
  const lang = guestLangOf(entry);
  const t = setting.texts(lang);
  const restaurant = guestRestaurant(setting, site, entry.lang, lang);
  const day = formatDay(entry.date, lang, site);
  return guestMessage(setting, {
    kind: 'guest.waitlist',
    id,
    site,
    lang,
    restaurant,
    to: { name: fullName({ given: entry.name, family: entry.surname }, lang), address: email },
    subject: t('mail.waitlist.subject', { restaurant: restaurant.name, day }),
    blocks: [
      greeting(t, lang, entry.name, entry.surname),
      { kind: 'paragraph', text: t('mail.waitlist.intro', { restaurant: ltr(restaurant.name) }) },
      {
        kind: 'fields',
        rows: [
          [t('mail.reference'), ltr(id)],
          [t('booking.field.date'), day],
          [t('booking.field.time'), serviceTime(t, lang, site, entry.date, entry.service, entry.time)],
          [t('booking.field.guests'), t('booking.guests.count', { count: entry.guests })],
          [t('booking.field.phone'), phoneOf(entry.phoneCode, entry.phone)],
        ],
      },
      { kind: 'paragraph', text: t('mail.waitlist.notBooking') },
      ...restaurantLines(t, restaurant),
      ...closing(t, restaurant),
    ],
  });
}

/** The group-request receipt: the restaurant answers with a proposal. */
export function groupReceipt(input: { id: string; request: GroupData }, setting: MailSetting): MailMessage {
  const { id, request } = input;
  const { site } = request;
  const lang = guestLangOf(request);
  const t = setting.texts(lang);
  const restaurant = guestRestaurant(setting, site, request.lang, lang);
  return guestMessage(setting, {
    kind: 'guest.group',
    id,
    site,
    lang,
    restaurant,
    to: { name: fullName({ given: request.name, family: request.surname }, lang), address: request.email },
    subject: t('mail.group.subject', {
      restaurant: restaurant.name,
      guests: t('booking.guests.count', { count: request.guests }),
    }),
    blocks: [
      greeting(t, lang, request.name, request.surname),
      { kind: 'paragraph', text: t('mail.group.intro', { restaurant: ltr(restaurant.name) }) },
      { kind: 'fields', rows: groupRows(t, lang, request, id) },
      ...restaurantLines(t, restaurant),
      ...closing(t, restaurant),
    ],
  });
}

/** A group request's facts (the restaurant's message shows them, and the notes besides). */
export function groupRows(t: ReturnType<Translators>, lang: UiLang, request: GroupData, id: string): Row[] {
  const { site } = request;
  return [
    [t('mail.reference'), ltr(id)],
    [t('booking.field.preferredDate'), formatDay(request.preferredDate, lang, site)],
    [t('booking.field.preferredTime'), formatTime(request.preferredDate, request.preferredTime, lang, site)],
    [t('booking.field.flexibleDate'), t(request.flexibleDate ? 'mail.yes' : 'mail.no')],
    [t('booking.field.guests'), t('booking.guests.count', { count: request.guests })],
    [t('booking.field.phone'), phoneOf(request.phoneCode, request.phone)],
  ];
}

/** What the cancellation costs, in words: free, or the penalty per person and its total. */
function chargeText(t: ReturnType<Translators>, lang: UiLang, booking: BookingData, cancelledAt: Date): string {
  const charge = cancellationCharge(booking, cancelledAt);
  const hours = SITES[booking.site].booking.freeCancellationHours;
  return charge
    ? t('mail.cancellation.charged', {
        hours,
        penalty: formatPrice(charge.perPerson, lang),
        guests: t('booking.guests.count', { count: charge.guests }),
        total: formatPrice(charge.total, lang),
      })
    : t('mail.cancellation.free');
}

/** The cancellation confirmation, with a calendar CANCEL for the booking's UID. */
export function cancellationConfirmation(
  input: { id: string; booking: BookingData; cancelledAt: Date },
  setting: MailSetting,
): MailMessage {
  const { id, booking, cancelledAt } = input;
  const { site, contact } = booking;
  const lang = guestLangOf(booking);
  const t = setting.texts(lang);
  const restaurant = guestRestaurant(setting, site, booking.lang, lang);
  return guestMessage(setting, {
    kind: 'guest.cancellation',
    id,
    site,
    lang,
    restaurant,
    to: { name: fullName({ given: contact.name, family: contact.surname }, lang), address: contact.email },
    subject: t('mail.cancellation.subject', {
      restaurant: restaurant.name,
      day: formatDay(booking.date, lang, site),
      time: formatTime(booking.date, booking.time, lang, site),
    }),
    blocks: [
      greeting(t, lang, contact.name, contact.surname),
      { kind: 'paragraph', text: t('mail.cancellation.intro', { restaurant: ltr(restaurant.name) }) },
      { kind: 'fields', rows: [[t('mail.reference'), ltr(id)], ...bookingRows(t, lang, booking)] },
      { kind: 'paragraph', text: chargeText(t, lang, booking, cancelledAt) },
      ...restaurantLines(t, restaurant),
      ...closing(t, restaurant),
    ],
    calendar: bookingCalendar('CANCEL', id, booking, t, restaurant, setting.now),
  });
}
