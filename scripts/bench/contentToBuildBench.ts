/**
 * Content change to deployable build, as the content webhook's job does it: one page is edited in the
 * content API, then the sync picks it up and `npm run build` makes dist/client/ again. Timed: the
 * incremental sync (what the webhook runs), a `--only` sync of the page for comparison, and each command
 * of package.json's `build` script on its own (images, vike build split into bundles and prerender, the
 * image publish, postbuild, workbox, precompress), read from package.json so the bench runs what the
 * build runs.
 *
 * Everything happens in a temporary copy of the checkout (the files git tracks, node_modules linked), as
 * a CI runner has it: the project's content/ and dist/ are never touched. Before the change the copy
 * gets a full sync and the picture variants (untimed), as the webhook job restores both from its cache.
 * The reference API runs in-process with `latencyMs` added to every answer.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReferenceApi } from '../../booking-service/server.ts';
import { loadContentStore } from '../../booking-service/demo/contentStore.ts';
import { editableContent } from '../../booking-service/demo/editableContent.ts';
import { parseOnly, syncContent } from '../../content-sync/sync.ts';
import { countHtml, timedRun } from './buildBench.ts';
import { contentApiEnvironment } from '../build/demoContentApi.ts';

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
/** The page the bench edits: in the demo content, so it exists at every scale. */
const EDITED_PAGE = 'en/florence/contact';

/** A command of the build script and the name its time is reported under, first match wins. */
const STEP_NAMES: [RegExp, string][] = [
  [/preflight\.ts/, 'preflight'],
  [/images\.ts --publish/, 'image publish'],
  [/images\.ts/, 'images'],
  [/^vike build/, 'vike build'],
  [/postbuild\.ts/, 'postbuild'],
  [/^workbox /, 'workbox'],
  [/precompress\.ts/, 'precompress'],
];

interface StepTime {
  step: string;
  seconds: number;
}

interface ContentToBuildResult {
  scale: number;
  pages: number;
  htmlPages: number;
  /** The incremental sync after the edit: the webhook's sync. */
  sync: { seconds: number; fetched: number; reused: number };
  /** A `--only` sync of the edited page, for comparison (not part of the total). */
  onlySyncSeconds: number;
  /** The build's commands in order; 'vike build' is split into 'vike bundles' and 'vike prerender'. */
  build: StepTime[];
  /** Incremental sync plus the whole build. */
  totalSeconds: number;
  peakBuildRssMb: number;
}

export function buildCommands(packageJson = join(PROJECT, 'package.json')): { command: string; step: string }[] {
  const script = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts.build!;
  return script.split(' && ').map((command) => ({
    command,
    step: STEP_NAMES.find(([pattern]) => pattern.test(command))?.[1] ?? command,
  }));
}

/** The files git tracks, copied; node_modules linked. */
async function copyCheckout(dir: string) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: PROJECT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(PROJECT, file), join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the work tree but not yet committed
    });
  }
  await symlink(join(PROJECT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** Runs one command of the build script in `cwd`; times it, and for vike where the prerender starts. */
async function runCommand(command: string, cwd: string) {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd,
    // As the demo build has it: the host config proxies the API to the local reference API's address,
    // unless the environment names the API's public one (the webhook's secret).
    env: {
      ...contentApiEnvironment(process.env),
      PATH: `${join(cwd, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return timedRun(child, `'${command}'`, started);
}

export async function benchContentToBuild({ scale = 0, latencyMs = 20 } = {}): Promise<ContentToBuildResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-content-to-build-'));
  const checkout = join(dir, 'checkout');
  const content = editableContent(loadContentStore({ scale }));
  const api = await startReferenceApi({
    port: 0,
    content: content.store,
    dataDir: join(dir, 'api'),
    faults: { latencyMs },
  });
  try {
    await copyCheckout(checkout);
    const root = join(checkout, 'content');
    const commands = buildCommands(join(checkout, 'package.json'));
    // What the webhook job restores from its cache: the last snapshot and the picture variants.
    await syncContent({ apiUrl: api.url, root });
    for (const { command } of commands.filter(({ step }) => step === 'images')) await runCommand(command, checkout);

    const { lang, site, path } = parseOnly(EDITED_PAGE);
    const retitle = (suffix: string) =>
      content.editPage(lang, site, path, (page) => ({ ...page, title: `${page.title} ${suffix}` }));
    retitle('(edited for --only)');
    const only = await syncContent({ apiUrl: api.url, root, only: { lang, site, path } });
    retitle('(edited)');
    const sync = await syncContent({ apiUrl: api.url, root });

    const build: StepTime[] = [];
    let peakKb = 0;
    for (const { command, step } of commands) {
      const run = await runCommand(command, checkout);
      peakKb = Math.max(peakKb, run.peakKb);
      if (step === 'vike build' && run.prerenderSeconds !== undefined) {
        build.push(
          { step: 'vike bundles', seconds: run.seconds - run.prerenderSeconds },
          { step: 'vike prerender', seconds: run.prerenderSeconds },
        );
      } else {
        build.push({ step, seconds: run.seconds });
      }
    }
    return {
      scale,
      pages: sync.pages,
      htmlPages: await countHtml(join(checkout, 'dist', 'client')),
      sync: { seconds: sync.seconds, fetched: sync.fetched, reused: sync.reused },
      onlySyncSeconds: only.seconds,
      build,
      totalSeconds: sync.seconds + build.reduce((sum, step) => sum + step.seconds, 0),
      peakBuildRssMb: peakKb / 1024,
    };
  } finally {
    await api.close();
    // The link first, so that removing the folder can never reach the project's node_modules.
    await unlink(join(checkout, 'node_modules')).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
