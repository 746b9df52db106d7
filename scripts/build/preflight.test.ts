import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const { PUBLIC_ENV__CONTENT_API_URL: _direct, CONTENT_API_PUBLIC_URL: _proxied, ...baseEnv } = process.env;
const preflight = (env: Record<string, string>) =>
  spawnSync('npx', ['tsx', 'scripts/build/preflight.ts'], { env: { ...baseEnv, ...env }, encoding: 'utf8' });

describe('the build preflight', () => {
  it('is the first step of npm run build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build!.startsWith('tsx scripts/build/preflight.ts && ')).toBe(true);
  });

  it('refuses a build whose /api.php would reach no backend, naming the variable', () => {
    const run = preflight({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CONTENT_API_PUBLIC_URL is not set');
  });

  it('refuses an address that is not one, and lets a good one or a direct browser API through', () => {
    expect(preflight({ CONTENT_API_PUBLIC_URL: 'api.example.com' }).stderr).toContain('is not an absolute URL');
    expect(preflight({ CONTENT_API_PUBLIC_URL: 'https://api.example.com' }).status).toBe(0);
    expect(preflight({ PUBLIC_ENV__CONTENT_API_URL: 'https://api.example.com/api.php' }).status).toBe(0);
  });
});
