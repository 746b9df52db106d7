/**
 * The reference content API: a real HTTP server on loopback implementing the content-API contract
 * (docs/content-api.md) over the demo content. It is the embedded default of `npm start` and the
 * backend of every test, so it behaves like the real one: envelopes, status codes, CORS, validation.
 * It is also the demo booking provider (bookingDesk.ts, docs/bookings.md). Every POST is a submission:
 * rate-limited per client, honeypot-checked, validated with the forms' own schemas, committed to the
 * database (db/: PGlite in the data folder, or the PostgreSQL server at DATABASE_URL) before it is
 * answered, and idempotent under an `Idempotency-Key` header (idempotency.ts). Its e-mails are queued in
 * the submission's transaction and sent by the delivery worker (mail/delivery.ts), which runs while the
 * database is open.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { LARGEST_UPLOAD_BYTES, SERVER_OPTIONS } from '../lib/serverTimeouts.ts';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { isSiteId, normalizeLang, SITES, type Lang, type SiteId } from '../lib/sites.ts';
import { LIMITS } from '../lib/limits.ts';
import { isUiLang } from '../lib/locales.ts';
import { ATTACHMENT_ERRORS, ATTACHMENTS_FIELD, checkMailFields } from '../lib/forms/schemas.ts';
import { cleanFileName } from '../lib/forms/fileName.ts';
import { honeypotFilled, HONEYPOT_FIELD, HONEYPOT_REFUSAL } from '../lib/forms/bookingSchemas.ts';
import {
  BLOCK_NAMES,
  CONTENT_API_PATH,
  CONTENT_API_VERSION,
  isAction,
  isPostAction,
  MAIL_FORMS,
  MAIL_TYPE,
  type BlockName,
  type Envelope,
  type MailForm,
  type MailResult,
} from '../lib/contract/types.ts';
import { loadContentStore, type ContentStore } from './demo/contentStore.ts';
import { MailStore, sniffAttachment, type IncomingAttachment } from './mailStore.ts';
import { notReadyBecause, openDatabase, type DatabaseHandle } from './db/client.ts';
import { claimOf, idempotencyKeyOf, type IdempotencyClaim } from './idempotency.ts';
import { planFaults, type FaultOptions } from './testing/faults.ts';
import { ApiProblem, limitBody, readJson, refuseUnplainJson } from './http.ts';
import { openBookingDesk, type BookingDesk } from './bookingDesk.ts';
import { loadPrivateEventDays, type PrivateEventDays } from './demo/demoBooking.ts';
import { RateLimiter } from './rateLimit.ts';
import { clientOf, clientTrust } from './clientIdentity.ts';
import { SIGNING_SECRET_ENV } from './proxySignature.ts';
import { jsonLogger, withoutAddresses, type Logger } from './log.ts';
import { mailTranslators } from '../lib/mail/texts.ts';
import { DELIVERY_POLICY, type DeliveryPolicy } from '../lib/mail/deliveryPolicy.ts';
import { startDeliveryWorker, type DeliveryWorker } from './mail/delivery.ts';
import { createMailing } from './mail/mailing.ts';
import { GUEST_MAIL_LIMITS, type GuestMailLimits } from './mail/receiptLimits.ts';
import { loadOutboxSealer, type Sealer } from './mail/seal.ts';
import { createMailTransport } from './mail/transport.ts';
import { allowedOrigins, corsHeaders } from './origins.ts';

export interface ReferenceApiOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /**
   * The API's data folder: the PGlite database in `pgdata/` (unless `databaseUrl`) and the mail
   * attachments in `mail/attachments/`.
   */
  dataDir?: string;
  /** A PostgreSQL server for the submissions; default DATABASE_URL; unset, PGlite in `dataDir`. */
  databaseUrl?: string;
  /**
   * Open (and migrate) the submissions' database before the port answers, for a server that takes bookings
   * (`npm start`, `npm run api`): its first availability answer then waits for nothing, and a database that
   * cannot open stops the start. Off, it opens at the first request that needs it (the sync never opens it).
   */
  openDatabaseFirst?: boolean;
  /** Where e-mails go (mail/transport.ts); default SMTP_URL; unset or empty, `.eml` files in `<dataDir>/outbox/`. */
  smtpUrl?: string;
  /** The delivery worker's retries, lease and polling; default DELIVERY_POLICY (lib/mail/deliveryPolicy.ts). */
  deliveryPolicy?: Partial<DeliveryPolicy>;
  /**
   * Submissions (every POST) per minute per client before 429; 0 turns the limit off (the load test).
   * Default LIMITS.submissionsPerMinute, or CONTENT_API_RATE_LIMIT when set.
   */
  rateLimitPerMinute?: number;
  /**
   * Guest messages one address may receive, and addresses one client may have written to, in a day;
   * 0 turns either off (the browser suite, the load tests). Default GUEST_MAIL_LIMITS (lib/limits.ts).
   */
  guestMailLimits?: Partial<GuestMailLimits>;
  /**
   * Origins besides SITE_ORIGIN and CONTENT_API_ALLOWED_ORIGINS whose pages may call the API from a
   * browser (origins.ts): a local engine that passes the page's Origin on (`npm run serve:cdn`).
   */
  allowedOrigins?: readonly string[];
  /**
   * The secret signed proxies in front share with the service (proxySignature.ts, clientIdentity.ts);
   * default CONTENT_API_SIGNING_SECRET. Unset, every request is counted by its socket's address.
   */
  signingSecret?: string;
  /**
   * Where the service logs (log.ts): one JSON line per request and per mail attempt. Default: warnings
   * and errors only, on standard output; `npm run api` logs every line.
   */
  log?: Logger;
  /**
   * How long close() lets requests in flight finish before it ends their connections; default
   * SHUTDOWN_GRACE_MS.
   */
  shutdownGraceMs?: number;
  /** The clock bookings are judged by, and the outbox runs by (tests pass a fixed one). */
  now?: () => Date;
  /** Weekly private-event days; default demo/booking.json. */
  privateEventDays?: PrivateEventDays;
  faults?: FaultOptions;
  /** Generated pages added for benchmarks. */
  scale?: number;
  content?: ContentStore;
}

