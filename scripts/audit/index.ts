/**
 * `npm run audit`: Lighthouse on the built site as `npm run serve` serves it (dist/, with the storefront
 * stand-in when the build used it), in Debian's Chromium, mobile defaults (simulated slow 4G), with the CPU
 * slowdown calibrated to the host (calibration.ts: 4× on the host that default is set for). Each page of
 * scripts/audit/targets.ts runs RUNS_PER_PAGE times (lighthouseRuns.ts); `lhci assert` fails the run when a
 * median score is below what the table requires. Prints the median runs as a table.
 *
 *   npx tsx scripts/audit/index.ts [--runs N] [--only <path>] [--busy] [--cpu-slowdown N]
 *
 * `--cpu-slowdown 4` runs at a fixed multiplier instead of the calibrated one (Lighthouse's default: 4). *
 * `--busy` (`npm run audit -- --busy`) runs a CPU-bound process beside the browser for the whole audit:
 * a phone whose other apps want a core too. The same scores are required.
 *
 * Build first (`npm run audit` does: `npm run build:demo`). Reports stay in .lighthouseci/ (HTML and JSON).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../test/ensureChromium.ts';
import { startSiteServer } from '../serve/siteServer.ts';
import { startLivePagesApi } from './livePagesApi.ts';
import { openStorefront } from '../serve/openStorefront.ts';
import { auditRows, auditTable, benchmarkRange, type AuditRow, type LighthouseResult } from './summary.ts';
import {
  AUDIT_TEMPLATES,
  auditPath,
  CATEGORIES,
  METRIC_BUDGETS,
  RUNS_PER_PAGE,
  SCORES,
  type AuditTemplate,
  type Metric,
} from './targets.ts';
import { WEB_FONTS_IN_WORKER, WEB_FONTS_KEY } from '../../lib/webFonts.ts';
import { runLighthouse } from './lighthouseRuns.ts';
import { cpuSlowdownFor, measureBenchmarkIndex, REFERENCE_BENCHMARK_INDEX } from './calibration.ts';
import { INTRO_SEEN_KEY, INTRO_SEEN_VALUE } from '../../lib/motion.ts';

const REPORTS = '.lighthouseci';
const LHCI = join('node_modules', '.bin', 'lhci');

/**
 * What a returning visitor's browser keeps from its earlier visits (lighthouseRuns.ts): the web fonts
 * known, as Chromium leaves that mark once the service worker has served them (lib/webFonts.ts), and the
 * intro seen.
 */
const RETURNING_MARKS = { [WEB_FONTS_KEY]: WEB_FONTS_IN_WORKER, [INTRO_SEEN_KEY]: INTRO_SEEN_VALUE };

/**
 * A busy neighbour: a process that keeps one core busy until it is stopped. Niced to nothing: it competes
 * with the browser as an equal.
 */
function startBusyNeighbour(): () => void {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => child.kill('SIGKILL');
}

interface CpuSlowdown {
  multiplier: number;
  /** The host's benchmarkIndex it was calibrated from; absent when the multiplier was given. */
  benchmarkIndex?: number;
}

/** The CPU slowdown of every run: the one given, or calibrated to this host (calibration.ts). */
async function cpuSlowdown(chromePath: string, given: number | undefined): Promise<CpuSlowdown> {
  if (given !== undefined) return { multiplier: given };
  const benchmarkIndex = await measureBenchmarkIndex(chromePath);
  return { multiplier: cpuSlowdownFor(benchmarkIndex), benchmarkIndex };
}

