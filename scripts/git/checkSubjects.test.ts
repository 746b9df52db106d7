/** The history check against a real repository made for the test. */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commitsWithWrongForm } from './checkSubjects.ts';

let repo: string;
const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'core.hooksPath=/dev/null', ...args],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  ).trim();
const commit = async (message: string) => {
  await writeFile(join(repo, 'file.txt'), message);
  git('add', 'file.txt');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
};

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'subjects-'));
  git('init', '-q', '-b', 'main');
});
afterAll(() => rm(repo, { recursive: true, force: true }));

it('judges the commits after the given one, and HEAD alone when that one is not in the clone', async () => {
  await commit(`An old paragraph of a subject ${'that goes on '.repeat(8)}`);
  const since = await commit('The last commit before the rule');
  expect(commitsWithWrongForm(repo, since)).toEqual([]);
  await commit('Keep the token across a language change\n\nWhy.');
  expect(commitsWithWrongForm(repo, since)).toEqual([]);
  await commit(`Change ${'a great deal '.repeat(6)}too`);
  const wrong = commitsWithWrongForm(repo, since);
  expect(wrong).toHaveLength(1);
  expect(wrong[0]).toMatch(/^[0-9a-f]+: the subject is 88 characters, 16 over 72/);
  expect(commitsWithWrongForm(repo, 'f'.repeat(40))).toEqual(wrong);
});
