/**
 * Starts the reference content API in its own process, for benchmarks (so the server does not share
 * the measured client's event loop) and for tests that kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

export interface SpawnedApi {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function spawnReferenceApi(args: string[] = []): Promise<SpawnedApi> {
  // node --import tsx runs one process; the tsx command would put a second one between us and the server.
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const firstLine = await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line').then(([line]) => String(line)),
    exited.then(([code]) => { throw new Error(`reference content API exited with ${code} before listening`); }),
  ]);
  const url = /(http:\/\/[^\s]+)\/api\.php/.exec(firstLine)?.[1];
  if (!url) throw new Error(`unexpected first line from the reference content API: ${firstLine}`);
  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
