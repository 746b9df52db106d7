/**
 * Content change to deployable build, as the content webhook's job does it: one page is edited in the
 * content API, then the sync picks it up and `npm run build:content` makes dist/ again from the last
 * build's. Timed: the incremental sync (what the webhook runs), a `--only` sync of the page for
 * comparison, and each step of the content build (its own report, scripts/build/contentBuild.ts).
 *
 * Everything happens in a temporary copy of the checkout (scripts/test/checkoutCopy.ts), as a CI runner
 * has it: the project's content/ and dist/ are never touched. Before the change the copy gets a full sync
 * and a full build (untimed), as the webhook job restores the snapshot and dist/ from its cache. The
 * reference API runs in-process with `latencyMs` added to every answer.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceApi } from '../../booking-service/server.ts';
import { loadContentStore } from '../../booking-service/demo/contentStore.ts';
import { editableContent } from '../../booking-service/demo/editableContent.ts';
import { parseOnly, syncContent } from '../../content-sync/sync.ts';
import { countHtml, timedRun } from './buildBench.ts';
import { type StepTime, stepsOf } from '../build/contentBuild.ts';
import { contentApiEnvironment } from '../build/demoContentApi.ts';
import { copyCheckout, removeCheckout } from '../test/checkoutCopy.ts';

/** The page the bench edits: in the demo content, so it exists at every scale. */
const EDITED_PAGE = 'en/florence/contact';

interface ContentToBuildResult {
  scale: number;
  pages: number;
  htmlPages: number;
  /** The incremental sync after the edit: the webhook's sync. */
  sync: { seconds: number; fetched: number; reused: number };
  /** A `--only` sync of the edited page, for comparison (not part of the total). */
  onlySyncSeconds: number;
  /** The content build's steps in order. */
  build: StepTime[];
  /** The content build as a whole, its process's start to its end. */
  buildSeconds: number;
  /** Incremental sync plus the content build. */
  totalSeconds: number;
  peakBuildRssMb: number;
}

/** Runs an npm script in `cwd` as the demo build has it; times it. */
async function runScript(script: string, cwd: string) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd,
    // The host config proxies the API to the local reference API's address, unless the environment
    // names the API's public one (the webhook's secret). npm puts the copy's node_modules/.bin first on
    // the PATH itself.
    env: contentApiEnvironment(process.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return timedRun(child, `npm run ${script}`, started);
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
    // What the webhook job restores from its cache: the last snapshot and the last build.
    await syncContent({ apiUrl: api.url, root });
    await runScript('build', checkout);

    const { lang, site, path } = parseOnly(EDITED_PAGE);
    const retitle = (suffix: string) =>
      content.editPage(lang, site, path, (page) => ({ ...page, title: `${page.title} ${suffix}` }));
    retitle('(edited for --only)');
    const only = await syncContent({ apiUrl: api.url, root, only: { lang, site, path } });
    retitle('(edited)');
    const sync = await syncContent({ apiUrl: api.url, root });

    const run = await runScript('build:content', checkout);
    const build = stepsOf(run.output.join('\n'));
    if (!build) throw new Error(`npm run build:content reported no steps:\n${run.output.join('\n')}`);
    return {
      scale,
      pages: sync.pages,
      htmlPages: await countHtml(join(checkout, 'dist', 'client')),
      sync: { seconds: sync.seconds, fetched: sync.fetched, reused: sync.reused },
      onlySyncSeconds: only.seconds,
      build,
      buildSeconds: run.seconds,
      totalSeconds: sync.seconds + run.seconds,
      peakBuildRssMb: run.peakKb / 1024,
    };
  } finally {
    await api.close();
    await removeCheckout(checkout);
    await rm(dir, { recursive: true, force: true });
  }
}
