/**
 * content-sync: pulls the landings, and for every language/site pair the index, every page and every
 * block from the content API into a new snapshot, then publishes it atomically (snapshotStore.ts).
 *
 * Requests run through p-limit; each is retried with backoff when the failure may pass. A page the
 * index lists but the API answers 404 for is skipped and reported. Any other failure stops the sync,
 * names the language/site/page and the cause, and leaves the published snapshot untouched.
 */
import pLimit from 'p-limit';
import {
  allLangSitePairs,
  isSiteId,
  normalizeLang,
  ROUTE_LANGS,
  siteOffersLang,
  type Lang,
  type LangSite,
  type SiteId,
} from '../lib/sites.ts';
import { PAGE_PATH } from '../lib/contract/schema.ts';
import { BLOCK_NAMES, type IndexEntry, type Page, type PageIndex } from '../lib/contract/types.ts';
import { snapshotPaths, type SkippedPage } from '../lib/snapshotLayout.ts';
import { ContentApiError, createContentApiClient, type ContentApiClient } from '../clients/contentApi.ts';
import { withRetry } from './retry.ts';
import {
  newBuildId,
  readPublished,
  readSnapshotJson,
  SnapshotWriter,
  type PublishedSnapshot,
} from './snapshotStore.ts';
import type { Progress } from './progress.ts';

export interface OnlyPage extends LangSite {
  /** Below /{lang}/{site}/; '' is the homepage. */
  path: string;
}

interface SyncOptions {
  apiUrl: string;
  /** Folder holding `snapshot` and `snapshots/`; default `content`. */
  root?: string;
  concurrency?: number;
  retries?: number;
  timeoutMs?: number;
  backoffMs?: number;
  /** Fetch every page even when the index says it did not change. */
  full?: boolean;
  /** Sync just this page into a copy of the published snapshot (content webhook). */
  only?: OnlyPage;
  progress?: Progress;
}

export interface SyncSummary {
  buildId: string;
  dir: string;
  pages: number;
  blocks: number;
  landings: number;
  fetched: number;
  reused: number;
  retried: number;
  skipped: SkippedPage[];
  seconds: number;
}

export class SyncError extends Error {
  override name = 'SyncError';
}

export const SYNC_DEFAULTS = { concurrency: 8, retries: 5, timeoutMs: 10_000, backoffMs: 100 } as const;

/**
 * Reads `lang/site/path` as `--only` takes it: `en/florence/menu/a-la-carte`, `jp/tokyo` (homepage).
 */
export function parseOnly(value: string): OnlyPage {
  const [rawLang = '', site = '', ...rest] = value.replace(/^\/+|\/+$/g, '').split('/');
  const lang = normalizeLang(rawLang);
  if (!lang) throw new SyncError(`--only: unsupported language '${rawLang}' in '${value}' (expected lang/site/page)`);
  if (!isSiteId(site)) throw new SyncError(`--only: unknown site '${site}' in '${value}'`);
  if (!siteOffersLang(site, lang)) throw new SyncError(`--only: ${site} has no '${lang}' content`);
  const path = rest.join('/');
  if (!PAGE_PATH.test(path))
    throw new SyncError(`--only: '${path}' is not a page path (up to three segments, no dots)`);
  return { lang, site, path };
}

/** The SyncError a run stops with: where it failed (a page, a block, a step) and the cause's message. */
function syncErrorOf(where: string, error: unknown): SyncError {
  const cause = error instanceof Error ? error.message : String(error);
  return new SyncError(`${where}: ${cause}`);
}

function sameIdentity(page: Page, lang: Lang, site: SiteId, path: string): boolean {
  return page.data.lang === lang && page.data.site === site && page.data.path === path;
}

