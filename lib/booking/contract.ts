/**
 * The booking provider's contract: what the site's booking flow asks and what it gets back, whichever
 * provider answers. The demo provider lives in the reference content API (same endpoint `/api.php`,
 * `v=2`, the usual envelope); a third-party widget replaces the whole flow instead (BookingSettings.provider).
 *
 * Rules §bookings: Booking widget steps: seating choice, SoldOutWaitlist, WaitlistSuccess, GroupBookingEnquiry,
 * GroupBookingEnquirySuccess, optional extras, contact details, ConfirmBookingSummary,
 * ConfirmOnBehalfOfBookingSummary; the fields of a booking, a waiting-list entry (§waitlist) and a group
 * request (§group-requests). The calls were left open; this file fixes them.
 */
import type { UiLang } from '../locales.ts';
import type { Lang, SiteId } from '../sites.ts';

/**
 * The booking actions that are POSTs with a JSON body. DEMO_CARD_TOKEN is the demo provider's test-mode
 * card guarantee: it issues a `tok_test_…` token without any card number.
 */
export const BOOKING_POST_ACTIONS = [
  'BOOKING_CREATE',
  'WAITLIST_JOIN',
  'GROUP_REQUEST',
  'DEMO_CARD_TOKEN',
  'BOOKING_MANAGE',
  'BOOKING_CANCEL',
] as const;
export type BookingPostAction = (typeof BOOKING_POST_ACTIONS)[number];
/** Every booking action of the content API: BOOKING_AVAILABILITY is a GET, the others POSTs. */
export const BOOKING_ACTIONS = ['BOOKING_AVAILABILITY', ...BOOKING_POST_ACTIONS] as const;

/** Rules §bookings: date and time (lunch or dinner). */
export type Service = 'lunch' | 'dinner';

/** A local calendar day of the site (its own time zone), `YYYY-MM-DD`. */
export type LocalDate = string;
/** A local time of the site, `HH:MM` (24 h). */
export type LocalTime = string;

interface Slot {
  time: LocalTime;
  available: boolean;
}

interface ServiceAvailability {
  service: Service;
  slots: Slot[];
}

/** Rules §bookings: seating items and sections; the label is the locale key `booking.seating.<id>`. */
export interface SeatingOption {
  id: string;
  available: boolean;
}

/** Rules §bookings: optional extras in groups (exclusive or toggled, with quantity); labels `booking.extra.<id>`. */
export interface ExtraItem {
  id: string;
  maxQuantity: number;
  /** Per unit, in the site's currency; null when included. */
  price: { amount: string; currencyCode: 'EUR' | 'USD' | 'JPY' | 'KRW' } | null;
}

export interface ExtraGroup {
  id: string;
  /** exclusive: at most one item of the group; toggle: any items, each on or off with a quantity. */
  mode: 'exclusive' | 'toggle';
  items: ExtraItem[];
}

/** BOOKING_AVAILABILITY (GET) parameters: `site`, `lang`, `date`, `guests`. */
export interface Availability {
  site: SiteId;
  date: LocalDate;
  guests: number;
  /** The party is larger than the site books online (rules §party-size: more than 6): only a group request. */
  groupOnly: boolean;
  /** The restaurant does not open that day (or the date is past, or beyond the booking horizon). */
  closed: boolean;
  /** Empty when closed or groupOnly. A day with no available slot is "No availabilities" (waiting list). */
  services: ServiceAvailability[];
  /**
   * The site's opening day while it is ahead: no table can be booked yet, every slot is taken, the waiting list is
   * open.
   */
  opensOn?: LocalDate;
  seating: SeatingOption[];
  extras: ExtraGroup[];
  cardGuarantee: {
    required: boolean;
    /** Rules §cancellation: the penalty per guest, in the site's currency. */
    penaltyPerPerson: { amount: string; currencyCode: string };
    /** Rules §cancellation: free until this many hours before the seating (72; 48 in florence and Beverly Hills). */
    freeCancellationHours: number;
  };
}

export type Salutation = 'mr' | 'ms' | 'mrs' | 'mx';
export type Gender = 'male' | 'female' | 'prefer-not-to-say';

/** Rules §bookings: the contact details step's fields. */
export interface BookingContact {
  salutation?: Salutation;
  name: string;
  surname: string;
  /** Rules §bookings: furigana first and last name (Japanese): asked when the page's language is ja. */
  furiganaName?: string;
  furiganaSurname?: string;
  email: string;
  /** Country calling code without +, e.g. '39' (rules §bookings: Default phone country code 39). */
  phoneCode: string;
  phone: string;
  birthdate?: LocalDate;
  gender?: Gender;
  /** Rules §bookings: comments for dietary needs (children's ages go here too: rules §party-size). */
  comments?: string;
  /** Rules §bookings: an on-behalf-of-someone-else checkbox: then the guest's own name. */
  onBehalfOf: boolean;
  guestName?: string;
  guestSurname?: string;
}

