/**
 * Build-time reads of the published content snapshot (content/snapshot/), cached per build.
 * Only `+data` and `+onBeforePrerenderStart` hooks import this: it never reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allLangSitePairs, type Lang, type SiteId } from '../lib/sites.ts';
import { snapshotPaths, MANIFEST_FILE, type SnapshotManifest } from '../lib/snapshotLayout.ts';
import type { BlockName, Blocks, Landing, Page, PageIndex } from '../lib/contract/types.ts';
import { INPUT_KEY, INPUT_VALUE, recordInput } from './buildInputs.ts';

const ROOT = resolve(process.env.SNAPSHOT_DIR ?? 'content/snapshot');
const cache = new Map<string, { value: unknown; hash: string }>();
/**
 * Pages are each read by a few renders (its own, its language siblings'), blocks and indexes by many: a
 * render of thousands of pages keeps only the latest pages, so its memory does not grow with the site.
 */
const PAGES_KEPT = 256;
const pagesKept: string[] = [];
const isPageFile = (relPath: string) => relPath.includes('/pages/');

/** A file's text, undefined when the snapshot has no such file. */
function readText(relPath: string): string | undefined {
  try {
    return readFileSync(join(ROOT, relPath), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/** A file of the snapshot, parsed; every read is recorded as an input of the page being rendered. */
function read<T>(relPath: string): T | undefined {
  let file = cache.get(relPath);
  if (!file) {
    const text = readText(relPath);
    try {
      file = { value: text === undefined ? undefined : JSON.parse(text), hash: INPUT_VALUE.file(text) };
    } catch (error) {
      throw new Error(
        `The content snapshot's ${relPath} is not JSON (${(error as Error).message}): run \`npm run sync\``,
      );
    }
    cache.set(relPath, file);
    if (isPageFile(relPath) && pagesKept.push(relPath) > PAGES_KEPT) cache.delete(pagesKept.shift()!);
  }
  recordInput(INPUT_KEY.snapshot(relPath), file.hash);
  return file.value as T | undefined;
}

/** A snapshot file's value as a render records it, read now and not kept (the content build's check). */
export const snapshotFileValue = (relPath: string): string => INPUT_VALUE.file(readText(relPath));

export const snapshot = {
  manifest: () => {
    const manifest = read<SnapshotManifest>(MANIFEST_FILE);
    if (!manifest) throw new Error(`No content snapshot at ${ROOT}: run \`npm run sync\` first`);
    return manifest;
  },
  index: (lang: Lang, site: SiteId) => read<PageIndex>(snapshotPaths.index(lang, site)),
  page: (lang: Lang, site: SiteId, path: string) => read<Page>(snapshotPaths.page(lang, site, path)),
  block: <N extends BlockName>(lang: Lang, site: SiteId, name: N) =>
    read<Blocks[N]>(snapshotPaths.block(lang, site, name)),
  landing: (lang: Lang) => read<Landing>(snapshotPaths.landing(lang)),
  /** Every page of every pair, as (lang, site, path). */
  allPages: () =>
    allLangSitePairs().flatMap(({ lang, site }) =>
      (read<PageIndex>(snapshotPaths.index(lang, site))?.pages ?? []).map((entry) => ({
        lang,
        site,
        path: entry.path,
      })),
    ),
};
