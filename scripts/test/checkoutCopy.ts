/**
 * A copy of the checkout in a temporary folder, as a CI runner has it: the files git tracks, with the
 * project's node_modules linked. For the benchmarks and tests that build (scripts/bench/
 * contentToBuildBench.ts, scripts/build/contentBuild.test.ts) without touching the project's content/ or
 * dist/.
 */
import { cp, mkdir, rm, symlink, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackedFiles } from '../git/gitCommand.ts';

export const PROJECT = fileURLToPath(new URL('../../', import.meta.url));

/** The files git tracks (as the work tree has them), copied into `dir`; node_modules linked. */
export async function copyCheckout(dir: string): Promise<void> {
  for (const file of trackedFiles(PROJECT)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(PROJECT, file), join(dir, file));
  }
  await symlink(join(PROJECT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** Removes the copy: the link first, so that removing the folder can never reach the project's node_modules. */
export async function removeCheckout(dir: string): Promise<void> {
  await unlink(join(dir, 'node_modules')).catch(() => {});
  await rm(dir, { recursive: true, force: true });
}