export interface ReferenceApi {
  /** Base URL, e.g. http://127.0.0.1:8787 (the endpoint is `${url}/api.php`). */
  url: string;
  port: number;
  mail: MailStore;
  booking: BookingDesk;
  /** The submissions' database, opened on first use (db/client.ts). */
  database(): Promise<DatabaseHandle>;
  /** The delivery worker, started when the database opens (opens it if it is not yet). */
  delivery(): Promise<DeliveryWorker>;
  /** Stops answering, stops the delivery worker (after the send in progress), then closes the database. */
  close(): Promise<void>;
}

/** The same figure the site's `/api.php` proxy refuses above (lib/serverTimeouts.ts). */
const MAIL_BODY_LIMIT = LARGEST_UPLOAD_BYTES;

/** What a platform gives a stopping process before it kills it is 30 s at least; finish well within. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The header that names a request in the logs and its answer: the proxy's, when it sends a usable one. */
const REQUEST_ID_HEADERS = ['x-request-id', 'x-nf-request-id'] as const;
const USABLE_REQUEST_ID = /^[\w.:-]{1,100}$/;

function requestIdOf(req: IncomingMessage): string {
  for (const name of REQUEST_ID_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && USABLE_REQUEST_ID.test(value)) return value;
  }
  return randomUUID();
}

/** The process answers (a liveness probe). */
export const HEALTH_PATH = '/health';
/** The process can take submissions: its database answers, every migration applied (a readiness probe). */
export const READY_PATH = '/ready';

/**
 * What every answer carries, whichever server is in front: JSON is never sniffed as a page, framed, or
 * allowed to load anything (the CDN's `_headers` do not reach a proxied answer).
 */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

