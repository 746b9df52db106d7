/**
 * Build-time read of the LCP image variants `scripts/build/images.ts` made before `vike build`
 * (dist/images.json). Without it (a bare `vike build`) every picture renders as it did before.
 * Only `+data` hooks import this: it never reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IMAGE_MANIFEST_FILE, type ImageManifest } from '../lib/images.ts';

let manifest: ImageManifest | undefined;

export function imageManifest(): ImageManifest {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(resolve(IMAGE_MANIFEST_FILE), 'utf8')) as ImageManifest;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      console.warn(`[images] no ${IMAGE_MANIFEST_FILE}: pictures keep their original file (run \`npm run build\`)`);
      manifest = { images: {} };
    }
  }
  return manifest;
}