/** BOOKING_CREATE (POST JSON). */
export interface BookingRequest {
  site: SiteId;
  lang: Lang;
  /**
   * The language the guest chose for the booking flow (lib/guestLang.ts): their e-mails are written in it. Absent:
   * `lang`.
   */
  guestLang?: UiLang;
  date: LocalDate;
  service: Service;
  time: LocalTime;
  guests: number;
  seating: string;
  extras: { itemId: string; quantity: number }[];
  contact: BookingContact;
  /** A token from the payment provider's hosted fields (the site never sees a card number). */
  cardToken: string;
  /** The privacy and cancellation terms were accepted. */
  consent: true;
  /** Honeypot: a field people never see; anything in it marks a bot. */
  website?: string;
}

export interface BookingConfirmation {
  id: string;
  site: SiteId;
  date: LocalDate;
  service: Service;
  time: LocalTime;
  guests: number;
  seating: string;
}

/**
 * WAITLIST_JOIN (POST JSON). Rules §waitlist: Waiting list fields: name and surname, phone with prefix, notes, number
 * of people, time slots by radio; and, our addition, an optional e-mail for the guest's receipt.
 */
export interface WaitlistRequest {
  site: SiteId;
  lang: Lang;
  /**
   * The language the guest chose for the booking flow (lib/guestLang.ts): their e-mails are written in it. Absent:
   * `lang`.
   */
  guestLang?: UiLang;
  date: LocalDate;
  service: Service;
  /** The slot chosen by radio. */
  time: LocalTime;
  guests: number;
  name: string;
  surname: string;
  phoneCode: string;
  phone: string;
  /** Where the receipt goes, in the guest's language; without it the restaurant calls. */
  email?: string;
  notes?: string;
  website?: string;
}

/**
 * GROUP_REQUEST (POST JSON). Rules §group-requests: Group booking fields: preferred date, preferred time, flexible-date
 * flag, contact details, number of guests.
 */
export interface GroupRequest {
  site: SiteId;
  lang: Lang;
  /**
   * The language the guest chose for the booking flow (lib/guestLang.ts): their e-mails are written in it. Absent:
   * `lang`.
   */
  guestLang?: UiLang;
  preferredDate: LocalDate;
  preferredTime: LocalTime;
  flexibleDate: boolean;
  guests: number;
  name: string;
  surname: string;
  email: string;
  phoneCode: string;
  phone: string;
  notes?: string;
  website?: string;
}

/** DEMO_CARD_TOKEN (POST, body `{ site }`): a test-mode token, accepted once by BOOKING_CREATE. */
export interface DemoCardToken {
  token: string;
  testMode: true;
}

/** What every submission answers on success; stored durably before it is sent. */
export interface SubmissionReceipt {
  success: true;
  id: string;
}

/**
 * BOOKING_MANAGE (POST JSON `{ token }`): the booking a manage link names. The token travels in the link's
 * fragment (`…/reservation/manage/#token=…`) and then in a POST body, never in a URL a server logs. A token
 * that is malformed, unknown or expired answers 404 with one message for all three, so a guess learns
 * nothing; a cancelled booking is still shown, as cancelled.
 */
export interface ManageRequest {
  token: string;
}

interface Money {
  amount: string;
  currencyCode: string;
}

/** The booking as it was made: its seating, party and choices, without the contact details and the card. */
export interface ManagedBooking
  extends Pick<BookingRequest, 'site' | 'lang' | 'date' | 'service' | 'time' | 'guests' | 'seating' | 'extras'> {
  id: string;
  /** The name the booking is under (the guest's own name when booked on behalf of someone). */
  name: string;
  surname: string;
  status: 'confirmed' | 'cancelled';
  /** ISO instant, when status is cancelled. */
  cancelledAt?: string;
  /** What cancelling now would cost (null once cancelled or once the seating has passed). */
  cancellation: {
    /** The last instant (ISO) a cancellation is free: `freeCancellationHours` before the seating. */
    freeUntil: string;
    freeCancellationHours: number;
    penaltyPerPerson: Money;
    /** Null while free; else the penalty × guests, charged to the card guarantee. */
    charge: Money | null;
  } | null;
}

/**
 * BOOKING_CANCEL (POST JSON `{ token, acceptCharge? }`). Inside the free-cancellation window the guest
 * must accept the charge: without `acceptCharge: true` the answer is 409 naming the charge, nothing
 * changes. A booking already cancelled answers 409; a past seating 409; a bad token 404 as above.
 */
export interface CancelRequest {
  token: string;
  acceptCharge?: boolean;
}

export interface CancellationReceipt {
  success: true;
  id: string;
  cancelledAt: string;
  /** What was charged to the card guarantee; null when the cancellation was free. */
  charge: Money | null;
}
