/**
 * The GitHub workflows, parsed as YAML: CI installs and tests; a content change syncs every change, builds
 * and deploys with the deploy's settings. Node 24, actions pinned by commit, least privilege, the
 * deploy CLI from the lockfile, and a docs/site.md that names every secret and variable they read.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SITE_IDS, SITES } from '../../lib/sites.ts';
import { utcOffsetMinutes } from '../../lib/wallClock.ts';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  steps: Step[];
  strategy?: { matrix: Record<string, unknown[]> };
  container?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean | string };
  jobs: Record<string, Job>;
}

const FILES = ['ci.yml', 'content-webhook.yml'] as const;

/** The steps of the README's `npm test`, as package.json chains them: `npm run test:checks`, …. */
function testSteps(): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts.test!.split('&&').map((step) => step.trim());
}
const text = (name: string) => readFileSync(`.github/workflows/${name}`, 'utf8');
const workflow = (name: string) => parse(text(name)) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);
const runs = (flow: Workflow) => steps(flow).map((step) => step.run ?? step.uses ?? '');
/** A job's shell steps in order, '' for a step that uses an action. */
const jobRuns = (job: Job) => job.steps.map((step) => step.run ?? '');

/**
 * How a workflow names an action: by the full commit it runs, so a moved tag cannot change what runs,
 * with the release it is as a comment, the form Dependabot updates (.github/dependabot.yml).
 */
const PINNED_USE = /^\s*(?:- )?uses: ([\w.-]+\/[\w./-]+)@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)$/;

/** Every `uses:` line of the workflows: the action, its commit and its release. */
function actionUses(): { line: string; action?: string; commit?: string; release?: string }[] {
  return FILES.flatMap((name) =>
    text(name)
      .split('\n')
      .filter((line) => /^\s*(- )?uses:/.test(line))
      .map((line) => {
        const [, action, commit, release] = PINNED_USE.exec(line) ?? [];
        return { line: line.trim(), action, commit, release };
      }),
  );
}

describe('the actions the workflows use', () => {
  it('are pinned by commit, each with its release as a comment', () => {
    const uses = actionUses();
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use.commit, `${use.line}: not "uses: owner/action@<40 hex> # vX.Y.Z"`).toBeDefined();
  });

  it('are at one commit per repository across both workflows', () => {
    const commits = new Map<string, Set<string>>();
    for (const { action, commit, release } of actionUses()) {
      const repository = action!.split('/').slice(0, 2).join('/');
      commits.set(repository, (commits.get(repository) ?? new Set()).add(`${commit} ${release}`));
    }
    for (const [repository, pins] of commits) expect([...pins], repository).toHaveLength(1);
  });
});

/**
 * The build's settings as the code names them: the backend the host config proxies /api.php to, the stores of
 * the sites table, the tag manager, the font kit.
 */
const DEPLOY_BUILD_SETTINGS = [
  'CONTENT_API_PUBLIC_URL',
  'PUBLIC_ENV__GTM_ID',
  'PUBLIC_ENV__FONT_KIT_ID',
  ...SITE_IDS.flatMap((site) => {
    const store = SITES[site].storefront;
    return store ? [store.domainEnv, store.tokenEnv] : [];
  }),
];

describe.each(FILES)('%s', (name) => {
  const flow = workflow(name);

  it('runs on Node 24 LTS: every setup-node and every node container', () => {
    const setups = steps(flow).filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBeGreaterThan(0);
    for (const setup of setups) expect(String(setup.with?.['node-version'])).toBe('24');
    for (const job of Object.values(flow.jobs)) if (job.container) expect(job.container).toMatch(/^node:24-/);
  });

  it('grants the token only contents: read, at the top and in every job', () => {
    expect(flow.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(flow.jobs)) {
      for (const access of Object.values(job.permissions ?? {})) expect(access).toBe('read');
    }
  });

  it('sets a concurrency group', () => {
    expect(flow.concurrency?.group).toBeTruthy();
  });

  it('never fetches a package with npx --yes', () => {
    for (const run of runs(flow)) {
      expect(run).not.toMatch(/\bnpx\s+(--yes|-y)\b/);
      expect(run).not.toContain('netlify-cli');
    }
  });
});

