/**
 * What the visitor typed (drafts: strings, as the inputs hold them) and what the booking provider gets
 * (the contract's requests: trimmed, optional fields left out when empty). Pure, so the requests are tested
 * without a browser.
 */
import type {
  Availability,
  BookingContact,
  BookingRequest,
  ExtraGroup,
  Gender,
  GroupRequest,
  LocalDate,
  LocalTime,
  Salutation,
  Service,
  WaitlistRequest,
} from './contract.ts';
import type { UiLang } from '../locales.ts';
import { guestLangPart } from '../guestLang.ts';
import type { Lang, SiteId } from '../sites.ts';

export const SALUTATIONS: readonly Salutation[] = ['mr', 'ms', 'mrs', 'mx'];
export const GENDERS: readonly Gender[] = ['male', 'female', 'prefer-not-to-say'];

/** The contact details step as its inputs hold them. */
export interface ContactDraft {
  salutation: Salutation | '';
  name: string;
  surname: string;
  furiganaName: string;
  furiganaSurname: string;
  email: string;
  phoneCode: string;
  phone: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  gender: Gender | '';
  comments: string;
  onBehalfOf: boolean;
  guestName: string;
  guestSurname: string;
}

/** itemId → quantity; an item not in the map (or at 0) is not chosen. */
export type ExtrasSelection = Readonly<Record<string, number>>;

export interface BookingDraft {
  guests: number;
  date: LocalDate;
  service?: Service;
  time?: LocalTime;
  seating?: string;
  extras: ExtrasSelection;
  contact: ContactDraft;
  cardToken?: string;
  consent: boolean;
  /** Honeypot: stays empty for people. */
  website: string;
}

export interface WaitlistDraft {
  name: string;
  surname: string;
  phoneCode: string;
  phone: string;
  /** Optional: the receipt's address. */
  email: string;
  notes: string;
  guests: number;
  /** `service|time` of the radio chosen, '' before a choice. */
  slot: string;
  website: string;
}

/** The group form's fields: the request's own, each one there (an empty note is ''). */
export type GroupDraft = Required<Omit<GroupRequest, 'site' | 'lang' | 'guestLang'>>;

export function emptyContact(phoneCode: string): ContactDraft {
  return {
    salutation: '',
    name: '',
    surname: '',
    furiganaName: '',
    furiganaSurname: '',
    email: '',
    phoneCode,
    phone: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    gender: '',
    comments: '',
    onBehalfOf: false,
    guestName: '',
    guestSurname: '',
  };
}

const trimmed = (value: string) => value.trim();
/** An optional text: trimmed, or left out when empty. */
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** Keeps a record's keys whose value is defined (the contract's optional fields are absent, not undefined). */
function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The birthdate from its three inputs: `YYYY-MM-DD`, undefined when all three are empty. A partly filled or
 * impossible date is returned as written, so validation can call it an invalid date.
 * @example birthdateOf({ birthDay: '7', birthMonth: '3', birthYear: '1990' }) // '1990-03-07'
 */
