/**
 * A new PGlite data folder starts as a copy of a migrated cluster instead of running PostgreSQL's
 * initdb and every migration in WebAssembly: that costs some 3.5 s of CPU per folder, a copy under one
 * (docs/performance.md "Test suite"). The API opens a new folder once, but the tests open one for
 * nearly every server they start.
 *
 * The copy is PGlite's own tarball of a cluster (`dumpDataDir`, loaded with `loadDataDir`), made once per
 * PGlite version, drizzle version and set of migrations, and kept in `node_modules/.cache/`. Where that
 * cache cannot be written (a read-only install) the template is still made and used in this process.
 * The migrator runs on the copy as on any folder, and finds every migration applied.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const CACHE = join(NODE_MODULES, '.cache', 'pglite-template');

/** The templates this process made or read, by file: each is made once however many folders open at once. */
const made = new Map<string, Promise<Blob>>();

/** What the template is made of: PGlite's and drizzle's versions, and every file of the migrations. */
export async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    const { version } = JSON.parse(await readFile(join(NODE_MODULES, name, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${name} ${version}\n`);
  }
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${file.slice(migrationsFolder.length)}\n`).update(await readFile(file));
  return hash.digest('hex').slice(0, 24);
}

/**
 * The tarball of a cluster with every migration of `migrationsFolder` applied: read from the cache, or made
 * by `makeTemplate` (an in-memory PGlite, migrated and dumped) and left in the cache for the next process.
 */
export async function pgliteTemplate(
  migrationsFolder: string,
  makeTemplate: () => Promise<Blob>,
  cache = CACHE,
): Promise<Blob> {
  const file = join(cache, `${await templateKey(migrationsFolder)}.tar`);
  let template = made.get(file);
  if (!template) {
    template = cachedOrMade(file, makeTemplate);
    made.set(file, template);
    template.catch(() => made.delete(file));
  }
  return template;
}

async function cachedOrMade(file: string, makeTemplate: () => Promise<Blob>): Promise<Blob> {
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const template = await makeTemplate();
  // Written whole under another name, then renamed: a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, Buffer.from(await template.arrayBuffer()));
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
  return template;
}
