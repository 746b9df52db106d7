import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workflowProblems } from './lintWorkflows.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'workflows-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it("passes the project's workflows", () => {
  expect(workflowProblems()).toEqual(new Map());
});

it('names a misspelt key and where it is, in the form the job came closest to', async () => {
  await copyFile('.github/workflows/ci.yml', join(dir, 'ci.yml'));
  await writeFile(
    join(dir, 'broken.yml'),
    [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    timeout-minute: 10',
      '    steps:',
      '      - run: npm test',
    ].join('\n'),
  );
  expect(workflowProblems(dir)).toEqual(
    new Map([['broken.yml', ["/jobs/build: Additional property 'timeout-minute' is not allowed"]]]),
  );
});
