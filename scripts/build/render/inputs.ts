/**
 * The value each kind of build input has now, as pages/buildInputs.ts records it during a render: a
 * snapshot file's hash, a picture's variants' hash in the image manifest, a zone's day.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ABSENT, inputHash, parseInputKey } from '../../../pages/buildInputs.ts';
import { IMAGE_MANIFEST_FILE, type ImageManifest } from '../../../lib/images.ts';
import { dayIn } from '../../../lib/season.ts';

/** `valueNow` for planRender (plan.ts), reading the snapshot folder and the image manifest of this build. */
export function inputValues(
  snapshotDir = resolve(process.env.SNAPSHOT_DIR ?? 'content/snapshot'),
  now = Date.now(),
): (key: string) => string {
  let manifest: ImageManifest | undefined;
  const images = (): ImageManifest => {
    try {
      manifest ??= JSON.parse(readFileSync(IMAGE_MANIFEST_FILE, 'utf8')) as ImageManifest;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      manifest = { images: {} };
    }
    return manifest;
  };
  return (key) => {
    const { kind, subject } = parseInputKey(key);
    switch (kind) {
      case 'snapshot':
        try {
          return inputHash(readFileSync(join(snapshotDir, subject), 'utf8'));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          return ABSENT;
        }
      case 'images':
      case 'share': {
        const list: Record<string, unknown> = (kind === 'images' ? images().images : images().share) ?? {};
        if (subject === '*') return inputHash(JSON.stringify(list));
        return Object.hasOwn(list, subject) ? inputHash(JSON.stringify(list[subject])) : ABSENT;
      }
      case 'day':
        return dayIn(now, subject);
    }
  };
}
