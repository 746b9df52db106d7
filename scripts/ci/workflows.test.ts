/** The GitHub workflows do what the README and the issue say: CI installs and tests; content changes rebuild and deploy. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step { run?: string; uses?: string; with?: Record<string, string>; env?: Record<string, string> }
interface Workflow { on: Record<string, unknown>; jobs: Record<string, { steps: Step[]; container?: string }> }

const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
const runs = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? step.uses ?? ''));

describe('CI workflow', () => {
  const ci = workflow('ci.yml');
  it('runs on pushes and pull requests: install from the lockfile, then the README test command', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const steps = runs(ci);
    expect(steps.findIndex((step) => step.startsWith('npm ci'))).toBeLessThan(steps.indexOf('npm test'));
  });
  it('runs in Debian, where the e2e run can install Debian\'s chromium', () => {
    expect(ci.jobs.test!.container).toMatch(/bookworm/);
  });
});

describe('content webhook workflow', () => {
  const hook = workflow('content-webhook.yml');
  it('is triggered by repository_dispatch content-changed', () => {
    expect(hook.on.repository_dispatch).toEqual({ types: ['content-changed'] });
  });
  it('syncs (the named page when there is one), builds, then deploys dist/client', () => {
    const steps = runs(hook);
    const sync = hook.jobs.rebuild!.steps.find((step) => step.run?.includes('webhookSync'))!;
    expect(sync.env?.PAGE).toBe('${{ github.event.client_payload.page }}');
    const order = ['webhookSync', 'npm run build', 'deploy --dir dist/client'].map((text) => steps.findIndex((step) => step.includes(text)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
