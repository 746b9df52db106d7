/**
 * The last step of `npm run build`: a brotli and a gzip copy of each of the site's text files, in
 * dist/compressed/ (the same paths, `.br` and `.gz` added), for the local server to send as they are
 * (scripts/serve/precompressed.ts). Compressing each answer as it went cost the server some 250 ms of CPU
 * per page load with its service worker, on the cores the browser was loading the page with. The folder sits
 * beside dist/client, not in it: a CDN compresses at its edge, and dist/client stays what is deployed.
 */
import { availableParallelism } from 'node:os';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import {
  brotliQualityFor,
  compressedTypeOf,
  ENCODING_SUFFIX,
  GZIP_LEVEL,
  MIN_COMPRESSED_BYTES,
} from '../../lib/compression.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const COMPRESSED_DIR = 'dist/compressed';

interface PrecompressReport {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function removeCopies(out: string, paths: readonly string[]) {
  await Promise.all(
    paths.flatMap((path) =>
      Object.values(ENCODING_SUFFIX).map((suffix) => rm(join(out, path + suffix), { force: true })),
    ),
  );
}

/** Which files to compress: every file under the root (a full build), or these, with these gone. */
export interface PrecompressOnly {
  /** Relative to the root. */
  changed: readonly string[];
  /** Relative to the root: files no longer there, whose copies go. */
  removed: readonly string[];
}

/**
 * Writes the copies of every compressible file under `root` (at least `MIN_COMPRESSED_BYTES`) to `out`,
 * which it empties first so no copy outlives its file; with `only`, of the changed files alone, and
 * removes the copies of the removed ones (a content build). zlib's asynchronous calls run on libuv's
 * threads, so the files are compressed on every core.
 */
export async function precompress(
  root = 'dist/client',
  out = COMPRESSED_DIR,
  only?: PrecompressOnly,
): Promise<PrecompressReport> {
  let files: string[];
  if (only) {
    await removeCopies(out, only.removed);
    files = only.changed.map((path) => join(root, path));
  } else {
    await rm(out, { recursive: true, force: true });
    const entries = await readdir(root, { withFileTypes: true, recursive: true });
    files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  }
  const candidates = files.filter((file) => compressedTypeOf(file));
  const report: PrecompressReport = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const limit = pLimit(availableParallelism());
  await Promise.all(
    candidates.map((file) =>
      limit(async () => {
        const path = relative(root, file);
        if ((await stat(file)).size < MIN_COMPRESSED_BYTES) {
          // Sent as it is: a copy from when it was larger must not be sent instead.
          if (only) await removeCopies(out, [path]);
          return;
        }
        const bytes = await readFile(file);
        // Its site path: dist/client/en/index.html is /en/index.html.
        const sitePath = `/${path.split(sep).join('/')}`;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(sitePath),
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: GZIP_LEVEL }),
        ]);
        const copy = join(out, path);
        await mkdir(dirname(copy), { recursive: true });
        await Promise.all([writeFile(copy + ENCODING_SUFFIX.br, br), writeFile(copy + ENCODING_SUFFIX.gzip, gz)]);
        report.files++;
        report.rawBytes += bytes.length;
        report.brotliBytes += br.length;
        report.gzipBytes += gz.length;
      }),
    ),
  );
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const { files, rawBytes, brotliBytes, gzipBytes } = await precompress();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `precompress: ${files} files, ${mb(rawBytes)} → brotli ${mb(brotliBytes)}, gzip ${mb(gzipBytes)}, in ${((performance.now() - started) / 1000).toFixed(1)} s (${COMPRESSED_DIR}/)`,
  );
}
