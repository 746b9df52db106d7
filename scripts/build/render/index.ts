/**
 * The render step of `npm run build`, after `vike build` made the bundles: every page rendered with the
 * server bundle, in a worker thread per core, each page written as it is done (nothing is kept to the
 * end, so memory stays flat whatever the page count), ready for its first paint (firstPaint.ts), and
 * the render record written (record.ts). A content build (contentBuild.ts) renders a few pages the same
 * way. docs/performance.md "Build (prerender)".
 */
import { availableParallelism } from 'node:os';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { withGroupRoots } from '../chunkGroups.ts';
import type { BuildManifest } from '../firstPaint.ts';
import { codeFingerprint } from './codeFingerprint.ts';
import { pageUrls } from './pageUrls.ts';
import { type RecordedPage, renderRecord, writeRenderRecord } from './record.ts';
import type { RenderedPage, WorkerAnswer, WorkerSetup } from './worker.ts';

export const CLIENT_DIR = 'dist/client';
export const SERVER_ENTRY = 'dist/server/entry.mjs';
const MANIFEST_FILE = 'dist/assets.json';

/** URLs a worker is handed at a time: few enough that the two finish together. */
const BATCH = 8;

/**
 * Vite's manifest of the client build with the chunk groups' modules named (chunkGroups.ts
 * `withGroupRoots`, which is idempotent): the pages' preload lists and the service worker read it.
 */
export async function manifestWithGroupRoots(): Promise<BuildManifest> {
  const manifest = withGroupRoots(JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as BuildManifest);
  await writeFile(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * The worker is TypeScript, as this module. It is bundled into one JavaScript file first (its packages
 * stay imports, so it shares vike with the server bundle), and each thread starts from that file with
 * no TypeScript loader: tsx's, registered in each thread, took a thread of its own per worker and some
 * 1.7 s of CPU each, as every module of the server bundle passed through it. The file is this
 * process's own, beside node_modules, where it finds its packages (checkout copies share the link), and
 * goes once the workers have loaded it.
 */
async function bundleWorker(): Promise<string> {
  const bundle = `./node_modules/.cache/render/worker-${process.pid}.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    outfile: bundle,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return bundle;
}

/** A worker started and ready, and a way to hand it a batch and wait for its answer. */
async function startWorker(bundle: string, setup: WorkerSetup) {
  const worker = new Worker(bundle, { workerData: setup });
  let waiting: { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void } | undefined;
  const next = () => new Promise<WorkerAnswer>((resolve, reject) => (waiting = { resolve, reject }));
  worker.on('message', (answer: WorkerAnswer) => waiting?.resolve(answer));
  worker.on('error', (error) => waiting?.reject(error));
  worker.on('exit', (code) => waiting?.reject(new Error(`render: a worker stopped (exit code ${code})`)));
  const first = await next();
  if ('error' in first) throw new Error(`render: ${first.error}`);
  return {
    render: async (urls: string[]): Promise<RenderedPage[]> => {
      const answer = next();
      worker.postMessage(urls);
      const result = await answer;
      if ('error' in result) throw new Error(`render: ${result.error}`);
      return 'pages' in result ? result.pages : [];
    },
    stop: () => worker.terminate(),
  };
}

/** Renders `urls` on `workers` threads; resolves with every page, in no particular order. */
export async function renderPages(
  urls: readonly string[],
  manifest: BuildManifest,
  workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(urls.length / BATCH))),
): Promise<RenderedPage[]> {
  if (!urls.length) return [];
  const setup: WorkerSetup = { clientDir: CLIENT_DIR, serverEntry: SERVER_ENTRY, manifest };
  const bundle = await bundleWorker();
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startWorker(bundle, setup)));
  await rm(bundle, { force: true });
  const pool = started.flatMap((worker) => (worker.status === 'fulfilled' ? [worker.value] : []));
  const failed = started.find((worker) => worker.status === 'rejected');
  if (failed) {
    await Promise.all(pool.map((worker) => worker.stop()));
    throw failed.reason;
  }
  const queue = [...urls];
  const rendered: RenderedPage[] = [];
  try {
    await Promise.all(
      pool.map(async (worker) => {
        for (let batch = queue.splice(0, BATCH); batch.length; batch = queue.splice(0, BATCH))
          rendered.push(...(await worker.render(batch)));
      }),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.stop()));
  }
  return rendered;
}

/** A rendered page as the record keeps it. */
export const recorded = ({ file, inputs, scriptHashes }: RenderedPage): RecordedPage => ({
  file,
  inputs,
  scriptHashes,
});

async function main() {
  const started = performance.now();
  const manifest = await manifestWithGroupRoots();
  const urls = pageUrls();
  const pages = await renderPages(urls, manifest);
  await writeRenderRecord(
    renderRecord(
      codeFingerprint(),
      pages.map((page) => [page.url, recorded(page)]),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const styled = pages.filter((page) => page.styled).length;
  console.log(
    `render: ${pages.length} pages in ${seconds.toFixed(1)} s (${Math.round(pages.length / seconds)} pages/s), stylesheets inlined in ${styled}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    // The page that failed and why, with the renderer's own stack when it had one (worker.ts).
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
