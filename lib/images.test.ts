import { describe, expect, it } from 'vitest';
import type { HeroSection, Picture, ProductSection, Section, TextSection } from './contract/types.ts';
import {
  fallbackSrcOf, IMAGE_VARIANTS, isLocalMedia, lcpSourceOf, primarySectionOf, srcSetOf, variantStem, variantUrl, variantWidths,
  withLcpVariants, type ImageManifest, type ResponsivePicture,
} from './images.ts';

const picture = (url: string, extra: Partial<Picture> = {}): Picture => ({ url, alt: '', width: 1600, height: 900, ...extra });
const hero = (id: string, url: string, extra?: Partial<Picture>): HeroSection => ({ id, type: 'hero', title: id, picture: picture(url, extra) });
const product = (id: string, url: string): ProductSection => ({
  id, type: 'product', handle: id, title: id, kind: 'food-and-spirits', description: [], picture: picture(url, { width: 1000, height: 1000 }),
  price: { amount: '10.00', currencyCode: 'EUR' },
});
const text = (id: string): TextSection => ({ id, type: 'text', title: id, body: [] });

const manifest: ImageManifest = {
  images: {
    '/media/hero-florence.svg': { width: 1600, height: 900, stem: '/assets/images/hero-florence-1a2b3c4d', widths: [480, 800, 1200, 1600] },
    '/media/product-honey.jpg': { width: 1000, height: 1000, stem: '/assets/images/product-honey-5e6f7a8b', widths: [480, 800, 1000] },
  },
};
const lcpPicture = (sections: Section[]) => (primarySectionOf(sections)?.picture as ResponsivePicture | undefined);

describe('isLocalMedia', () => {
  it('takes the files of public/media/, vector or raster', () => {
    for (const url of ['/media/hero-florence.svg', '/media/2026/menu.JPG', '/media/a.jpeg', '/media/b.png', '/media/c.webp', '/media/d.avif']) {
      expect(isLocalMedia(url), url).toBe(true);
    }
  });

  it('leaves remote urls, other folders and paths out of the folder alone', () => {
    for (const url of ['https://cdn.example/media/hero.jpg', '//cdn.example/media/a.jpg', '/assets/x.svg', '/media/../secret.png', '/media/clip.gif', 'data:image/png;base64,AA']) {
      expect(isLocalMedia(url), url).toBe(false);
    }
  });
});

describe('variantWidths', () => {
  it('makes 480, 800, 1200 and 1600 of a source at least 1600 wide', () => {
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600]);
  });

  it('never goes above the source\'s own width, and keeps it as the largest', () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(900)).toEqual([480, 800, 900]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('makes nothing of a source without a width', () => {
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
  });
});

describe('variant names', () => {
  it('names each file <name>-<hash8>-<width>.<ext> under /assets/images/, which is cached for a year', () => {
    const stem = variantStem('/media/hero-florence.svg', '1a2b3c4d');
    expect(stem).toBe('/assets/images/hero-florence-1a2b3c4d');
    expect(variantUrl(stem, 800, IMAGE_VARIANTS.sources[0])).toBe('/assets/images/hero-florence-1a2b3c4d-800.avif');
    expect(variantUrl(stem, 800, IMAGE_VARIANTS.fallback)).toBe('/assets/images/hero-florence-1a2b3c4d-800.jpg');
  });

  it('keeps only lower-case letters, digits and dashes of the source\'s name', () => {
    expect(variantStem('/media/2026/Sala Grande_01.JPG', 'ffffffff')).toBe('/assets/images/sala-grande-01-ffffffff');
    expect(variantStem('/media/%%.png', '00000000')).toBe('/assets/images/image-00000000');
  });

  it('lists every width in a srcset, and the largest JPEG as the plain src', () => {
    const image = { stem: '/assets/images/dish-1a2b3c4d', widths: [480, 800, 900] };
    expect(srcSetOf(image, IMAGE_VARIANTS.sources[1])).toBe(
      '/assets/images/dish-1a2b3c4d-480.webp 480w, /assets/images/dish-1a2b3c4d-800.webp 800w, /assets/images/dish-1a2b3c4d-900.webp 900w');
    expect(fallbackSrcOf(image)).toBe('/assets/images/dish-1a2b3c4d-900.jpg');
  });

  it('offers AVIF, then WebP, with JPEG as the fallback', () => {
    expect(IMAGE_VARIANTS.sources.map((format) => format.type)).toEqual(['image/avif', 'image/webp']);
    expect(IMAGE_VARIANTS.fallback.type).toBe('image/jpeg');
  });
});

