/**
 * Lighthouse reports, reduced to one row per page: the median run's scores and metrics (the table that
 * `npm run audit` and `npm run bench` print, and docs/performance.md records).
 */
import { CATEGORIES, type Category } from './targets.ts';

/** The part of a Lighthouse result (LHR) read here. */
export interface LighthouseResult {
  requestedUrl: string;
  categories: Partial<Record<Category, { score: number | null }>>;
  audits: Record<string, { numericValue?: number } | undefined>;
  /** How fast the machine ran Lighthouse's fixed piece of JavaScript at the start of the run. */
  environment?: { benchmarkIndex?: number };
}

export interface AuditRow {
  path: string;
  runs: number;
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;

const score = (result: LighthouseResult, category: Category) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/**
 * The run in the middle by performance score, ties broken by LCP: one real run, so its scores and metrics
 * belong together (as Lighthouse CI's "median-run").
 */
export function medianRun(results: readonly LighthouseResult[]): LighthouseResult {
  if (!results.length) throw new Error('no Lighthouse result to take a median of');
  const sorted = [...results].sort(
    (a, b) => score(a, 'performance') - score(b, 'performance') || metric(b, METRICS.lcp) - metric(a, METRICS.lcp),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** One row per page, in the order the pages were first met. */
export function auditRows(
  results: readonly LighthouseResult[],
  pathOf: (url: string) => string = (url) => {
    const { pathname, search } = new URL(url);
    return pathname + search;
  },
): AuditRow[] {
  const byPath = new Map<string, LighthouseResult[]>();
  for (const result of results) {
    const path = pathOf(result.requestedUrl);
    byPath.set(path, [...(byPath.get(path) ?? []), result]);
  }
  return [...byPath].map(([path, runs]) => {
    const median = medianRun(runs);
    return {
      path,
      runs: runs.length,
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(median, category)])) as Record<
        Category,
        number
      >,
      fcp: metric(median, METRICS.fcp),
      lcp: metric(median, METRICS.lcp),
      tbt: metric(median, METRICS.tbt),
      cls: metric(median, METRICS.cls),
      speedIndex: metric(median, METRICS.speedIndex),
    };
  });
}

/**
 * The lowest and highest `benchmarkIndex` of the runs: what the machine was like when the scores were taken
 * (targets.ts `SCORES` says why it matters for the performance score). Undefined when no run has one.
 */
export function benchmarkRange(results: readonly LighthouseResult[]): { lowest: number; highest: number } | undefined {
  const indexes = results
    .map((result) => result.environment?.benchmarkIndex)
    .filter((index): index is number => typeof index === 'number' && Number.isFinite(index));
  return indexes.length ? { lowest: Math.min(...indexes), highest: Math.max(...indexes) } : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A Markdown table, as docs/performance.md keeps it. */
export function auditTable(rows: readonly AuditRow[], templateOf: (path: string) => string = () => ''): string {
  const lines = [
    '| template | path | runs | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | SI |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${templateOf(row.path)} | \`${row.path}\` | ${row.runs} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${seconds(row.speedIndex)} |`,
    );
  }
  return lines.join('\n');
}
