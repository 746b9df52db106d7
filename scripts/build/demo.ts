/**
 * `npm run build:demo`: `npm run build` with the stores of `buildEnvironment()` (real ones if configured, else
 * the stand-in) and the content API of `contentApiEnvironment()` (the configured one, else the local reference API),
 * after a sync when there is no content snapshot yet (a fresh clone's `npm run audit`).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ensureSnapshot } from '../ensureSnapshot.ts';
import { contentApiEnvironment } from './demoContentApi.ts';
import { buildEnvironment } from './demoStorefront.ts';

/** `extra`: more build-time settings, e.g. the test build's third-party ids (scripts/test/build.ts). */
export async function buildWithDemoStores(extra: Record<string, string> = {}): Promise<number> {
  const build = spawn('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...contentApiEnvironment(buildEnvironment()), ...extra },
  });
  const [code] = await once(build, 'exit');
  return Number(code ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureSnapshot();
  process.exitCode = await buildWithDemoStores();
}
