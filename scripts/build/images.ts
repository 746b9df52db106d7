/**
 * The pictures' variants (the rules are in lib/images.ts), in two steps of `npm run build`:
 * - before `vike build`: every picture of every page's sections that is a file of public/media/ (SVG or
 *   raster) made into AVIF, WebP and JPEG at the widths it needs, into dist/images/, and the manifest the
 *   prerender reads,
 *   dist/images.json. A file already made is kept: its name hashes its source and settings.
 * - `--publish`, after `vike build` (which empties dist/client): the manifest's files copied into
 *   dist/client/assets/images/.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_MANIFEST_FILE,
  IMAGE_STORE_DIR,
  IMAGE_URL_DIR,
  IMAGE_VARIANTS,
  variantSourcesOf,
  variantStem,
  variantUrl,
  variantWidths,
  type ImageFormat,
  type ImageManifest,
  type ImageVariants,
} from '../../lib/images.ts';
import { allLangSitePairs, ROUTE_LANGS } from '../../lib/sites.ts';
import { heroPictureOf, SHARE_IMAGE, shareImageUrl } from '../../lib/shareImages.ts';
import type { SeoMeta } from '../../lib/contract/types.ts';
import { snapshot } from '../../pages/snapshotReads.ts';

/** Part of every name's hash: new settings make new files rather than reuse ones made otherwise. */
const SETTINGS = JSON.stringify({ formats: IMAGE_FORMATS, background: IMAGE_VARIANTS.jpegBackground, pipeline: 1 });

/** The url of every picture in the published snapshot's sections that the build can make variants of. */
export function pictureSources(): string[] {
  const urls = new Set<string>();
  const add = (sections: Parameters<typeof variantSourcesOf>[0]) => {
    for (const url of variantSourcesOf(sections)) urls.add(url);
  };
  for (const { lang, site, path } of snapshot.allPages()) add(snapshot.page(lang, site, path)?.structure ?? []);
  for (const lang of ROUTE_LANGS)
    for (const sections of Object.values(snapshot.landing(lang)?.configurations ?? {})) add(sections);
  return [...urls].sort();
}

/**
 * Every picture a social card may be cut from (lib/shareImages.ts `shareSources`): the social images of every
 * page, landing and site, and their heroes; the site's own files only.
 */
function shareImageSources(): string[] {
  const urls = new Set<string>();
  const add = (url: string | undefined) => {
    if (url?.startsWith('/') && !url.startsWith('//')) urls.add(url);
  };
  const addSeo = (seo: SeoMeta | undefined) => {
    if (seo) for (const url of Object.values(seo.social_images)) add(url);
  };
  for (const { lang, site, path } of snapshot.allPages()) {
    const page = snapshot.page(lang, site, path);
    addSeo(page?.seo_meta);
    add(heroPictureOf(page?.structure));
  }
  for (const { lang, site } of allLangSitePairs()) addSeo(snapshot.block(lang, site, 'generic_seo_meta'));
  for (const lang of ROUTE_LANGS) {
    const landing = snapshot.landing(lang);
    addSeo(landing?.seo_meta);
    for (const sections of Object.values(landing?.configurations ?? {})) add(heroPictureOf(sections));
  }
  return [...urls].sort();
}

/**
 * The social cards: each source cut to 1200×630 (cover, centred) as a JPEG on the variants' background. An
 * SVG is drawn at the density that gives it the card's size or more, so a small drawing is not blown up.
 */
export async function makeShareImages({
  urls,
  publicDir,
  storeDir,
}: MakeOptions): Promise<{ share: Record<string, string>; written: number; kept: number; missing: string[] }> {
  await mkdir(storeDir, { recursive: true });
  const result = { share: {} as Record<string, string>, written: 0, kept: 0, missing: [] as string[] };
  const limit = pLimit(availableParallelism());
  const made = await Promise.all(
    urls.map((url) =>
      limit(async (): Promise<[string, string] | undefined> => {
        const source = await readFile(join(publicDir, url)).catch(() => undefined);
        const meta =
          source &&
          (await sharp(source)
            .metadata()
            .catch(() => undefined));
        if (!source || !meta?.width || !meta.height) return void result.missing.push(url);
        const hash8 = createHash('sha256')
          .update(SETTINGS)
          .update(JSON.stringify(SHARE_IMAGE))
          .update(source)
          .digest('hex')
          .slice(0, 8);
        const shareUrl = shareImageUrl(url, hash8);
        const target = join(storeDir, fileOf(shareUrl));
        if (await exists(target)) result.kept++;
        else {
          const scale = Math.max(1, SHARE_IMAGE.width / meta.width, SHARE_IMAGE.height / meta.height);
          const density = meta.format === 'svg' ? Math.ceil(72 * scale) : undefined;
          const card = await sharp(source, density ? { density } : {})
            .autoOrient()
            .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover', position: 'centre' })
            .flatten({ background: IMAGE_VARIANTS.jpegBackground })
            .jpeg({ quality: SHARE_IMAGE.quality, mozjpeg: true })
            .toBuffer();
          await writeAtomically(target, card);
          result.written++;
        }
        return [url, shareUrl];
      }),
    ),
  );
  result.share = Object.fromEntries(made.filter((entry) => entry !== undefined));
  return result;
}

interface MakeOptions {
  urls: string[];
  /** The folder `/media/…` urls are read from (public/). */
  publicDir: string;
  /** Where the made files are kept (dist/images/). */
  storeDir: string;
}