function respond(
  res: ServerResponse,
  envelope: Envelope<unknown>,
  malformed = false,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify(envelope);
  res.writeHead(envelope.status.code, {
    ...headers,
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  // A malformed answer is the real body cut in half: what a broken proxy or a crashed PHP worker sends.
  res.end(malformed ? body.slice(0, Math.floor(body.length / 2)) : body);
}

function required(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (value === null || value === '') throw new ApiProblem(400, `Missing parameter '${name}'`);
  return value;
}

function langParam(params: URLSearchParams): Lang {
  const raw = required(params, 'lang');
  const lang = normalizeLang(raw);
  if (!lang) throw new ApiProblem(400, `Unsupported language '${raw}'`);
  return lang;
}

function siteParam(params: URLSearchParams): SiteId {
  const site = required(params, 'site');
  if (!isSiteId(site)) throw new ApiProblem(400, `Unknown site '${site}'`);
  return site;
}

function notFound(what: string): never {
  throw new ApiProblem(404, `${what} not found`);
}

type FetchAction = 'FETCH_LANDING' | 'FETCH_INDEX' | 'FETCH_PAGE' | 'FETCH_BLOCK';

function fetchAction(content: ContentStore, action: FetchAction, params: URLSearchParams): unknown {
  switch (action) {
    case 'FETCH_LANDING': {
      const lang = langParam(params);
      return content.landing(lang) ?? notFound(`Landing for ${lang}`);
    }
    case 'FETCH_INDEX': {
      const lang = langParam(params);
      const site = siteParam(params);
      return content.index(lang, site) ?? notFound(`Content for ${lang}/${site}`);
    }
    case 'FETCH_PAGE': {
      const lang = langParam(params);
      const site = siteParam(params);
      const name = required(params, 'name');
      const type = params.get('type') || 'page';
      return content.page(lang, site, name, type) ?? notFound(`Page '${name}' of type '${type}' in ${lang}/${site}`);
    }
    case 'FETCH_BLOCK': {
      const lang = langParam(params);
      const site = siteParam(params);
      const name = required(params, 'block');
      if (!(BLOCK_NAMES as readonly string[]).includes(name)) throw new ApiProblem(400, `Unknown block '${name}'`);
      return content.block(lang, site, name as BlockName) ?? notFound(`Block '${name}' in ${lang}/${site}`);
    }
  }
}

async function readForm(req: IncomingMessage): Promise<FormData> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) {
    throw new ApiProblem(415, 'Mail send expects multipart/form-data');
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAIL_BODY_LIMIT) throw new ApiProblem(413, `Request body is larger than ${MAIL_BODY_LIMIT} bytes`);
  const body = Readable.toWeb(limitBody(req, MAIL_BODY_LIMIT)) as ReadableStream<Uint8Array>;
  try {
    return await new Request('http://reference.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit).formData();
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ApiProblem) throw cause;
    throw new ApiProblem(400, `Mail send body is not valid multipart/form-data (${(error as Error).message})`);
  }
}

function formText(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string' || value === '') throw new ApiProblem(400, `Missing field '${name}'`);
  return value;
}

