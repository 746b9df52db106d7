/**
 * A font stylesheet that is not part of any page: `import href from './fonts-ja.css?font-sheet'` is the
 * address of that stylesheet as the build publishes it, beside the font files it names, each under a
 * name that changes with its content (`assets/static/`, as Vite names its own assets).
 *
 * The Japanese and Korean stylesheets name 120 font files each. Imported as Vite assets, all 240 joined
 * the asset list vike works through for every page it renders (its preload rules, the injectFilter,
 * its checks), a third of the render step's time, though no page preloads or links any of them
 * (renderer/fontLinks.ts). Published by this plugin, they are files of the build only: the head script
 * links the stylesheet, which fetches its slices as the text needs them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';

const QUERY = '?font-sheet';
/**
 * The module id of a stylesheet's address: a virtual module (the leading NUL keeps other plugins off it)
 * whose name does not end in `.css`, or Vite's own CSS plugin would take the module for a stylesheet.
 */
const ID_PREFIX = '\0font-sheet:';
const ID_SUFFIX = '.js';
/** Where Vite puts the assets it names by their content; the host config caches them for a year. */
const ASSETS_DIR = 'assets/static';
/** A font file a stylesheet names, as a package path or one relative to the stylesheet. */
const FONT_URL = /url\((['"]?)([^'")]+\.woff2)\1\)/g;

export interface PublishedFile {
  /** Its path in the built site, from its root. */
  fileName: string;
  source: Uint8Array | string;
}

/** `name.<hash>.ext`, the hash 8 characters of the content's SHA-256, as Vite's own asset names. */
export function hashedName(file: string, source: Uint8Array | string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const ext = extname(file);
  return `${ASSETS_DIR}/${basename(file, ext)}.${hash}${ext}`;
}

/**
 * The stylesheet with each font file it names under its published name, and the files to publish,
 * the stylesheet last. `resolve` finds a named font file on disk.
 */
export async function publishFontSheet(
  sheetPath: string,
  resolve: (url: string) => Promise<string | null>,
): Promise<PublishedFile[]> {
  const css = readFileSync(sheetPath, 'utf8');
  const fonts = new Map<string, PublishedFile>();
  for (const [, , url] of css.matchAll(FONT_URL)) {
    if (fonts.has(url!)) continue;
    const path = await resolve(url!);
    if (!path) throw new Error(`${sheetPath}: cannot find the font file ${url}`);
    const source = readFileSync(path);
    fonts.set(url!, { fileName: hashedName(path, source), source });
  }
  // The files sit beside the stylesheet: it names them by their file names alone.
  const published = css.replace(
    FONT_URL,
    (_, quote: string, url: string) => `url(${quote}${basename(fonts.get(url)!.fileName)}${quote})`,
  );
  return [...fonts.values(), { fileName: hashedName(sheetPath, published), source: published }];
}

/** Vite: publishes each `?font-sheet` stylesheet with its fonts, in the client build and the dev server. */
export function fontSheetPlugin(): Plugin {
  /** Every file of every stylesheet imported so far, by its address. */
  const files = new Map<string, PublishedFile>();
  return {
    name: 'font-sheet',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${ID_PREFIX}${resolved.id}${ID_SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith(ID_PREFIX)) return null;
      const sheetPath = id.slice(ID_PREFIX.length, -ID_SUFFIX.length);
      this.addWatchFile(sheetPath);
      const published = await publishFontSheet(sheetPath, async (url) => {
        const font = await this.resolve(url, sheetPath, { skipSelf: true });
        return font?.id ?? null;
      });
      for (const file of published) files.set(`/${file.fileName}`, file);
      return `export default ${JSON.stringify(`/${published.at(-1)!.fileName}`)};`;
    },
    generateBundle() {
      // The browser's build only: the server's files are not published.
      if (this.environment?.config.consumer !== 'client') return;
      for (const { fileName, source } of files.values()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.get(new URL(request.url ?? '/', 'http://dev').pathname);
        if (!file) return next();
        response.setHeader('Content-Type', file.fileName.endsWith('.css') ? 'text/css' : 'font/woff2');
        response.end(file.source);
      });
    },
  };
}
