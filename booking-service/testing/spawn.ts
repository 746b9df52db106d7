/** Starts the reference content API in its own process on a free port (content-sync/spawnServer.ts). */
import { fileURLToPath } from 'node:url';
import { spawnServer, type SpawnedServer } from '../../content-sync/spawnServer.ts';

export type SpawnedApi = SpawnedServer;

/** `env`: e.g. `{ DATABASE_URL }` for a process on a PostgreSQL server. */
export function spawnReferenceApi(args: string[] = [], env: Record<string, string> = {}): Promise<SpawnedApi> {
  return spawnServer(
    {
      cli: fileURLToPath(new URL('../cli.ts', import.meta.url)),
      name: 'reference content API',
      urlIn: (line) => /(http:\/\/[^\s]+)\/api\.php/.exec(line)?.[1],
    },
    args,
    env,
  );
}
