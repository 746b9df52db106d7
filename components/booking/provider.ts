/**
 * The booking provider behind the reservation page (`SITES[site].booking.provider`):
 * - 'native': the site's own flow (NativeBooking) talking to a BookingBackend, here the content API's
 *   booking actions (lib/booking/contract.ts), its client loaded on first use;
 * - 'widget': a third-party widget takes the whole slot (widget.ts, WidgetBooking).
 * A real provider with an API would be another BookingBackend behind the same native flow.
 */
import type {
  Availability,
  BookingConfirmation,
  BookingRequest,
  DemoCardToken,
  GroupRequest,
  LocalDate,
  SubmissionReceipt,
  WaitlistRequest,
} from '../../lib/booking/contract.ts';
import { SITES, type Lang, type SiteId, type WidgetVendor } from '../../lib/sites.ts';
import { withSubmissionKey } from '../forms/submissionKey.ts';

interface AvailabilityQuery {
  site: SiteId;
  lang: Lang;
  date: LocalDate;
  guests: number;
}

/** What the native flow needs from a provider: the contract's five calls. */
export interface BookingBackend {
  availability(query: AvailabilityQuery): Promise<Availability>;
  /** The booking, confirmed, with the provider's reference. */
  createBooking(request: BookingRequest): Promise<BookingConfirmation & SubmissionReceipt>;
  joinWaitlist(request: WaitlistRequest): Promise<SubmissionReceipt>;
  requestGroup(request: GroupRequest): Promise<SubmissionReceipt>;
  /** The test-mode card guarantee: a token, never a card number. */
  cardToken(site: SiteId): Promise<DemoCardToken>;
}

type BookingProvider = { kind: 'native'; backend: BookingBackend } | { kind: 'widget'; vendor: WidgetVendor };

/** The content API's client, imported once, when the flow first calls it. */
let client: Promise<Awaited<ReturnType<typeof import('../loadContentApi.ts')['loadContentApi']>>> | undefined;
const contentApi = () => {
  client ??= import('../loadContentApi.ts').then((module) => module.loadContentApi());
  client.catch(() => {
    client = undefined;
  });
  return client;
};

/**
 * A read asked once more when its answer did not come (a timeout, the network, a 5xx: the client's
 * `retryable`): a provider starting up may take longer than one wait, and asking a day's availability
 * twice changes nothing. The step's button says it is searching meanwhile. A refusal (4xx) is not asked again.
 * @example await readTwice(() => client.bookingAvailability(query)) // the second answer when the first timed out
 */
export async function readTwice<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error as { retryable?: unknown } | null)?.retryable) throw error;
    return read();
  }
}

/** The demo provider: the reference content API's booking actions, through the shared client. */
const demoBackend: BookingBackend = {
  availability: async (query) => {
    const client = await contentApi();
    return readTwice(() => client.bookingAvailability(query));
  },
  // Each submission carries an Idempotency-Key that a resend of the same request repeats.
  createBooking: async (request) =>
    withSubmissionKey(['booking', request], async (idempotencyKey) =>
      (await contentApi()).createBooking(request, { idempotencyKey }),
    ),
  joinWaitlist: async (request) =>
    withSubmissionKey(['waitlist', request], async (idempotencyKey) =>
      (await contentApi()).joinWaitlist(request, { idempotencyKey }),
    ),
  requestGroup: async (request) =>
    withSubmissionKey(['group', request], async (idempotencyKey) =>
      (await contentApi()).requestGroup(request, { idempotencyKey }),
    ),
  cardToken: async (site) => (await contentApi()).demoCardToken(site),
};

/**
 * The provider a site's reservation page uses.
 * @example providerFor('florence').kind // 'native'
 */
export function providerFor(site: SiteId, backend: BookingBackend = demoBackend): BookingProvider {
  return SITES[site].booking.provider === 'widget'
    ? { kind: 'widget', vendor: SITES[site].booking.widgetVendor }
    : { kind: 'native', backend };
}

export { restaurantContact } from '../../lib/restaurantContact.ts';