async function readAttachments(form: FormData): Promise<IncomingAttachment[]> {
  const files = [...form.getAll('files'), ...form.getAll('attachments')].filter(
    (entry): entry is File => typeof entry !== 'string',
  );
  if (files.length > LIMITS.attachmentMaxCount) {
    throw new ApiProblem(
      400,
      `At most ${LIMITS.attachmentMaxCount} attachments are accepted, got ${files.length}`,
      ATTACHMENTS_FIELD,
      {},
      [{ field: ATTACHMENTS_FIELD, message: ATTACHMENT_ERRORS.count }],
    );
  }
  return Promise.all(
    files.map(async (file) => {
      if (file.size > LIMITS.attachmentMaxBytes) {
        throw new ApiProblem(
          400,
          `Attachment '${file.name}' is larger than ${LIMITS.attachmentMaxBytes / 1024 / 1024} MB`,
          ATTACHMENTS_FIELD,
          {},
          [{ field: ATTACHMENTS_FIELD, message: ATTACHMENT_ERRORS.size }],
        );
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffAttachment(bytes);
      if (!kind) {
        throw new ApiProblem(400, `Attachment '${file.name}' is not a PDF, JPEG or PNG file`, ATTACHMENTS_FIELD, {}, [
          { field: ATTACHMENTS_FIELD, message: ATTACHMENT_ERRORS.type },
        ]);
      }
      return { name: cleanFileName(file.name), bytes, kind };
    }),
  );
}

async function sendMail(req: IncomingMessage, mail: MailStore, key: string | undefined): Promise<MailResult> {
  const form = await readForm(req);
  // The honeypot first: a bot's mail is refused before anything else is read, and nothing is stored.
  if (honeypotFilled(form.get(HONEYPOT_FIELD))) throw new ApiProblem(400, HONEYPOT_REFUSAL, HONEYPOT_FIELD);
  const type = Number(formText(form, 'type'));
  if (type !== MAIL_TYPE) throw new ApiProblem(400, `Field 'type' must be ${MAIL_TYPE}`);
  const site = formText(form, 'site');
  if (!isSiteId(site)) throw new ApiProblem(400, `Unknown site '${site}'`);
  const recipient = formText(form, 'recipient');
  // Only the site's own recipient: a mail send must never become an open relay.
  if (recipient !== SITES[site].mailRecipient)
    throw new ApiProblem(400, `Field 'recipient' is not the recipient of ${site}`);
  const lang = normalizeLang(formText(form, 'lang'));
  if (!lang) throw new ApiProblem(400, `Unsupported language '${form.get('lang')}'`);
  // Optional: the language the guest chose for the form, when not the page's.
  const guestLang = form.get('guestLang') ?? '';
  if (guestLang !== '' && !(typeof guestLang === 'string' && isUiLang(guestLang)))
    throw new ApiProblem(400, `Unsupported guest language '${guestLang}'`, 'guestLang');
  const formName = formText(form, 'form');
  if (!(MAIL_FORMS as readonly string[]).includes(formName)) throw new ApiProblem(400, `Unknown form '${formName}'`);
  let fields: unknown;
  try {
    fields = JSON.parse(formText(form, 'fields'));
  } catch {
    throw new ApiProblem(400, "Field 'fields' is not valid JSON");
  }
  refuseUnplainJson(fields);
  const checked = checkMailFields(formName as MailForm, fields);
  if (!checked.ok) {
    throw new ApiProblem(
      400,
      `Invalid form field '${checked.problem.field}': ${checked.problem.message}`,
      checked.problem.field,
      {},
      checked.problems,
    );
  }
  const attachments = await readAttachments(form);
  const submission = {
    type,
    recipient,
    site,
    lang,
    ...(guestLang && guestLang !== lang ? { guestLang } : {}),
    form: formName,
    fields: checked.values,
  };
  // A retry is the same submission when its fields and its files' contents are.
  const files = attachments.map(({ name, bytes }) => ({
    name,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));
  return mail.save(submission, attachments, claimOf(key, 'SEND_MAIL', { ...submission, files }));
}

/** CONTENT_API_RATE_LIMIT lets a test run (e2e, load) raise or turn off the limit without a flag. */
function defaultRateLimit(): number {
  const fromEnv = Number(process.env.CONTENT_API_RATE_LIMIT);
  return process.env.CONTENT_API_RATE_LIMIT !== undefined && Number.isFinite(fromEnv) && fromEnv >= 0
    ? fromEnv
    : LIMITS.submissionsPerMinute;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startReferenceApi(options: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const {
    port = 8787,
    host = '127.0.0.1',
    dataDir = '.data/reference-api',
    scale = 0,
    now = () => new Date(),
  } = options;
  const content = options.content ?? loadContentStore({ scale });
  const faults = planFaults(options.faults);
  const texts = await mailTranslators();
  const policy = { ...DELIVERY_POLICY, ...options.deliveryPolicy };
  const log = options.log ?? jsonLogger(undefined, 'warn');
  // Opened before listening when asked (`openDatabaseFirst`), else at the first request that needs it: a
  // process that only reads content (the sync) never opens, nor locks, the submissions' database. A failed
  // lazy opening is tried again by the next request. The delivery worker runs from the opening to close().
  let opened: Promise<{ handle: DatabaseHandle; worker: DeliveryWorker }> | undefined;
  /** Why the last opening failed, for `GET /ready` to say until one succeeds. */
  let lastOpeningError: Error | undefined;
  // The outbox key, loaded (or made) with the database, or by the first submission that seals with it.
  let sealing: Promise<Sealer> | undefined;
  const sealer = () =>
    (sealing ??= loadOutboxSealer(dataDir).catch((error: unknown) => {
      sealing = undefined;
      throw error;
    }));
  const open = () =>
    (opened ??= (async () => {
      const handle = await openDatabase({ dataDir, url: options.databaseUrl, log });
      try {
        const { open: openSecret } = await sealer();
        const transport = createMailTransport({ smtpUrl: options.smtpUrl, dataDir });
        const worker = startDeliveryWorker({ db: handle.db, transport, openSecret, now, policy, log });
        return { handle, worker };
      } catch (error) {
        await handle.close();
        throw error;
      }
    })().catch((error: unknown) => {
      opened = undefined;
      lastOpeningError = error as Error;
      throw error;
    }));
  const database = async () => (await open()).handle;
  const db = async () => (await database()).db;
  const mailing = createMailing({
    now,
    texts,
    content,
    seal: async (secret) => (await sealer()).seal(secret),
    tag: async (value) => (await sealer()).tag(value),
  });
  const mail = new MailStore(`${dataDir}/mail`, db, mailing);
  const booking = openBookingDesk({
    db,
    now,
    privateEventDays: options.privateEventDays ?? loadPrivateEventDays(),
    mailing,
    guestMailLimits: {
      perAddress: options.guestMailLimits?.perAddress ?? GUEST_MAIL_LIMITS.perAddress,
      addressesPerClient: options.guestMailLimits?.addressesPerClient ?? GUEST_MAIL_LIMITS.addressesPerClient,
    },
  });
  /** After a submission committed: its messages are sent now rather than at the next poll. */
  const committed = <T>(answer: T): T => {
    void opened?.then(
      ({ worker }) => worker.nudge(),
      () => undefined,
    );
    return answer;
  };
  /**
   * Why the API cannot take submissions yet (`GET /ready`): the database is not open (a probe starts
   * opening it) or answers with migrations missing; undefined when it can.
   */
  const notReady = async (): Promise<string | undefined> => {
    if (!opened) {
      void open().catch(() => undefined);
      return lastOpeningError
        ? `the submissions database cannot open (${lastOpeningError.message})`
        : 'the submissions database is not open yet';
    }
    return opened.then(
      ({ handle }) => notReadyBecause(handle.db),
      (error: unknown) => `the submissions database cannot open (${(error as Error).message})`,
    );
  };
  const limiter = new RateLimiter(options.rateLimitPerMinute ?? defaultRateLimit());
  const trust = clientTrust(
    { ...process.env, [SIGNING_SECRET_ENV]: options.signingSecret ?? process.env[SIGNING_SECRET_ENV] },
    (reason) => log({ event: 'proxy-signature', level: 'warn', outcome: `not believed: ${reason}` }),
  );
  const allowed = allowedOrigins(options.allowedOrigins);

  async function handle(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>) {
    const url = new URL(req.url ?? '/', 'http://reference.invalid');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, ...SECURITY_HEADERS }).end();
      return;
    }
    if (url.pathname === HEALTH_PATH || url.pathname === READY_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiProblem(405, `${url.pathname} needs GET`);
      if (url.pathname === READY_PATH) {
        const reason = await notReady();
        if (reason) throw new ApiProblem(503, `Not ready: ${reason}`, undefined, { 'retry-after': '5' });
      }
      return respond(res, { status: { code: 200, message: 'OK' }, data: null }, false, cors);
    }
    if (url.pathname !== CONTENT_API_PATH)
      throw new ApiProblem(404, `No endpoint at ${url.pathname}; use ${CONTENT_API_PATH}`);
    const params = url.searchParams;
    const version = params.get('v');
    if (version !== String(CONTENT_API_VERSION)) {
      throw new ApiProblem(
        400,
        `Unsupported API version '${version ?? ''}'; this server speaks v=${CONTENT_API_VERSION}`,
      );
    }
    const action = required(params, 'action');
    if (!isAction(action)) throw new ApiProblem(400, `Unknown action '${action}'`);
    /** Who sends a submission: what the rate limit and the limits on guest messages count by. */
    let client: string | undefined;

    if (!isPostAction(action)) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiProblem(405, `${action} needs GET`);
    } else {
      if (req.method !== 'POST') throw new ApiProblem(405, `${action} needs POST`);
      const { origin } = req.headers;
      if (origin && !allowed(origin))
        throw new ApiProblem(
          403,
          `A page on ${origin} may not send submissions here; CONTENT_API_ALLOWED_ORIGINS lists the origins that may`,
        );
      client = clientOf(req, trust);
      const decision = limiter.take(client);
      if (!decision.allowed) {
        throw new ApiProblem(429, `Too many submissions; try again in ${decision.retryAfterSeconds} s`, undefined, {
          'retry-after': String(decision.retryAfterSeconds),
        });
      }
    }

    const fault = faults.decide(`${req.method} ${url.search}`);
    if (faults.latencyMs) await sleep(faults.latencyMs);
    if (fault === 'timeout') return; // never answered; close() ends the socket
    if (fault === 'error') throw new ApiProblem(503, 'Injected fault: service unavailable');

    const ok = (data: unknown) =>
      respond(res, { status: { code: 200, message: 'OK' }, data }, fault === 'malformed', cors);
    const json = () => readJson(req, action, LIMITS.jsonBodyMaxBytes);
    const key = isPostAction(action) ? idempotencyKeyOf(req) : undefined;
    // A submission that queues e-mails: its JSON body, its Idempotency-Key claim, and the worker nudged once it
    // committed.
    const submitted = async <T>(
      submit: (body: Record<string, unknown>, claim?: IdempotencyClaim, client?: string) => Promise<T>,
    ) => {
      const body = await json();
      return committed(await submit(body, claimOf(key, action, body), client));
    };
    switch (action) {
      case 'SEND_MAIL':
        return ok(committed(await sendMail(req, mail, key)));
      case 'BOOKING_CREATE':
        return ok(await submitted(booking.create));
      case 'WAITLIST_JOIN':
        return ok(await submitted(booking.joinWaitlist));
      case 'GROUP_REQUEST':
        return ok(await submitted(booking.requestGroup));
      case 'DEMO_CARD_TOKEN':
        return ok(await booking.cardToken(await json()));
      // The manage link's token travels in the body, never in the query a server logs.
      case 'BOOKING_MANAGE':
        return ok(await booking.manage(await json()));
      case 'BOOKING_CANCEL':
        return ok(await submitted(booking.cancel));
      case 'BOOKING_AVAILABILITY':
        return ok(await booking.availability(params));
      default:
        return ok(fetchAction(content, action, params));
    }
  }

  /** Requests being handled: close() lets them finish. */
  const inFlight = new Set<Promise<void>>();
  let stopping = false;

  const server = createServer(SERVER_OPTIONS, (req, res) => {
    const started = performance.now();
    const id = requestIdOf(req);
    res.setHeader('x-request-id', id);
    // A request that comes on a kept-alive connection while the service stops is its last on it.
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      const action = new URL(req.url ?? '/', 'http://reference.invalid').searchParams.get('action');
      log({
        event: 'request',
        id,
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        action: action && isAction(action) ? action : undefined,
        status: res.writableFinished ? res.statusCode : null,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { outcome: 'connection closed before the answer' }),
      });
    });
    const cors = corsHeaders(req.headers.origin, allowed);
    const handled = handle(req, res, cors)
      .catch((error: unknown) => {
        const problem = error instanceof ApiProblem ? error : new ApiProblem(500, 'Internal error');
        if (!(error instanceof ApiProblem))
          log({
            event: 'error',
            level: 'error',
            id,
            reason: withoutAddresses((error as Error)?.stack ?? String(error)),
          });
        if (res.headersSent) return void res.destroy();
        // Drain what the client still sends so it reads our answer instead of a reset connection.
        req.resume();
        const data = problem.field
          ? { field: problem.field, ...(problem.errors?.length ? { errors: problem.errors } : {}) }
          : null;
        respond(res, { status: { code: problem.code, message: problem.message }, data }, false, {
          ...problem.headers,
          ...cors,
        });
      })
      .finally(() => inFlight.delete(handled));
    inFlight.add(handled);
  });
  try {
    // Migrations applied before the port answers: no first request waits on them.
    if (options.openDatabaseFirst) await open();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    await opened?.then(
      ({ handle, worker }) => worker.stop().finally(() => handle.close()),
      () => undefined,
    );
    throw error;
  }
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    mail,
    booking,
    database,
    delivery: async () => (await open()).worker,
    // Once: a second call (a test's cleanup after it closed the API itself) waits for the first.
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        const graceMs = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
        log({ event: 'stopping', inFlight: inFlight.size, graceMs });
        // No new connection; idle kept-alive ones end now, busy ones when their answer is sent.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise((resolve) => {
            grace = setTimeout(resolve, graceMs);
          }),
        ]);
        clearTimeout(grace);
        const overran = inFlight.size > 0;
        // What is left: requests over the grace, and connections no answer will come on (a fault's timeout).
        server.closeAllConnections();
        await closed;
        // The delivery worker finishes the round in progress: the messages it leased are sent and marked.
        await opened?.then(
          ({ handle, worker }) => worker.stop().finally(() => handle.close()),
          () => undefined,
        );
        log({ event: 'stopped', ...(overran ? { level: 'warn', outcome: 'requests cut at the grace period' } : {}) });
      })()),
  };
}
