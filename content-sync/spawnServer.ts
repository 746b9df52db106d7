/**
 * Starts one of the project's servers (the reference content API, the storefront stand-in) in its own
 * process on a free port, for benchmarks (the server does not share the measured client's event loop) and
 * for tests that kill it. The server's first line of output names its URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface SpawnedServer {
  /** Base URL, e.g. http://127.0.0.1:39123. */
  url: string;
  child: ChildProcess;
  /**
   * The first line of the server's output, logged so far or to come, that passes `test`: a test waits
   * for what the server says it did instead of sleeping. Rejects if the server exits first.
   */
  logLine(test: (line: string) => boolean): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface ServerCli {
  /** Absolute path of the server's CLI (a .ts file run through tsx). */
  cli: string;
  /** The server's name in error messages. */
  name: string;
  /** The base URL in the CLI's first line of output, if the line is the expected one. */
  urlIn: (firstLine: string) => string | undefined;
}

const LINES_KEPT = 1000;

/** `env` is added to this process's environment for the server. */
export async function spawnServer(
  { cli, name, urlIn }: ServerCli,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  // node --import tsx runs one process; the tsx command would put a second one between us and the server.
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  // The latest lines, for a line logged before anyone asked for it; a benchmark's thousands of request
  // lines are not all kept.
  const logged: string[] = [];
  const waiting = new Set<{ test: (line: string) => boolean; found: (line: string) => void }>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    logged.push(line);
    if (logged.length > LINES_KEPT) logged.shift();
    for (const waiter of waiting) {
      if (!waiter.test(line)) continue;
      waiting.delete(waiter);
      waiter.found(line);
    }
  });
  const logLine = (test: (line: string) => boolean) => {
    const seen = logged.find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return Promise.race([
      new Promise<string>((found) => waiting.add({ test, found })),
      exited.then(([code]): never => {
        throw new Error(`${name} exited with ${code} before logging the line awaited`);
      }),
    ]);
  };
  const firstLine = await logLine(() => true).catch(async () => {
    const [code] = await exited;
    throw new Error(`${name} exited with ${code} before listening`);
  });
  const url = urlIn(firstLine);
  if (!url) throw new Error(`unexpected first line from the ${name}: ${firstLine}`);
  return {
    url,
    child,
    logLine,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
