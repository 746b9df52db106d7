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

const NETLIFY_BIN = fileURLToPath(new URL('../../node_modules/netlify-cli/bin/run.js', import.meta.url));
/** Makes its servers listen on HOST (default loopback) rather than on every interface. */
const LISTEN_ON_HOST = fileURLToPath(new URL('./listenOnHost.cjs', import.meta.url));

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
  /** Where the engine's own output goes, default nowhere. */
  log?: (line: string) => void;
}

interface NetlifyDev {
  url: string;
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

  const args = netlifyDevArgs({
    root,
    port,
    staticPort: options.staticPort ?? port + 1,
    functionsPort: options.functionsPort ?? port + 2,
  });
  // Its own process group, so close() stops the engine and whatever it started, and nothing else.
  const child = spawn(process.execPath, ['--require', LISTEN_ON_HOST, NETLIFY_BIN, ...args], {
    cwd: project,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      XDG_CONFIG_HOME: join(work, 'config'),
      BROWSER: 'none',
      NETLIFY_SITE_ID: '',
      NETLIFY_AUTH_TOKEN: '',
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-4000);
    options.log?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exit: string | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = `exit ${code ?? signal}`;
      done();
    }),
  );

  const close = async () => {
    if (!exit && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (!exit) process.kill(-child.pid, 'SIGKILL');
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
  return { url, close };
}