export interface MakeResult {
  manifest: ImageManifest;
  written: number;
  kept: number;
  /** Urls with no readable file: their pictures render as before. */
  missing: string[];
}

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Makes each url's missing variants in `storeDir`; returns the manifest of them all. */
export async function makeVariants({ urls, publicDir, storeDir }: MakeOptions): Promise<MakeResult> {
  await mkdir(storeDir, { recursive: true });
  // sharp works each image on one thread here: one image per core.
  const limit = pLimit(availableParallelism());
  const result: MakeResult = { manifest: { images: {} }, written: 0, kept: 0, missing: [] };
  const made = await Promise.all(
    urls.map(async (url): Promise<[string, ImageVariants] | undefined> => {
      const source = await readFile(join(publicDir, url)).catch(() => undefined);
      const size =
        source &&
        (await sharp(source)
          .metadata()
          .then(
            (meta) => meta.autoOrient,
            () => undefined,
          ));
      if (!source || !size) return void result.missing.push(url);
      const hash8 = createHash('sha256').update(SETTINGS).update(source).digest('hex').slice(0, 8);
      const variants: ImageVariants = {
        width: size.width,
        height: size.height,
        stem: variantStem(url, hash8),
        widths: variantWidths(size.width),
      };
      await Promise.all(
        variants.widths.flatMap((width) =>
          IMAGE_FORMATS.map((format) =>
            limit(async () => {
              const target = join(storeDir, fileOf(variantUrl(variants.stem, width, format)));
              if (await exists(target)) return void result.kept++;
              await writeAtomically(target, await encode(source, width, format));
              result.written++;
            }),
          ),
        ),
      );
      return [url, variants];
    }),
  );
  // In the order of `urls`, so an unchanged snapshot writes the same manifest.
  result.manifest.images = Object.fromEntries(made.filter((entry) => entry !== undefined));
  return result;
}

/** One variant: upright, `width` wide, in `format`; metadata dropped, colours in sRGB (sharp's default). */
function encode(source: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  let image = sharp(source).autoOrient().resize({ width, withoutEnlargement: true });
  if (format.format === 'jpeg') image = image.flatten({ background: IMAGE_VARIANTS.jpegBackground });
  return image.toFormat(format.format, format.options).toBuffer();
}

/** An interrupted build leaves no half-written file that a later one would keep. */
async function writeAtomically(path: string, data: Buffer | string) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Removes made files the manifest no longer names, so the store does not grow with every change. */
async function pruneStore(storeDir: string, manifest: ImageManifest): Promise<number> {
  const named = new Set(manifestFiles(manifest));
  const stale = (await readdir(storeDir)).filter((file) => !named.has(file));
  await Promise.all(stale.map((file) => rm(join(storeDir, file), { force: true })));
  return stale.length;
}

/** The file names of every variant the manifest names. */
export function manifestFiles(manifest: ImageManifest): string[] {
  return [
    ...Object.values(manifest.images).flatMap(({ stem, widths }) =>
      widths.flatMap((width) => IMAGE_FORMATS.map((format) => fileOf(variantUrl(stem, width, format)))),
    ),
    ...Object.values(manifest.share ?? {}).map(fileOf),
  ];
}

/**
 * Copies the manifest's files from the store into the served folder, and removes any other file there (a
 * content build publishes into the last build's folder, where a picture no page shows any more left its
 * variants); returns how many it copied.
 */
export async function publishVariants(manifest: ImageManifest, storeDir: string, clientDir: string): Promise<number> {
  const files = manifestFiles(manifest);
  const target = join(clientDir, IMAGE_URL_DIR);
  await mkdir(target, { recursive: true });
  const wanted = new Set(files);
  const stale = (await readdir(target)).filter((file) => !wanted.has(file));
  await Promise.all([
    ...files.map((file) => copyFile(join(storeDir, file), join(target, file))),
    ...stale.map((file) => rm(join(target, file), { recursive: true })),
  ]);
  return files.length;
}

async function main(publish: boolean) {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (publish) {
    const manifest = await readFile(IMAGE_MANIFEST_FILE, 'utf8').then(
      (text) => JSON.parse(text) as ImageManifest,
      () => undefined,
    );
    if (!manifest)
      throw new Error(`No ${IMAGE_MANIFEST_FILE}: run \`tsx scripts/build/images.ts\` before \`vike build\``);
    const count = await publishVariants(manifest, IMAGE_STORE_DIR, 'dist/client');
    console.log(`[images] ${count} files published to dist/client${IMAGE_URL_DIR} in ${seconds()}`);
    return;
  }
  const result = await makeVariants({ urls: pictureSources(), publicDir: 'public', storeDir: IMAGE_STORE_DIR });
  for (const url of result.missing)
    console.warn(`[images] ${url}: no readable file in public/, its pages keep the original`);
  const cards = await makeShareImages({ urls: shareImageSources(), publicDir: 'public', storeDir: IMAGE_STORE_DIR });
  for (const url of cards.missing)
    console.warn(`[images] ${url}: no readable file in public/, no social card is cut from it`);
  result.manifest.share = cards.share;
  const pruned = await pruneStore(IMAGE_STORE_DIR, result.manifest);
  await writeAtomically(IMAGE_MANIFEST_FILE, `${JSON.stringify(result.manifest, null, 2)}\n`);
  console.log(
    `[images] ${Object.keys(result.manifest.images).length} pictures: ${result.written} files made, ${result.kept} kept, ${pruned} removed; ${Object.keys(cards.share).length} social cards (${cards.written} made), in ${seconds()}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.includes('--publish'));
