/**
 * A content build writes what a full build writes. In a copy of the checkout (scripts/test/
 * checkoutCopy.ts): a full build of the demo content, then five changes published in the reference API,
 * each in a pair of its own (a page edited, a page deleted, a page added, a redirect added, a shared
 * block changed) and synced; `npm run build:content`, then `npm run build` of the same snapshot; every
 * file of dist/ is compared.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceApi, type ReferenceApi } from '../../booking-service/server.ts';
import { loadContentStore } from '../../booking-service/demo/contentStore.ts';
import { editableContent } from '../../booking-service/demo/editableContent.ts';
import { syncContent } from '../../content-sync/sync.ts';
import { copyCheckout, PROJECT, removeCheckout } from '../test/checkoutCopy.ts';
import { renderRecord } from './render/record.ts';
import { fullBuildReason } from './contentBuild.ts';
import { contentApiEnvironment } from './demoContentApi.ts';
import { buildEnvironment } from './demoStorefront.ts';

/** Runs an npm script in the copy with the demo build's settings; its output, for the figures it prints. */
async function npmRun(script: string, cwd: string): Promise<string> {
  const child = spawn('npm', ['run', script], {
    cwd,
    // npm puts the copy's node_modules/.bin first on the PATH itself.
    env: contentApiEnvironment(buildEnvironment()),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`npm run ${script} exited with ${code}:\n${output.slice(-4000)}`);
  return output;
}

/** Every file under `dir`, by its path inside it. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(await Promise.all(files.map(async (file) => [relative(dir, file), await readFile(file)] as const)));
}

describe('when a content build builds everything instead (the project’s test build)', () => {
  const page = (file: string) => ({ file, inputs: {}, scriptHashes: [] });

  it('names why: no record, other code, a page of the record not there; else builds on it', () => {
    expect(fullBuildReason(undefined, 'c1')).toMatch(/no readable render record/);
    const record = renderRecord('c1', [['/en/', page('en/index.html')]]);
    expect(fullBuildReason(record, 'c2')).toMatch(/code or the build settings changed/);
    const emptied = renderRecord('c1', [['/en/gone/', page('en/gone/index.html')]]);
    expect(fullBuildReason(emptied, 'c1')).toMatch(/not all there \(no en\/gone\/index.html\)/);
    expect(fullBuildReason(record, 'c1')).toBeUndefined();
  });
});

describe('npm run build:content', () => {
  let dir: string;
  let checkout: string;
  let api: ReferenceApi;
  let contentBuildOutput: string;
  let afterContentBuild: Map<string, Buffer>;
  let afterFullBuild: Map<string, Buffer>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-build-'));
    checkout = join(dir, 'checkout');
    const content = editableContent(loadContentStore());
    api = await startReferenceApi({ port: 0, content: content.store, dataDir: join(dir, 'api') });
    await copyCheckout(checkout);
    // The picture variants the project's own build made, as the webhook restores them from its cache.
    await cp(join(PROJECT, 'dist', 'images'), join(checkout, 'dist', 'images'), { recursive: true }).catch(() => {});
    const root = join(checkout, 'content');
    await syncContent({ apiUrl: api.url, root });
    await npmRun('build', checkout);

    content.editPage('en', 'florence', 'contact', (page) => ({ ...page, title: `${page.title} (edited)` }));
    content.deletePage('it', 'florence', 'press/slow-traveller');
    const model = content.store.page('ja', 'tokyo', 'tavola-mensile-tokyo-review', 'press')!;
    content.addPage({
      ...model,
      id: model.id + 500,
      child: 'first-autumn-notes',
      title: `${model.title}(秋)`,
      data: { ...model.data, name: 'first-autumn-notes', path: 'press/first-autumn-notes' },
    });
    content.editBlock('en', 'beverlyhills', 'extra', (extra) => ({
      ...extra,
      redirects: [...extra.redirects, { origin: { path: 'our-press' }, destination: { path: 'press' } }],
    }));
    content.editBlock('ko', 'seoul', 'footer', (footer) => ({ ...footer, copyright: `${footer.copyright} ·` }));
    await syncContent({ apiUrl: api.url, root });

    contentBuildOutput = await npmRun('build:content', checkout);
    afterContentBuild = await filesOf(join(checkout, 'dist'));
    await rm(join(checkout, 'dist', 'client'), { recursive: true });
    await npmRun('build', checkout);
    afterFullBuild = await filesOf(join(checkout, 'dist'));
  }, 600_000);

  afterAll(async () => {
    await api?.close();
    if (checkout) await removeCheckout(checkout);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('renders only the pages the changes reach, and removes the deleted one', () => {
    const [, rendered, removed] = /(\d+) pages rendered, (\d+) removed/.exec(contentBuildOutput) ?? [];
    const pages = [...afterFullBuild.keys()].filter((path) => path.startsWith('client/') && path.endsWith('.html'));
    expect(Number(removed)).toBe(1);
    // The edited and the new page, the deleted page's English sibling (its language links), every Seoul
    // page in Korean (the footer): some twenty, not the site.
    expect(Number(rendered)).toBeGreaterThanOrEqual(4);
    expect(Number(rendered)).toBeLessThan(pages.length / 4);
    expect(afterContentBuild.has('client/ja/tokyo/press/first-autumn-notes/index.html')).toBe(true);
    expect(afterContentBuild.has('client/it/florence/press/slow-traveller/index.html')).toBe(false);
  });

  it('writes every file of dist/ as the full build writes it', () => {
    const differing = [...new Set([...afterContentBuild.keys(), ...afterFullBuild.keys()])]
      .filter((path) => !afterContentBuild.get(path)?.equals(afterFullBuild.get(path) ?? Buffer.alloc(0)))
      .sort();
    expect(differing).toEqual([]);
    expect(afterFullBuild.size).toBeGreaterThan(500);
  });
});
