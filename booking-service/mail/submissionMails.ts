/**
 * The messages each stored submission sends, one call per kind: the stores queue what `bookingMails(record,
 * context, { token })` and the others return in the submission's transaction (outbox.ts), and the delivery
 * worker sends them (delivery.ts). The records are the stores' own types
 * (bookingDesk.ts, mailStore.ts); the restaurant's name, address and phone come from the content's footer
 * in the message's language.
 *
 * | submission | to the restaurant | to the guest |
 * |---|---|---|
 * | mail form (reservation overlay, contact form) | fields labelled, attachments, Reply-To the guest's e-mail if any |
 * none |
 * | booking | the booking, Reply-To the guest | confirmation with the `.ics` and the manage link |
 * | waiting list | the entry (Reply-To only if an e-mail is on it) | receipt, only if an e-mail is on it |
 * | group request | the request, Reply-To the guest | receipt |
 * | cancellation | what was cancelled and what it costs, and the service's waiting list in order | confirmation with a
 * calendar CANCEL |
 */
import { SITE_ORIGIN, SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import {
  bookingConfirmation,
  cancellationConfirmation,
  groupReceipt,
  waitlistReceipt,
  type MailSetting,
} from '../../lib/mail/guestMails.ts';
import { manageUrl, restaurantFromFooter, type MailMessage, type Restaurant } from '../../lib/mail/message.ts';
import {
  restaurantBooking,
  restaurantCancellation,
  restaurantGroup,
  restaurantMailForm,
  restaurantWaitlist,
} from '../../lib/mail/restaurantMails.ts';
import type { Translators } from '../../lib/mail/texts.ts';
import type { StoredBooking, StoredGroupRequest, StoredWaitlistEntry } from '../bookingDesk.ts';
import type { ContentStore } from '../demo/contentStore.ts';
import type { MailRecord } from '../mailStore.ts';
import type { StoredRecord } from '../db/submissions.ts';

export interface SubmissionMailContext {
  now: Date;
  /** `await mailTranslators()` (lib/mail/texts.ts), made once. */
  texts: Translators;
  /** Where the restaurant's details are read: the footer block's address lines. */
  content: Pick<ContentStore, 'block'>;
}

/** The restaurant as the footer of the content in `lang` gives it, else in the site's own language. */
function restaurantFromContent(content: SubmissionMailContext['content'], site: SiteId, lang: Lang): Restaurant {
  const lines =
    content.block(lang, site, 'footer')?.address ??
    content.block(SITES[site].defaultLocale, site, 'footer')?.address ??
    [];
  return restaurantFromFooter(site, lines);
}

function settingOf(context: SubmissionMailContext): MailSetting {
  return {
    now: context.now,
    texts: context.texts,
    restaurant: (site, lang) => restaurantFromContent(context.content, site, lang),
  };
}

/**
 * A new booking: the restaurant's notice and the guest's confirmation.
 * @param manage the token of the booking's manage link, and the site's public origin (default SITE_ORIGIN)
 */
export function bookingMails(
  record: StoredRecord<StoredBooking>,
  context: SubmissionMailContext,
  manage: { token: string; origin?: string },
): MailMessage[] {
  const { id, receivedAt, ...booking } = record;
  const setting = settingOf(context);
  const link = manageUrl(manage.origin ?? SITE_ORIGIN, booking.lang, booking.site, manage.token, booking.guestLang);
  const bookedAt = new Date(receivedAt);
  return [
    restaurantBooking({ id, booking }, setting),
    bookingConfirmation({ id, booking, manageUrl: link, bookedAt }, setting),
  ];
}

/** A waiting-list entry: the restaurant's notice, and the guest's receipt when the entry has an e-mail. */
export function waitlistMails(
  record: StoredRecord<StoredWaitlistEntry>,
  context: SubmissionMailContext,
): MailMessage[] {
  const { id, receivedAt: _receivedAt, ...entry } = record;
  const setting = settingOf(context);
  // The e-mail is optional on the waiting list (the form asks for a phone).
  const email = entry.email?.trim() || undefined;
  return [
    restaurantWaitlist({ id, entry, ...(email ? { email } : {}) }, setting),
    ...(email ? [waitlistReceipt({ id, entry, email }, setting)] : []),
  ];
}

/** A group request: the restaurant's notice and the guest's receipt. */
export function groupMails(record: StoredRecord<StoredGroupRequest>, context: SubmissionMailContext): MailMessage[] {
  const { id, receivedAt: _receivedAt, ...request } = record;
  const setting = settingOf(context);
  return [restaurantGroup({ id, request }, setting), groupReceipt({ id, request }, setting)];
}

/**
 * A mail form's send: the restaurant's message with the attachments.
 * @param attachmentPath where the store keeps an attachment (`MailStore.attachmentPath`)
 */
export function mailFormMails(
  record: MailRecord,
  context: SubmissionMailContext,
  attachmentPath: (storedName: string) => string,
): MailMessage[] {
  const attachments = record.attachments.map((file) => ({
    filename: file.originalName,
    contentType: file.type,
    path: attachmentPath(file.storedName),
  }));
  return [
    restaurantMailForm(
      {
        id: record.id,
        mail: {
          site: record.site,
          lang: record.lang,
          ...(record.guestLang ? { guestLang: record.guestLang } : {}),
          form: record.form,
          fields: record.fields,
          attachments,
        },
      },
      settingOf(context),
    ),
  ];
}

/**
 * A booking cancelled at `cancelledAt`: the restaurant's notice and the guest's confirmation.
 * @param waitlist the waiting list of the service whose covers the cancellation freed, oldest first; the
 * restaurant's notice lists it, so the freed table can be offered at once
 */
export function cancellationMails(
  record: StoredRecord<StoredBooking>,
  cancelledAt: Date,
  context: SubmissionMailContext,
  waitlist: readonly StoredRecord<StoredWaitlistEntry>[] = [],
): MailMessage[] {
  const { id, receivedAt: _receivedAt, ...booking } = record;
  const setting = settingOf(context);
  return [
    restaurantCancellation({ id, booking, cancelledAt, waitlist }, setting),
    cancellationConfirmation({ id, booking, cancelledAt }, setting),
  ];
}
