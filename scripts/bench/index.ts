/**
 * `npm run bench`: every benchmark of the project, printed as one table. Figures are recorded with the
 * command in docs/performance.md; nothing here asserts a time (budgets are measured, not unit-tested).
 *
 *   --only sync|build|content-to-build|submissions|firstload|interactions|lighthouse   run one part (default
 *                       all; firstload, interactions and lighthouse measure dist/ as built; lighthouse is one mobile run per template, `npm run
 *                       audit` takes 3; content-to-build is one edited page to a deployable build, step by step)
 *   --scale N           generated pages for the sync and the large builds (default 5000)
 *   --latency MS        added to every API answer in the sync (default 20)
 *   --concurrency N     sync requests in flight, repeatable (default 8 and 32)
 *   --submissions N     submissions of the load test (default 2000, at the largest concurrency)
 */
import { LIMITS } from '../../lib/limits.ts';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { numberFlag, UsageError } from '../../content-sync/args.ts';
import { benchSync } from './syncBench.ts';
import { benchBuild } from './buildBench.ts';
import { benchContentToBuild } from './contentToBuildBench.ts';
import { benchSubmissions } from './submissionsBench.ts';
import { ensurePostgres, startPostgres } from '../test/postgresServer.ts';
import { measureFirstLoad } from './firstLoad.ts';
import { INTERACTION_TARGET_MS, measureInteractions } from './interactions.ts';
import { runAudit, templateOf } from '../audit/index.ts';
import { auditTable } from '../audit/summary.ts';
import {
  contentChangeLine,
  prerenderLine,
  scaleVerdicts,
  sizeOf,
  type ContentChangeFigure,
  type PrerenderFigure,
} from './scaleTargets.ts';

const PARTS = ['sync', 'build', 'content-to-build', 'submissions', 'firstload', 'interactions', 'lighthouse'] as const;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    scale: { type: 'string' },
    latency: { type: 'string' },
    concurrency: { type: 'string', multiple: true },
    submissions: { type: 'string' },
  },
});
if (values.only !== undefined && !(PARTS as readonly string[]).includes(values.only)) {
  throw new UsageError(`--only must be one of ${PARTS.join(', ')}, got '${values.only}'`);
}
const runs = (part: (typeof PARTS)[number]) => values.only === undefined || values.only === part;
const scale = numberFlag('--scale', values.scale, { min: 1, integer: true }) ?? 5000;
const latencyMs = numberFlag('--latency', values.latency, { min: 1 }) ?? 20;
const concurrencies = (values.concurrency ?? ['8', '32']).map(
  (raw) => numberFlag('--concurrency', raw, { min: 1, integer: true })!,
);
const submissions = numberFlag('--submissions', values.submissions, { min: 1, integer: true }) ?? 2000;

const NONE = '–';
// What the content-at-scale runs measured, for the lines the bench ends with.
const contentChanges: ContentChangeFigure[] = [];
const prerenders: PrerenderFigure[] = [];
const rows: string[][] = [
  [
    'benchmark',
    'pages',
    'concurrency',
    'latency',
    'seconds',
    'prerender s',
    'pages/s',
    'ideal pages/s',
    'of ideal',
    'peak RSS',
  ],
];
if (runs('sync')) {
  for (const concurrency of concurrencies) {
    const r = await benchSync({ scale, latencyMs, concurrency });
    rows.push([
      'sync (full, generated set)',
      String(r.pages),
      String(r.concurrency),
      `${r.latencyMs} ms`,
      r.seconds.toFixed(2),
      NONE,
      r.pagesPerSecond.toFixed(0),
      r.idealPagesPerSecond.toFixed(0),
      `${((r.pagesPerSecond / r.idealPagesPerSecond) * 100).toFixed(0)}%`,
      `${r.peakRssMb.toFixed(0)} MB`,
    ]);
  }
}
if (runs('build')) {
  // Pages are the HTML files written; the rate is the render step's, peak RSS the larger process tree of
  // `vike build` and the render step.
  for (const buildScale of [0, scale]) {
    const r = await benchBuild({ scale: buildScale });
    prerenders.push({ pages: r.htmlPages, scale: buildScale, pagesPerSecond: r.pagesPerSecond, peakMb: r.peakRssMb });
    rows.push([
      `build (${sizeOf(buildScale)})`,
      String(r.htmlPages),
      NONE,
      NONE,
      r.seconds.toFixed(2),
      r.prerenderSeconds.toFixed(2),
      r.pagesPerSecond.toFixed(0),
      NONE,
      NONE,
      `${r.peakRssMb.toFixed(0)} MB`,
    ]);
  }
}

