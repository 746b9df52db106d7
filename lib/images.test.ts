import { describe, expect, it } from 'vitest';
import type {
  ArticleListSection,
  CarouselSection,
  CtaSection,
  HeroSection,
  LandingCardsSection,
  Picture,
  ProductGridSection,
  ProductSection,
  Section,
  TextSection,
} from './contract/types.ts';
import {
  fallbackSrcOf,
  hasVariantSource,
  IMAGE_VARIANTS,
  isLocalMedia,
  mapPictures,
  primarySectionOf,
  srcSetOf,
  variantSourcesOf,
  variantStem,
  variantUrl,
  variantWidths,
  withImageVariants,
  type ImageManifest,
  type ResponsivePicture,
} from './images.ts';

const picture = (url: string, extra: Partial<Picture> = {}): Picture => ({
  url,
  alt: '',
  width: 1600,
  height: 900,
  ...extra,
});
const hero = (id: string, url: string, extra?: Partial<Picture>): HeroSection => ({
  id,
  type: 'hero',
  title: id,
  picture: picture(url, extra),
});
const product = (id: string, url: string): ProductSection => ({
  id,
  type: 'product',
  handle: id,
  title: id,
  kind: 'food-and-spirits',
  description: [],
  picture: picture(url, { width: 1000, height: 1000 }),
  price: { amount: '10.00', currencyCode: 'EUR' },
});
const text = (id: string): TextSection => ({ id, type: 'text', title: id, body: [] });

const manifest: ImageManifest = {
  images: {
    '/media/hero-florence.svg': {
      width: 1600,
      height: 900,
      stem: '/assets/images/hero-florence-1a2b3c4d',
      widths: [480, 800, 1200, 1600],
    },
    '/media/product-honey.jpg': {
      width: 1000,
      height: 1000,
      stem: '/assets/images/product-honey-5e6f7a8b',
      widths: [480, 800, 1000],
    },
  },
};
const lcpPicture = (sections: Section[]) => primarySectionOf(sections)?.picture as ResponsivePicture | undefined;

describe('isLocalMedia', () => {
  it('takes the files of public/media/, vector or raster', () => {
    for (const url of [
      '/media/hero-florence.svg',
      '/media/2026/menu.JPG',
      '/media/a.jpeg',
      '/media/b.png',
      '/media/c.webp',
      '/media/d.avif',
    ]) {
      expect(isLocalMedia(url), url).toBe(true);
    }
  });

  it('leaves remote urls, other folders and paths out of the folder alone', () => {
    for (const url of [
      'https://cdn.example/media/hero.jpg',
      '//cdn.example/media/a.jpg',
      '/assets/x.svg',
      '/media/../secret.png',
      '/media/clip.gif',
      'data:image/png;base64,AA',
    ]) {
      expect(isLocalMedia(url), url).toBe(false);
    }
  });
});

