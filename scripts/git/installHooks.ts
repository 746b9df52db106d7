/**
 * Points git at the repository's hooks (`.githooks/`: the commit message's form) as `npm ci` and
 * `npm install` finish (package.json `postinstall`). A hooks folder the clone already names is left as
 * it is; outside a git work tree (a tarball, a deploy's copy) there is nothing to install.
 */
import { git } from './gitCommand.ts';

const HOOKS = '.githooks';
const here = process.cwd();

try {
  if (git(here, 'rev-parse', '--is-inside-work-tree') === 'true') {
    let current = '';
    try {
      current = git(here, 'config', '--local', '--get', 'core.hooksPath');
    } catch {
      // not set: git's exit status 1
    }
    if (!current) git(here, 'config', '--local', 'core.hooksPath', HOOKS);
    else if (current !== HOOKS) console.log(`git hooks: this clone uses ${current}; ${HOOKS}/ is not installed.`);
  }
} catch {
  // No git, or not a work tree.
}
