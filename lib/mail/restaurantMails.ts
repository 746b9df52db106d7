/**
 * The messages to the restaurant (`SITES[site].mailRecipient`), one for every submission: a mail form's
 * fields labelled (with its attachments), a booking, a waiting-list entry, a group request, a cancellation.
 * Written in the restaurant's language (the site's default language), the guest's language named in them,
 * and Reply-To the guest whenever the guest gave an e-mail address, so answering is one click.
 */
import { formatDay, formatTime } from '../booking/format.ts';
import { UI_LANG_TRAITS, type UiLang } from '../locales.ts';
import { fullName } from '../personName.ts';
import { isSiteId, normalizeLang, SITES, type Lang, type SiteId } from '../sites.ts';
import { renderBody, type Block } from './body.ts';
import { bookingRows, phoneOf, serviceTime, type BookingData, type Row } from './details.ts';
import { cancellationCharge } from '../booking/cancellation.ts';
import { formatPrice } from '../price.ts';
import { groupRows, guestLangOf, type GroupData, type MailSetting, type WaitlistData } from './guestMails.ts';
import { headerText, mailbox, MailInputError } from './headers.ts';
import { messageIdOf, restaurantMailbox, type MailAttachment, type MailKind, type MailMessage } from './message.ts';
import type { Translators } from './texts.ts';

type T = ReturnType<Translators>;

/** The language the restaurant's messages are written in. */
function restaurantLang(site: SiteId): Lang {
  return SITES[site].defaultLocale;
}

interface RestaurantMessage {
  kind: MailKind;
  id: string;
  site: SiteId;
  subject: string;
  blocks: Block[];
  guest: { name: string; email?: string };
  attachments?: MailAttachment[];
}

function restaurantMessage(setting: MailSetting, message: RestaurantMessage): MailMessage {
  const lang = restaurantLang(message.site);
  const restaurant = setting.restaurant(message.site, lang);
  const subject = headerText(message.subject);
  const t = setting.texts(lang);
  const replyHint = message.guest.email ? t('mail.restaurant.replyHint') : t('mail.restaurant.noEmail');
  return {
    kind: message.kind,
    messageId: messageIdOf(message.id, message.kind),
    date: setting.now,
    lang,
    from: restaurantMailbox(message.site, restaurant.name),
    to: restaurantMailbox(message.site, restaurant.name),
    ...(message.guest.email ? { replyTo: mailbox(message.guest.name, message.guest.email, 'email') } : {}),
    subject,
    ...renderBody(lang, subject, [...message.blocks, { kind: 'paragraph', text: replyHint }]),
    attachments: message.attachments ?? [],
  };
}

/**
 * The guest's language as the restaurant names it, with its own name beside it: "tedesco (Deutsch)". The
 * restaurant's own language alone, written as it writes every other ("italiano", not "Italiano").
 */
function languageRow(t: T, restaurantLanguage: Lang, guestLang: UiLang): Row {
  const own = UI_LANG_TRAITS[guestLang].name;
  const named = new Intl.DisplayNames([restaurantLanguage], { type: 'language' }).of(guestLang) ?? own;
  return [
    t('mail.restaurant.guestLanguage'),
    named.toLocaleLowerCase() === own.toLocaleLowerCase() ? named : `${named} (${own})`,
  ];
}

function contactRows(t: T, booking: BookingData): Row[] {
  const { contact } = booking;
  const lang = guestLangOf(booking);
  const rows: Row[] = [
    [t('mail.restaurant.bookedBy'), fullName({ given: contact.name, family: contact.surname }, lang)],
  ];
  if (contact.salutation) rows.push([t('booking.field.salutation'), t(`booking.salutation.${contact.salutation}`)]);
  if (contact.furiganaName || contact.furiganaSurname) {
    rows.push([
      t('mail.restaurant.furigana'),
      fullName({ given: contact.furiganaName ?? '', family: contact.furiganaSurname ?? '' }, lang),
    ]);
  }
  rows.push(
    [t('booking.field.email'), contact.email],
    [t('booking.field.phone'), phoneOf(contact.phoneCode, contact.phone)],
  );
  if (contact.birthdate)
    rows.push([t('booking.field.birthdate'), formatDay(contact.birthdate, restaurantLang(booking.site), booking.site)]);
  if (contact.gender) rows.push([t('booking.field.gender'), t(`booking.gender.${contact.gender}`)]);
  if (contact.onBehalfOf && (contact.guestName || contact.guestSurname)) {
    rows.push([
      t('booking.summary.guest'),
      fullName({ given: contact.guestName ?? '', family: contact.guestSurname ?? '' }, lang),
    ]);
  }
  if (contact.comments?.trim()) rows.push([t('booking.field.comments'), contact.comments.trim()]);
  return rows;
}

