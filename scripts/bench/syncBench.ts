/**
 * Sync throughput: a full sync of a generated content set from the reference API running in its own
 * process with injected latency. With every request waiting `latency`, `concurrency` requests in flight
 * can fetch at most concurrency ÷ latency pages per second: the ideal the result is compared with.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReferenceApi } from '../../booking-service/testing/spawn.ts';
import { syncContent } from '../../content-sync/sync.ts';

interface SyncBenchResult {
  pages: number;
  requests: number;
  concurrency: number;
  latencyMs: number;
  seconds: number;
  pagesPerSecond: number;
  idealPagesPerSecond: number;
  peakRssMb: number;
}

export async function benchSync({ scale = 5000, latencyMs = 20, concurrency = 8 } = {}): Promise<SyncBenchResult> {
  const api = await spawnReferenceApi(['--scale', String(scale), '--latency', String(latencyMs)]);
  const root = await mkdtemp(join(tmpdir(), 'bench-sync-'));
  try {
    const started = performance.now();
    const summary = await syncContent({ apiUrl: api.url, root, concurrency, full: true });
    const seconds = (performance.now() - started) / 1000;
    // Landings, indexes and blocks are requests too: 4 + 9 + 54 beside the pages.
    const requests = summary.fetched + summary.landings + 9 + summary.blocks;
    return {
      pages: summary.pages,
      requests,
      concurrency,
      latencyMs,
      seconds,
      pagesPerSecond: summary.fetched / seconds,
      idealPagesPerSecond: concurrency / (latencyMs / 1000),
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await api.stop();
    await rm(root, { recursive: true, force: true });
  }
}
