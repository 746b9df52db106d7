/**
 * A server that takes bookings, started on a data folder another process holds, refuses to start and
 * names the holder, rather than listening and answering 500 to every submission: `npm run api` and
 * `npm run serve` (its embedded service), both of which open the database before their port answers.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const TSX = import.meta.resolve('tsx');
const API_CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SERVE_CLI = fileURLToPath(new URL('../scripts/serve/cli.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A folder whose `.data/reference-api/pgdata` this (live) test process holds. */
async function heldFolder(): Promise<{ root: string; dataDir: string }> {
  const root = await mkdtemp(join(tmpdir(), 'held-database-'));
  dirs.push(root);
  const dataDir = join(root, '.data', 'reference-api');
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, 'pgdata.lock'), String(process.pid));
  return { root, dataDir };
}

async function run(cli: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', TSX, cli, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', CONTENT_API_URL: '', PORT: '0', CONTENT_API_PORT: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('a held database', () => {
  it('stops `npm run api` before it listens, naming the process that holds it', async () => {
    const { root, dataDir } = await heldFolder();
    const { code, output } = await run(API_CLI, ['--port', '0', '--data-dir', dataDir], root);
    expect(code).toBe(1);
    expect(output).toContain(`is open in process ${process.pid}`);
    expect(output).not.toMatch(/"event":"listening"/);
  }, 60_000);

  it('stops `npm run serve` before it listens, naming the process that holds it', async () => {
    const { root } = await heldFolder();
    const { code, output } = await run(SERVE_CLI, [], root);
    expect(code).not.toBe(0);
    expect(output).toContain(`is open in process ${process.pid}`);
    expect(output).not.toMatch(/site on http/);
  }, 60_000);
});
