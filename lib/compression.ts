/**
 * How the site's text files travel compressed, as data: which files are compressed ahead of time by the
 * build (scripts/build/precompress.ts), how hard, and which copy a browser's Accept-Encoding gets from the
 * local server (scripts/serve/precompressed.ts). A CDN compresses at its edge; the local server sends these
 * copies as they are, so serving a page costs it no compression while the browser loads it.
 */
import { HASHED_ASSET_PREFIX } from './hostRules.ts';

/** The compressed copies, in the order a server prefers them when a browser accepts both equally. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A copy's name is its file's name with this suffix, under the compressed folder. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The text files the site serves, by extension, with the content type they are sent with. */
export const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Below this a file is sent as it is (the same bound as the `compression` middleware's). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli's quality: the highest for hashed assets (under 1 MB in all, fetched by every first visit and
 * cached for a year, 12 % smaller than at 5), a fast one for the pages (hundreds of them, 20 MB, where
 * quality 11 took 21 s of the build for 8 % less).
 */
const BROTLI_QUALITY = { hashedAsset: 11, other: 5 } as const;
export const GZIP_LEVEL = 9;

/** The content type a compressed copy of this path is sent with, or undefined when it gets none. */
export function compressedTypeOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? COMPRESSED_TYPES[path.slice(dot).toLowerCase()] : undefined;
}

/** @example brotliQualityFor('/assets/chunks/a.js') // 11 */
export function brotliQualityFor(pathname: string): number {
  return pathname.startsWith(HASHED_ASSET_PREFIX) ? BROTLI_QUALITY.hashedAsset : BROTLI_QUALITY.other;
}

/**
 * The encoding to send for an Accept-Encoding header: the one the browser weighs highest (its `q`), brotli
 * on a tie; undefined when it accepts neither (then the file goes as it is).
 * @example preferredEncoding('gzip, deflate, br, zstd') // 'br'
 * @example preferredEncoding('br;q=0, gzip') // 'gzip'
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
    // A weight that is no number is read as a refusal, not as the default 1.
    const weight = q === undefined ? 1 : Number(q.trim() || Number.NaN);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
