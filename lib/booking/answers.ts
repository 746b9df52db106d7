/**
 * Runtime checks of the booking actions' answers (lib/booking/contract.ts), as lib/contract/schema.ts
 * does for content: the client validates every answer before the booking flow uses it, and a broken
 * answer is a ContractError naming the field.
 */
import * as yup from 'yup';
import { ROUTE_LANGS, SITE_IDS } from '../sites.ts';
import { checkContract } from '../contract/schema.ts';
import type {
  Availability,
  BookingConfirmation,
  CancellationReceipt,
  DemoCardToken,
  ManagedBooking,
  SubmissionReceipt,
} from './contract.ts';

const text = () => yup.string().strict().defined();
const flag = () => yup.boolean().strict().defined();
const count = () => yup.number().strict().integer().min(0).required();
const list = <T>(of: yup.ISchema<T>) => yup.array().of(of).defined();
const date = () => text().matches(/^\d{4}-\d{2}-\d{2}$/, '${path} must be YYYY-MM-DD');
const time = () => text().matches(/^\d{2}:\d{2}$/, '${path} must be HH:MM');
const service = () => text().oneOf(['lunch', 'dinner']);
const site = () => text().oneOf(SITE_IDS);
const amount = () => text().matches(/^\d+(\.\d{1,2})?$/, '${path} must be a decimal amount');

const price = yup.object({ amount: amount(), currencyCode: text().oneOf(['EUR', 'USD', 'JPY', 'KRW'] as const) });
const instant = () =>
  text().matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '${path} must be an ISO instant');

const availability = yup.object({
  site: site(),
  date: date(),
  guests: count(),
  groupOnly: flag(),
  closed: flag(),
  services: list(yup.object({ service: service(), slots: list(yup.object({ time: time(), available: flag() })) })),
  opensOn: yup
    .string()
    .strict()
    .optional()
    .matches(/^\d{4}-\d{2}-\d{2}$/, '${path} must be YYYY-MM-DD'),
  seating: list(yup.object({ id: text().min(1), available: flag() })),
  extras: list(
    yup.object({
      id: text().min(1),
      mode: text().oneOf(['exclusive', 'toggle'] as const),
      items: list(yup.object({ id: text().min(1), maxQuantity: count(), price: price.nullable().defined() })),
    }),
  ),
  cardGuarantee: yup.object({
    required: flag(),
    penaltyPerPerson: yup.object({ amount: amount(), currencyCode: text().min(3) }),
    freeCancellationHours: count(),
  }),
});

const receipt = yup.object({ success: yup.boolean().strict().isTrue().defined(), id: text().min(1) });

const confirmation = receipt.shape({
  site: site(),
  date: date(),
  service: service(),
  time: time(),
  guests: count(),
  seating: text().min(1),
});

const cardToken = yup.object({
  token: text().matches(/^tok_test_/, '${path} must be a test-mode token'),
  testMode: yup.boolean().strict().isTrue().defined(),
});

const managedBooking = yup
  .object({
    id: text().min(1),
    site: site(),
    lang: text().oneOf(ROUTE_LANGS),
    date: date(),
    service: service(),
    time: time(),
    guests: count().min(1),
    seating: text().min(1),
    extras: list(yup.object({ itemId: text().min(1), quantity: count() })),
    name: text(),
    surname: text(),
    status: text().oneOf(['confirmed', 'cancelled'] as const),
    cancelledAt: instant().optional(),
    cancellation: yup
      .object({
        freeUntil: instant(),
        freeCancellationHours: count(),
        penaltyPerPerson: price,
        charge: price.nullable().defined(),
      })
      .nullable()
      .defined(),
  })
  .test(
    'cancelled-at',
    '${path}.cancelledAt is set exactly when the booking is cancelled',
    (value) => (value.status === 'cancelled') === (value.cancelledAt !== undefined),
  );

const cancellationReceipt = receipt.shape({ cancelledAt: instant(), charge: price.nullable().defined() });

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
