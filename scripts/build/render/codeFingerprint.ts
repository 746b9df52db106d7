/**
 * What the server bundle and the client code were built from, as one hash: every file of the checkout
 * but the content, the build's output and the tools' scratch folders, and the build settings the bundler
 * bakes in. A content build renders with the bundles of the last full build only while this is the same:
 * a changed file (code, a translation, a dependency in the lockfile) or setting builds everything again.
 * A stray file counts too: it costs a full build, never a wrong one. So do the zone tables the bundle
 * bakes in, which follow the build's year (scripts/build/zoneOffsets.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { siteZoneOffsets } from '../zoneOffsets.ts';

/** Folders that are no input of the bundles: the content, the output, tools' and runs' scratch. */
const NOT_CODE = new Set([
  '.git',
  'node_modules',
  'dist',
  'content',
  '.data',
  '.vite',
  '.lighthouseci',
  '.screenshots',
  '.netlify',
  'test-results',
  'playwright-report',
]);

/** The settings vite.config.ts and vike bake into the bundles (storefronts, third-party ids, test hooks). */
const BAKED_SETTING = /^(PUBLIC_ENV__|STOREFRONT_|TEST_PART_FAULTS$)/;

export function codeFingerprint(root = '.', env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = readdirSync(root, { withFileTypes: true })
    .filter((entry) => !NOT_CODE.has(entry.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? readdirSync(join(root, entry.name), { withFileTypes: true, recursive: true })
            .filter((inner) => inner.isFile())
            .map((inner) => relative(root, join(inner.parentPath, inner.name)))
        : entry.isFile()
          ? [entry.name]
          : [],
    )
    .map((path) => path.split(sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  for (const name of Object.keys(env)
    .filter((key) => BAKED_SETTING.test(key))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  hash.update(JSON.stringify(siteZoneOffsets()));
  return hash.digest('base64url');
}
