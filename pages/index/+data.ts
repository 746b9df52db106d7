import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { allLangSitePairs } from '../../lib/sites.ts';
import { snapshotPaths, MANIFEST_FILE, type SnapshotManifest } from '../../lib/snapshot.ts';
import type { PageIndex } from '../../lib/contract/types.ts';

const SNAPSHOT = join(process.cwd(), 'content', 'snapshot');
const readJson = async <T,>(relPath: string) => JSON.parse(await readFile(join(SNAPSHOT, relPath), 'utf8')) as T;

/** The snapshot at a glance: which pairs it holds and how many pages each. */
export async function data() {
  const manifest = await readJson<SnapshotManifest>(MANIFEST_FILE);
  const pairs = await Promise.all(allLangSitePairs().map(async ({ lang, site }) => {
    const index = await readJson<PageIndex>(snapshotPaths.index(lang, site));
    return { lang, site, pages: index.pages.length };
  }));
  return { buildId: manifest.buildId, createdAt: manifest.createdAt, pairs };
}

export type Data = Awaited<ReturnType<typeof data>>;
