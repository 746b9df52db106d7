/**
 * The reference API as the audit and the first-load bench need it beside the site: the demo content and
 * `LIVE_PAGES` generated pages the snapshot lacks, which the live fallback draws (targets.ts `LIVE_PATH`).
 * Its data lives in a temporary folder, removed when it closes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceApi } from '../../booking-service/server.ts';
import { LIVE_PAGES } from './targets.ts';

export interface LivePagesApi {
  url: string;
  /** Stops the API and removes its data. */
  close(): Promise<void>;
}

export async function startLivePagesApi(): Promise<LivePagesApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'live-pages-api-'));
  const api = await startReferenceApi({ port: 0, dataDir, scale: LIVE_PAGES });
  return {
    url: api.url,
    close: async () => {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
