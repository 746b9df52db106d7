/**
 * The storefront a built site calls: when the build was made against the local stand-in (its host config
 * says where), start it there; a build with real stores needs nothing started.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startStorefrontStandIn } from '../../storefront-stand-in/server.ts';
import { HOST_CONFIG_FILE, type HostConfig } from './siteServer.ts';

export interface OpenStorefront {
  /** The stand-in's URL, when one was started. */
  url?: string;
  close(): Promise<void>;
}

export async function openStorefront(hostDir = 'dist/host'): Promise<OpenStorefront> {
  const config = JSON.parse(await readFile(join(hostDir, HOST_CONFIG_FILE), 'utf8')) as HostConfig;
  if (!config.demoStorefront) return { close: async () => {} };
  return startStandInAt(config.demoStorefront);
}

/** Starts the storefront stand-in at `url` (a demo build's store address), naming the port when it is taken. */
export async function startStandInAt(url: string): Promise<Required<OpenStorefront>> {
  const { hostname, port } = new URL(url);
  const standIn = await startStorefrontStandIn({ host: hostname, port: Number(port) }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new Error(
        `The build's storefront stand-in needs ${url}, but port ${port} is in use: stop what holds it, or build and serve with another STOREFRONT_PORT.`,
      );
    },
  );
  return { url: standIn.url, close: () => standIn.close() };
}
