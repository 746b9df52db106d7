/**
 * The content API a CDN-served build calls: when the build's host config proxies `/api.php` to the local
 * reference API (a demo build, scripts/build/demoContentApi.ts), start it at that address; a build for a
 * real backend needs nothing started.
 */
import { startReferenceApi } from '../../booking-service/server.ts';
import { readHostConfig, startAtRecordedAddress } from './siteServer.ts';

export interface OpenDemoContentApi {
  /** The reference API's URL, when one was started. */
  url?: string;
  close(): Promise<void>;
}

export async function openDemoContentApi(
  hostDir = 'dist/host',
  options: { dataDir?: string; allowedOrigins?: readonly string[]; rateLimitPerMinute?: number } = {},
): Promise<OpenDemoContentApi> {
  const config = await readHostConfig(hostDir);
  if (!config.demoContentApi) return { close: async () => {} };
  const api = await startAtRecordedAddress(
    config.demoContentApi,
    (where) => startReferenceApi({ ...where, openDatabaseFirst: true, ...options }),
    'CONTENT_API_PORT',
  );
  return { url: api.url, close: () => api.close() };
}
