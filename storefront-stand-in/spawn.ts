/** Starts the storefront stand-in in its own process on a free port (content-sync/spawnServer.ts). */
import { fileURLToPath } from 'node:url';
import { spawnServer, type SpawnedServer } from '../content-sync/spawnServer.ts';

type SpawnedStandIn = SpawnedServer;

export function spawnStorefrontStandIn(args: string[] = []): Promise<SpawnedStandIn> {
  return spawnServer(
    {
      cli: fileURLToPath(new URL('./cli.ts', import.meta.url)),
      name: 'storefront stand-in',
      urlIn: (line) => /^storefront stand-in listening on (http:\/\/\S+)$/.exec(line)?.[1],
    },
    args,
  );
}
