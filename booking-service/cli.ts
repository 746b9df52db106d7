/**
 * `npm run api`: the booking service and reference content API, on CONTENT_API_PORT (default 8787), as
 * it is deployed (docs/service.md): its logs are JSON lines on standard output (log.ts), the first one
 * names its address, and SIGTERM or SIGINT stop it gracefully. Fault flags make it a slow or flaky
 * backend for tests and benchmarks; see docs/content-api.md.
 */
import { parseArgs } from 'node:util';
import { numberFlag, UsageError } from '../content-sync/args.ts';
import { describeFaults } from './testing/faults.ts';
import { startReferenceApi } from './server.ts';
import { jsonLogger } from './log.ts';

const USAGE = `usage: npm run api -- [--port N] [--host H] [--data-dir DIR] [--scale PAGES] [--rate-limit N]
  [--mails-per-address N] [--addresses-per-client N] [--latency MS] [--error-rate 0-1] [--malformed-rate 0-1] [--timeout-rate 0-1] [--match TEXT] [--seed N]
Submissions go to the PostgreSQL server at DATABASE_URL, else to PGlite in <data-dir>/pgdata (one process at a time).
Their e-mails are queued in the database and sent to SMTP_URL, else written as .eml files to <data-dir>/outbox/
(OUTBOX_KEY, shared by every process on one database, seals the manage links while they wait; else <data-dir>/outbox.key).`;

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      scale: { type: 'string' },
      'rate-limit': { type: 'string' },
      'mails-per-address': { type: 'string' },
      'addresses-per-client': { type: 'string' },
      latency: { type: 'string' },
      'error-rate': { type: 'string' },
      'malformed-rate': { type: 'string' },
      'timeout-rate': { type: 'string' },
      match: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return void console.log(USAGE);
  const rate = { min: 0, max: 1 };
  const faults = {
    latencyMs: numberFlag('--latency', values.latency, { min: 0 }),
    errorRate: numberFlag('--error-rate', values['error-rate'], rate),
    malformedRate: numberFlag('--malformed-rate', values['malformed-rate'], rate),
    timeoutRate: numberFlag('--timeout-rate', values['timeout-rate'], rate),
    match: values.match,
    seed: numberFlag('--seed', values.seed, { integer: true }),
  };
  const log = jsonLogger();
  const api = await startReferenceApi({
    log,
    port: numberFlag('--port', values.port ?? process.env.CONTENT_API_PORT ?? '8787', {
      min: 0,
      max: 65535,
      integer: true,
    }),
    host: values.host,
    dataDir: values['data-dir'],
    scale: numberFlag('--scale', values.scale, { min: 0, integer: true }),
    // Submissions per minute per client; 0 = off. Unset: CONTENT_API_RATE_LIMIT, else the default of 10.
    rateLimitPerMinute: numberFlag('--rate-limit', values['rate-limit'], { min: 0, integer: true }),
    // Guest messages per address, and addresses per client, in a day; 0 = off. Unset: lib/limits.ts.
    guestMailLimits: {
      perAddress: numberFlag('--mails-per-address', values['mails-per-address'], { min: 0, integer: true }),
      addressesPerClient: numberFlag('--addresses-per-client', values['addresses-per-client'], {
        min: 0,
        integer: true,
      }),
    },
    faults,
    // Standalone, the submissions' database opens (and migrates) before the port answers: a wrong
    // DATABASE_URL stops the start, and the first booking request waits for no migration.
    openDatabaseFirst: true,
  });
  const database = await api.database();
  const delivery = await api.delivery();
  // The first line is read by scripts that start this server on port 0 (testing/spawn.ts).
  log({
    event: 'listening',
    endpoint: `${api.url}/api.php`,
    database: database.kind === 'pglite' ? 'PGlite' : 'a PostgreSQL server',
    mail: delivery.target,
    faults: describeFaults(faults),
  });
  // Requests in flight and the mail round in progress finish first (server.ts close()).
  const stop = (signal: string) => {
    log({ event: 'signal', signal });
    void api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log({ event: 'error', level: 'error', reason: String((error as Error)?.stack ?? error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
