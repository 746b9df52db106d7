/**
 * The facts of a submission as labelled rows, shared by the guest's and the restaurant's messages so both
 * read the same day, time, party, seating and extras.
 */
import { ltr } from '../bidi.ts';
import type { Translator } from '../locales.ts';
import type { BookingRequest, Service } from '../booking/contract.ts';
import { formatDay, formatTime } from '../booking/format.ts';
import { formatPrice, totalPrice } from '../price.ts';
import type { UiLang } from '../locales.ts';
import { SITES, type BookingMoney, type SiteId } from '../sites.ts';

export type Row = readonly [label: string, value: string];

/** A booking as stored: the request without the honeypot. */
export type BookingData = Omit<BookingRequest, 'website'>;

interface PricedExtra {
  itemId: string;
  quantity: number;
  /** Null when included (or no longer offered). */
  price: BookingMoney | null;
}

/** The booking's extras with their unit prices from the site's offers (lib/booking/offers.ts). */
function pricedExtras(site: SiteId, extras: BookingData['extras']): PricedExtra[] {
  const items = SITES[site].booking.offers.extras.flatMap((group) => group.items);
  return extras
    .filter(({ quantity }) => quantity > 0)
    .map(({ itemId, quantity }) => ({
      itemId,
      quantity,
      price: items.find((item) => item.id === itemId)?.price ?? null,
    }));
}

/**
 * Each extra with its quantity, unit price and amount, then the total (exact in decimal, lib/price.ts).
 * The amounts are written as a reader of the rows' language reads them.
 * @example extrasRows(t, 'it', 'florence', [{ itemId: 'wine-pairing', quantity: 2 }])
 * // [['Abbinamento vini (a persona)', '2 × € 95,00 = € 190,00'], ['Totale extra', '€ 190,00']]
 */
function extrasRows(t: Translator, lang: UiLang, site: SiteId, extras: BookingData['extras']): Row[] {
  const priced = pricedExtras(site, extras);
  const rows: Row[] = priced.map(({ itemId, quantity, price }) => [
    t(`booking.extra.${itemId}`),
    price
      ? ltr(`${quantity} × ${formatPrice(price, lang)} = ${formatPrice(totalPrice([{ price, quantity }])!, lang)}`)
      : `× ${quantity} (${t('booking.extras.included')})`,
  ]);
  const total = totalPrice(priced.flatMap(({ price, quantity }) => (price ? [{ price, quantity }] : [])));
  if (total) rows.push([t('booking.summary.extrasTotal'), ltr(formatPrice(total, lang))]);
  return rows;
}

/** "Dinner, 19:30" as the booking flow writes it. */
export function serviceTime(
  t: Translator,
  lang: UiLang,
  site: SiteId,
  date: string,
  service: Service,
  time: string,
): string {
  return t('booking.summary.serviceTime', {
    service: t(`booking.service.${service}`),
    time: formatTime(date, time, lang, site),
  });
}

/** Day, service and time, guests, seating, then the extras. */
export function bookingRows(t: Translator, lang: UiLang, booking: BookingData): Row[] {
  const { site, date, service, time, guests, seating, extras } = booking;
  return [
    [t('booking.field.date'), formatDay(date, lang, site)],
    [t('booking.field.time'), serviceTime(t, lang, site, date, service, time)],
    [t('booking.field.guests'), t('booking.guests.count', { count: guests })],
    [t('booking.field.seating'), t(`booking.seating.${seating}`)],
    ...extrasRows(t, lang, site, extras),
  ];
}

/** "+39 055 000 0712" from a code and a national number, a left-to-right run in any sentence (lib/bidi.ts). */
export function phoneOf(phoneCode: string, phone: string): string {
  return ltr(`+${phoneCode} ${phone}`);
}
