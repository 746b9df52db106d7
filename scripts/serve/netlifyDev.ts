/**
 * Netlify's own local engine (netlify-cli's `netlify dev`) serving a built folder with its `_redirects`
 * and `_headers`, as the CDN reads them. Offline and unlinked: no login, no site, no environment from
 * Netlify's API, edge functions off (they would need Deno), telemetry off through a private config folder
 * (what `netlify --telemetry-disable` writes), and the engine's state folder (`.netlify/`) in a temporary
 * project folder rather than the repository.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LARGEST_UPLOAD_BYTES } from '../../lib/serverTimeouts.ts';
import { serverOptionsFor } from './siteServer.ts';

const NETLIFY_BIN = fileURLToPath(new URL('../../node_modules/netlify-cli/bin/run.js', import.meta.url));
/** Makes its servers listen on HOST (default loopback) rather than on every interface. */
const LISTEN_ON_HOST = fileURLToPath(new URL('./listenOnHost.cjs', import.meta.url));
/** Gives its port our body limit and timeouts, and keeps a request's failure from ending it. */
const ENGINE_GUARD = fileURLToPath(new URL('./engineGuard.cjs', import.meta.url));

interface NetlifyDevOptions {
  /** The published folder, default dist/client. */
  root?: string;
  port: number;
  /** The engine's static file server behind its proxy, default port + 1. */
  staticPort?: number;
  /** Its functions server (the site has none, but the engine opens one), default port + 2. */
  functionsPort?: number;
  /** How long to wait for the engine to answer, default 60 s. */
  startTimeoutMs?: number;
  /**
   * How long a request may take, body included, before it is cut with a 408: default our servers'
   * (lib/serverTimeouts.ts `SERVER_TIMEOUTS.requestTimeout`); a test sets a short one.
   */
  requestTimeoutMs?: number;
  /** Each line the engine writes (stdout and stderr), default nowhere. */
  log?: (line: string) => void;
  /**
   * The site's environment as Netlify would hold it: what `signed=` rules name (the signing secret,
   * docs/service.md "Who a client is"). The engine reads a rule's secret from the project's `.env`, not
   * from its process's environment, so these are written there.
   */
  siteEnv?: Record<string, string>;
}

/** How the engine's process ended. */
export interface NetlifyDevExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** `exit code 1`, `signal SIGKILL`. */
  reason: string;
  /** Whether close() stopped it; otherwise it ended by itself. */
  closed: boolean;
}

interface NetlifyDev {
  url: string;
  /** The engine's process, the leader of its own process group. */
  pid: number;
  /** Settles when the engine's process has ended, whoever ended it. */
  exited: Promise<NetlifyDevExit>;
  close(): Promise<void>;
}

/** The engine's arguments: the static folder through its proxy, on the given ports, offline. */
function netlifyDevArgs(
  options: Required<Pick<NetlifyDevOptions, 'port' | 'staticPort' | 'functionsPort'>> & { root: string },
): string[] {
  return [
    'dev',
    '--offline',
    '--dir',
    options.root,
    '--framework',
    '#static',
    '--port',
    String(options.port),
    '--staticServerPort',
    String(options.staticPort),
    '--functions-port',
    String(options.functionsPort),
    '--no-open',
    '--skip-gitignore',
    '--internal-disable-edge-functions',
  ];
}

async function waitForAnswer(url: string, until: number, exited: () => string | undefined): Promise<void> {
  for (;;) {
    const reason = exited();
    if (reason) throw new Error(`netlify dev stopped before it answered (${reason})`);
    const ok = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`netlify dev did not answer ${url} in time`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

export async function startNetlifyDev(options: NetlifyDevOptions): Promise<NetlifyDev> {
  const root = resolve(options.root ?? 'dist/client');
  const port = options.port;
  const work = await mkdtemp(join(tmpdir(), 'netlify-dev-'));
  const project = join(work, 'project');
  await mkdir(join(work, 'config', 'netlify'), { recursive: true });
  await mkdir(project);
  await writeFile(join(work, 'config', 'netlify', 'config.json'), JSON.stringify({ telemetryDisabled: true }));
  const siteEnv = Object.entries(options.siteEnv ?? {});
  if (siteEnv.some(([name, value]) => !/^\w+$/.test(name) || /[\s"'\\]/.test(value)))
    throw new Error('netlify dev: a site variable must be a plain NAME with a value free of spaces and quotes');
  await writeFile(join(project, '.env'), siteEnv.map(([name, value]) => `${name}=${value}\n`).join(''));

  const args = netlifyDevArgs({
    root,
    port,
    staticPort: options.staticPort ?? port + 1,
    functionsPort: options.functionsPort ?? port + 2,
  });
  const guard = {
    port,
    maxBodyBytes: LARGEST_UPLOAD_BYTES,
    serverOptions: serverOptionsFor(options.requestTimeoutMs),
  };
  // Its own process group, so close() stops the engine and whatever it started, and nothing else.
  const child = spawn(
    process.execPath,
    ['--require', LISTEN_ON_HOST, '--require', ENGINE_GUARD, NETLIFY_BIN, ...args],
    {
      cwd: project,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        XDG_CONFIG_HOME: join(work, 'config'),
        BROWSER: 'none',
        NETLIFY_SITE_ID: '',
        NETLIFY_AUTH_TOKEN: '',
        ENGINE_GUARD: JSON.stringify(guard),
      },
    },
  );
  let output = '';
  const lineReaders = [child.stdout, child.stderr].map((stream) => {
    let partial = '';
    const emit = (line: string) => {
      output = `${output}${line}\n`.slice(-4000);
      options.log?.(line);
    };
    stream.on('data', (chunk: Buffer) => {
      const lines = `${partial}${chunk.toString()}`.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) emit(line);
    });
    return () => {
      if (partial) emit(partial);
      partial = '';
    };
  });
  let exit: string | undefined;
  let closing = false;
  const exited = new Promise<NetlifyDevExit>((done) =>
    child.once('exit', (code, signal) => {
      exit = code === null ? `signal ${signal}` : `exit code ${code}`;
      const settle = () => {
        for (const flush of lineReaders) flush();
        done({ code, signal, reason: exit!, closed: closing });
      };
      // Its last output first ('close': the pipes are read to the end), unless a process it started holds them.
      const late = setTimeout(settle, 1000);
      child.once('close', () => {
        clearTimeout(late);
        settle();
      });
    }),
  );
  /** Signals the engine's process group; it may be gone already. */
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {}
  };

  const close = async () => {
    if (!exit && child.pid) {
      closing = true;
      signalGroup('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (!exit) signalGroup('SIGKILL');
    }
    await rm(work, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(
      `${url}/health-check`,
      Date.now() + (options.startTimeoutMs ?? 60_000),
      () => exit && `${exit}: ${output.trim()}`,
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid!, exited, close };
}