describe('primarySectionOf', () => {
  const pages: Section[][] = [
    [hero('a', '/media/a.svg'), text('t'), hero('b', '/media/b.svg')],
    [text('t'), product('p', '/media/p.svg'), hero('h', '/media/h.svg')],
    [text('t'), product('p', '/media/p.svg'), product('q', '/media/q.svg')],
    [text('t')],
    [],
  ];

  it('picks the section SectionList renders first and eager: the first hero, else the first product', () => {
    expect(primarySectionOf(pages[0]!)?.id).toBe('a');
    expect(primarySectionOf(pages[1]!)?.id).toBe('h');
    expect(primarySectionOf(pages[2]!)?.id).toBe('p');
    expect(primarySectionOf(pages[3]!)).toBeUndefined();
  });

  it('names its picture for the build only when it is a local file with no sources of its own', () => {
    expect(lcpSourceOf([hero('a', '/media/hero-florence.svg')])).toBe('/media/hero-florence.svg');
    expect(lcpSourceOf([hero('a', 'https://cdn.example/hero.jpg')])).toBeUndefined();
    expect(lcpSourceOf([hero('a', '/media/hero.jpg', { images: [{ url: '/media/hero-wide.avif', type: 'image/avif', media: '(min-width: 64em)' }] })])).toBeUndefined();
  });
});

describe('withLcpVariants', () => {
  it('gives the first hero its variants and the hero layout\'s sizes', () => {
    const sections = withLcpVariants([text('t'), hero('a', '/media/hero-florence.svg'), hero('b', '/media/hero-florence.svg')], manifest);
    expect(lcpPicture(sections)?.responsive).toEqual({
      stem: '/assets/images/hero-florence-1a2b3c4d', widths: [480, 800, 1200, 1600], sizes: IMAGE_VARIANTS.sizes.hero,
    });
    // The second hero is drawn lazily: it stays as the content gave it.
    expect((sections[2] as HeroSection).picture).not.toHaveProperty('responsive');
    expect(sections[0]).toEqual(text('t'));
  });

  it('gives a product page\'s picture the product layout\'s sizes', () => {
    const sections = withLcpVariants([product('p', '/media/product-honey.jpg')], manifest);
    expect(lcpPicture(sections)?.responsive?.sizes).toBe(IMAGE_VARIANTS.sizes.product);
  });

  it('sets the source\'s width and height on content that gives none, and keeps the content\'s otherwise', () => {
    const unsized = withLcpVariants([hero('a', '/media/hero-florence.svg', { width: 0, height: 0 })], manifest);
    expect(lcpPicture(unsized)).toMatchObject({ width: 1600, height: 900 });
    const sized = withLcpVariants([hero('a', '/media/hero-florence.svg', { width: 800, height: 450 })], manifest);
    expect(lcpPicture(sized)).toMatchObject({ width: 800, height: 450 });
  });

  it('leaves the sections as they are when the build made nothing for the picture', () => {
    const sections = [hero('a', '/media/hero-unknown.svg'), text('t')];
    expect(withLcpVariants(sections, manifest)).toBe(sections);
    const remote = [hero('a', 'https://cdn.example/media/hero-florence.svg')];
    expect(withLcpVariants(remote, manifest)).toBe(remote);
    expect(withLcpVariants([text('t')], { images: {} })).toEqual([text('t')]);
  });
});