/** What every sync run shares: the client, the queue with retries, the counters. */
function createRun(options: SyncOptions) {
  const { concurrency = SYNC_DEFAULTS.concurrency, retries = SYNC_DEFAULTS.retries } = options;
  if (!(Number.isInteger(concurrency) && concurrency >= 1))
    throw new SyncError(`concurrency must be a whole number of at least 1, got ${concurrency}`);
  const client = createContentApiClient({
    baseUrl: options.apiUrl,
    timeoutMs: options.timeoutMs ?? SYNC_DEFAULTS.timeoutMs,
  });
  const limit = pLimit(concurrency);
  const abort = new AbortController();
  const progress = options.progress;
  const stats = { fetched: 0, reused: 0, retried: 0 };
  let firstError: SyncError | undefined;

  /** Queues one request; on a failure that will not pass, stops the run and keeps the first cause. */
  async function request<T>(operation: (api: ContentApiClient) => Promise<T>): Promise<T | undefined> {
    return limit(async () => {
      if (abort.signal.aborted) return undefined;
      try {
        return await withRetry(() => operation(client), {
          retries,
          baseDelayMs: options.backoffMs ?? SYNC_DEFAULTS.backoffMs,
          signal: abort.signal,
          shouldRetry: (error) => error instanceof ContentApiError && error.retryable,
          onRetry: () => void stats.retried++,
        });
      } finally {
        progress?.tick();
      }
    });
  }

  function fail(where: string, error: unknown): undefined {
    firstError ??= syncErrorOf(where, error);
    abort.abort();
    return undefined;
  }

  /** A request whose failure, whatever it is, stops the run. */
  async function fetchOrStop<T>(
    where: string,
    operation: (api: ContentApiClient) => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await request(operation);
    } catch (error) {
      return fail(where, error);
    }
  }

  return {
    client,
    request,
    fetchOrStop,
    fail,
    stats,
    progress,
    get error() {
      return firstError;
    },
  };
}

type Run = ReturnType<typeof createRun>;

async function syncPage(
  run: Run,
  writer: SnapshotWriter,
  pair: LangSite,
  entry: IndexEntry,
  skipped: SkippedPage[],
): Promise<boolean> {
  const { lang, site } = pair;
  const where = `${lang}/${site} page '${entry.path || 'homepage'}'`;
  try {
    const page = await run.request((api) => api.fetchPage(lang, site, entry.name, entry.type));
    if (!page) return false;
    if (!sameIdentity(page, lang, site, entry.path)) {
      throw new Error(`the API answered with ${page.data.lang}/${page.data.site} page '${page.data.path}'`);
    }
    await writer.writeJson(snapshotPaths.page(lang, site, entry.path), page, entry.hash);
    run.stats.fetched++;
    return true;
  } catch (error) {
    if (error instanceof ContentApiError && error.kind === 'not-found') {
      skipped.push({
        lang,
        site,
        path: entry.path,
        reason: `listed in the index but the API answered 404 (${error.message})`,
      });
      return false;
    }
    return run.fail(where, error) ?? false;
  }
}

async function syncPair(
  run: Run,
  writer: SnapshotWriter,
  pair: LangSite,
  previous: PublishedSnapshot | undefined,
  full: boolean,
  skipped: SkippedPage[],
) {
  const { lang, site } = pair;
  const index = await run.fetchOrStop(`${lang}/${site} index`, (api) => api.fetchIndex(lang, site));
  if (!index) return;
  run.progress?.add(index.pages.length + index.blocks.length);

  const kept: IndexEntry[] = [];
  const unchanged = (relPath: string, hash: string) => !full && previous?.manifest.files[relPath]?.sourceHash === hash;

  await Promise.all([
    ...index.pages.map(async (entry) => {
      const relPath = snapshotPaths.page(lang, site, entry.path);
      if (unchanged(relPath, entry.hash) && previous && (await writer.reuse(previous, relPath))) {
        run.stats.reused++;
        run.progress?.tick();
        kept.push(entry);
      } else if (await syncPage(run, writer, pair, entry, skipped)) {
        kept.push(entry);
      }
    }),
    ...index.blocks.map(async ({ name, hash }) => {
      const relPath = snapshotPaths.block(lang, site, name);
      if (unchanged(relPath, hash) && previous && (await writer.reuse(previous, relPath))) {
        run.progress?.tick();
        return;
      }
      const block = await run.fetchOrStop(`${lang}/${site} block '${name}'`, (api) => api.fetchBlock(lang, site, name));
      if (block) await writer.writeJson(relPath, block, hash);
    }),
  ]);
  const missingBlocks = BLOCK_NAMES.filter((name) => !index.blocks.some((block) => block.name === name));
  if (missingBlocks.length) run.fail(`${lang}/${site} index`, new Error(`lists no block ${missingBlocks.join(', ')}`));
  // The snapshot's index lists exactly the pages the snapshot holds, in the API's order.
  const order = new Map(index.pages.map((entry, i) => [entry.path, i]));
  kept.sort((a, b) => order.get(a.path)! - order.get(b.path)!);
  if (!run.error) await writer.writeJson(snapshotPaths.index(lang, site), { ...index, pages: kept });
}

