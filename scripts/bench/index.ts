/**
 * `npm run bench`: every benchmark of the project, printed as one table. Figures are recorded with the
 * command in docs/performance.md; nothing here asserts a time (budgets are measured, not unit-tested).
 */
import { parseArgs } from 'node:util';
import { numberFlag } from '../../content-sync/args.ts';
import { benchSync } from './syncBench.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, latency: { type: 'string' }, concurrency: { type: 'string', multiple: true } },
});
const scale = numberFlag('--scale', values.scale, { min: 1, integer: true }) ?? 5000;
const latencyMs = numberFlag('--latency', values.latency, { min: 1 }) ?? 20;
const concurrencies = (values.concurrency ?? ['8', '32']).map((raw) => numberFlag('--concurrency', raw, { min: 1, integer: true })!);

const rows: string[][] = [['benchmark', 'pages', 'concurrency', 'latency', 'seconds', 'pages/s', 'ideal pages/s', 'of ideal', 'peak RSS']];
for (const concurrency of concurrencies) {
  const r = await benchSync({ scale, latencyMs, concurrency });
  rows.push([
    'sync (full, generated set)', String(r.pages), String(r.concurrency), `${r.latencyMs} ms`, r.seconds.toFixed(2),
    r.pagesPerSecond.toFixed(0), r.idealPagesPerSecond.toFixed(0), `${((r.pagesPerSecond / r.idealPagesPerSecond) * 100).toFixed(0)}%`,
    `${r.peakRssMb.toFixed(0)} MB`,
  ]);
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  if (i === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
