/**
 * The content-API client: one typed operation per action of the contract (docs/content-api.md).
 * It uses only `fetch`, `FormData` and lib/, so the sync in Node and the site in the browser share it
 * (the browser loads it on demand: components/loadContentApi.ts).
 * Every answer is validated; every failure is a ContentApiError that says what failed and whether a
 * retry may help.
 */
import { normalizeLang, SITES, type Lang, type SiteId } from '../lib/sites.ts';
import type { UiLang } from '../lib/locales.ts';
import {
  CONTENT_API_PATH,
  CONTENT_API_VERSION,
  MAIL_TYPE,
  type Action,
  type BlockName,
  type Blocks,
  type Landing,
  type MailForm,
  type MailResult,
  type Page,
  type PageIndex,
} from '../lib/contract/types.ts';
import { ContractError, validateEnvelope, validateMailResult } from '../lib/contract/check.ts';
import type {
  Availability,
  BookingConfirmation,
  BookingPostAction,
  BookingRequest,
  CancellationReceipt,
  CancelRequest,
  DemoCardToken,
  GroupRequest,
  LocalDate,
  ManagedBooking,
  ManageRequest,
  SubmissionReceipt,
  WaitlistRequest,
} from '../lib/booking/contract.ts';

type ContentApiErrorKind = 'network' | 'timeout' | 'http' | 'not-found' | 'malformed' | 'contract';

