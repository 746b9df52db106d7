/**
 * The value each kind of build input has now, worked out as a render records it (pages/buildInputs.ts
 * `INPUT_VALUE`): a snapshot file's hash, a picture's variants' hash in the image manifest, a zone's day.
 */
import { INPUT_VALUE, parseInputKey } from '../../../pages/buildInputs.ts';
import { readImageManifest } from '../../../pages/imageManifest.ts';
import { snapshotFileValue } from '../../../pages/snapshotReads.ts';
import type { ImageManifest } from '../../../lib/images.ts';
import { dayIn } from '../../../lib/season.ts';

/** `valueNow` for planRender (plan.ts), reading the snapshot and the image manifest of this build. */
export function inputValues(now = Date.now()): (key: string) => string {
  let manifest: ImageManifest | undefined;
  return (key) => {
    const { kind, subject } = parseInputKey(key);
    switch (kind) {
      case 'snapshot':
        return snapshotFileValue(subject);
      case 'images':
      case 'share': {
        manifest ??= readImageManifest();
        const list = (kind === 'images' ? manifest.images : manifest.share) ?? {};
        return subject === '*' ? INPUT_VALUE.list(list) : INPUT_VALUE.entry(list, subject);
      }
      case 'day':
        return dayIn(now, subject);
    }
  };
}
