/**
 * The content webhook's sync (webhookSync.ts) against the reference content API, in-process, with pages
 * and blocks edited after the last published snapshot, as the backend publishes them. Each scenario ends
 * by comparing the whole snapshot with what the API publishes: nothing may be left stale.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { allLangSitePairs } from '../../lib/sites.ts';
import { snapshotPaths } from '../../lib/snapshotLayout.ts';
import type { ExtraBlock, Page, PageIndex } from '../../lib/contract/types.ts';
import { startReferenceApi, type ReferenceApi } from '../../booking-service/server.ts';
import { loadContentStore, type ContentStore } from '../../booking-service/demo/contentStore.ts';
import { editableContent } from '../../booking-service/demo/editableContent.ts';
import { readPublished, readSnapshotJson } from '../../content-sync/snapshotStore.ts';
import { syncContent } from '../../content-sync/sync.ts';
import { runWebhookSync, WebhookRefusal, webhookSyncPlan } from './webhookSync.ts';

const demo = loadContentStore();
const open: ReferenceApi[] = [];
const dirs: string[] = [];

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'webhook-sync-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A backend whose content can change, and a snapshot published from it before any change. */
async function publishedSite() {
  const content = editableContent(demo);
  const server = await startReferenceApi({ port: 0, content: content.store, dataDir: await tempDir() });
  open.push(server);
  const root = await tempDir();
  await syncContent({ apiUrl: server.url, root });
  /** The workflow run of one dispatch: the plan from its environment, then the sync. */
  const run = (page?: string) => runWebhookSync(webhookSyncPlan({ CONTENT_API_URL: server.url, PAGE: page }), root);
  return { content, root, run };
}

/** Every page and block of the snapshot that differs from what the API publishes now; [] when none. */
async function staleEntries(root: string, api: ContentStore): Promise<string[]> {
  const published = (await readPublished(root))!;
  const { files } = published.manifest;
  const stale: string[] = [];
  for (const { lang, site } of allLangSitePairs()) {
    const index = api.index(lang, site)!;
    const snapshotIndex = await readSnapshotJson<PageIndex>(published, snapshotPaths.index(lang, site));
    for (const entry of index.pages) {
      if (files[snapshotPaths.page(lang, site, entry.path)]?.sourceHash !== entry.hash)
        stale.push(`${lang}/${site}/${entry.path}`);
    }
    const listed = new Set(index.pages.map((entry) => entry.path));
    for (const entry of snapshotIndex.pages)
      if (!listed.has(entry.path)) stale.push(`${lang}/${site}/${entry.path} (deleted, still listed)`);
    const pageFiles = new Set(index.pages.map((entry) => snapshotPaths.page(lang, site, entry.path)));
    for (const relPath of Object.keys(files)) {
      if (relPath.startsWith(`${lang}/${site}/pages/`) && !pageFiles.has(relPath))
        stale.push(`${relPath} (deleted, still a file)`);
    }
    for (const block of index.blocks) {
      if (files[snapshotPaths.block(lang, site, block.name)]?.sourceHash !== block.hash)
        stale.push(`${lang}/${site} block ${block.name}`);
    }
  }
  return stale;
}

const readPage = async (root: string, lang: 'en' | 'ja', site: 'florence' | 'tokyo', path: string) =>
  JSON.parse(await readFile(join(root, 'snapshot', snapshotPaths.page(lang, site, path)), 'utf8')) as Page;
const retitled =
  (title: string) =>
  (page: Page): Page => ({ ...page, title });

