/**
 * Runtime checks of the booking actions' answers (lib/booking/contract.ts), in the kit of
 * lib/contract/check.ts, as lib/contract/schema.ts does for content: the client validates every
 * answer before the booking flow uses it, and a broken answer is a ContractError naming the field.
 */
import * as v from 'valibot';
import { ROUTE_LANGS, SITE_IDS } from '../sites.ts';
import {
  checkContract,
  clockTime,
  count,
  decimalAmount,
  flag,
  list,
  matching,
  nonEmptyText,
  oneOf,
  text,
} from '../contract/check.ts';
import type {
  Availability,
  BookingConfirmation,
  CancellationReceipt,
  DemoCardToken,
  ManagedBooking,
  SubmissionReceipt,
} from './contract.ts';

const date = () => matching(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const service = () => oneOf(['lunch', 'dinner'] as const);
const site = () => oneOf(SITE_IDS);

const price = v.object({ amount: decimalAmount(), currencyCode: oneOf(['EUR', 'USD', 'JPY', 'KRW'] as const) });
const instant = () => matching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'must be an ISO instant');

const availability = v.object({
  site: site(),
  date: date(),
  guests: count(),
  groupOnly: flag(),
  closed: flag(),
  services: list(v.object({ service: service(), slots: list(v.object({ time: clockTime(), available: flag() })) })),
  opensOn: v.optional(date()),
  seating: list(v.object({ id: nonEmptyText(), available: flag() })),
  extras: list(
    v.object({
      id: nonEmptyText(),
      mode: oneOf(['exclusive', 'toggle'] as const),
      items: list(v.object({ id: nonEmptyText(), maxQuantity: count(), price: v.nullable(price) })),
    }),
  ),
  cardGuarantee: v.object({
    required: flag(),
    penaltyPerPerson: v.object({
      amount: decimalAmount(),
      currencyCode: v.pipe(v.string(), v.minLength(3, 'must be a currency code')),
    }),
    freeCancellationHours: count(),
  }),
});

const receiptEntries = { success: v.literal(true), id: nonEmptyText() };
const receipt = v.object(receiptEntries);

const confirmation = v.object({
  ...receiptEntries,
  site: site(),
  date: date(),
  service: service(),
  time: clockTime(),
  guests: count(),
  seating: nonEmptyText(),
});

const cardToken = v.object({
  token: matching(/^tok_test_/, 'must be a test-mode token'),
  testMode: v.literal(true),
});

const managedBooking = v.pipe(
  v.object({
    id: nonEmptyText(),
    site: site(),
    lang: oneOf(ROUTE_LANGS),
    date: date(),
    service: service(),
    time: clockTime(),
    guests: v.pipe(count(), v.minValue(1, 'must be at least 1')),
    seating: nonEmptyText(),
    extras: list(v.object({ itemId: nonEmptyText(), quantity: count() })),
    name: text(),
    surname: text(),
    status: oneOf(['confirmed', 'cancelled'] as const),
    cancelledAt: v.optional(instant()),
    cancellation: v.nullable(
      v.object({
        freeUntil: instant(),
        freeCancellationHours: count(),
        penaltyPerPerson: price,
        charge: v.nullable(price),
      }),
    ),
  }),
  v.check(
    (value) => (value.status === 'cancelled') === (value.cancelledAt !== undefined),
    'cancelledAt must be set exactly when the booking is cancelled',
  ),
);

const cancellationReceipt = v.object({ ...receiptEntries, cancelledAt: instant(), charge: v.nullable(price) });

export const validateAvailability = (value: unknown, what = 'availability'): Availability =>
  checkContract(availability, value, what);
export const validateReceipt = (value: unknown, what = 'submission receipt'): SubmissionReceipt =>
  checkContract(receipt, value, what);
export const validateBookingConfirmation = (
  value: unknown,
  what = 'booking confirmation',
): BookingConfirmation & SubmissionReceipt => checkContract(confirmation, value, what);
export const validateDemoCardToken = (value: unknown, what = 'card token'): DemoCardToken =>
  checkContract(cardToken, value, what);
export const validateManagedBooking = (value: unknown, what = 'managed booking'): ManagedBooking =>
  checkContract(managedBooking, value, what);
export const validateCancellationReceipt = (value: unknown, what = 'cancellation receipt'): CancellationReceipt =>
  checkContract(cancellationReceipt, value, what);
