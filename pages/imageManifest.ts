/**
 * Build-time read of the LCP image variants `scripts/build/images.ts` made before `vike build`
 * (dist/images.json). Without it (a bare `vike build`) every picture renders as it did before.
 * Only `+data` hooks import this: it never reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IMAGE_MANIFEST_FILE, type ImageManifest } from '../lib/images.ts';
import { INPUT_KEY, INPUT_VALUE, recordInput } from './buildInputs.ts';

let manifest: ImageManifest | undefined;

/**
 * A list of the manifest that records, as an input of the page being rendered, each source looked up
 * (its variants' hash), or the whole list when a reader walks it.
 */
function recordedList<T>(list: 'images' | 'share', entries: Record<string, T>): Record<string, T> {
  return new Proxy(entries, {
    get(target, key, receiver) {
      if (typeof key === 'string') recordInput(INPUT_KEY.image(list, key), () => INPUT_VALUE.entry(target, key));
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') recordInput(INPUT_KEY.image(list, key), () => INPUT_VALUE.entry(target, key));
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      recordInput(INPUT_KEY.imageList(list), () => INPUT_VALUE.list(target));
      return Reflect.ownKeys(target);
    },
  });
}

/** The manifest as the images step wrote it, or none (no share images either) before it ran. */
export function readImageManifest(): ImageManifest {
  try {
    return JSON.parse(readFileSync(resolve(IMAGE_MANIFEST_FILE), 'utf8')) as ImageManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.warn(`[images] no ${IMAGE_MANIFEST_FILE}: pictures keep their original file (run \`npm run build\`)`);
    return { images: {} };
  }
}

export function imageManifest(): ImageManifest {
  if (!manifest) {
    const read = readImageManifest();
    // No share images looks each source up as not made, and is recorded so when one is made later.
    manifest = { images: recordedList('images', read.images), share: recordedList('share', read.share ?? {}) };
  }
  return manifest;
}
