/**
 * What a request must not do to `npm run serve:cdn` (Netlify's engine, netlifyDev.ts with engineGuard.cjs),
 * and what `serve:cdn` does when the engine ends anyway: a body that stalls is cut with a 408 on both
 * engines, as lib/serverTimeouts.ts has it (here with a short timeout), a visitor who drops an upload
 * half-way leaves the engine up, and an engine that dies makes `serve:cdn` say so and exit with 1. The
 * body limit and the two-PDF contact form are cases of routes.test.ts, on both engines. Against the test
 * build (dist/), except the last, which serves a small folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetlifyDev } from './netlifyDev.ts';
import { startSiteServer } from './siteServer.ts';
import { startReferenceApi } from '../../booking-service/server.ts';
import { CONTENT_API_SIGNING_SECRET_ENV } from '../../lib/hostRules.ts';
import { submitFrom } from '../../booking-service/testing/submitFrom.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Short, so a stalled body is cut in a second or two (Node checks the timeouts once a second). */
const REQUEST_TIMEOUT_MS = 1500;

/** Ports free now: netlify dev needs three fixed ones. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((done) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => done(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/** A POST whose body stops after 10 of its 1000 declared bytes: what comes back, and when the socket closes. */
function stalledPost(base: string): Promise<{ reply: string; ms: number }> {
  const url = new URL(base);
  return new Promise((done) => {
    const started = Date.now();
    let reply = '';
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(
        'POST /api.php?v=2&action=SEND_MAIL HTTP/1.1\r\nHost: site\r\n' +
          'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n0123456789',
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
    });
    socket.on('close', () => done({ reply, ms: Date.now() - started }));
    socket.on('error', () => undefined);
  });
}

/** A POST dropped by its client after half its body. */
function abandonedPost(base: string): Promise<void> {
  const url = new URL(base);
  return new Promise((done) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        'POST /api.php?v=2&action=SEND_MAIL HTTP/1.1\r\nHost: site\r\nContent-Length: 2000000\r\n\r\n' +
          'x'.repeat(1_000_000),
      );
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on('close', () => done());
    socket.on('error', () => undefined);
  });
}

describe('a body that stalls or is dropped', () => {
  /** A content API that takes the request and never answers: only the visitor's body is late. */
  let silent: Server;
  let engines: { name: string; server: { url: string; close(): Promise<void> } }[] = [];
  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const [port, staticPort, functionsPort] = await freePorts(3);
    engines = [
      {
        name: 'our server',
        server: await startSiteServer({
          port: 0,
          contentApi: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
          requestTimeoutMs: REQUEST_TIMEOUT_MS,
        }),
      },
      {
        name: 'Netlify engine',
        server: await startNetlifyDev({
          port: port!,
          staticPort: staticPort!,
          functionsPort: functionsPort!,
          requestTimeoutMs: REQUEST_TIMEOUT_MS,
        }),
      },
    ];
  }, 90_000);
  afterAll(async () => {
    await Promise.all(engines.map(({ server }) => server.close()));
    silent?.closeAllConnections();
    await new Promise((done) => silent?.close(done));
  });

  it('cuts a body that stalls with a 408 once the request timeout is over, on both engines, and stays up', async () => {
    for (const { name, server } of engines) {
      const { reply, ms } = await stalledPost(server.url);
      expect(reply, name).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms, name).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(ms, name).toBeLessThan(REQUEST_TIMEOUT_MS + 5_000);
      expect((await fetch(`${server.url}/health-check`)).status, name).toBe(200);
    }
  });

  it('stays up when a visitor drops an upload half-way', async () => {
    for (const { server } of engines) await abandonedPost(server.url);
    // An engine that failed takes seconds to exit (netlify-cli reports the failure first).
    await new Promise((done) => setTimeout(done, 5_000));
    for (const { name, server } of engines) expect((await fetch(`${server.url}/health-check`)).status, name).toBe(200);
  });
});

/** The process whose command line is netlify dev's on `port` (read from Linux's /proc). */
function enginePid(port: number): number | undefined {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // ended meanwhile
    }
    const at = args.indexOf('--port');
    if (args.some((arg) => arg.endsWith('netlify-cli/bin/run.js')) && args[at + 1] === String(port))
      return Number(entry);
  }
  return undefined;
}