/** A new booking. */
export function restaurantBooking(input: { id: string; booking: BookingData }, setting: MailSetting): MailMessage {
  const { id, booking } = input;
  const lang = restaurantLang(booking.site);
  const t = setting.texts(lang);
  const name = fullName({ given: booking.contact.name, family: booking.contact.surname }, guestLangOf(booking));
  return restaurantMessage(setting, {
    kind: 'restaurant.booking',
    id,
    site: booking.site,
    subject: t('mail.restaurant.subject.booking', {
      name,
      day: formatDay(booking.date, lang, booking.site),
      time: formatTime(booking.date, booking.time, lang, booking.site),
      guests: t('booking.guests.count', { count: booking.guests }),
    }),
    blocks: [
      { kind: 'paragraph', text: t('mail.restaurant.intro.booking') },
      {
        kind: 'fields',
        rows: [[t('mail.reference'), id], languageRow(t, lang, guestLangOf(booking)), ...bookingRows(t, lang, booking)],
      },
      { kind: 'fields', rows: contactRows(t, booking) },
    ],
    guest: { name, email: booking.contact.email },
  });
}

/**
 * A waiting-list entry. The waiting list asks for a phone, not an e-mail: Reply-To only when the entry
 * carries one.
 */
export function restaurantWaitlist(
  input: { id: string; entry: WaitlistData; email?: string },
  setting: MailSetting,
): MailMessage {
  const { id, entry } = input;
  const lang = restaurantLang(entry.site);
  const t = setting.texts(lang);
  const name = fullName({ given: entry.name, family: entry.surname }, guestLangOf(entry));
  const day = formatDay(entry.date, lang, entry.site);
  return restaurantMessage(setting, {
    kind: 'restaurant.waitlist',
    id,
    site: entry.site,
    subject: t('mail.restaurant.subject.waitlist', {
      name,
      day,
      time: formatTime(entry.date, entry.time, lang, entry.site),
      guests: t('booking.guests.count', { count: entry.guests }),
    }),
    blocks: [
      { kind: 'paragraph', text: t('mail.restaurant.intro.waitlist') },
      {
        kind: 'fields',
        rows: [
          [t('mail.reference'), id],
          languageRow(t, lang, guestLangOf(entry)),
          [t('booking.field.date'), day],
          [t('booking.field.time'), serviceTime(t, lang, entry.site, entry.date, entry.service, entry.time)],
          [t('booking.field.guests'), t('booking.guests.count', { count: entry.guests })],
          [t('mail.restaurant.guestName'), name],
          [t('booking.field.phone'), phoneOf(entry.phoneCode, entry.phone)],
          ...(input.email ? [[t('booking.field.email'), input.email] as const] : []),
          ...(entry.notes?.trim() ? [[t('booking.field.notes'), entry.notes.trim()] as const] : []),
        ],
      },
    ],
    guest: { name, ...(input.email ? { email: input.email } : {}) },
  });
}

/** A group request. */
export function restaurantGroup(input: { id: string; request: GroupData }, setting: MailSetting): MailMessage {
  const { id, request } = input;
  const lang = restaurantLang(request.site);
  const t = setting.texts(lang);
  const name = fullName({ given: request.name, family: request.surname }, guestLangOf(request));
  const [reference, ...rows] = groupRows(t, lang, request, id);
  return restaurantMessage(setting, {
    kind: 'restaurant.group',
    id,
    site: request.site,
    subject: t('mail.restaurant.subject.group', {
      name,
      day: formatDay(request.preferredDate, lang, request.site),
      guests: t('booking.guests.count', { count: request.guests }),
    }),
    blocks: [
      { kind: 'paragraph', text: t('mail.restaurant.intro.group') },
      {
        kind: 'fields',
        rows: [
          reference!,
          languageRow(t, lang, guestLangOf(request)),
          [t('mail.restaurant.guestName'), name],
          [t('booking.field.email'), request.email],
          ...rows,
          ...(request.notes?.trim() ? [[t('booking.field.notes'), request.notes.trim()] as const] : []),
        ],
      },
    ],
    guest: { name, email: request.email },
  });
}

/** A waiting-list entry as the cancellation notice lists it. */
type WaitingGuest = Pick<
  WaitlistData,
  'lang' | 'name' | 'surname' | 'guests' | 'date' | 'time' | 'phoneCode' | 'phone'
>;

/** One row per waiting guest, in the list's order: "1. Anna Rossi" then guests, time and phone. */
function waitlistRows(t: T, lang: Lang, site: SiteId, waitlist: readonly WaitingGuest[]): Row[] {
  return waitlist.map((entry, index) => [
    `${index + 1}. ${fullName({ given: entry.name, family: entry.surname }, guestLangOf(entry))}`,
    t('mail.restaurant.cancellation.waitlistEntry', {
      guests: t('booking.guests.count', { count: entry.guests }),
      time: formatTime(entry.date, entry.time, lang, site),
      phone: phoneOf(entry.phoneCode, entry.phone),
    }),
  ]);
}

/**
 * What the cancellation costs, as the restaurant reads it: the guest's card, not "your card" (the guest's
 * e-mail says that, `chargeText`).
 */
function restaurantChargeText(t: T, lang: UiLang, booking: BookingData, cancelledAt: Date): string {
  const charge = cancellationCharge(booking, cancelledAt);
  if (!charge) return t('mail.restaurant.cancellation.free');
  return t('mail.restaurant.cancellation.charged', {
    hours: SITES[booking.site].booking.freeCancellationHours,
    penalty: formatPrice(charge.perPerson, lang),
    guests: t('booking.guests.count', { count: charge.guests }),
    total: formatPrice(charge.total, lang),
  });
}

