/**
 * Which files of the built site a host serves, as data: by extension, with the content type each is sent
 * with. A file of another kind (a README, a Markdown source, a source map) is the repository's, not the
 * site's: the local server answers 404 for it and the build leaves none in the published folder. A path
 * with a segment starting with '.' (`/.vite/manifest.json`, `/.well-known/…`, `/.env`) is never served.
 */
import { COMPRESSED_TYPES } from './compression.ts';

/** Every kind of file the build emits into dist/client/, with its content type. */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  ...COMPRESSED_TYPES,
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Files a host reads as its configuration; never served, never removed by the build. */
const HOST_CONFIG_FILES: readonly string[] = ['_redirects', '_headers', 'vercel.json', 'serve.json'];

/** Repository files that could land in a public folder; never served even with a served extension. */
const REPOSITORY_FILE = /^(readme|license|licence|changelog|contributing)(\.[^/]*)?$/i;

/** True when a segment of the path starts with '.', which no file of the site does. */
export const hasDotSegment = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

/**
 * The content type a host serves this path with, or undefined when it serves it not at all.
 * @example servedTypeOf('/assets/images/a-1200.avif') // 'image/avif'
 * @example servedTypeOf('/media/README.md') // undefined
 * @example servedTypeOf('/.vite/manifest.json') // undefined
 */
export function servedTypeOf(pathname: string): string | undefined {
  const name = pathname.split('/').at(-1) ?? '';
  if (hasDotSegment(pathname) || REPOSITORY_FILE.test(name) || HOST_CONFIG_FILES.includes(name)) return undefined;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? SERVED_TYPES[name.slice(dot).toLowerCase()] : undefined;
}