describe('CI workflow', () => {
  const ci = workflow('ci.yml');
  it('runs on pushes and pull requests', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  });
  it("runs every step of the README's test command, each job installing from the lockfile first", () => {
    const steps = testSteps();
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps)
      expect(
        runs(ci).some((run) => run === step || run.startsWith(`${step} -- `)),
        `${step} in a job`,
      ).toBe(true);
    for (const job of Object.values(ci.jobs)) {
      const install = jobRuns(job).findIndex((run) => run.startsWith('npm ci'));
      expect(install).toBeGreaterThanOrEqual(0);
      for (const [index, run] of jobRuns(job).entries())
        if (run.startsWith('npm run')) expect(index).toBeGreaterThan(install);
    }
  });
  it('runs the whole browser suite: its shards number the matrix, one each', () => {
    const browser = ci.jobs.browser!;
    const shards = browser.strategy!.matrix.shard;
    const run = jobRuns(browser).find((each) => each.includes('test:e2e'))!;
    const [, total] = /--shard=\$\{\{ matrix\.shard \}\}\/(\d+)$/.exec(run) ?? [];
    expect(shards).toEqual(Array.from({ length: Number(total) }, (_, index) => index + 1));
  });
  it('builds the test build before each job that tests it', () => {
    for (const job of Object.values(ci.jobs)) {
      const tests = jobRuns(job).findIndex((run) => /^npm run test:(unit|e2e)\b/.test(run));
      if (tests < 0) continue;
      const build = jobRuns(job).indexOf('npm run test:build');
      expect(build).toBeGreaterThanOrEqual(0);
      expect(build).toBeLessThan(tests);
    }
  });
  it('runs the Lighthouse audit, as .ci/run does', () => {
    expect(runs(ci)).toContain('npm run audit');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^npm run audit$/m);
  });
  it("runs in Debian, where the browser jobs can install Debian's chromium", () => {
    for (const job of Object.values(ci.jobs)) expect(job.container).toMatch(/bookworm/);
  });
  it('cancels a superseded pull-request run, and no run of main', () => {
    expect(ci.concurrency).toEqual({
      group: 'ci-${{ github.event.pull_request.number || github.sha }}',
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    });
  });
  it('builds the test build only: no secret, no repository variable, no deploy', () => {
    expect(text('ci.yml')).not.toMatch(/\$\{\{\s*(secrets|vars)\./);
    expect(runs(ci).join('\n')).not.toContain('deploy');
  });
});