describe('variantWidths', () => {
  it('makes 480, 800, 1200 and 1600 of a source at least 1600 wide', () => {
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600]);
  });

  it("never goes above the source's own width, and keeps it as the largest", () => {
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

  it("keeps only lower-case letters, digits and dashes of the source's name", () => {
    expect(variantStem('/media/2026/Sala Grande_01.JPG', 'ffffffff')).toBe('/assets/images/sala-grande-01-ffffffff');
    expect(variantStem('/media/%%.png', '00000000')).toBe('/assets/images/image-00000000');
  });

  it('lists every width in a srcset, and the largest JPEG as the plain src', () => {
    const image = { stem: '/assets/images/dish-1a2b3c4d', widths: [480, 800, 900] };
    expect(srcSetOf(image, IMAGE_VARIANTS.sources[1])).toBe(
      '/assets/images/dish-1a2b3c4d-480.webp 480w, /assets/images/dish-1a2b3c4d-800.webp 800w, /assets/images/dish-1a2b3c4d-900.webp 900w',
    );
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
});

describe('hasVariantSource', () => {
  it('takes a local file with no sources of its own', () => {
    expect(hasVariantSource(picture('/media/hero-florence.svg'))).toBe(true);
    expect(hasVariantSource(picture('https://cdn.example/hero.jpg'))).toBe(false);
    expect(
      hasVariantSource(
        picture('/media/hero.jpg', {
          images: [{ url: '/media/hero-wide.avif', type: 'image/avif', media: '(min-width: 64em)' }],
        }),
      ),
    ).toBe(false);
  });
});

const link = { url: '/en/florence/', target: '' as const };
const grid: ProductGridSection = {
  id: 'g',
  type: 'productGrid',
  products: [
    {
      handle: 'honey',
      title: 'Honey',
      kind: 'food-and-spirits',
      picture: picture('/media/product-honey.jpg'),
      price: { amount: '9.00', currencyCode: 'EUR' },
      link,
    },
  ],
};
const cards: LandingCardsSection = {
  id: 'c',
  type: 'landingCards',
  cards: [{ kind: 'panettone', title: 'P', text: '', picture: picture('/media/card.svg'), label: 'Go', link }],
};
const carousel = {
  id: 'k',
  type: 'carousel',
  slides: [{ picture: picture('/media/dish.svg'), caption: 'Dish' }],
} as CarouselSection;
const articles: ArticleListSection = {
  id: 'a',
  type: 'articleList',
  articles: [
    { title: 'A', source: 'S', date: '2026-01-01', excerpt: '', link, picture: picture('/media/press.svg') },
    { title: 'B', source: 'S', date: '2026-01-01', excerpt: '', link, picture: null },
  ],
};
const cta: CtaSection = {
  id: 'r',
  type: 'cta',
  title: 'Book',
  label: 'Book',
  link: null,
  reserve: {
    page: 'p',
    name: 'n',
    variant: 'v',
    title: 't',
    text: '',
    picture: picture('/media/card-reservations.svg'),
    object: '',
    hasPax: true,
  },
};

describe('mapPictures', () => {
  it('passes each picture of each kind of section, with where it is drawn', () => {
    const seen: string[] = [];
    for (const section of [
      hero('h', '/media/hero.svg'),
      product('p', '/media/p.jpg'),
      grid,
      cards,
      carousel,
      articles,
      cta,
      text('t'),
    ]) {
      mapPictures(section, (each, slot) => {
        seen.push(`${slot} ${each.url}`);
        return each;
      });
    }
    expect(seen).toEqual([
      'hero /media/hero.svg',
      'product /media/p.jpg',
      'card /media/product-honey.jpg',
      'card /media/card.svg',
      'slide /media/dish.svg',
      'card /media/press.svg',
      'overlay /media/card-reservations.svg',
    ]);
  });

  it('gives back the same section when no picture changes, and a copy with the changed one otherwise', () => {
    expect(mapPictures(cards, (each) => each)).toBe(cards);
    const changed = mapPictures(cards, (each) => ({ ...each, alt: 'new' }));
    expect(changed).not.toBe(cards);
    expect(changed.cards[0]!.picture.alt).toBe('new');
    expect(cards.cards[0]!.picture.alt).toBe('');
  });
});

describe('variantSourcesOf', () => {
  it('lists every local picture once, in page order, and leaves remote ones out', () => {
    const sections = [hero('h', '/media/card.svg'), cards, grid, hero('x', 'https://cdn.example/a.jpg'), articles];
    expect(variantSourcesOf(sections)).toEqual(['/media/card.svg', '/media/product-honey.jpg', '/media/press.svg']);
  });
});

describe('withImageVariants', () => {
  it("gives each hero its variants and the hero layout's sizes", () => {
    const sections = withImageVariants(
      [text('t'), hero('a', '/media/hero-florence.svg'), hero('b', '/media/hero-florence.svg')],
      manifest,
    );
    expect(lcpPicture(sections)?.responsive).toEqual({
      stem: '/assets/images/hero-florence-1a2b3c4d',
      widths: [480, 800, 1200, 1600],
      sizes: IMAGE_VARIANTS.sizes.hero,
    });
    // A lazy hero further down gets them too, lazily (components/ui/Picture.tsx).
    expect((sections[2] as HeroSection).picture).toHaveProperty('responsive.sizes', IMAGE_VARIANTS.sizes.hero);
    expect(sections[0]).toEqual(text('t'));
  });

  it("gives a product page's picture the product layout's sizes", () => {
    const sections = withImageVariants([product('p', '/media/product-honey.jpg')], manifest);
    expect(lcpPicture(sections)?.responsive?.sizes).toBe(IMAGE_VARIANTS.sizes.product);
  });

  it("sets the source's width and height on content that gives none, and keeps the content's otherwise", () => {
    const unsized = withImageVariants([hero('a', '/media/hero-florence.svg', { width: 0, height: 0 })], manifest);
    expect(lcpPicture(unsized)).toMatchObject({ width: 1600, height: 900 });
    const sized = withImageVariants([hero('a', '/media/hero-florence.svg', { width: 800, height: 450 })], manifest);
    expect(lcpPicture(sized)).toMatchObject({ width: 800, height: 450 });
  });

  it('gives the pictures of cards, grids and lists the sizes of where they are drawn', () => {
    const [withGrid] = withImageVariants([grid], manifest);
    expect((withGrid as ProductGridSection).products[0]!.picture).toMatchObject({
      responsive: {
        stem: '/assets/images/product-honey-5e6f7a8b',
        widths: [480, 800, 1000],
        sizes: IMAGE_VARIANTS.sizes.card,
      },
    });
  });

  it('leaves the sections as they are when the build made nothing for the picture', () => {
    const sections = [hero('a', '/media/hero-unknown.svg'), text('t')];
    expect(withImageVariants(sections, manifest)).toBe(sections);
    const remote = [hero('a', 'https://cdn.example/media/hero-florence.svg')];
    expect(withImageVariants(remote, manifest)).toBe(remote);
    expect(withImageVariants([text('t')], { images: {} })).toEqual([text('t')]);
  });
});
