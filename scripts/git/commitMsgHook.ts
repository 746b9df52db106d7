/**
 * Git's `commit-msg` hook (`.githooks/commit-msg`, installed by scripts/git/installHooks.ts): refuses a
 * message whose form is wrong (scripts/git/commitSubject.ts), naming what to change. Git keeps the
 * message in `.git/COMMIT_EDITMSG`, so nothing typed is lost: `git commit -e -F .git/COMMIT_EDITMSG`.
 */
import { readFileSync } from 'node:fs';
import { cleanedMessage, commitMessageProblems } from './commitSubject.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/git/commitMsgHook.ts <message file>');
  process.exit(2);
}
const problems = commitMessageProblems(cleanedMessage(readFileSync(file, 'utf8')));
if (problems.length) {
  console.error(`commit refused: ${problems.join('; ')}.`);
  console.error('Edit it again with: git commit -e -F .git/COMMIT_EDITMSG');
  process.exit(1);
}
