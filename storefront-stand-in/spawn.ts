/**
 * Starts the storefront stand-in in its own process on a free port, for scripts and tests that run the
 * site against it (and for tests that kill it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

export interface SpawnedStandIn {
  /** Base URL, e.g. http://127.0.0.1:39123. */
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function spawnStorefrontStandIn(args: string[] = []): Promise<SpawnedStandIn> {
  // node --import tsx runs one process; the tsx command would put a second one between us and the server.
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const firstLine = await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line').then(([line]) => String(line)),
    exited.then(([code]) => { throw new Error(`storefront stand-in exited with ${code} before listening`); }),
  ]);
  const url = /^storefront stand-in listening on (http:\/\/\S+)$/.exec(firstLine)?.[1];
  if (!url) throw new Error(`unexpected first line from the storefront stand-in: ${firstLine}`);
  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
