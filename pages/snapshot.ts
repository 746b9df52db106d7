/**
 * Build-time reads of the published content snapshot (content/snapshot/), cached per build.
 * Only `+data` and `+onBeforePrerenderStart` hooks import this: it never reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allLangSitePairs, type Lang, type SiteId } from '../lib/sites.ts';
import { snapshotPaths, MANIFEST_FILE, type SnapshotManifest } from '../lib/snapshot.ts';
import type { BlockName, Blocks, Landing, Page, PageIndex } from '../lib/contract/types.ts';

const ROOT = resolve(process.env.SNAPSHOT_DIR ?? 'content/snapshot');
const cache = new Map<string, unknown>();

function read<T>(relPath: string): T | undefined {
  if (!cache.has(relPath)) {
    try {
      cache.set(relPath, JSON.parse(readFileSync(join(ROOT, relPath), 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      cache.set(relPath, undefined);
    }
  }
  return cache.get(relPath) as T | undefined;
}

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
