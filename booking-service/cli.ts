/**
 * `npm run api`: the reference content API alone, on CONTENT_API_PORT (default 8787).
 * Fault flags make it a slow or flaky backend for tests and benchmarks; see docs/content-api.md.
 */
import { parseArgs } from 'node:util';
import { numberFlag, UsageError } from '../content-sync/args.ts';
import { describeFaults } from './testing/faults.ts';
import { startReferenceApi } from './server.ts';

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
  const api = await startReferenceApi({
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
  // The first line is read by scripts that start this server on port 0.
  console.log(
    `reference content API listening on ${api.url}/api.php (faults: ${describeFaults(faults)}; submissions in ${database.kind === 'pglite' ? 'PGlite' : 'a PostgreSQL server'}; e-mails to ${delivery.target})`,
  );
  const stop = () => void api.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
