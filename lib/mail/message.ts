/**
 * A message as plain data: what the transport (booking-service/mail/transport.ts) hands to
 * nodemailer. Builders make these without any I/O; "now" and ids are parameters.
 */
import type { UiLang } from '../locales.ts';
import { restaurantContact, restaurantPlace } from '../restaurantContact.ts';
import { BRAND, SITES, type Lang, type SiteId } from '../sites.ts';
import type { CalendarMethod } from './ics.ts';
import { headerText, MailInputError, type MailAddress } from './headers.ts';

/** Who a message goes to and what it answers; part of its Message-ID, so each is sent once per record. */
export type MailKind =
  | 'restaurant.mail'
  | 'restaurant.booking'
  | 'restaurant.waitlist'
  | 'restaurant.group'
  | 'restaurant.cancellation'
  | 'guest.booking'
  | 'guest.waitlist'
  | 'guest.group'
  | 'guest.cancellation';

/** A stored file sent along (a mail form's attachment); the transport reads it from `path`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  path: string;
}

export interface MailMessage {
  kind: MailKind;
  /** `<record id>.<kind>@osterialucciola.example`: the same record gives the same id, so a resend is recognisable. */
  messageId: string;
  date: Date;
  /** The language it is written in (its Content-Language). */
  lang: UiLang;
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** An iCalendar object, sent as a text/calendar part and as an `.ics` attachment. */
  calendar?: { method: CalendarMethod; filename: string; content: string };
}

/** The domain of Message-IDs and calendar UIDs. */
export const MAIL_DOMAIN = 'osterialucciola.example';

const RECORD_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** @throws MailInputError when the id could not stand in a header */
function checkedRecordId(id: string): string {
  if (!RECORD_ID.test(id)) throw new MailInputError('id', `'${headerText(id)}' is not a record id`);
  return id;
}

/** @example messageIdOf('1790000000000-1a2b3c4d', 'guest.booking') // '<1790000000000-1a2b3c4d.guest.booking@osterialucciola.example>' */
export function messageIdOf(recordId: string, kind: MailKind): string {
  return `<${checkedRecordId(recordId)}.${kind}@${MAIL_DOMAIN}>`;
}

/** The restaurant as its guests read it, in one language: from the content (the footer's address lines). */
export interface Restaurant {
  name: string;
  /** The postal address, one line. */
  address: string;
  phone?: string;
  email: string;
}

/**
 * The restaurant from the footer's address lines of the content in one language: the first line is its
 * name, the phone and e-mail are found as the booking flow finds them (`restaurantContact`), the address
 * is the lines between them (`restaurantPlace`).
 * @example restaurantFromFooter('florence', ['Osteria Lucciola Florence', 'Borgo dei Lanternai 7, 50125 Florence, Italy', 'Tel. +39 055 000 0712', 'florence@osterialucciola.example'])
 * // { name: 'Osteria Lucciola Florence', address: 'Borgo dei Lanternai 7, 50125 Florence, Italy', phone: '+39 055 000
 * 0712', email: 'florence@osterialucciola.example' }
 */
export function restaurantFromFooter(site: SiteId, lines: readonly string[]): Restaurant {
  const { email, phone } = restaurantContact(site, lines);
  return { ...restaurantPlace(site, lines, BRAND), email, ...(phone ? { phone } : {}) };
}

/** The restaurant's own mailbox: the sender of every message, and the recipient of the restaurant's. */
export function restaurantMailbox(site: SiteId, name: string): MailAddress {
  return { name: headerText(name), address: SITES[site].mailRecipient };
}

/**
 * Where a guest manages (changes or cancels) a booking. The token is in the fragment, so it never reaches
 * a server log or a Referer. The page opens in the guest's language: the site's page in it when the site
 * offers it, else the booking's page with `lang=` in the fragment, which the page's guest-language picker
 * starts in (components/manage/manageToken.ts).
 * @example manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'abc') // 'https://www.osterialucciola.example/en/florence/reservation/manage/#token=abc'
 * @example manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'abc', 'de') // '…/en/florence/reservation/manage/#token=abc&lang=de'
 * @example manageUrl('https://www.osterialucciola.example', 'en', 'florence', 'abc', 'it') // '…/it/florence/reservation/manage/#token=abc'
 */
export function manageUrl(origin: string, lang: Lang, site: SiteId, token: string, guestLang?: UiLang): string {
  const base = new URL(origin);
  if (base.protocol !== 'https:' && base.hostname !== 'localhost' && base.hostname !== '127.0.0.1') {
    throw new MailInputError('origin', `'${origin}' is not an https origin`);
  }
  const routeLang = SITES[site].locales.find((code) => code === guestLang) ?? lang;
  const fragment = `token=${encodeURIComponent(token)}${guestLang && guestLang !== routeLang ? `&lang=${guestLang}` : ''}`;
  return `${base.origin}/${routeLang}/${site}/reservation/manage/#${fragment}`;
}
