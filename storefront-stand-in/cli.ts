/**
 * `npm run storefront`: the storefront stand-in alone, on STOREFRONT_PORT (default 4312).
 * The first stdout line is read by scripts that start it (on port 0 too): keep its wording.
 */
import { parseArgs } from 'node:util';
import { numberFlag, UsageError } from '../content-sync/args.ts';
import { startStorefrontStandIn } from './server.ts';

const USAGE = 'usage: npm run storefront -- [--port N] [--host H]';

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return void console.log(USAGE);
  const standIn = await startStorefrontStandIn({
    port: numberFlag('--port', values.port ?? process.env.STOREFRONT_PORT ?? '4312', {
      min: 0,
      max: 65535,
      integer: true,
    }),
    host: values.host ?? '127.0.0.1',
  });
  console.log(`storefront stand-in listening on ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