function printTable(table: string[][]) {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
    if (i === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
if (rows.length > 1) printTable(rows);

if (runs('content-to-build')) {
  // One page edited in the API, then the incremental sync and `npm run build:content`, each of its steps;
  // the share is of the total (sync + build). The `--only` sync of the page is shown beside it, not in the
  // total.
  const table = [['content to build', 'pages', 'HTML pages', 'step', 'seconds', 'share', 'peak RSS (build)']];
  for (const buildScale of [0, scale]) {
    const r = await benchContentToBuild({ scale: buildScale, latencyMs });
    contentChanges.push({ pages: r.pages, scale: buildScale, seconds: r.totalSeconds });
    const content = sizeOf(buildScale);
    const share = (seconds: number) => `${((seconds / r.totalSeconds) * 100).toFixed(0)}%`;
    const row = (step: string, seconds: number, shown = share(seconds)) =>
      table.push([
        content,
        String(r.pages),
        String(r.htmlPages),
        step,
        seconds.toFixed(2),
        shown,
        `${r.peakBuildRssMb.toFixed(0)} MB`,
      ]);
    row(`sync, incremental (${r.sync.fetched} fetched, ${r.sync.reused} reused)`, r.sync.seconds);
    for (const step of r.build) row(step.step, step.seconds);
    row('content build, start to end', r.buildSeconds);
    row('total', r.totalSeconds, '100%');
    row('(sync --only of the page, instead)', r.onlySyncSeconds, NONE);
  }
  if (rows.length > 1) console.log('');
  printTable(table);
  // The build is CPU-bound: on a shared machine its figures say little without the load they ran under.
  console.log(
    `load average at the end (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
}

if (runs('submissions')) {
  // Mail sends and waiting-list joins, half each; the API is SIGKILLed after the last answer, then the
  // database is read. Once on PGlite (the embedded default), once on a PostgreSQL server: DATABASE_URL,
  // else a throwaway local one (scripts/test/postgresServer.ts) when it can be had.
  const table = [
    [
      'benchmark',
      'database',
      'requests',
      'concurrency',
      'seconds',
      'requests/s',
      'p50',
      'p95',
      'acknowledged',
      'refused',
      'stored',
      'mails queued',
      'mails sent at kill',
      'lost',
    ],
  ];
  const problems: string[] = [];
  const measure = async (database: string, databaseUrl: string) => {
    const r = await benchSubmissions({ requests: submissions, concurrency: Math.max(...concurrencies), databaseUrl });
    table.push([
      'submissions (mail + waitlist)',
      database,
      String(r.requests),
      String(r.concurrency),
      r.seconds.toFixed(2),
      r.requestsPerSecond.toFixed(0),
      `${r.p50Ms.toFixed(1)} ms`,
      `${r.p95Ms.toFixed(1)} ms`,
      String(r.acknowledged),
      String(r.refused),
      String(r.stored),
      String(r.mailsQueued),
      String(r.mailsSent),
      String(r.lost),
    ]);
    if (r.lost > 0 || r.acknowledged !== r.requests) {
      problems.push(
        `submissions on ${database}: ${r.lost} acknowledged submissions lost, ${r.requests - r.acknowledged} not acknowledged`,
      );
    }
  };
  await measure('PGlite', '');
  if (process.env.DATABASE_URL) {
    await measure('PostgreSQL (DATABASE_URL)', process.env.DATABASE_URL);
  } else {
    const unavailable = ensurePostgres();
    if (unavailable) {
      console.warn(`submissions on a PostgreSQL server not measured: ${unavailable}`);
    } else {
      const server = await startPostgres();
      try {
        await measure('PostgreSQL server (local)', server.url);
      } finally {
        await server.stop();
      }
    }
  }
  if (rows.length > 1) console.log('');
  printTable(table);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exitCode = 1;
}

if (runs('firstload')) {
  // After the build part (when it ran), dist/ holds the demo build; otherwise whatever was built last.
  const loads = await measureFirstLoad();
  console.log('');
  printTable([
    ['first load (phone, until settled)', 'path', 'scripts', 'JS raw', 'JS gzip', 'CSS gzip', 'budget'],
    ...loads.map((load) => [
      load.template,
      load.path,
      String(load.scripts),
      `${load.jsRawKb.toFixed(1)} kB`,
      `${load.jsGzipKb.toFixed(1)} kB`,
      `${load.cssGzipKb.toFixed(1)} kB`,
      `${LIMITS.firstLoadJsKb[load.budget]} kB${load.jsGzipKb > LIMITS.firstLoadJsKb[load.budget] ? ' (over)' : ''}`,
    ]),
  ]);
  for (const load of loads.filter((each) => each.over))
    console.log(`${load.template}: over its budget: ${load.over!.why}`);
}

if (runs('interactions')) {
  const interactions = await measureInteractions();
  console.log(`\nInteraction to next paint at 4× CPU slowdown (Event Timing), target ${INTERACTION_TARGET_MS} ms:\n`);
  printTable([
    ['interaction', 'layout', 'INP', 'longest events'],
    ...interactions.map((row) => [
      row.interaction,
      row.layout,
      `${Math.round(row.latencyMs)} ms${row.latencyMs > INTERACTION_TARGET_MS ? ' (over)' : ''}`,
      row.events.slice(0, 3).join(', '),
    ]),
  ]);
}

if (runs('lighthouse')) {
  const { rows } = await runAudit({ runs: 1 });
  console.log('\nLighthouse, mobile (simulated slow 4G, 4× CPU), one run per template:\n');
  console.log(auditTable(rows, templateOf));
}

// Last, so a script finds them at the end whatever ran: each figure beside its target, then one line per
// content size in a fixed wording (scaleTargets.ts).
if (contentChanges.length || prerenders.length) {
  console.log('');
  for (const line of scaleVerdicts(contentChanges, prerenders)) console.log(line);
  for (const change of contentChanges) console.log(contentChangeLine(change));
  for (const prerender of prerenders) console.log(prerenderLine(prerender));
}
