/**
 * `npm run lint`'s check of the commit subjects (scripts/git/commitSubject.ts): every commit after
 * `SUBJECTS_HELD_SINCE`, the last written before the rule, up to HEAD. Merge commits are left out (git
 * or the forge writes their subjects). A shallow clone without that commit (a CI checkout) checks HEAD.
 */
import { commitMessageProblems } from './commitSubject.ts';
import { git } from './gitCommand.ts';

/** The last commit whose subject was a paragraph: the rule holds the commits after it. */
export const SUBJECTS_HELD_SINCE = 'd992af7f544077313b3e4f5d798fbb00dd36d22b';

function hasCommit(cwd: string, sha: string): boolean {
  try {
    git(cwd, 'cat-file', '-e', `${sha}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** Each commit of `cwd` after `since` whose message's form is wrong, a line each. */
export function commitsWithWrongForm(cwd: string, since = SUBJECTS_HELD_SINCE): string[] {
  const range = hasCommit(cwd, since) ? [`${since}..HEAD`] : ['--max-count=1', 'HEAD'];
  const log = git(cwd, 'log', '--no-merges', '--format=%h%x00%B%x00', ...range);
  const wrong: string[] = [];
  for (const [, sha, message] of log.matchAll(/([0-9a-f]+)\0([\s\S]*?)\0\n?/g)) {
    const problems = commitMessageProblems(message!.trim());
    if (problems.length) wrong.push(`${sha}: ${problems.join('; ')}`);
  }
  return wrong;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let wrong: string[];
  try {
    wrong = commitsWithWrongForm(process.cwd());
  } catch (error) {
    // Not a git work tree (a tarball): no history to check.
    console.log(`commit subjects: not checked, no git history here (${String(error).split('\n')[0]})`);
    process.exit(0);
  }
  if (wrong.length) {
    console.error(
      `Commit messages out of form (subject at most 72 characters, then a blank line):\n${wrong.join('\n')}`,
    );
    console.error('Reword them before they land: git rebase -i, "reword".');
    process.exit(1);
  }
}
