/**
 * Build throughput: `vike build` (the bundles) and the render step (scripts/build/render/: every page,
 * the prerender) of a snapshot synced from the reference content API: the demo content plus `scale`
 * generated pages. It runs in a temporary copy of the checkout (scripts/test/checkoutCopy.ts): the
 * project's content/ and dist/ are never touched. The rest of `npm run build` (pictures, postbuild,
 * service worker, compression) is the content-to-build bench's.
 */
import { type ChildProcessByStdio, type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { startReferenceApi } from '../../booking-service/server.ts';
import { syncContent } from '../../content-sync/sync.ts';
import { copyCheckout, removeCheckout } from '../test/checkoutCopy.ts';

const RSS_POLL_MS = 100;

interface BuildBenchResult {
  /** Generated pages on top of the demo content. */
  scale: number;
  htmlPages: number;
  /** The bundles and the render step. */
  seconds: number;
  /** The render step alone. */
  prerenderSeconds: number;
  /** HTML pages a second of the render step. */
  pagesPerSecond: number;
  /** The largest of the two commands' process trees. */
  peakRssMb: number;
}

/** Syncs the demo content plus `scale` generated pages into `root`. */
async function syncSnapshot(dir: string, root: string, scale: number): Promise<void> {
  const api = await startReferenceApi({ port: 0, scale, dataDir: join(dir, 'api') });
  try {
    await syncContent({ apiUrl: api.url, root, concurrency: 16, full: true });
  } finally {
    await api.close();
  }
}

/** kB resident for `pid` and all its descendants; a process that exits meanwhile counts 0. */
function treeRssKb(pid: number): number {
  try {
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return children.reduce((sum, child) => sum + treeRssKb(child), rss);
  } catch {
    return 0;
  }
}

/** Runs a command of the build in the checkout, straight under node (no npm or npx process in the tree). */
async function runBuildCommand(cwd: string, args: string[], label: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return timedRun(child, label, started);
}

/**
 * Waits for a build command started at `started`: its time and the largest RSS of its process tree;
 * throws with the output's tail on failure.
 */
export async function timedRun(
  child: ChildProcessWithoutNullStreams | ChildProcessByStdio<null, Readable, Readable>,
  label: string,
  started: number,
) {
  let peakKb = 0;
  const poll = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(child.pid!));
  }, RSS_POLL_MS);
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 30) tail.shift();
    });
  }
  let exit: [number | null, NodeJS.Signals | null];
  try {
    exit = (await once(child, 'exit')) as typeof exit;
  } finally {
    clearInterval(poll);
  }
  const ended = performance.now();
  const [code, signal] = exit;
  if (code !== 0) throw new Error(`${label} exited with ${code ?? signal}:\n${tail.join('\n')}`);
  return { seconds: (ended - started) / 1000, peakKb, output: tail };
}

export async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

export async function benchBuild({ scale = 0 } = {}): Promise<BuildBenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  const checkout = join(dir, 'checkout');
  try {
    await copyCheckout(checkout);
    await syncSnapshot(dir, join(checkout, 'content'), scale);
    const modules = join(checkout, 'node_modules');
    const bundles = await runBuildCommand(checkout, [join(modules, 'vike', 'bin.js'), 'build'], 'vike build');
    const render = await runBuildCommand(
      checkout,
      ['--import', 'tsx', join('scripts', 'build', 'render', 'index.ts')],
      'render',
    );
    const htmlPages = await countHtml(join(checkout, 'dist', 'client'));
    return {
      scale,
      htmlPages,
      seconds: bundles.seconds + render.seconds,
      prerenderSeconds: render.seconds,
      pagesPerSecond: htmlPages / render.seconds,
      peakRssMb: Math.max(bundles.peakKb, render.peakKb) / 1024,
    };
  } finally {
    await removeCheckout(checkout);
    await rm(dir, { recursive: true, force: true });
  }
}