export class ContentApiError extends Error {
  override name = 'ContentApiError';
  constructor(
    readonly kind: ContentApiErrorKind,
    message: string,
    readonly status?: number,
    /** The request field the server refused (a 400 names it, e.g. `contact.email`), for the form to mark. */
    readonly field?: string,
    /**
     * More of the answer: every refused field with the schema's text (`data.errors`), and a 429's or 503's Retry-After
     * in seconds.
     */
    readonly details: { errors?: readonly { field: string; message: string }[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  /** Network trouble, timeouts, 5xx, 429 and cut-off bodies may pass; a 4xx or a contract break will not. */
  get retryable(): boolean {
    if (this.kind === 'http') return this.status === undefined || this.status >= 500 || this.status === 429;
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'malformed';
  }
}

interface ContentApiClientOptions {
  /** The backend's base URL or its full `/api.php` URL. */
  baseUrl: string;
  /** Per request; our choice. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface MailSubmission {
  site: SiteId;
  lang: Lang;
  /** The language the guest chose for the form, when not the page's: the restaurant answers in it. */
  guestLang?: UiLang;
  form: MailForm;
  fields: Record<string, unknown>;
  files?: Blob[];
  /** The honeypot field's value (`website`): sent as is, the server refuses the mail when it is not empty. */
  website?: string;
}

interface AvailabilityQuery {
  site: SiteId;
  lang: Lang;
  date: LocalDate;
  guests: number;
}

/** An error envelope may carry `data: { field }`: the request field the server refused. */
function refusedField(data: unknown): string | undefined {
  const field = (data as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
}

/** `data.errors` of a 400: the refused fields with the schema's texts; anything malformed is left out. */
function refusedErrors(data: unknown): { field: string; message: string }[] | undefined {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  return errors
    .filter(
      (entry): entry is { field: string; message: string } =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.field === 'string' &&
        typeof entry.message === 'string',
    )
    .map(({ field, message }) => ({ field, message }));
}

/**
 * Retry-After in whole seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent
 * or unreadable.
 * @example retryAfterSeconds('42') // 42
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** What an error answer tells besides its status: the refused fields and how long to wait. */
function answerDetails(response: Response, data: unknown): ContentApiError['details'] {
  const errors = refusedErrors(data);
  const wait = retryAfterSeconds(response.headers.get('retry-after'));
  return { ...(errors ? { errors } : {}), ...(wait !== undefined ? { retryAfterSeconds: wait } : {}) };
}

/** A failed HTTP status whose body is not an answer to read (an error page, a proxy's text): the status says it. */
function statusError(response: Response): ContentApiError {
  return new ContentApiError(
    'http',
    `HTTP ${response.status} ${response.statusText}`,
    response.status,
    undefined,
    answerDetails(response, null),
  );
}

export function endpointOf(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith(CONTENT_API_PATH) ? trimmed : `${trimmed}${CONTENT_API_PATH}`;
}

/** A submission's options: the client-generated key a retry of the same submission sends again. */
interface SubmitOptions {
  idempotencyKey?: string;
}

export function createContentApiClient({
  baseUrl,
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
}: ContentApiClientOptions) {
  const endpoint = endpointOf(baseUrl);

  async function call(action: Action, params: Record<string, string>, init: RequestInit = {}): Promise<unknown> {
    const query = new URLSearchParams({ v: String(CONTENT_API_VERSION), action, ...params });
    const url = `${endpoint}?${query}`;
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      body = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ContentApiError('timeout', `no answer within ${timeoutMs} ms`);
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ContentApiError(
        'network',
        `cannot reach ${endpoint} (${cause?.code ?? cause?.message ?? (error as Error).message})`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      if (!response.ok) throw statusError(response);
      throw new ContentApiError(
        'malformed',
        `malformed JSON from the content API (${(error as Error).message})`,
        response.status,
      );
    }
    let envelope: ReturnType<typeof validateEnvelope>;
    try {
      envelope = validateEnvelope(json, `${action} answer`);
    } catch (error) {
      if (!response.ok) throw statusError(response);
      throw new ContentApiError('contract', (error as Error).message, response.status);
    }
    const { code, message } = envelope.status;
    if (code === 404 || response.status === 404) throw new ContentApiError('not-found', message || 'not found', 404);
    if (!response.ok || code !== 200) {
      throw new ContentApiError(
        'http',
        `${code} ${message}`,
        code,
        refusedField(envelope.data),
        answerDetails(response, envelope.data),
      );
    }
    return envelope.data;
  }

  /** Contract checks run on the answer; their failure is a ContentApiError of kind 'contract'. */
  function checked<T>(validate: () => T): T {
    try {
      return validate();
    } catch (error) {
      if (error instanceof ContractError) throw new ContentApiError('contract', error.message);
      throw error;
    }
  }

  const route = (lang: Lang | 'jp', site: SiteId) => ({ lang: normalizeLang(lang) ?? lang, site });

  /** The submissions' Idempotency-Key header (docs/bookings.md "Idempotency"), when the caller has one. */
  const keyHeader = (options: SubmitOptions): Record<string, string> =>
    options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {};

  /** The booking submissions are JSON POSTs (docs/bookings.md). */
  const postJson = (action: BookingPostAction, body: unknown, options: SubmitOptions = {}) =>
    call(
      action,
      {},
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...keyHeader(options) },
        body: JSON.stringify(body),
      },
    );

  /**
   * A request whose answer is checked by schemas that load with it, in parallel: the pages' schemas, the
   * rest of the content's (index, blocks, landing) or the booking answers'. A page that only sends a form
   * loads none, and a page that only shows content never loads the booking's.
   */
  async function checkedCall<S, T>(
    loadSchemas: () => Promise<S>,
    request: () => Promise<unknown>,
    validate: (loaded: S, data: unknown) => T,
  ): Promise<T> {
    const schemas = loadSchemas();
    // Awaited after the answer; a request that fails first leaves it unread, not unhandled.
    schemas.catch(() => {});
    const data = await request();
    const loaded = await schemas;
    return checked(() => validate(loaded, data));
  }

  function contentCall<T>(
    action: Action,
    params: Record<string, string>,
    validate: (schemas: typeof import('../lib/contract/schema.ts'), data: unknown) => T,
  ): Promise<T> {
    return checkedCall(
      () => import('../lib/contract/schema.ts'),
      () => call(action, params),
      validate,
    );
  }

  function bookingCall<T>(
    request: () => Promise<unknown>,
    validate: (schemas: typeof import('../lib/booking/answers.ts'), data: unknown) => T,
  ): Promise<T> {
    return checkedCall(() => import('../lib/booking/answers.ts'), request, validate);
  }

  return {
    endpoint,
    fetchIndex(lang: Lang, site: SiteId): Promise<PageIndex> {
      return contentCall('FETCH_INDEX', route(lang, site), ({ validateIndex }, data) =>
        validateIndex(data, `index of ${lang}/${site}`),
      );
    },
    /** Rules §content-api: FETCH_PAGE with name, type, site (wp cache on, local cache off). */
    fetchPage(lang: Lang, site: SiteId, name: string, type: string): Promise<Page> {
      const params = { ...route(lang, site), name, type, wp_cache: '1', local_cache: '0' };
      // Checked by the pages' schemas alone: the live fallback loads nothing more.
      return checkedCall(
        () => import('../lib/contract/pageSchema.ts'),
        () => call('FETCH_PAGE', params),
        ({ validatePage }, data) => validatePage(data, `page '${name}'`),
      );
    },
    fetchBlock<N extends BlockName>(lang: Lang, site: SiteId, block: N): Promise<Blocks[N]> {
      return contentCall('FETCH_BLOCK', { ...route(lang, site), block }, ({ validateBlock }, data) =>
        validateBlock(block, data, `block '${block}'`),
      );
    },
    fetchLanding(lang: Lang): Promise<Landing> {
      return contentCall('FETCH_LANDING', { lang: normalizeLang(lang) ?? lang }, ({ validateLanding }, data) =>
        validateLanding(data, `landing of ${lang}`),
      );
    },
    /** Rules §content-api: mail send: fixed type 2, the site's recipient, the fields as a JSON string, files. */
    async sendMail(
      { site, lang, guestLang, form, fields, files = [], website }: MailSubmission,
      options: SubmitOptions = {},
    ): Promise<MailResult> {
      const body = new FormData();
      body.set('type', String(MAIL_TYPE));
      body.set('site', site);
      body.set('recipient', SITES[site].mailRecipient);
      body.set('lang', lang);
      if (guestLang) body.set('guestLang', guestLang);
      body.set('form', form);
      body.set('fields', JSON.stringify(fields));
      if (website !== undefined) body.set('website', website);
      for (const file of files) body.append('files', file);
      const data = await call('SEND_MAIL', {}, { method: 'POST', body, headers: keyHeader(options) });
      return checked(() => validateMailResult(data));
    },
    /** The services and slots of a local day for a party, with seating, extras and the card guarantee. */
    bookingAvailability({ site, lang, date, guests }: AvailabilityQuery): Promise<Availability> {
      return bookingCall(
        () => call('BOOKING_AVAILABILITY', { ...route(lang, site), date, guests: String(guests) }),
        ({ validateAvailability }, data) => validateAvailability(data, `availability of ${site} on ${date}`),
      );
    },
    /** A 409 means the slot filled meanwhile; a 400 names the refused field (ContentApiError#field). */
    createBooking(
      request: BookingRequest,
      options: SubmitOptions = {},
    ): Promise<BookingConfirmation & SubmissionReceipt> {
      return bookingCall(
        () => postJson('BOOKING_CREATE', request, options),
        ({ validateBookingConfirmation }, data) => validateBookingConfirmation(data),
      );
    },
    joinWaitlist(request: WaitlistRequest, options: SubmitOptions = {}): Promise<SubmissionReceipt> {
      return bookingCall(
        () => postJson('WAITLIST_JOIN', request, options),
        ({ validateReceipt }, data) => validateReceipt(data, 'waiting-list receipt'),
      );
    },
    requestGroup(request: GroupRequest, options: SubmitOptions = {}): Promise<SubmissionReceipt> {
      return bookingCall(
        () => postJson('GROUP_REQUEST', request, options),
        ({ validateReceipt }, data) => validateReceipt(data, 'group request receipt'),
      );
    },
    /**
     * BOOKING_MANAGE: the booking a manage link's token names; a bad, unknown or expired token is a 'not-found' error.
     */
    manageBooking(token: string): Promise<ManagedBooking> {
      return bookingCall(
        () => postJson('BOOKING_MANAGE', { token } satisfies ManageRequest),
        ({ validateManagedBooking }, data) => validateManagedBooking(data),
      );
    },
    /**
     * BOOKING_CANCEL: inside the free window `acceptCharge` must be true, else a 409 ('http') naming the
     * charge; already cancelled or a passed seating is a 409 too.
     */
    cancelBooking(token: string, acceptCharge: boolean, options: SubmitOptions = {}): Promise<CancellationReceipt> {
      return bookingCall(
        () => postJson('BOOKING_CANCEL', { token, acceptCharge } satisfies CancelRequest, options),
        ({ validateCancellationReceipt }, data) => validateCancellationReceipt(data),
      );
    },
    /** The demo provider's test-mode card guarantee: a `tok_test_…` token BOOKING_CREATE accepts once. */
    demoCardToken(site: SiteId): Promise<DemoCardToken> {
      return bookingCall(
        () => postJson('DEMO_CARD_TOKEN', { site }),
        ({ validateDemoCardToken }, data) => validateDemoCardToken(data),
      );
    },
  };
}

export type ContentApiClient = ReturnType<typeof createContentApiClient>;
