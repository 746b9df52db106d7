/**
 * Every site (city) of the group and every route language, as typed data.
 *
 * This table is the only place a site's properties live: the sync, the reference content API, the
 * prerender, the router and the server all read it. Adding a city is adding a row here; the compiler asks
 * for every field, and the demo content then wants the city's copy (pages, and its place in every pair,
 * booking-service/demo/demoPlaces.ts) and the locale labels of any new seating or extra id.
 * Rules §sites: sites, languages per site, shop sites, mail recipients.
 */
import { LIMITS } from './limits.ts';
import type { ThirdPartyName } from './thirdParties.ts';

/** Languages that appear as the first route segment. Rules §sites: it, en, ja, ko. */
export const ROUTE_LANGS = ['it', 'en', 'ja', 'ko'] as const;
export type Lang = (typeof ROUTE_LANGS)[number];

export const SITE_IDS = ['florence', 'beverlyhills', 'tokyo', 'seoul', 'osaka-garden'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export interface StorefrontSettings {
  /** ISO country for `@inContext(country:)`: prices and availability per market. */
  country: 'IT' | 'US' | 'JP';
  currency: 'EUR' | 'USD' | 'JPY';
  /** Environment variables read at build time; a site whose variables are unset shows no cart. */
  domainEnv: string;
  tokenEnv: string;
  /** Rules §checkout: The shipping disclaimer is hidden on tokyo. */
  shippingDisclaimer: boolean;
  /** Rules §checkout: Tokyo dispatch about 2-3 business days; null where none is stated. */
  dispatchBusinessDays: { min: number; max: number } | null;
  /**
   * Rules §checkout: An alcohol age check via tax code appears in the Italian cart text: the Italian market checks
   * a buyer's age through the codice fiscale, so the florence store shows the notice (in both its languages).
   */
  alcoholAgeCheck: boolean;
}

/** schema.org day names, as the venue sections' opening hours. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Money in a site's currency, as commerce APIs send it: a decimal string. */
export interface BookingMoney {
  amount: string;
  currencyCode: 'EUR' | 'USD' | 'JPY' | 'KRW';
}

/** One service of the day (rules §bookings: date and time (lunch or dinner)), local wall-clock times. */
interface ServiceHours {
  service: 'lunch' | 'dinner';
  /** The first seating. */
  opens: string;
  /** When the service ends; the last seating is `lastSeatingBeforeCloseMinutes` earlier. */
  closes: string;
  /**
   * Bookings for the same day are taken until this time (rules §booking-hours; florence: 11:30 lunch, 18:30 dinner).
   */
  sameDayUntil: string;
}

/** A seating a booking can choose (rules §bookings: seating items and sections); label `booking.seating.<id>`. */
interface SeatingRule {
  id: string;
  /** The party sizes this seating takes (a counter seats few, a private room needs a table's worth). */
  minGuests: number;
  maxGuests: number;
}

/** An optional extra (rules §bookings: optional extras in groups, with quantity); label `booking.extra.<id>`. */
export interface ExtraRule {
  id: string;
  /** Per unit; null when included. */
  price: BookingMoney | null;
  /** One per guest at most (a menu, a pairing); otherwise `maxQuantity` for the whole table. */
  perPerson: boolean;
  maxQuantity: number;
}

/** Extras chosen together (rules §bookings: exclusive or toggled); label `booking.extraGroup.<id>`. */
interface ExtraGroupRule {
  id: string;
  mode: 'exclusive' | 'toggle';
  items: readonly ExtraRule[];
}

/** What a booking can choose beside the time; the rules that use it are lib/booking/offers.ts. */
interface SiteOffers {
  seating: readonly SeatingRule[];
  extras: readonly ExtraGroupRule[];
}

/** The third-party reservation widget provider of a site (rules §consent: two providers). */
export type WidgetVendor = Extract<ThirdPartyName, 'bookingWidgetA' | 'bookingWidgetB'>;

/**
 * Which countries the reservation request's country select offers, and which it preselects (rules §form-fields);
 * ISO codes of lib/forms/countries.ts `COUNTRIES`. Without `only`, every country is offered.
 */
interface CountryChoice {
  only?: readonly string[];
  preselected: string;
}

/**
 * How the demo provider books tables (rules §bookings and docs/bookings.md say which numbers are given and which ours).
 */
export interface BookingSettings {
  /**
   * What fills the reservation page's booking slot: 'native', the site's own flow (NativeBooking) asking a
   * booking backend (today the demo provider in the reference API), or 'widget', the third-party widget of
   * `widgetVendor`.
   */
  provider: 'native' | 'widget';
  /**
   * Largest party the booking flow accepts; larger parties go to a group request. Rules §party-size:
   * LIMITS.maxPartySize.
   */
  maxPartySize: number;
  /** Country calling code preselected in phone fields. Rules §bookings: 39 by default. */
  defaultPhoneCode: string;
  /** Days the restaurant opens. */
  openDays: readonly Weekday[];
  services: readonly ServiceHours[];
  /** Minutes between two seatings of a service. */
  slotIntervalMinutes: number;
  lastSeatingBeforeCloseMinutes: number;
  /** How many days ahead a table can be booked (today is day 0). */
  horizonDays: number;
  /** How far ahead a group request's preferred date may be. */
  groupHorizonDays: number;
  /** Guests that can sit down at one seating time. */
  coversPerSlot: number;
  /** Rules §cancellation: free until 72 hours before arrival (48 in the Italian and Beverly Hills texts). */
  freeCancellationHours: number;
  /** Rules §cancellation: penalty 150 euro per person, in the site's currency. */
  penaltyPerPerson: BookingMoney;
  /** Rules §bookings: then card details to confirm: the demo provider asks every booking for a card guarantee. */
  cardGuarantee: boolean;
  /**
   * The first day the restaurant serves, for one that is not open yet (local `YYYY-MM-DD`). Until that day
   * it takes no table bookings, only the waiting list, for days from it on.
   */
  openingDate?: string;
  /** Seating and extras (rules §bookings). Prices other than Beverly Hills' menus are ours, none was given. */
  offers: SiteOffers;
  /** The widget provider that serves the site when `provider` is 'widget' (components/booking/widget.ts). */
  widgetVendor: WidgetVendor;
}

/** ISO code of the country a restaurant is in. */
export type SiteCountry = 'IT' | 'US' | 'JP' | 'KR';

interface Site {
  id: SiteId;
  /** Where the restaurant is: how its address is written (lib/postalAddress.ts). */
  country: SiteCountry;
  /** Short mark used in the header and the location chooser. */
  initials: string;
  locales: readonly Lang[];
  defaultLocale: Lang;
  /** Shown in the location chooser as 'Coming Soon...' and never linked. */
  comingSoon: boolean;
  cartEnabled: boolean;
  /**
   * IANA zone for the header clock; the fixed offsets first asked for are these zones' summer values (rules §header).
   */
  clockTimeZone: string;
  /**
   * How the site's visitors read the hour, in the header clock and the booking flow's times: 'h23' (14:05)
   * or 'h12' (2:05 PM, American).
   */
  clockHourCycle: ClockHourCycle;
  /**
   * The Intl locale a page language's dates are written in on this site, where its visitors write them
   * otherwise than the language's default (lib/booking/format.ts): English in Beverly Hills is American.
   */
  dateLocales: Partial<Record<Lang, string>>;
  /** Where mail-send submissions of this site go (rules §sites: the site's recipient by site). */
  mailRecipient: string;
  storefront: StorefrontSettings | null;
  booking: BookingSettings;
  /** The reservation request's country select (lib/forms/countries.ts). */
  countryChoice: CountryChoice;
  /**
   * Consent checkboxes of the second checkout step, all required. Rules §checkout: Checkout continues only when
   * the terms checkbox is ticked; on seoul three consent checkboxes exist and all must be ticked.
   */
  checkoutConsents: readonly CheckoutConsent[];
}

/** Which consent a checkout checkbox asks for; its wording is the locale key `checkout.consent.<id>`. */
export type CheckoutConsent = 'terms' | 'personalData' | 'thirdPartyTransfer';

export type ClockHourCycle = 'h23' | 'h12';

/** What every site shares; each site adds its days, hours and money. */
const bookingBase = {
  provider: 'native',
  maxPartySize: LIMITS.maxPartySize,
  slotIntervalMinutes: 30,
  lastSeatingBeforeCloseMinutes: 60,
  horizonDays: 60,
  groupHorizonDays: 365,
  cardGuarantee: true,
} as const;

const eur = (amount: string): BookingMoney => ({ amount, currencyCode: 'EUR' });
const usd = (amount: string): BookingMoney => ({ amount, currencyCode: 'USD' });
const jpy = (amount: string): BookingMoney => ({ amount, currencyCode: 'JPY' });
const krw = (amount: string): BookingMoney => ({ amount, currencyCode: 'KRW' });

const diningRoom: SeatingRule = { id: 'dining-room', minGuests: 1, maxGuests: 6 };
const cake = (price: BookingMoney): ExtraGroupRule => ({
  id: 'celebration',
  mode: 'toggle',
  items: [{ id: 'celebration-cake', price, perPerson: false, maxQuantity: 1 }],
});
const pairing = (price: BookingMoney): ExtraGroupRule => ({
  id: 'pairing',
  mode: 'toggle',
  items: [{ id: 'wine-pairing', price, perPerson: true, maxQuantity: 6 }],
});

const EVERY_DAY: readonly Weekday[] = WEEKDAYS;
const except = (closed: Weekday) => WEEKDAYS.filter((day) => day !== closed);

/**
 * Rules §booking-hours: florence "open 12:30-15:00 and 19:30-22:00 daily", same day "until 11:30 for lunch and 18:30
 * for dinner".
 */
const florenceBooking: BookingSettings = {
  ...bookingBase,
  defaultPhoneCode: '39',
  openDays: EVERY_DAY,
  coversPerSlot: 24,
  services: [
    { service: 'lunch', opens: '12:30', closes: '15:00', sameDayUntil: '11:30' },
    { service: 'dinner', opens: '19:30', closes: '22:00', sameDayUntil: '18:30' },
  ],
  freeCancellationHours: 48,
  penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
  offers: {
    seating: [
      diningRoom,
      { id: 'courtyard', minGuests: 1, maxGuests: 6 },
      { id: 'chefs-table', minGuests: 2, maxGuests: 4 },
    ],
    extras: [cake(eur('35.00')), pairing(eur('95.00'))],
  },
  widgetVendor: 'bookingWidgetA',
};

/**
 * Rules §booking-hours: Beverly Hills "Wednesday to Sunday, lunch 11:30-14:00, dinner 17:30-20:00"; 48 h in its English
 * text.
 */
const beverlyHillsBooking: BookingSettings = {
  ...bookingBase,
  defaultPhoneCode: '1',
  coversPerSlot: 20,
  openDays: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  services: [
    { service: 'lunch', opens: '11:30', closes: '14:00', sameDayUntil: '10:30' },
    { service: 'dinner', opens: '17:30', closes: '20:00', sameDayUntil: '16:30' },
  ],
  freeCancellationHours: 48,
  penaltyPerPerson: { amount: '175.00', currencyCode: 'USD' },
  offers: {
    seating: [
      diningRoom,
      { id: 'terrace', minGuests: 1, maxGuests: 6 },
      { id: 'chefs-counter', minGuests: 1, maxGuests: 4 },
    ],
    extras: [
      // Rules §bookings: menu per person $170 (5 courses), $220 (7 courses), $275 (8 courses): one menu for the table.
      {
        id: 'tasting-menu',
        mode: 'exclusive',
        items: [
          { id: 'tasting-5-courses', price: usd('170.00'), perPerson: true, maxQuantity: 6 },
          { id: 'tasting-7-courses', price: usd('220.00'), perPerson: true, maxQuantity: 6 },
          { id: 'tasting-8-courses', price: usd('275.00'), perPerson: true, maxQuantity: 6 },
        ],
      },
      cake(usd('45.00')),
      pairing(usd('150.00')),
    ],
  },
  widgetVendor: 'bookingWidgetA',
};

/**
 * The Asian sites' hours are ours (rules §booking-hours), one weekly closing day each, and
 * florence's rule for same-day bookings (until an hour before the service opens).
 */
const tokyoBooking: BookingSettings = {
  ...bookingBase,
  defaultPhoneCode: '81',
  openDays: except('Monday'),
  coversPerSlot: 16,
  services: [
    { service: 'lunch', opens: '11:30', closes: '15:00', sameDayUntil: '10:30' },
    { service: 'dinner', opens: '17:30', closes: '22:00', sameDayUntil: '16:30' },
  ],
  freeCancellationHours: 72,
  penaltyPerPerson: { amount: '25000', currencyCode: 'JPY' },
  offers: {
    seating: [diningRoom, { id: 'counter', minGuests: 1, maxGuests: 4 }],
    extras: [cake(jpy('5000')), pairing(jpy('15000'))],
  },
  widgetVendor: 'bookingWidgetB',
};

const seoulBooking: BookingSettings = {
  ...bookingBase,
  defaultPhoneCode: '82',
  openDays: except('Monday'),
  coversPerSlot: 16,
  services: [
    { service: 'lunch', opens: '12:00', closes: '15:00', sameDayUntil: '11:00' },
    { service: 'dinner', opens: '18:00', closes: '22:00', sameDayUntil: '17:00' },
  ],
  freeCancellationHours: 72,
  penaltyPerPerson: { amount: '230000', currencyCode: 'KRW' },
  offers: {
    seating: [diningRoom, { id: 'private-room', minGuests: 4, maxGuests: 6 }],
    extras: [cake(krw('50000'))],
  },
  widgetVendor: 'bookingWidgetB',
  // "Opening spring 2027" in the content: the first of April is our date for it.
  openingDate: '2027-04-01',
};

const osakaGardenBooking: BookingSettings = {
  ...bookingBase,
  defaultPhoneCode: '81',
  openDays: except('Tuesday'),
  coversPerSlot: 20,
  services: [
    { service: 'lunch', opens: '11:30', closes: '15:00', sameDayUntil: '10:30' },
    { service: 'dinner', opens: '17:30', closes: '21:30', sameDayUntil: '16:30' },
  ],
  freeCancellationHours: 72,
  penaltyPerPerson: { amount: '25000', currencyCode: 'JPY' },
  offers: {
    seating: [diningRoom, { id: 'garden-terrace', minGuests: 1, maxGuests: 6 }],
    extras: [cake(jpy('5000')), pairing(jpy('15000'))],
  },
  widgetVendor: 'bookingWidgetB',
};

export const SITES: Readonly<Record<SiteId, Site>> = {
  florence: {
    id: 'florence',
    country: 'IT',
    initials: 'FI',
    locales: ['it', 'en'],
    defaultLocale: 'it',
    comingSoon: false,
    cartEnabled: true,
    clockTimeZone: 'Europe/Rome',
    clockHourCycle: 'h23',
    dateLocales: {},
    mailRecipient: 'florence@osterialucciola.example',
    storefront: {
      country: 'IT',
      currency: 'EUR',
      domainEnv: 'STOREFRONT_FLORENCE_DOMAIN',
      tokenEnv: 'STOREFRONT_FLORENCE_TOKEN',
      shippingDisclaimer: true,
      dispatchBusinessDays: null,
      alcoholAgeCheck: true,
    },
    booking: florenceBooking,
    countryChoice: { preselected: 'IT' },
    checkoutConsents: ['terms'],
  },
  beverlyhills: {
    id: 'beverlyhills',
    country: 'US',
    initials: 'BH',
    locales: ['en'],
    defaultLocale: 'en',
    comingSoon: false,
    cartEnabled: true,
    clockTimeZone: 'America/Los_Angeles',
    clockHourCycle: 'h12',
    dateLocales: { en: 'en-US' },
    mailRecipient: 'beverlyhills@osterialucciola.example',
    storefront: {
      country: 'US',
      currency: 'USD',
      domainEnv: 'STOREFRONT_BEVERLYHILLS_DOMAIN',
      tokenEnv: 'STOREFRONT_BEVERLYHILLS_TOKEN',
      shippingDisclaimer: true,
      dispatchBusinessDays: null,
      alcoholAgeCheck: false,
    },
    booking: beverlyHillsBooking,
    countryChoice: { preselected: 'US' },
    checkoutConsents: ['terms'],
  },
  tokyo: {
    id: 'tokyo',
    country: 'JP',
    initials: 'TK',
    locales: ['ja', 'en'],
    defaultLocale: 'ja',
    comingSoon: false,
    cartEnabled: true,
    clockTimeZone: 'Asia/Tokyo',
    clockHourCycle: 'h23',
    dateLocales: {},
    mailRecipient: 'tokyo@osterialucciola.example',
    storefront: {
      country: 'JP',
      currency: 'JPY',
      domainEnv: 'STOREFRONT_TOKYO_DOMAIN',
      tokenEnv: 'STOREFRONT_TOKYO_TOKEN',
      shippingDisclaimer: false,
      dispatchBusinessDays: { min: 2, max: 3 },
      alcoholAgeCheck: false,
    },
    booking: tokyoBooking,
    countryChoice: { only: ['JP'], preselected: 'JP' },
    checkoutConsents: ['terms'],
  },
  seoul: {
    id: 'seoul',
    country: 'KR',
    initials: 'SE',
    locales: ['ko', 'en'],
    defaultLocale: 'ko',
    comingSoon: true,
    cartEnabled: false,
    clockTimeZone: 'Asia/Seoul',
    clockHourCycle: 'h23',
    dateLocales: {},
    mailRecipient: 'seoul@osterialucciola.example',
    storefront: null,
    booking: seoulBooking,
    countryChoice: { preselected: 'KR' },
    checkoutConsents: ['terms', 'personalData', 'thirdPartyTransfer'],
  },
  'osaka-garden': {
    id: 'osaka-garden',
    country: 'JP',
    initials: 'OS',
    locales: ['ja', 'en'],
    defaultLocale: 'ja',
    comingSoon: false,
    cartEnabled: false,
    clockTimeZone: 'Asia/Tokyo',
    clockHourCycle: 'h23',
    dateLocales: {},
    mailRecipient: 'osaka@osterialucciola.example',
    storefront: null,
    booking: osakaGardenBooking,
    countryChoice: { preselected: 'JP' },
    checkoutConsents: ['terms'],
  },
};

/**
 * Hosts of the content backend. A content link with an empty target pointing at one of them is an
 * internal link of the site (rules §links: Link handling).
 */
export const BACKEND_HOSTS: readonly string[] = [
  'osterialucciola.example',
  'www.osterialucciola.example',
  'cms.osterialucciola.example',
];

/** The public origin the site is deployed at: canonical URLs, sitemap and social tags use it. */
export const SITE_ORIGIN = 'https://www.osterialucciola.example';

/** The brand every page title falls back to (rules §seo: page title plus the venue brand). */
export const BRAND = 'Osteria Lucciola';

export function isLang(value: string): value is Lang {
  return (ROUTE_LANGS as readonly string[]).includes(value);
}

export function isSiteId(value: string): value is SiteId {
  return (SITE_IDS as readonly string[]).includes(value);
}

/**
 * Reads a language as it appears in a route or request. Rules §sites: The value jp is treated as ja.
 * @example normalizeLang('jp') // 'ja'
 */
export function normalizeLang(value: string): Lang | undefined {
  const lower = value.toLowerCase();
  const lang = lower === 'jp' ? 'ja' : lower;
  return isLang(lang) ? lang : undefined;
}

export interface LangSite {
  lang: Lang;
  site: SiteId;
}

/** Every language/site pair that has content: nine with the sites' languages. */
export function allLangSitePairs(): LangSite[] {
  return SITE_IDS.flatMap((site) => SITES[site].locales.map((lang) => ({ lang, site })));
}

export function siteOffersLang(site: SiteId, lang: Lang): boolean {
  return SITES[site].locales.includes(lang);
}
