/**
 * The form of a commit message: a subject of at most 72 characters, so `git log --oneline` reads one
 * line a commit, then a blank line and the why. The `commit-msg` hook (scripts/git/commitMsgHook.ts)
 * and `npm run lint` (scripts/git/checkSubjects.ts) both judge by it.
 */

/** The longest a subject may be, in characters. */
export const SUBJECT_MAX_CHARACTERS = 72;

/**
 * The message as git keeps it: without the comment lines git's editor template adds, nor what follows
 * its scissors line (`git commit --verbose`), and without trailing blank lines.
 */
export function cleanedMessage(message: string, commentChar = '#'): string {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.indexOf(`${commentChar} ------------------------ >8 ------------------------`);
  const kept = (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith(commentChar));
  while (kept.length && kept[0]!.trim() === '') kept.shift();
  while (kept.length && kept.at(-1)!.trim() === '') kept.pop();
  return kept.join('\n');
}

/** What is wrong with a message's form, a sentence each; none when it is right. */
export function commitMessageProblems(message: string): string[] {
  const [subject = '', second] = message.split('\n');
  const problems: string[] = [];
  const length = [...subject].length;
  if (!subject.trim()) problems.push('the subject is empty');
  if (length > SUBJECT_MAX_CHARACTERS)
    problems.push(
      `the subject is ${length} characters, ${length - SUBJECT_MAX_CHARACTERS} over ${SUBJECT_MAX_CHARACTERS}: "${subject}"`,
    );
  if (second !== undefined && second.trim() !== '')
    problems.push('the subject is one line: leave a blank line between it and the body');
  return problems;
}
