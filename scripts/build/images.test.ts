/**
 * The build step's files (AVIF/WebP with a JPEG fallback at the widths the layout needs), made with sharp from a demo
 * hero and a raster into a temporary folder.
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_URL_DIR, isLocalMedia } from '../../lib/images.ts';
import { SITE_IDS } from '../../lib/sites.ts';
import {
  makeShareImages,
  makeVariants,
  pictureSources,
  manifestFiles,
  publishVariants,
  type MakeResult,
} from './images.ts';

const HERO = '/media/hero-florence.svg';
const RASTER = '/media/photos/Sala Grande.png';

const fileFormat = (bytes: Buffer) => {
  if (bytes.subarray(4, 12).toString('latin1') === 'ftypavif') return 'avif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return 'unknown';
};

describe('scripts/build/images.ts', () => {
  let root: string;
  let first: MakeResult;
  const publicDir = () => join(root, 'public');
  const storeDir = () => join(root, 'store');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lcp-images-'));
    await mkdir(join(publicDir(), 'media', 'photos'), { recursive: true });
    await copyFile(join('public', HERO), join(publicDir(), HERO));
    // A raster narrower than the largest step: a photograph's PNG, 600 × 400.
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a5a3c' } })
      .png()
      .toFile(join(publicDir(), RASTER));
    first = await makeVariants({
      urls: [HERO, RASTER, '/media/missing.jpg'],
      publicDir: publicDir(),
      storeDir: storeDir(),
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('makes real AVIF, WebP and JPEG files of the hero at 480, 800, 1200 and 1600, 16:9 like the source', async () => {
    const hero = first.manifest.images[HERO]!;
    expect(hero).toMatchObject({ width: 1600, height: 900, widths: [480, 800, 1200, 1600] });
    expect(hero.stem).toMatch(/^\/assets\/images\/hero-florence-[0-9a-f]{8}$/);
    for (const width of hero.widths) {
      for (const [ext, format] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const bytes = await readFile(join(storeDir(), `${hero.stem.slice(IMAGE_URL_DIR.length + 1)}-${width}.${ext}`));
        expect(fileFormat(bytes), `${width}.${ext}`).toBe(ext === 'jpg' ? 'jpeg' : ext);
        const meta = await sharp(bytes).metadata();
        expect(meta, `${width}.${ext}`).toMatchObject({ format, width, height: Math.round((width * 9) / 16) });
        if (ext === 'avif') expect(meta.compression).toBe('av1');
      }
    }
  });

  it('never makes a raster wider than it is', () => {
    expect(first.manifest.images[RASTER]).toMatchObject({ width: 600, height: 400, widths: [480, 600] });
    expect(first.manifest.images[RASTER]!.stem).toMatch(/\/sala-grande-[0-9a-f]{8}$/);
  });

  it('skips a url with no file, which then renders as before', () => {
    expect(first.missing).toEqual(['/media/missing.jpg']);
    expect(first.manifest.images).not.toHaveProperty('/media/missing.jpg');
  });

  it('keeps the files it made when run again on the same sources', async () => {
    expect(first.written).toBe(18);
    const again = await makeVariants({ urls: [HERO, RASTER], publicDir: publicDir(), storeDir: storeDir() });
    expect(again).toMatchObject({ written: 0, kept: 18, manifest: first.manifest });
  });

  it("publishes exactly the manifest's files under dist/client/assets/images", async () => {
    const client = join(root, 'client');
    expect(await publishVariants(first.manifest, storeDir(), client)).toBe(18);
    expect((await readdir(join(client, IMAGE_URL_DIR))).sort()).toEqual(manifestFiles(first.manifest).sort());
  });

  it("finds every picture of the snapshot's sections: every site's hero, the dishes, cards and products, all local files", () => {
    const urls = pictureSources();
    for (const site of SITE_IDS) expect(urls).toContain(`/media/hero-${site}.svg`);
    for (const url of [
      '/media/dish-risotto.svg',
      '/media/card-panettone.svg',
      '/media/product-extra-virgin-olive-oil.svg',
    ])
      expect(urls).toContain(url);
    expect(urls.every(isLocalMedia)).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('social cards (makeShareImages)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'share-images-'));
    await mkdir(join(root, 'public', 'media'), { recursive: true });
    await copyFile(join('public', HERO), join(root, 'public', HERO));
    // A small portrait drawing: drawn at a higher density rather than blown up.
    await writeFile(
      join(root, 'public', 'media', 'small.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="120"><rect width="90" height="120" fill="#c33"/></svg>',
    );
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('cuts every source to a 1200×630 JPEG, names it in the manifest and keeps it on the next run', async () => {
    const options = {
      urls: [HERO, '/media/small.svg', '/media/missing.svg'],
      publicDir: join(root, 'public'),
      storeDir: join(root, 'store'),
    };
    const made = await makeShareImages(options);
    expect(made.missing).toEqual(['/media/missing.svg']);
    expect(made.share[HERO]).toMatch(new RegExp(`^${IMAGE_URL_DIR}/share-hero-florence-[0-9a-f]{8}\\.jpg$`));
    for (const url of Object.values(made.share)) {
      const bytes = await readFile(join(root, 'store', url.slice(url.lastIndexOf('/') + 1)));
      expect(fileFormat(bytes)).toBe('jpeg');
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
    expect(manifestFiles({ images: {}, share: made.share })).toHaveLength(2);
    const again = await makeShareImages(options);
    expect({ written: again.written, kept: again.kept }).toEqual({ written: 0, kept: 2 });
  });
});
