/**
 * `npm run build:content`: the build after a content change (the content webhook's), from the last full
 * build's output. It renders again only the pages whose inputs changed (render/plan.ts), removes the pages
 * the site no longer has, and remakes what is made of every page (host config, sitemap, service worker);
 * the result is byte for byte what `npm run build` makes of the same content (contentBuild.test.ts).
 *
 * It runs the full build instead when there is no last build to start from: no render record, no server
 * bundle, or code or build settings other than those the bundles were made from (render/codeFingerprint.ts).
 * docs/site.md "Building after a content change".
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, rm, rmdir } from 'node:fs/promises';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { precompress } from './precompress.ts';
import { codeFingerprint } from './render/codeFingerprint.ts';
import { CLIENT_DIR, manifestWithGroupRoots, recorded, renderPages, SERVER_ENTRY } from './render/index.ts';
import { inputValues } from './render/inputs.ts';
import { pageUrls } from './render/pageUrls.ts';
import { planRender } from './render/plan.ts';
import {
  type RecordedPage,
  readRenderRecord,
  type RenderRecord,
  renderRecord,
  writeRenderRecord,
} from './render/record.ts';

/** The commands of `npm run build` a content build runs as they are (package.json). */
const STEPS = {
  preflight: 'tsx scripts/build/preflight.ts',
  images: 'tsx scripts/build/images.ts',
  publishImages: 'tsx scripts/build/images.ts --publish',
  postbuild: 'tsx scripts/build/postbuild.ts',
  serviceWorker: 'workbox generateSW workbox-config.cjs',
} as const;

export interface StepTime {
  step: string;
  seconds: number;
}

async function run(command: string): Promise<void> {
  const child = spawn('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` },
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`'${command}' exited with ${code}`);
}

/** Why the last build cannot be built on, or undefined when it can. */
export function fullBuildReason(record: RenderRecord | undefined, code: string): string | undefined {
  if (!record) return 'no readable render record (dist/render-record.json)';
  if (!existsSync(SERVER_ENTRY)) return `no server bundle (${SERVER_ENTRY})`;
  if (record.code !== code) return 'the code or the build settings changed since the last full build';
  // A build stopped after vike emptied dist/client, or half-way through the pages, left a record of pages
  // that are not there.
  const missing = Object.values(record.pages).find(({ file }) => !existsSync(join(CLIENT_DIR, file)));
  if (missing) return `the last build's pages are not all there (no ${missing.file})`;
  return undefined;
}

/** Removes a page's file, then each folder above it left empty, up to the published folder. */
async function removePage(file: string) {
  await rm(join(CLIENT_DIR, file), { force: true });
  for (let dir = dirname(join(CLIENT_DIR, file)); relative(CLIENT_DIR, dir) !== ''; dir = dirname(dir)) {
    if ((await readdir(dir)).length) break;
    await rmdir(dir);
  }
}

/**
 * The published files a content build may have changed besides the pages it rendered: those postbuild
 * and the service worker step write (host files, sitemap, offline pages, sw.js): every file outside the
 * hashed assets and `pageFiles`.
 */
async function siteWideFiles(pageFiles: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(CLIENT_DIR, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(CLIENT_DIR, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith('assets/') && !pageFiles.has(path));
}

/**
 * Runs the content build, or the full build when the last one cannot be built on; throws at the first
 * step that fails. Answers its steps, timed, and how many pages it rendered and removed (NaN after a
 * full build).
 */
export async function contentBuild(): Promise<{ steps: StepTime[]; rendered: number; removed: number }> {
  const steps: StepTime[] = [];
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.push({ step, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  // First, so that a missing snapshot stops the build before any step touches dist/.
  const urls = pageUrls();
  const record = await readRenderRecord();
  const reason = fullBuildReason(record, codeFingerprint());
  if (reason || !record) {
    console.log(`build:content: a full build, as ${reason}`);
    await timed('full build', () => run('npm run build'));
    return { steps, rendered: Number.NaN, removed: Number.NaN };
  }
  await timed('preflight', () => run(STEPS.preflight));
  await timed('images', () => run(STEPS.images));
  await timed('image publish', () => run(STEPS.publishImages));
  const { plan, pages } = await timed('render', async () => {
    const plan = planRender(record, urls, inputValues());
    const pages = await renderPages(plan.render, await manifestWithGroupRoots());
    await Promise.all(plan.remove.map((url) => removePage(record.pages[url]!.file)));
    const gone = new Set([...plan.remove, ...plan.render]);
    const kept = Object.entries(record.pages).filter(([url]) => !gone.has(url));
    const made = pages.map((page): [string, RecordedPage] => [page.url, recorded(page)]);
    await writeRenderRecord(renderRecord(record.code, [...kept, ...made]));
    return { plan, pages };
  });
  console.log(
    `build:content: ${pages.length} pages rendered, ${plan.remove.length} removed; inputs changed: ${plan.changedInputs.join(', ') || 'none'}`,
  );
  await timed('postbuild', () => run(STEPS.postbuild));
  await timed('service worker', () => run(STEPS.serviceWorker));
  await timed('precompress', async () => {
    const rendered = pages.map((page) => page.file);
    const pageFiles = new Set([...Object.values(record.pages).map(({ file }) => file), ...rendered]);
    const removed = plan.remove.map((url) => record.pages[url]!.file);
    await precompress(CLIENT_DIR, undefined, {
      changed: [...rendered, ...(await siteWideFiles(pageFiles))],
      removed,
    });
  });
  return { steps, rendered: pages.length, removed: plan.remove.length };
}

const STEPS_LINE = 'build:content steps: ';

/** The last line a content build prints: each step's time, for people and for the bench to read. */
export const stepsLine = (steps: readonly StepTime[]) =>
  `${STEPS_LINE}${steps.map(({ step, seconds }) => `${step} ${seconds.toFixed(2)} s`).join(', ')}`;

/** The steps of a content build's output (`stepsLine`), or undefined when it printed none. */
export function stepsOf(output: string): StepTime[] | undefined {
  const line = output.split('\n').find((candidate) => candidate.startsWith(STEPS_LINE));
  return line
    ?.slice(STEPS_LINE.length)
    .split(', ')
    .map((part) => {
      const [, step = part, seconds = 'NaN'] = /^(.*) ([\d.]+) s$/.exec(part) ?? [];
      return { step, seconds: Number(seconds) };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await contentBuild();
    console.log(stepsLine(result.steps));
  } catch (error) {
    console.error(`build:content: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