describe('content webhook workflow', () => {
  const hook = workflow('content-webhook.yml');
  const job = hook.jobs.rebuild!;
  const indexOf = (match: (step: Step) => boolean) => job.steps.findIndex(match);
  const refuse = job.steps.find((step) => step.name === 'Refuse without the content backend')!;

  it('is triggered by repository_dispatch content-changed', () => {
    expect(hook.on.repository_dispatch).toEqual({ types: ['content-changed'] });
  });

  it("rebuilds shortly after midnight in every site's zone, winter and summer, so a season starts that day", () => {
    const [schedule] = hook.on.schedule as { cron: string }[];
    const [minute, hours] = schedule!.cron.split(' ');
    const cronHours = new Set(hours!.split(',').map(Number));
    expect(Number(minute)).toBeLessThan(15);
    for (const site of SITE_IDS)
      for (const day of [Date.UTC(2027, 0, 15), Date.UTC(2027, 6, 15)]) {
        const offset = utcOffsetMinutes(day, SITES[site].clockTimeZone, {});
        const midnightUtcHour = (((-offset / 60) % 24) + 24) % 24;
        expect(cronHours.has(midnightUtcHour), `${site} midnight at ${midnightUtcHour}:00 UTC`).toBe(true);
      }
  });

  it('queues rebuilds in one group and never cancels one in progress', () => {
    expect(hook.concurrency).toEqual({ group: 'content-rebuild', 'cancel-in-progress': false });
  });

  it('refuses first, then restores the caches, syncs every change, builds from the last build, deploys dist/client, saves the caches', () => {
    const order = [
      (step: Step) => step === refuse,
      (step: Step) => step.uses?.startsWith('actions/checkout@') === true,
      (step: Step) => step.uses?.startsWith('actions/cache/restore@') === true,
      (step: Step) => step.run === 'npx tsx scripts/ci/webhookSync.ts',
      (step: Step) => step.run === 'npm run build:content',
      (step: Step) => step.run?.includes('deploy --no-build --dir dist/client --prod') === true,
      (step: Step) => step.uses?.startsWith('actions/cache/save@') === true,
    ].map(indexOf);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const sync = job.steps[order[3]!]!;
    expect(sync.env?.PAGE).toBe('${{ github.event.client_payload.page }}');
    expect(text('content-webhook.yml')).not.toContain('--only');
  });

  it('deploys with the netlify binary npm ci installed (the netlify-cli devDependency), never one fetched', () => {
    const deploy = job.steps.find((step) => step.name === 'Deploy to Netlify')!;
    expect(deploy.run).toBe('npx --no netlify deploy --no-build --dir dist/client --prod');
    expect(deploy.env).toEqual({
      NETLIFY_AUTH_TOKEN: '${{ secrets.NETLIFY_AUTH_TOKEN }}',
      NETLIFY_SITE_ID: '${{ secrets.NETLIFY_SITE_ID }}',
    });
  });

  it('gives the CONTENT_API_URL secret to the refusal and the sync only; the refusal fails the job without it', () => {
    const secret = '${{ secrets.CONTENT_API_URL }}';
    const given = job.steps
      .filter((step) => step.env?.CONTENT_API_URL)
      .map((step) => [step.name ?? step.run, step.env!.CONTENT_API_URL]);
    expect(given).toEqual([
      ['Refuse without the content backend', secret],
      ['Sync every change since the last published snapshot', secret],
    ]);
    expect(job.env?.CONTENT_API_URL).toBeUndefined();
    const shell = (value: string) => {
      try {
        return {
          code: 0,
          out: execFileSync('bash', ['-e', '-c', refuse.run!], {
            env: { PATH: process.env.PATH, CONTENT_API_URL: value },
            encoding: 'utf8',
          }),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, out: failed.stdout };
      }
    };
    expect(shell('')).toEqual({ code: 1, out: expect.stringMatching(/^::error title=CONTENT_API_URL is not set::/) });
    expect(shell('https://cms.example/')).toEqual({ code: 0, out: '' });
  });

  it('builds with every setting the code reads: stores (tokens as secrets), tag manager, font kit, the backend /api.php is proxied to', () => {
    const build = job.steps.find((step) => step.run === 'npm run build:content')!;
    expect(Object.keys(build.env ?? {}).sort()).toEqual([...DEPLOY_BUILD_SETTINGS].sort());
    for (const [name, value] of Object.entries(build.env!)) {
      const source = /TOKEN$/.test(name) || name === 'CONTENT_API_PUBLIC_URL' ? 'secrets' : 'vars';
      expect(value, name).toMatch(new RegExp(`^\\$\\{\\{ ${source}\\.[A-Z_]+ \\}\\}$`));
    }
  });
});

describe('docs/site.md "Deploying to a CDN"', () => {
  it('names every secret and variable the workflows read', () => {
    const doc = readFileSync('docs/site.md', 'utf8');
    const deploying = doc.slice(doc.indexOf('## Deploying'));
    const read = new Set(
      FILES.flatMap((name) =>
        [...text(name).matchAll(/\$\{\{\s*(?:secrets|vars)\.([A-Z0-9_]+)/g)].map((match) => match[1]!),
      ),
    );
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(deploying, name).toContain(`\`${name}\``);
  });
});
