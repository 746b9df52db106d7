/**
 * content-sync against the reference content API, in-process on an ephemeral port.
 */
import { mkdtemp, readFile, readlink, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { allLangSitePairs, ROUTE_LANGS, type Lang, type SiteId } from '../lib/sites.ts';
import { BLOCK_NAMES, type Blocks, type Page, type PageIndex, type Redirect } from '../lib/contract/types.ts';
import { snapshotPaths, type SnapshotManifest } from '../lib/snapshotLayout.ts';
import { startReferenceApi, type ReferenceApi, type ReferenceApiOptions } from '../booking-service/server.ts';
import { loadContentStore } from '../booking-service/demo/contentStore.ts';
import { formatSummary, parseOnly, SyncError, syncContent } from './sync.ts';

const content = loadContentStore();

/** The demo content with one pair's redirects (its `extra` block) as `edit` makes them. */
function withRedirects(lang: Lang, site: SiteId, edit: (redirects: Redirect[]) => Redirect[]): typeof content {
  return {
    ...content,
    block: (blockLang, blockSite, name) => {
      const block = content.block(blockLang, blockSite, name);
      if (blockLang !== lang || blockSite !== site || name !== 'extra' || !block) return block;
      const extra = block as Blocks['extra'];
      return { ...extra, redirects: edit(extra.redirects) } as typeof block;
    },
  };
}
const open: ReferenceApi[] = [];
const roots: string[] = [];

async function api(options: ReferenceApiOptions = {}) {
  const server = await startReferenceApi({ port: 0, content, dataDir: await tempDir(), ...options });
  open.push(server);
  return server;
}

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'sync-test-'));
  roots.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
  await Promise.all(roots.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;
const manifestOf = (root: string) => readJson<SnapshotManifest>(join(root, 'snapshot', 'manifest.json'));
const totalPages = allLangSitePairs().reduce((sum, { lang, site }) => sum + content.index(lang, site)!.pages.length, 0);

describe('full sync', () => {
  it('pulls every landing, index, page and block of the nine pairs and publishes a manifest', async () => {
    const server = await api();
    const root = await tempDir();
    const summary = await syncContent({ apiUrl: server.url, root });
    expect(summary.pages).toBe(totalPages);
    expect(summary.blocks).toBe(9 * BLOCK_NAMES.length);
    expect(summary.landings).toBe(ROUTE_LANGS.length);
    expect(summary.skipped).toEqual([]);

    const manifest = await manifestOf(root);
    expect(manifest.counts).toMatchObject({ pages: totalPages, blocks: 54, landings: 4, skipped: 0 });
    expect(manifest.source).toBe(`${server.url}/api.php`);
    expect(manifest.buildId).toBe(summary.buildId);
    const menu = await readJson<Page>(join(root, 'snapshot', snapshotPaths.page('en', 'florence', 'menu/a-la-carte')));
    expect(menu.data).toMatchObject({ lang: 'en', site: 'florence', path: 'menu/a-la-carte', type: 'menu' });
    const file = manifest.files[snapshotPaths.page('en', 'florence', 'menu/a-la-carte')]!;
    expect(file.bytes).toBe(
      (await stat(join(root, 'snapshot', snapshotPaths.page('en', 'florence', 'menu/a-la-carte')))).size,
    );
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const index = await readJson<PageIndex>(join(root, 'snapshot', snapshotPaths.index('ja', 'tokyo')));
    expect(index.pages.length).toBe(content.index('ja', 'tokyo')!.pages.length);
    expect(formatSummary(summary, root)).toMatch(
      /^sync: \d+ pages \(\d+ fetched, 0 unchanged\), 54 blocks, 4 landings, 0 skipped, 0 retried/,
    );
  });

  it('recovers from 20% injected 5xx answers by retrying', async () => {
    const server = await api({ faults: { errorRate: 0.2, seed: 42 } });
    const root = await tempDir();
    const summary = await syncContent({ apiUrl: server.url, root, backoffMs: 1 });
    expect(summary.pages).toBe(totalPages);
    expect(summary.retried).toBeGreaterThan(totalPages * 0.1);
    expect((await manifestOf(root)).counts.retried).toBe(summary.retried);
  });

  it('reports and skips a page the index lists but the API answers 404 for', async () => {
    const withGhost = {
      ...content,
      index: (lang: 'en', site: 'florence') => {
        const index = content.index(lang, site)!;
        if (lang !== 'en' || site !== 'florence') return index;
        return {
          ...index,
          pages: [
            ...index.pages,
            {
              name: 'ghost',
              type: 'page',
              path: 'ghost',
              child: null,
              slug: null,
              hash: 'x',
              modified: '2026-01-01T00:00:00Z',
            },
          ],
        };
      },
    } as typeof content;
    const server = await api({ content: withGhost });
    const root = await tempDir();
    const summary = await syncContent({ apiUrl: server.url, root });
    expect(summary.skipped).toEqual([expect.objectContaining({ lang: 'en', site: 'florence', path: 'ghost' })]);
    expect(summary.pages).toBe(totalPages);
    const index = await readJson<PageIndex>(join(root, 'snapshot', snapshotPaths.index('en', 'florence')));
    expect(index.pages.some((entry) => entry.path === 'ghost')).toBe(false);
  });
});

describe('failures leave the published snapshot untouched', () => {
  async function publishedThenFailing(options: ReferenceApiOptions, syncOptions: { timeoutMs?: number } = {}) {
    const good = await api();
    const root = await tempDir();
    const first = await syncContent({ apiUrl: good.url, root });
    const bad = await api(options);
    const error = await syncContent({
      apiUrl: bad.url,
      root,
      retries: 2,
      backoffMs: 1,
      full: true,
      ...syncOptions,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncError);
    const manifest = await manifestOf(root);
    expect(manifest.buildId).toBe(first.buildId);
    expect(await readlink(join(root, 'snapshot'))).toBe(join('snapshots', first.buildId));
    return (error as Error).message;
  }

  it('names the pair, the page and the cause of a persistent error', async () => {
    const message = await publishedThenFailing({ faults: { errorRate: 1, match: 'name=tasting-menu' } });
    expect(message).toMatch(
      /^(it|en|ja|ko)\/[a-z-]+ page 'menu\/tasting-menu': 503 Injected fault: service unavailable \(after 3 attempts\)$/,
    );
  });

  it('names malformed JSON', async () => {
    const message = await publishedThenFailing({ faults: { malformedRate: 1, match: 'block=footer' } });
    expect(message).toMatch(/block 'footer': malformed JSON from the content API \(.+\) \(after 3 attempts\)$/);
  });

  it('names a timeout', async () => {
    const message = await publishedThenFailing(
      { faults: { timeoutRate: 1, match: 'action=FETCH_LANDING&lang=ko' } },
      { timeoutMs: 200 },
    );
    expect(message).toBe('landing of ko: no answer within 200 ms (after 3 attempts)');
  });

  it('refuses a redirect path outside the page-path rule, naming the pair, the redirect and the value', async () => {
    // The value that once wrote `/*  /\\evil.example  302!` into _redirects: a line break, then a rule of its own.
    const injected = 'gift\n/*  /\\evil.example  302!';
    const withBadRedirect = withRedirects('en', 'florence', (redirects) => [
      ...redirects,
      { origin: { path: injected }, destination: { path: 'gift-cards' } },
    ]);
    const message = await publishedThenFailing({ content: withBadRedirect });
    expect(message).toContain("en/florence block 'extra'");
    expect(message).toMatch(
      /redirects\[\d+\]\.origin\.path: "gift\\n\/\* {2}\/\\\\evil\.example {2}302!" contains a control character/,
    );
  });

  it('refuses a redirect destination with a scheme', async () => {
    const withExternal = withRedirects('it', 'florence', () => [
      { origin: { path: 'altrove' }, destination: { path: 'javascript:alert(1)' } },
    ]);
    const message = await publishedThenFailing({ content: withExternal });
    expect(message).toContain(
      `it/florence block 'extra': block 'extra' breaks the content-API contract: redirects[0].destination.path: "javascript:alert(1)" names a scheme`,
    );
  });

  it('refuses redirects that lead to themselves or loop, naming the pair, the redirect and the loop', async () => {
    const looping = withRedirects('it', 'florence', () => [
      { origin: { path: 'vecchia' }, destination: { path: 'nuova' } },
      { origin: { path: '/nuova/' }, destination: { path: 'vecchia' } },
    ]);
    expect(await publishedThenFailing({ content: looping })).toContain(
      `it/florence block 'extra': block 'extra' breaks the content-API contract: redirects[0]: forms a loop: vecchia → nuova → vecchia`,
    );
    const toItself = withRedirects('en', 'tokyo', () => [
      { origin: { path: 'menu' }, destination: { path: '/menu/' } },
    ]);
    expect(await publishedThenFailing({ content: toItself })).toContain(`redirects[0]: "menu" leads to itself`);
  });

  it('names an unreachable API', async () => {
    const root = await tempDir();
    const error = await syncContent({ apiUrl: 'http://127.0.0.1:1', root, retries: 1, backoffMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/cannot reach http:\/\/127\.0\.0\.1:1\/api\.php/);
  });

  it('exits the CLI non-zero with the cause on stderr', async () => {
    const bad = await api({ faults: { errorRate: 1, match: 'name=press' } });
    const root = await tempDir();
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'content-sync/cli.ts', '--root', root, '--retries', '1'],
      {
        env: { ...process.env, CONTENT_API_URL: bad.url },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sync failed, the published snapshot is unchanged.');
    expect(result.stderr).toMatch(/page 'press': 503 Injected fault/);
  });

  it('explains a bad flag and exits 2', async () => {
    const result = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'content-sync/cli.ts',
      '--concurrency',
      'lots',
    ]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--concurrency must be a number, got 'lots'");
  });
});

describe('incremental sync', () => {
  it('does not fetch pages whose index hash did not change', async () => {
    const server = await api();
    const root = await tempDir();
    await syncContent({ apiUrl: server.url, root });
    const second = await syncContent({ apiUrl: server.url, root });
    expect(second.fetched).toBe(0);
    expect(second.reused).toBe(totalPages);
    expect(second.pages).toBe(totalPages);
  });

  it('fetches again a page whose hash changed', async () => {
    const server = await api();
    const root = await tempDir();
    await syncContent({ apiUrl: server.url, root });
    const edited = {
      ...content,
      index: (lang: 'en', site: 'florence') => {
        const index = content.index(lang, site)!;
        if (lang !== 'en' || site !== 'florence') return index;
        return {
          ...index,
          pages: index.pages.map((entry) => (entry.path === 'contact' ? { ...entry, hash: 'edited' } : entry)),
        };
      },
    } as typeof content;
    const changed = await api({ content: edited });
    const summary = await syncContent({ apiUrl: changed.url, root });
    expect(summary.fetched).toBe(1);
  });

  it('keeps the published snapshot and the one before it', async () => {
    const server = await api();
    const root = await tempDir();
    for (let i = 0; i < 3; i++) await syncContent({ apiUrl: server.url, root });
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(join(root, 'snapshots'))).toHaveLength(2);
  });
});

describe('--only', () => {
  it('reads lang/site/page, jp as ja', () => {
    expect(parseOnly('jp/tokyo/menu/tasting-menu')).toEqual({ lang: 'ja', site: 'tokyo', path: 'menu/tasting-menu' });
    expect(parseOnly('/en/florence/')).toEqual({ lang: 'en', site: 'florence', path: '' });
    expect(() => parseOnly('it/beverlyhills/contact')).toThrow("--only: beverlyhills has no 'it' content");
    expect(() => parseOnly('en/florence/../../etc')).toThrow(SyncError);
  });

  it('syncs one page into a copy of the published snapshot', async () => {
    const server = await api();
    const root = await tempDir();
    const first = await syncContent({ apiUrl: server.url, root });
    const summary = await syncContent({ apiUrl: server.url, root, only: parseOnly('en/florence/contact') });
    expect(summary.fetched).toBe(1);
    expect(summary.pages).toBe(first.pages);
    expect(summary.buildId).not.toBe(first.buildId);
  });

  it('removes a page the API no longer has', async () => {
    const server = await api();
    const root = await tempDir();
    await syncContent({ apiUrl: server.url, root });
    const without = {
      ...content,
      page: (lang, site, name, type) => (name === 'treats' ? undefined : content.page(lang, site, name, type)),
    } as typeof content;
    const summary = await syncContent({
      apiUrl: (await api({ content: without })).url,
      root,
      only: parseOnly('it/florence/treats'),
    });
    expect(summary.pages).toBe(totalPages - 1);
    const index = await readJson<PageIndex>(join(root, 'snapshot', snapshotPaths.index('it', 'florence')));
    expect(index.pages.some((entry) => entry.path === 'treats')).toBe(false);
  });

  it('needs a published snapshot', async () => {
    const server = await api();
    await expect(
      syncContent({ apiUrl: server.url, root: await tempDir(), only: parseOnly('en/florence/contact') }),
    ).rejects.toThrow('--only needs a published snapshot to update; run a full sync first');
  });
});
