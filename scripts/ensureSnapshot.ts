/**
 * A published content snapshot, synced from the content API (content-sync/openContentApi.ts) when there is none
 * yet. Used by `npm start` and before the build in `npm test`.
 */
import { fileURLToPath } from 'node:url';
import { readPublished } from '../content-sync/snapshotStore.ts';
import { formatSummary, syncContent } from '../content-sync/sync.ts';
import { createProgress } from '../content-sync/progress.ts';
import { openContentApi } from '../content-sync/openContentApi.ts';

/** Syncs from `apiUrl`, or from a content API opened for the occasion. */
export async function ensureSnapshot(apiUrl?: string): Promise<void> {
  if (await readPublished('content')) return;
  const api = await openContentApi({ url: apiUrl });
  try {
    console.log(formatSummary(await syncContent({ apiUrl: api.url, progress: createProgress() })));
  } finally {
    await api.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureSnapshot();
