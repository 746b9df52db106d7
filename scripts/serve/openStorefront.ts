/**
 * The storefront a built site calls: when the build was made against the local stand-in (its host config
 * says where), start it there; a build with real stores needs nothing started.
 */
import { startStorefrontStandIn } from '../../storefront-stand-in/server.ts';
import { readHostConfig, startAtRecordedAddress } from './siteServer.ts';

interface OpenStorefront {
  /** The stand-in's URL, when one was started. */
  url?: string;
  close(): Promise<void>;
}

export async function openStorefront(hostDir = 'dist/host'): Promise<OpenStorefront> {
  const config = await readHostConfig(hostDir);
  if (!config.demoStorefront) return { close: async () => {} };
  return startStandInAt(config.demoStorefront);
}

/** Starts the storefront stand-in at `url` (a demo build's store address). */
export async function startStandInAt(url: string): Promise<Required<OpenStorefront>> {
  const standIn = await startAtRecordedAddress(url, (where) => startStorefrontStandIn(where), 'STOREFRONT_PORT');
  return { url: standIn.url, close: () => standIn.close() };
}
