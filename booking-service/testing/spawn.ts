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
      // Its first log line: {"event":"listening","endpoint":"http://127.0.0.1:PORT/api.php",...}
      urlIn: (line) => {
        try {
          const { event, endpoint } = JSON.parse(line) as { event?: string; endpoint?: string };
          return event === 'listening' ? endpoint?.replace(/\/api\.php$/, '') : undefined;
        } catch {
          return undefined;
        }
      },
    },
    args,
    env,
  );
}
