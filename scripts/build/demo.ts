/** `npm run build:demo`: `npm run build` with the stores of `buildEnvironment()` (real ones if configured, else the stand-in). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { buildEnvironment } from './demoStorefront.ts';

export async function buildWithDemoStores(): Promise<number> {
  const build = spawn('npm', ['run', 'build'], { stdio: 'inherit', env: buildEnvironment() });
  const [code] = await once(build, 'exit');
  return Number(code ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await buildWithDemoStores();
