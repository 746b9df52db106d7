/** Runs git in `cwd` and gives what it printed, trimmed; throws when git fails (its message on stderr is dropped). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/**
 * The files git tracks under `root` that match the pathspecs (all of them without one), by their paths
 * from it; one deleted but not yet committed is left out.
 */
export function trackedFiles(root: string, ...pathspecs: string[]): string[] {
  return git(root, 'ls-files', '-z', '--', ...pathspecs)
    .split('\0')
    .filter((path) => path && existsSync(join(root, path)));
}