/** Never spawnSync: the site server runs in this process and must keep answering while Lighthouse loads. */
function lhci(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(LHCI, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const CHROME_FLAGS = ['--no-sandbox', '--disable-dev-shm-usage'];

/** Escapes text for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The metric budgets a page is held to: `METRIC_BUDGETS`, with the page's own where it has them. */
export function metricBudgetsOf(page: AuditTemplate): Record<Metric, number> {
  return { ...METRIC_BUDGETS, ...page.metricBudgets };
}

/**
 * The scores and budgets every page is held to, one entry per page (its address exactly, on any origin):
 * an error for a page that gates the run, a warning for a provisional one (targets.ts `provisional`),
 * which is measured and printed all the same.
 */
export function assertConfig(templates: readonly AuditTemplate[] = AUDIT_TEMPLATES) {
  const assertions = (page: AuditTemplate) => {
    const level = page.provisional ? 'warn' : 'error';
    return Object.fromEntries([
      ...CATEGORIES.map((category) => [
        `categories:${category}`,
        [level, { minScore: SCORES[category].required / 100, aggregationMethod: 'median-run' }],
      ]),
      ...Object.entries(metricBudgetsOf(page)).map(([audit, most]) => [
        audit,
        [level, { maxNumericValue: most, aggregationMethod: 'median-run' }],
      ]),
    ]);
  };
  return {
    ci: {
      assert: {
        assertMatrix: templates.map((page) => ({
          matchingUrlPattern: `^https?://[^/]+${literal(auditPath(page))}$`,
          assertions: assertions(page),
        })),
      },
    },
  };
}

/** Runs Lighthouse on the pages and returns the median-run rows; the reports stay in .lighthouseci/. */
export async function runAudit(
  options: { runs?: number; templates?: readonly AuditTemplate[]; busy?: boolean; cpuSlowdown?: number } = {},
): Promise<{
  rows: AuditRow[];
  machine: ReturnType<typeof benchmarkRange>;
  origin: string;
  slowdown: CpuSlowdown;
}> {
  const chromePath = ensureChromium();
  // Measured first, on the quiet machine: a busy neighbour slows the page, not the phone emulated.
  const slowdown = await cpuSlowdown(chromePath, options.cpuSlowdown);
  const runs = options.runs ?? RUNS_PER_PAGE;
  const templates = options.templates ?? AUDIT_TEMPLATES;
  const storefront = await openStorefront();
  // The content API beside the site, for the page the live fallback serves.
  const api = await startLivePagesApi();
  const site = await startSiteServer({ port: 0, notFoundPageStatus: 200, contentApi: api.url });
  const stopNeighbour = options.busy ? startBusyNeighbour() : () => {};
  try {
    await rm(REPORTS, { recursive: true, force: true });
    await mkdir(REPORTS, { recursive: true });
    // Pages with the same skipped audits and the same visitor share one set of settings.
    const groups = new Map<string, AuditTemplate[]>();
    for (const template of templates) {
      const key = `${template.visitor ?? 'first'} ${(template.skipAudits ?? []).join(',')}`;
      groups.set(key, [...(groups.get(key) ?? []), template]);
    }
    for (const group of groups.values()) {
      const { skipAudits = [], visitor } = group[0]!;
      await runLighthouse({
        chromePath,
        chromeFlags: CHROME_FLAGS,
        urls: group.map((page) => `${site.url}${auditPath(page)}`),
        runs,
        settings: {
          throttling: { cpuSlowdownMultiplier: slowdown.multiplier },
          // The picture of the whole page only illustrates the HTML report's element lists; no score reads
          // it.
          disableFullPageScreenshot: true,
          ...(skipAudits.length ? { skipAudits: [...skipAudits] } : {}),
        },
        reports: REPORTS,
        returningMarks: visitor === 'returning' ? RETURNING_MARKS : undefined,
      });
    }
    const results: LighthouseResult[] = [];
    for (const file of (await readdir(REPORTS)).filter((name) => /^lhr-.*\.json$/.test(name))) {
      results.push(JSON.parse(await readFile(join(REPORTS, file), 'utf8')) as LighthouseResult);
    }
    const order = templates.map(auditPath);
    const rows = auditRows(results).sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
    return { rows, machine: benchmarkRange(results), origin: site.url, slowdown };
  } finally {
    stopNeighbour();
    await site.close();
    await api.close();
    await storefront.close();
  }
}

export function templateOf(path: string): string {
  return AUDIT_TEMPLATES.find((page) => auditPath(page) === path)?.template ?? '';
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      only: { type: 'string' },
      busy: { type: 'boolean' },
      'cpu-slowdown': { type: 'string' },
    },
  });
  const given = values['cpu-slowdown'];
  const fixedSlowdown = given === undefined ? undefined : Number(given);
  if (fixedSlowdown !== undefined && !(Number.isFinite(fixedSlowdown) && fixedSlowdown >= 1))
    throw new Error(`--cpu-slowdown must be a number of at least 1, not "${given}"`);
  const runs = values.runs ? Number(values.runs) : undefined;
  if (runs !== undefined && !(Number.isInteger(runs) && runs > 0))
    throw new Error(`--runs must be a whole number above 0, not "${values.runs}"`);
  // `--only /ja/tokyo/` runs the page for every visitor the table has; `--only '/ja/tokyo/?visitor=returning'` one.
  const templates = values.only
    ? AUDIT_TEMPLATES.filter((page) => page.path === values.only || auditPath(page) === values.only)
    : AUDIT_TEMPLATES;
  if (!templates.length)
    throw new Error(
      `--only ${values.only}: not a page of scripts/audit/targets.ts (${AUDIT_TEMPLATES.map((page) => page.path).join(', ')})`,
    );

  const busy = values.busy ?? false;
  const { rows, machine, slowdown } = await runAudit({
    runs,
    templates,
    busy,
    cpuSlowdown: fixedSlowdown,
  });
  console.log(
    `\nLighthouse mobile, median of ${runs ?? RUNS_PER_PAGE} runs per page${busy ? ', beside a busy neighbour' : ''}:\n`,
  );
  console.log(auditTable(rows, templateOf));
  console.log(
    slowdown.benchmarkIndex === undefined
      ? `\nCPU slowdown ${slowdown.multiplier}× (given)`
      : `\nCPU slowdown ${slowdown.multiplier}×: calibrated from this host's benchmarkIndex ${slowdown.benchmarkIndex} to the 4× of a ${REFERENCE_BENCHMARK_INDEX} host, at most 4× (scripts/audit/calibration.ts)`,
  );
  if (machine)
    console.log(
      `\nmachine: Lighthouse benchmarkIndex ${machine.lowest}–${machine.highest} over the runs (docs/performance.md "The machine and the score" relates it to the performance score)`,
    );
  console.log(
    `\nrequired: ${CATEGORIES.map((category) => `${category} ≥ ${SCORES[category].required}`).join(', ')} (target: 100 each);`,
  );
  console.log(
    `          ${Object.entries(METRIC_BUDGETS)
      .map(([audit, most]) => `${audit} ≤ ${most}`)
      .join(', ')}`,
  );
  for (const page of templates.filter((template) => template.metricBudgets))
    console.log(
      `          ${page.template}: ${Object.entries(page.metricBudgets ?? {})
        .map(([audit, most]) => `${audit} ≤ ${most}`)
        .join(', ')}`,
    );
  for (const page of templates.filter((template) => template.provisional))
    console.log(`provisional (warns, does not fail): ${page.template}: ${page.provisional}`);
  console.log('');
  const configDir = await mkdtemp(join(tmpdir(), 'lhci-'));
  const config = join(configDir, 'assert.json');
  await writeFile(config, JSON.stringify(assertConfig(templates)));
  const status = await lhci(['assert', `--config=${config}`]);
  await rm(configDir, { recursive: true, force: true });
  if (status !== 0) {
    console.error('Lighthouse scores below what scripts/audit/targets.ts requires (reports in .lighthouseci/).');
    process.exit(status);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
