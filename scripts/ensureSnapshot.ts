/**
 * A published content snapshot, synced from CONTENT_API_URL or the reference content API (in-process)
 * when there is none yet. Used by `npm start` and before the build in `npm test`.
 */
import { fileURLToPath } from 'node:url';
import { startReferenceApi } from '../content-sync/reference-api/server.ts';
import { readPublished } from '../content-sync/snapshotStore.ts';
import { formatSummary, syncContent } from '../content-sync/sync.ts';
import { createProgress } from '../content-sync/progress.ts';

export async function ensureSnapshot(apiUrl = process.env.CONTENT_API_URL): Promise<void> {
  if (await readPublished('content')) return;
  const embedded = apiUrl ? undefined : await startReferenceApi({ port: 0 });
  try {
    console.log(formatSummary(await syncContent({ apiUrl: apiUrl ?? embedded!.url, progress: createProgress() })));
  } finally {
    await embedded?.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureSnapshot();
