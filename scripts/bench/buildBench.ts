/**
 * Build throughput: `vike build` (bundles and prerender; postbuild is not timed) of a snapshot synced
 * from the reference content API: the demo content plus `scale` generated pages. Everything goes to a
 * temporary folder; the project's content/ and dist/ are never touched.
 *
 * Vike honours an output folder outside the project only when the build runs from the same top-level
 * directory: it takes an outDir for absolute only if its first path segment is the cwd's (vike's
 * getOutDirs.js, and the same check on the server entry in @brillout/vite-plugin-server-entry). So the
 * build runs from the temporary folder with `--root` set to the project, and that folder links
 * node_modules so the server bundle written there resolves react and vike to the copies the build loaded.
 * The outDir itself travels in VITE_CONFIG (vike's override of Vite settings, https://vike.dev/cli), so
 * vite.config.ts stays as it is.
 */
import { type ChildProcessByStdio, type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { startReferenceApi } from '../../booking-service/server.ts';
import { syncContent } from '../../content-sync/sync.ts';

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const VIKE_BIN = join(PROJECT, 'node_modules', 'vike', 'bin.js');
const RSS_POLL_MS = 100;
const PRERENDER_START = /pre-rendering HTML/;

interface BuildBenchResult {
  /** Generated pages on top of the demo content. */
  scale: number;
  htmlPages: number;
  seconds: number;
  /** From vike's "pre-rendering HTML" line to the end; the time before it is the client and server bundles. */
  prerenderSeconds: number | undefined;
  pagesPerSecond: number;
  peakRssMb: number;
}

/** Syncs the demo content plus `scale` generated pages; returns the published snapshot folder. */
async function syncSnapshot(dir: string, scale: number): Promise<string> {
  const api = await startReferenceApi({ port: 0, scale, dataDir: join(dir, 'api') });
  try {
    const summary = await syncContent({ apiUrl: api.url, root: join(dir, 'content'), concurrency: 16, full: true });
    return summary.dir;
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

/** Runs `vike build`, timing it and sampling the process tree's RSS; throws with the output's tail on failure. */
async function runVikeBuild(cwd: string, snapshotDir: string, outDir: string) {
  const started = performance.now();
  // vike's bin straight under node, not `npx vike`: npx would add an npm process to the time and the tree.
  const child = spawn(process.execPath, [VIKE_BIN, 'build', '--root', PROJECT], {
    cwd,
    env: { ...process.env, SNAPSHOT_DIR: snapshotDir, VITE_CONFIG: JSON.stringify({ build: { outDir } }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = await timedRun(child, 'vike build', started);
  return { seconds: run.seconds, prerenderSeconds: run.prerenderSeconds, peakRssMb: run.peakKb / 1024 };
}

/**
 * Waits for a build command started at `started`: its time, the time from vike's prerender line to the end
 * (when it printed one), and the largest RSS of its process tree; throws with the output's tail on failure.
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
  let prerenderStarted: number | undefined;
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (prerenderStarted === undefined && PRERENDER_START.test(line)) prerenderStarted = performance.now();
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
  return {
    seconds: (ended - started) / 1000,
    prerenderSeconds: prerenderStarted === undefined ? undefined : (ended - prerenderStarted) / 1000,
    peakKb,
  };
}

export async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

export async function benchBuild({ scale = 0 } = {}): Promise<BuildBenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  const modulesLink = join(dir, 'node_modules');
  try {
    const snapshotDir = await syncSnapshot(dir, scale);
    await symlink(join(PROJECT, 'node_modules'), modulesLink, 'dir');
    const outDir = join(dir, 'out');
    const run = await runVikeBuild(dir, snapshotDir, outDir);
    const htmlPages = await countHtml(join(outDir, 'client'));
    return { scale, htmlPages, ...run, pagesPerSecond: htmlPages / run.seconds };
  } finally {
    // The link first, so that removing the folder can never reach the project's node_modules.
    await unlink(modulesLink).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