/**
 * A booking cancelled, and what it costs. `waitlist` is the waiting list of the service the cancellation
 * freed covers on, oldest first: the restaurant calls them in that order.
 */
export function restaurantCancellation(
  input: { id: string; booking: BookingData; cancelledAt: Date; waitlist?: readonly WaitingGuest[] },
  setting: MailSetting,
): MailMessage {
  const { id, booking, cancelledAt, waitlist = [] } = input;
  const lang = restaurantLang(booking.site);
  const t = setting.texts(lang);
  const name = fullName({ given: booking.contact.name, family: booking.contact.surname }, guestLangOf(booking));
  return restaurantMessage(setting, {
    kind: 'restaurant.cancellation',
    id,
    site: booking.site,
    subject: t('mail.restaurant.subject.cancellation', {
      name,
      day: formatDay(booking.date, lang, booking.site),
      time: formatTime(booking.date, booking.time, lang, booking.site),
      guests: t('booking.guests.count', { count: booking.guests }),
    }),
    blocks: [
      { kind: 'paragraph', text: t('mail.restaurant.intro.cancellation') },
      {
        kind: 'fields',
        rows: [[t('mail.reference'), id], languageRow(t, lang, guestLangOf(booking)), ...bookingRows(t, lang, booking)],
      },
      { kind: 'paragraph', text: restaurantChargeText(t, lang, booking, cancelledAt) },
      { kind: 'fields', rows: contactRows(t, booking) },
      ...(waitlist.length
        ? [
            { kind: 'paragraph', text: t('mail.restaurant.cancellation.waitlist') } as const,
            { kind: 'fields', rows: waitlistRows(t, lang, booking.site, waitlist) } as const,
          ]
        : []),
    ],
    guest: { name, email: booking.contact.email },
  });
}

/** A mail form's submission as stored (booking-service/mailStore.ts), its attachments resolved to files. */
interface MailFormData {
  site: string;
  lang: string;
  /** The language the guest chose for the form, when not the page's. */
  guestLang?: UiLang;
  form: string;
  fields: Record<string, unknown>;
  attachments: MailAttachment[];
}

/** The label of each mail-form field (the forms' own labels); a field not listed shows its name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'form.name',
  surname: 'form.surname',
  email: 'form.email',
  telephone: 'form.telephone',
  pax: 'form.pax',
  guests: 'form.guests',
  country: 'form.country',
  requestType: 'form.requestType',
  message: 'form.message',
  reserveFor: 'mail.field.reserveFor',
  mailObject: 'mail.field.mailObject',
  checkout_consent: 'mail.field.consent',
};

function fieldValue(t: T, name: string, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'mail.yes' : 'mail.no');
  if (name === 'requestType' && typeof value === 'string') return t(`form.requestType.${value}`);
  return typeof value === 'string' ? value.trim() : JSON.stringify(value);
}

/** A mail form's message (the reservation overlay's request, the contact form), its fields labelled. */
export function restaurantMailForm(input: { id: string; mail: MailFormData }, setting: MailSetting): MailMessage {
  const { id, mail } = input;
  const { site } = mail;
  if (!isSiteId(site)) throw new MailInputError('site', `unknown site '${headerText(site)}'`);
  const guestLang = mail.guestLang ?? normalizeLang(mail.lang) ?? restaurantLang(site);
  const lang = restaurantLang(site);
  const t = setting.texts(lang);
  const text = (field: string) => (typeof mail.fields[field] === 'string' ? (mail.fields[field] as string).trim() : '');
  const name = fullName({ given: text('name'), family: text('surname') }, guestLang);
  const topic =
    text('mailObject') ||
    text('reserveFor') ||
    (mail.fields.requestType ? fieldValue(t, 'requestType', mail.fields.requestType) : '');
  const rows: Row[] = Object.entries(mail.fields)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([field, value]) => [FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field, fieldValue(t, field, value)]);
  const attachments = mail.attachments.map((file) => ({
    ...file,
    filename: headerText(file.filename) || 'attachment',
  }));
  return restaurantMessage(setting, {
    kind: 'restaurant.mail',
    id,
    site,
    subject: t(topic ? 'mail.restaurant.subject.mailAbout' : 'mail.restaurant.subject.mail', { name, topic }),
    blocks: [
      {
        kind: 'paragraph',
        text: t(mail.form === 'contact' ? 'mail.restaurant.intro.contact' : 'mail.restaurant.intro.reserve'),
      },
      { kind: 'fields', rows: [[t('mail.reference'), id], languageRow(t, lang, guestLang), ...rows] },
      ...(attachments.length
        ? [
            {
              kind: 'fields',
              rows: [[t('form.attachments'), attachments.map((file) => file.filename).join('\n')]],
            } as const,
          ]
        : []),
    ],
    guest: { name, ...(text('email') ? { email: text('email') } : {}) },
    attachments,
  });
}
