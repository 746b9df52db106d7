/**
 * The content API a CDN-served build calls: when the build's host config proxies `/api.php` to the local
 * reference API (a demo build, scripts/build/demoContentApi.ts), start it at that address; a build for a
 * real backend needs nothing started.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startReferenceApi } from '../../content-sync/reference-api/server.ts';
import { HOST_CONFIG_FILE, type HostConfig } from './siteServer.ts';

export interface OpenDemoContentApi {
  /** The reference API's URL, when one was started. */
  url?: string;
  close(): Promise<void>;
}

export async function openDemoContentApi(
  hostDir = 'dist/host',
  options: { dataDir?: string } = {},
): Promise<OpenDemoContentApi> {
  const config = JSON.parse(await readFile(join(hostDir, HOST_CONFIG_FILE), 'utf8')) as HostConfig;
  if (!config.demoContentApi) return { close: async () => {} };
  const { hostname, port } = new URL(config.demoContentApi);
  const api = await startReferenceApi({ host: hostname, port: Number(port), ...options }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new Error(
        `The build's host config proxies /api.php to ${config.demoContentApi}, but port ${port} is in use: stop what holds it, or build and serve with another CONTENT_API_PORT.`,
      );
    },
  );
  return { url: api.url, close: () => api.close() };
}
