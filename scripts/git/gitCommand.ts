/** Runs git in `cwd` and gives what it printed, trimmed; throws when git fails (its message on stderr is dropped). */
import { execFileSync } from 'node:child_process';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
