/**
 * A throwaway PostgreSQL server for tests and the load test: Debian's `postgresql` package (installed
 * with apt-get when initdb/pg_ctl are missing, as root or with password-less sudo), a cluster made with
 * initdb in a temporary folder, listening on 127.0.0.1 on a free port, stopped and deleted by stop().
 * PostgreSQL refuses to run as root, so as root the cluster belongs to, and runs as, the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

function canSudo(): boolean {
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The newest Debian PostgreSQL's bin folder holding initdb and pg_ctl, if any. */
function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** Why no server can be had here, or undefined when the binaries are there (installed now if need be). */
export function ensurePostgres(): string | undefined {
  if (binDir()) return undefined;
  if (!isRoot() && !canSudo()) return 'PostgreSQL is not installed and installing it needs root or password-less sudo';
  console.log("initdb/pg_ctl missing: installing Debian's postgresql package");
  const apt = (args: string[]) =>
    execFileSync(isRoot() ? 'apt-get' : 'sudo', isRoot() ? args : ['-n', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'postgresql']);
  } catch (error) {
    throw new Error(
      `could not install postgresql with apt-get (${(error as Error).message}); run \`apt-get install -y postgresql\` as root`,
    );
  }
  if (!binDir())
    throw new Error('apt-get installed postgresql but no /usr/lib/postgresql/<version>/bin/initdb is there');
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/** Starts a server; call ensurePostgres() first. */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed (ensurePostgres() installs it)');
  const folder = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(folder, 'data');
  const run = (tool: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder });
  };
  if (isRoot())
    chownSync(
      folder,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const port = await freePort();
  try {
    // Trust on loopback only, no fsync while creating the cluster (a test cluster): the server itself fsyncs as in
    // production.
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not start PostgreSQL: ${stderr || (error as Error).message}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = ensurePostgres();
  console.log(reason ? `postgresql: unavailable (${reason})` : `postgresql: ${binDir()}`);
}