export function birthdateOf({
  birthDay,
  birthMonth,
  birthYear,
}: Pick<ContactDraft, 'birthDay' | 'birthMonth' | 'birthYear'>): string | undefined {
  const [day, month, year] = [birthDay, birthMonth, birthYear].map(trimmed) as [string, string, string];
  if (!day && !month && !year) return undefined;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The contact details as the contract has them. Furigana is sent only from a Japanese page (rules §bookings:
 * furigana first and last name), the guest's name only when booking for someone else.
 */
export function contactOf(draft: ContactDraft, lang: Lang): BookingContact {
  const furigana = lang === 'ja';
  return defined<BookingContact>({
    salutation: draft.salutation || undefined,
    name: trimmed(draft.name),
    surname: trimmed(draft.surname),
    furiganaName: furigana ? optional(draft.furiganaName) : undefined,
    furiganaSurname: furigana ? optional(draft.furiganaSurname) : undefined,
    email: trimmed(draft.email),
    phoneCode: draft.phoneCode,
    phone: trimmed(draft.phone),
    birthdate: birthdateOf(draft),
    gender: draft.gender || undefined,
    comments: optional(draft.comments),
    onBehalfOf: draft.onBehalfOf,
    guestName: draft.onBehalfOf ? trimmed(draft.guestName) : undefined,
    guestSurname: draft.onBehalfOf ? trimmed(draft.guestSurname) : undefined,
  });
}

/** The extras chosen, in the order the day lists them (quantities of 0 dropped). */
export function extrasOf(
  selection: ExtrasSelection,
  groups: readonly ExtraGroup[],
): { itemId: string; quantity: number }[] {
  return groups
    .flatMap((group) => group.items)
    .filter((item) => (selection[item.id] ?? 0) > 0)
    .map((item) => ({ itemId: item.id, quantity: Math.min(selection[item.id]!, item.maxQuantity) }));
}

/**
 * Chooses an extra. In an exclusive group choosing one item drops the others ("at most one item of the
 * group"); a quantity of 0 unchooses. Quantities stay within 0…maxQuantity.
 * @example chooseExtra({ a: 1 }, exclusiveGroup, 'b', 2) // { b: 2 }
 */
export function chooseExtra(
  selection: ExtrasSelection,
  group: ExtraGroup,
  itemId: string | null,
  quantity: number,
): ExtrasSelection {
  const next: Record<string, number> = { ...selection };
  if (group.mode === 'exclusive') for (const item of group.items) delete next[item.id];
  const item = group.items.find((candidate) => candidate.id === itemId);
  if (item) {
    const clamped = Math.max(0, Math.min(item.maxQuantity, Math.floor(quantity) || 0));
    if (clamped > 0) next[item.id] = clamped;
    else delete next[item.id];
  }
  return next;
}

/** Drops what a newly fetched day no longer offers (another date, other guests): unknown extras, a gone seating. */
export function fitToDay(draft: BookingDraft, availability: Availability): BookingDraft {
  const items = new Map(availability.extras.flatMap((group) => group.items).map((item) => [item.id, item]));
  const extras = Object.fromEntries(
    Object.entries(draft.extras)
      .filter(([id]) => items.has(id))
      .map(([id, quantity]) => [id, Math.min(quantity, items.get(id)!.maxQuantity)]),
  );
  const seating = availability.seating.some((option) => option.id === draft.seating && option.available)
    ? draft.seating
    : undefined;
  const slot = availability.services
    .find((service) => service.service === draft.service)
    ?.slots.find((candidate) => candidate.time === draft.time && candidate.available);
  return { ...draft, extras, seating, ...(slot ? {} : { service: undefined, time: undefined }) };
}

/**
 * The day with one time marked taken for this party: the provider answered that it filled up, whatever an
 * older (or a racing) availability says.
 * @example withoutSlot(day, { service: 'dinner', time: '20:00' }) // the 20:00 dinner slot `available: false`
 */
export function withoutSlot(day: Availability, taken: { service?: Service; time?: string }): Availability {
  return {
    ...day,
    services: day.services.map((service) =>
      service.service === taken.service
        ? {
            ...service,
            slots: service.slots.map((slot) => (slot.time === taken.time ? { ...slot, available: false } : slot)),
          }
        : service,
    ),
  };
}

/**
 * BOOKING_CREATE's body. The draft must have reached the summary (time, seating and card token set); a
 * missing seating is sent as '' so the provider names it.
 */
export function bookingRequestOf(
  draft: BookingDraft,
  context: { site: SiteId; lang: Lang; guestLang?: UiLang; availability?: Availability },
): BookingRequest {
  return {
    site: context.site,
    lang: context.lang,
    ...guestLangPart(context),
    date: draft.date,
    service: draft.service ?? 'dinner',
    time: draft.time ?? '',
    guests: draft.guests,
    seating: draft.seating ?? '',
    extras: extrasOf(draft.extras, context.availability?.extras ?? []),
    contact: contactOf(draft.contact, context.lang),
    cardToken: draft.cardToken ?? '',
    consent: true,
    website: draft.website,
  };
}

/** Splits a waiting-list radio value `service|time`. */
function slotOf(value: string): { service: Service; time: LocalTime } | undefined {
  const [service, time] = value.split('|');
  return (service === 'lunch' || service === 'dinner') && time ? { service, time } : undefined;
}

/** WAITLIST_JOIN's body (rules §waitlist: Waiting list fields). */
export function waitlistRequestOf(
  draft: WaitlistDraft,
  context: { site: SiteId; lang: Lang; guestLang?: UiLang; date: LocalDate },
): WaitlistRequest {
  const slot = slotOf(draft.slot);
  return defined<WaitlistRequest>({
    site: context.site,
    lang: context.lang,
    ...guestLangPart(context),
    date: context.date,
    service: slot?.service ?? 'dinner',
    time: slot?.time ?? '',
    guests: draft.guests,
    name: trimmed(draft.name),
    surname: trimmed(draft.surname),
    phoneCode: draft.phoneCode,
    phone: trimmed(draft.phone),
    email: optional(draft.email),
    notes: optional(draft.notes),
    website: draft.website,
  });
}

/** GROUP_REQUEST's body (rules §group-requests: Group booking fields). */
export function groupRequestOf(
  draft: GroupDraft,
  context: { site: SiteId; lang: Lang; guestLang?: UiLang },
): GroupRequest {
  return defined<GroupRequest>({
    site: context.site,
    lang: context.lang,
    ...guestLangPart(context),
    preferredDate: draft.preferredDate,
    preferredTime: draft.preferredTime,
    flexibleDate: draft.flexibleDate,
    guests: draft.guests,
    name: trimmed(draft.name),
    surname: trimmed(draft.surname),
    email: trimmed(draft.email),
    phoneCode: draft.phoneCode,
    phone: trimmed(draft.phone),
    notes: optional(draft.notes),
    website: draft.website,
  });
}

/**
 * Country calling codes offered by the phone fields, with a region for the country's name (written by
 * Intl.DisplayNames in the page's language). Codes shared by several countries list the main one.
 */
export const PHONE_CODES: readonly { code: string; region: string }[] = [
  { code: '39', region: 'IT' },
  { code: '1', region: 'US' },
  { code: '81', region: 'JP' },
  { code: '82', region: 'KR' },
  { code: '44', region: 'GB' },
  { code: '33', region: 'FR' },
  { code: '49', region: 'DE' },
  { code: '34', region: 'ES' },
  { code: '41', region: 'CH' },
  { code: '43', region: 'AT' },
  { code: '31', region: 'NL' },
  { code: '32', region: 'BE' },
  { code: '351', region: 'PT' },
  { code: '30', region: 'GR' },
  { code: '45', region: 'DK' },
  { code: '46', region: 'SE' },
  { code: '47', region: 'NO' },
  { code: '358', region: 'FI' },
  { code: '353', region: 'IE' },
  { code: '48', region: 'PL' },
  { code: '420', region: 'CZ' },
  { code: '36', region: 'HU' },
  { code: '7', region: 'RU' },
  { code: '90', region: 'TR' },
  { code: '972', region: 'IL' },
  { code: '971', region: 'AE' },
  { code: '966', region: 'SA' },
  { code: '20', region: 'EG' },
  { code: '27', region: 'ZA' },
  { code: '86', region: 'CN' },
  { code: '852', region: 'HK' },
  { code: '886', region: 'TW' },
  { code: '65', region: 'SG' },
  { code: '60', region: 'MY' },
  { code: '66', region: 'TH' },
  { code: '84', region: 'VN' },
  { code: '62', region: 'ID' },
  { code: '63', region: 'PH' },
  { code: '91', region: 'IN' },
  { code: '61', region: 'AU' },
  { code: '64', region: 'NZ' },
  { code: '52', region: 'MX' },
  { code: '55', region: 'BR' },
  { code: '54', region: 'AR' },
];

/**
 * A number typed with its prefix ("+39 055 123") split into the calling code and the rest, so the code
 * select follows what the visitor typed. The longest known code wins (+358 before +35…); a number without
 * '+' or with an unknown code is left as it is.
 * @example splitPhonePrefix('+390551234567') // { code: '39', number: '0551234567' }
 */
export function splitPhonePrefix(
  value: string,
  codes: readonly string[] = PHONE_CODES.map((entry) => entry.code),
): { code: string; number: string } | undefined {
  const match = /^\s*(?:\+|00)\s*(\d[\d\s.-]*)$/.exec(value);
  if (!match) return undefined;
  const digits = match[1]!;
  const bare = digits.replace(/[\s.-]/g, '');
  const code = [...codes].sort((a, b) => b.length - a.length).find((candidate) => bare.startsWith(candidate));
  if (!code) return undefined;
  // Drop the code's digits from the typed text, keeping the visitor's spacing in the rest.
  let seen = 0;
  let cut = 0;
  while (seen < code.length && cut < digits.length) {
    if (/\d/.test(digits[cut]!)) seen++;
    cut++;
  }
  return { code, number: digits.slice(cut).trim() };
}