async function syncLanding(run: Run, writer: SnapshotWriter, lang: Lang) {
  const landing = await run.fetchOrStop(`landing of ${lang}`, (api) => api.fetchLanding(lang));
  if (landing) await writer.writeJson(snapshotPaths.landing(lang), landing, landing.hash);
}

async function syncEverything(
  run: Run,
  writer: SnapshotWriter,
  previous: PublishedSnapshot | undefined,
  full: boolean,
  skipped: SkippedPage[],
) {
  run.progress?.add(ROUTE_LANGS.length + allLangSitePairs().length);
  await Promise.all([
    ...ROUTE_LANGS.map((lang) => syncLanding(run, writer, lang)),
    ...allLangSitePairs().map((pair) => syncPair(run, writer, pair, previous, full, skipped)),
  ]);
}

/**
 * One page into a copy of the published snapshot. The pair's index decides: a page it lists is fetched
 * again, a page it no longer lists (or that answers 404) is removed, as a full sync would do.
 */
async function syncOnly(
  run: Run,
  writer: SnapshotWriter,
  previous: PublishedSnapshot,
  only: OnlyPage,
  skipped: SkippedPage[],
) {
  const { lang, site, path } = only;
  run.progress?.add(2);
  await Promise.all(Object.keys(previous.manifest.files).map((relPath) => writer.reuse(previous, relPath)));
  const index = await run.fetchOrStop(`${lang}/${site} index`, (api) => api.fetchIndex(lang, site));
  if (!index) return;
  await writer.forget(snapshotPaths.page(lang, site, path));
  const entry = index.pages.find((candidate) => candidate.path === path);
  if (!entry) skipped.push({ lang, site, path, reason: 'not in the index any more: removed' });
  const present = entry !== undefined && (await syncPage(run, writer, only, entry, skipped));

  const indexPath = snapshotPaths.index(lang, site);
  const published = previous.manifest.files[indexPath]
    ? await readSnapshotJson<PageIndex>(previous, indexPath)
    : { ...index, pages: [] };
  const pages = published.pages.filter((candidate) => candidate.path !== path);
  if (present) pages.push(entry);
  await writer.forget(indexPath);
  if (!run.error) await writer.writeJson(indexPath, { ...published, pages });
}

function countFiles(files: Record<string, unknown>) {
  const names = Object.keys(files);
  return {
    pages: names.filter((name) => name.includes('/pages/')).length,
    blocks: names.filter((name) => name.includes('/blocks/')).length,
    landings: names.filter((name) => name.startsWith('landing/')).length,
  };
}

/** Runs a sync and publishes the snapshot; throws SyncError, leaving the published one as it was. */
export async function syncContent(options: SyncOptions): Promise<SyncSummary> {
  const started = performance.now();
  const root = options.root ?? 'content';
  const run = createRun(options);
  const previous = await readPublished(root);
  if (options.only && !previous)
    throw new SyncError('--only needs a published snapshot to update; run a full sync first');
  const writer = new SnapshotWriter(root, newBuildId());
  const skipped: SkippedPage[] = [];
  try {
    if (options.only) await syncOnly(run, writer, previous!, options.only, skipped);
    else await syncEverything(run, writer, previous, options.full ?? false, skipped);
    run.progress?.done();
    if (run.error) throw run.error;
    const counts = { ...countFiles(writer.files), skipped: skipped.length, ...run.stats };
    const durationMs = Math.round(performance.now() - started);
    const dir = await writer.publish({
      createdAt: new Date().toISOString(),
      source: redact(run.client.endpoint),
      durationMs,
      counts,
      skipped,
    });
    return { buildId: writer.buildId, dir, ...counts, skipped, seconds: durationMs / 1000 };
  } catch (error) {
    run.progress?.done();
    await writer.discard();
    throw error instanceof SyncError
      ? error
      : new SyncError(`publishing the snapshot failed: ${(error as Error).message}`);
  }
}

/** A backend URL may carry credentials; the manifest is public with the site. */
function redact(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  parsed.search = '';
  return parsed.toString();
}

export function formatSummary(summary: SyncSummary, root = 'content'): string {
  const rate = summary.seconds > 0 ? (summary.fetched / summary.seconds).toFixed(1) : '∞';
  return (
    `sync: ${summary.pages} pages (${summary.fetched} fetched, ${summary.reused} unchanged), ` +
    `${summary.blocks} blocks, ${summary.landings} landings, ${summary.skipped.length} skipped, ` +
    `${summary.retried} retried, ${summary.seconds.toFixed(2)} s, ${rate} fetched/s → ${root}/snapshot (build ${summary.buildId})`
  );
}
