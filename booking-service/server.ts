/**
 * The booking service and reference content API (docs/service.md): one HTTP server that answers the
 * content-API contract (docs/content-api.md) over the demo content, and takes the site's submissions
 * (bookingDesk.ts, docs/bookings.md). Every POST is a submission: rate-limited per client
 * (clientIdentity.ts), honeypot-checked, validated with the forms' own schemas, committed to the
 * database (db/: PGlite in the data folder, or the PostgreSQL server at DATABASE_URL) before it is
 * answered, and idempotent under an `Idempotency-Key` header (idempotency.ts). Its e-mails are queued in
 * the submission's transaction and sent by the delivery worker (mail/delivery.ts), which runs while the
 * database is open. It logs a JSON line per request (log.ts) and stops gracefully (close()).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_OPTIONS } from '../lib/serverTimeouts.ts';
import { LIMITS } from '../lib/limits.ts';
import { CONTENT_API_PATH, CONTENT_API_VERSION, isAction, isPostAction } from '../lib/contract/types.ts';
import { loadContentStore, type ContentStore } from './demo/contentStore.ts';
import { MailStore } from './mailStore.ts';
import { notReadyBecause, openDatabase, type DatabaseHandle } from './db/client.ts';
import { claimOf, idempotencyKeyOf, type IdempotencyClaim } from './idempotency.ts';
import { planFaults, type FaultOptions } from './testing/faults.ts';
import { ApiProblem, readJson, requestIdOf, requestTarget, respond, SECURITY_HEADERS } from './http.ts';
import { fetchAction, required } from './contentActions.ts';
import { sendMail } from './mailForm.ts';
import { openBookingDesk, type BookingDesk } from './bookingDesk.ts';
import { loadPrivateEventDays, type PrivateEventDays } from './demo/demoBooking.ts';
import { RateLimiter } from './rateLimit.ts';
import { clientOf, clientTrust } from './clientIdentity.ts';
import { CONTENT_API_SIGNING_SECRET_ENV } from '../lib/hostRules.ts';
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

/** What a platform gives a stopping process before it kills it is 30 s at least; finish well within. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The process answers (a liveness probe). */
export const HEALTH_PATH = '/health';
/** The process can take submissions: its database answers, every migration applied (a readiness probe). */
export const READY_PATH = '/ready';

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
    {
      ...process.env,
      [CONTENT_API_SIGNING_SECRET_ENV]: options.signingSecret ?? process.env[CONTENT_API_SIGNING_SECRET_ENV],
    },
    (reason) => log({ event: 'proxy-signature', level: 'warn', outcome: `not believed: ${reason}` }),
  );
  const allowed = allowedOrigins(options.allowedOrigins);

  async function handle(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>, url: URL | undefined) {
    if (!url) throw new ApiProblem(400, `The request target '${req.url}' is not a valid URL`);
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
    const url = requestTarget(req);
    res.once('close', () => {
      const action = url?.searchParams.get('action');
      log({
        event: 'request',
        id,
        method: req.method,
        path: url?.pathname ?? null,
        action: action && isAction(action) ? action : undefined,
        status: res.writableFinished ? res.statusCode : null,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { outcome: 'connection closed before the answer' }),
      });
    });
    const cors = corsHeaders(req.headers.origin, allowed);
    const handled = handle(req, res, cors, url)
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