describe('npm run serve:cdn when the engine dies', () => {
  let folder: string;
  let wrapper: ChildProcess | undefined;
  let port: number | undefined;
  let storefront: string;
  beforeAll(async () => {
    // A built site of one file, whose host config names the storefront stand-in (serve:cdn starts it) and
    // no local content API.
    folder = await mkdtemp(join(tmpdir(), 'serve-cdn-'));
    storefront = `http://127.0.0.1:${(await freePorts(1))[0]}`;
    await mkdir(join(folder, 'dist', 'client'), { recursive: true });
    await mkdir(join(folder, 'dist', 'host'));
    await writeFile(join(folder, 'dist', 'client', 'health-check.txt'), 'ok');
    await writeFile(join(folder, 'dist', 'client', '_redirects'), '/health-check  /health-check.txt  200\n');
    await writeFile(
      join(folder, 'dist', 'host', 'site-config.json'),
      JSON.stringify({ csp: '', redirects: {}, demoStorefront: storefront }),
    );
  });
  afterAll(async () => {
    // Each in its own process group: serve:cdn, and the engine it started.
    for (const pid of [wrapper?.exitCode === null ? wrapper.pid : undefined, port && enginePid(port)])
      if (pid)
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {}
    await rm(folder, { recursive: true, force: true });
  });

  it('says the engine stopped and exits with 1, leaving nothing listening', async () => {
    const [free, staticPort, functionsPort] = await freePorts(3);
    port = free!;
    wrapper = spawn(
      join(REPO, 'node_modules', '.bin', 'tsx'),
      ['--tsconfig', join(REPO, 'tsconfig.json'), join(REPO, 'scripts', 'serve', 'cdn.ts')],
      {
        cwd: folder,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          NETLIFY_STATIC_PORT: String(staticPort),
          NETLIFY_FUNCTIONS_PORT: String(functionsPort),
        },
      },
    );
    let stdout = '';
    let stderr = '';
    wrapper.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    wrapper.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => wrapper!.once('exit', (code) => done(code)));
    const until = Date.now() + 90_000;
    while (!stdout.includes('site on ') && wrapper.exitCode === null && Date.now() < until)
      await new Promise((done) => setTimeout(done, 200));
    expect(stdout, stderr).toContain(`site on http://127.0.0.1:${port}/`);
    expect(stdout).toContain(`storefront stand-in ${storefront}`);

    const engine = enginePid(port);
    expect(engine, 'the engine is running').toBeDefined();
    process.kill(-engine!, 'SIGKILL'); // the engine and whatever it started
    const code = await Promise.race([exited, new Promise((done) => setTimeout(() => done('still running'), 15_000))]);
    expect(code, stderr).toBe(1);
    expect(stderr).toContain('serve:cdn: netlify dev stopped (signal SIGKILL)');
    await expect(fetch(storefront), 'the stand-in is closed').rejects.toThrow();
    // The engine's output was logged as it came, each line marked as the engine's.
    expect(stderr).toMatch(/^netlify dev \| .*Local dev server ready/m);
  }, 120_000);
});

describe("the booking service's client behind Netlify's engine", () => {
  it('is each visitor, from the signed rewrite: a forged X-Forwarded-For walks no limit', async () => {
    const secret = 'shared-by-the-engine-and-the-service';
    const work = await mkdtemp(join(tmpdir(), 'cdn-signed-'));
    const api = await startReferenceApi({
      port: 0,
      dataDir: join(work, 'api'),
      rateLimitPerMinute: 3,
      signingSecret: secret,
      openDatabaseFirst: true,
    });
    // The rule the build writes for the API (lib/hostConfigs.ts), to this API.
    const root = join(work, 'site');
    await mkdir(root);
    await writeFile(join(root, 'index.html'), '<!doctype html><title>site</title>');
    await writeFile(join(root, 'health-check.txt'), 'ok');
    await writeFile(
      join(root, '_redirects'),
      `/health-check  /health-check.txt  200\n/api.php  ${api.url}/api.php  200  signed=${CONTENT_API_SIGNING_SECRET_ENV}\n`,
    );
    const [port] = await freePorts(3);
    const engine = await startNetlifyDev({ root, port: port!, siteEnv: { [CONTENT_API_SIGNING_SECRET_ENV]: secret } });
    try {
      const first = [];
      for (let i = 0; i < 4; i++) first.push(await submitFrom(engine.url, '127.0.0.2', `203.0.113.${i + 1}`));
      expect(first).toEqual([200, 200, 200, 429]);
      expect(await submitFrom(engine.url, '127.0.0.3', '203.0.113.1')).toBe(200);
    } finally {
      await engine.close();
      await api.close();
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});
