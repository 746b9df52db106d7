/**
 * `npm run sync`: content API → content/snapshot/. With CONTENT_API_URL unset the reference content API
 * is started in-process on a free port: the embedded default needs no outside service.
 */
import { parseArgs } from 'node:util';
import { numberFlag, UsageError } from './args.ts';
import { createProgress } from './progress.ts';
import { formatSummary, parseOnly, SyncError, syncContent, SYNC_DEFAULTS } from './sync.ts';
import { openContentApi } from './openContentApi.ts';

const USAGE = `usage: npm run sync -- [--api URL] [--root DIR] [--concurrency N] [--retries N] [--timeout MS]
  [--full] [--only lang/site/page]
  --api          content API (default: CONTENT_API_URL, else the reference API in-process)
  --root         folder holding snapshot/ and snapshots/ (default: content)
  --concurrency  requests in flight (default ${SYNC_DEFAULTS.concurrency})
  --retries      retries per request on network errors, 5xx and timeouts (default ${SYNC_DEFAULTS.retries})
  --timeout      per-request timeout in ms (default ${SYNC_DEFAULTS.timeoutMs})
  --full         fetch every page, even those the index says did not change
  --only         sync one page into the published snapshot, e.g. en/florence/menu/a-la-carte`;

function onlyFlag(value: string) {
  try {
    return parseOnly(value);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      root: { type: 'string' },
      concurrency: { type: 'string' },
      retries: { type: 'string' },
      timeout: { type: 'string' },
      full: { type: 'boolean' },
      only: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const options = {
    concurrency: numberFlag('--concurrency', values.concurrency, { min: 1, max: 256, integer: true }),
    retries: numberFlag('--retries', values.retries, { min: 0, max: 20, integer: true }),
    timeoutMs: numberFlag('--timeout', values.timeout, { min: 1 }),
    full: values.full,
    only: values.only === undefined ? undefined : onlyFlag(values.only),
    root: values.root,
  };
  const api = await openContentApi({ url: values.api });
  try {
    const summary = await syncContent({ ...options, apiUrl: api.url, progress: createProgress() });
    console.log(formatSummary(summary, options.root));
    for (const page of summary.skipped) console.warn(`skipped ${page.lang}/${page.site}/${page.path}: ${page.reason}`);
    return 0;
  } finally {
    await api.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof SyncError)
      console.error(`sync failed, the published snapshot is unchanged.\n${error.message}`);
    else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