describe('webhook sync plan', () => {
  it('refuses without CONTENT_API_URL, naming it: the sync would otherwise deploy the demo content', () => {
    for (const value of [undefined, '', '   ']) {
      expect(() => webhookSyncPlan({ CONTENT_API_URL: value, PAGE: 'en/florence/contact' })).toThrow(
        new WebhookRefusal(
          'CONTENT_API_URL is not set: the deploy syncs from the content backend, never from the demo content. Set the repository secret CONTENT_API_URL.',
        ),
      );
    }
  });

  it('refuses a CONTENT_API_URL that is not an http(s) URL without printing it (it may hold credentials)', () => {
    for (const value of ['cms.example.com', 'ftp://user:secret@cms.example.com']) {
      expect(() => webhookSyncPlan({ CONTENT_API_URL: value })).toThrow('CONTENT_API_URL is not an http(s) URL');
    }
  });

  it('syncs everything whatever the dispatch names; a name that is not a page is said so', () => {
    expect(webhookSyncPlan({ CONTENT_API_URL: 'https://cms.example/', PAGE: 'jp/tokyo/menu/tasting-menu' })).toEqual({
      apiUrl: 'https://cms.example/',
      named: { lang: 'ja', site: 'tokyo', path: 'menu/tasting-menu' },
      notes: [],
    });
    expect(webhookSyncPlan({ CONTENT_API_URL: 'https://cms.example/', PAGE: ' ' })).toEqual({
      apiUrl: 'https://cms.example/',
      notes: [],
    });
    const bad = webhookSyncPlan({ CONTENT_API_URL: 'https://cms.example/', PAGE: 'en/milano/menu' });
    expect(bad.named).toBeUndefined();
    expect(bad.notes).toEqual([expect.stringContaining("unknown site 'milano'")]);
  });

  it('exits 2 with an error annotation when run as the deploy without CONTENT_API_URL', async () => {
    const { CONTENT_API_URL: _unset, ...env } = process.env;
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/ci/webhookSync.ts'], {
      env: { ...env, PAGE: 'en/florence/contact' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('::error title=Content webhook refused::CONTENT_API_URL is not set');
  });
});

describe('webhook rebuilds leave no change behind', () => {
  it('two dispatches in a row: each run publishes its change, the second fetches only its own page', async () => {
    const { content, root, run } = await publishedSite();
    content.editPage('en', 'florence', 'contact', retitled('Contact, first edit'));
    const first = await run('en/florence/contact');
    expect(first.summary.fetched).toBe(1);
    expect(first.named).toBe('en/florence/contact: in the snapshot as the backend has it');
    content.editPage('ja', 'tokyo', 'menu/tasting-menu', retitled('Tasting menu, second edit'));
    const second = await run('ja/tokyo/menu/tasting-menu');
    expect(second.summary.fetched).toBe(1);
    expect(await staleEntries(root, content.store)).toEqual([]);
    expect((await readPage(root, 'en', 'florence', 'contact')).title).toBe('Contact, first edit');
  });

  it('a cancelled dispatch: the run that replaced it publishes the cancelled page too', async () => {
    const { content, root, run } = await publishedSite();
    // Dispatch for en/florence/contact: its run waits behind a running one and is cancelled by the next.
    content.editPage('en', 'florence', 'contact', retitled('Contact, cancelled run'));
    content.editPage('ja', 'tokyo', 'menu/tasting-menu', retitled('Tasting menu, the run that goes'));
    const report = await run('ja/tokyo/menu/tasting-menu');
    expect(report.summary.fetched).toBe(2);
    expect((await readPage(root, 'en', 'florence', 'contact')).title).toBe('Contact, cancelled run');
    expect(await staleEntries(root, content.store)).toEqual([]);
  });

  it('a deleted page leaves the snapshot and its index, named or covered by another run', async () => {
    const { content, root, run } = await publishedSite();
    const before = (await readPublished(root))!.manifest.counts.pages;
    content.deletePage('it', 'florence', 'treats');
    const report = await run('it/florence/treats');
    expect(report.named).toBe('it/florence/treats: not in the content (any more): not in the snapshot');
    expect(report.summary.pages).toBe(before - 1);
    expect(await staleEntries(root, content.store)).toEqual([]);

    content.deletePage('en', 'florence', 'contact'); // its dispatch cancelled
    content.editPage('ja', 'tokyo', 'menu/tasting-menu', retitled('Tasting menu, after a deletion'));
    await run('ja/tokyo/menu/tasting-menu');
    expect(await staleEntries(root, content.store)).toEqual([]);
  });

  it('a redirect-only change (the extra block) is published, with or without a page in the dispatch', async () => {
    const { content, root, run } = await publishedSite();
    const redirect = { origin: { path: 'old-menu' }, destination: { path: 'menu/a-la-carte' } };
    content.editBlock('en', 'florence', 'extra', (extra) => ({ ...extra, redirects: [...extra.redirects, redirect] }));
    const report = await run();
    expect(report.summary.fetched).toBe(0);
    expect(await staleEntries(root, content.store)).toEqual([]);
    const extra = JSON.parse(
      await readFile(join(root, 'snapshot', snapshotPaths.block('en', 'florence', 'extra')), 'utf8'),
    ) as ExtraBlock;
    expect(extra.redirects).toContainEqual(redirect);

    content.editBlock('ja', 'tokyo', 'extra', (block) => ({
      ...block,
      redirects: [...block.redirects, { origin: { path: 'old' }, destination: { path: 'reservation' } }],
    }));
    await run('en/florence/contact');
    expect(await staleEntries(root, content.store)).toEqual([]);
  });
});
