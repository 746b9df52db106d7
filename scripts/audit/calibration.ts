/**
 * The phone the audit emulates, the same on every runner. Lighthouse slows the page's CPU work by a
 * multiplier of the host's own speed (4× by default), so on a fixed multiplier a slower runner emulates a
 * slower phone. Lighthouse's throttling guide ("Calibrating the CPU slowdown",
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md) sets the 4× for a high-end
 * desktop (benchmarkIndex 1,500–2,000) and asks a weaker host to lower it, a stronger one to raise it.
 * The audit measures the host with Lighthouse's own benchmark before anything else runs (and before any
 * busy neighbour starts), and scales the 4× by it on a slower host: the same phone on a slow runner.
 *
 * It never goes above the 4×. The quiet reading before the runs is not the speed the runs get: on a
 * shared 2-core runner one read 3,173 and the runs that followed 1,276 (Lighthouse's own figure, taken
 * as each run starts), and the 7.3× that reading asked for emulated a phone far slower than the one the
 * runs had. Lighthouse's default stays the strictest the audit asks for.
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The host the 4× default is set for: the middle of Lighthouse's high-end desktop bracket. */
export const REFERENCE_BENCHMARK_INDEX = 1750;
export const DEFAULT_CPU_SLOWDOWN = 4;
/** Lighthouse's guide gives no multiplier below 1; above the default, see the module's comment. */
const SLOWDOWN_RANGE = { least: 1, most: DEFAULT_CPU_SLOWDOWN } as const;

/**
 * The CPU slowdown that emulates, on a host of this benchmarkIndex, the phone 4× emulates on the
 * reference host; to one decimal, and never above 4×.
 * @example cpuSlowdownFor(1750) // 4
 * @example cpuSlowdownFor(1100) // 2.5
 * @example cpuSlowdownFor(3000) // 4
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(Number.isFinite(benchmarkIndex) && benchmarkIndex > 0))
    throw new Error(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  const rounded = Math.round(scaled * 10) / 10;
  return Math.min(SLOWDOWN_RANGE.most, Math.max(SLOWDOWN_RANGE.least, rounded));
}

/** The middle value. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The host's benchmarkIndex by Lighthouse's own benchmark (`computeBenchmarkIndex`, the figure every
 * report prints as "CPU/Memory Power"), in the audit's Chromium: the median of `times` measurements.
 */
export async function measureBenchmarkIndex(chromePath: string, times = 5): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const readings: number[] = [];
    for (let i = 0; i < times; i++) readings.push(await page.evaluate(benchmark));
    return median(readings);
  } finally {
    await browser.close();
  }
}
