/**
 * Pictures as AVIF and WebP with a JPEG fallback, at the widths the layout needs: the LCP
 * image, and every picture of the sections that is a file of public/media/. The rules live here;
 * `scripts/build/images.ts` makes the files with sharp before `vike build`, the page data attaches them
 * (pages/imageManifest.ts) and `components/ui/Picture.tsx` renders them; the page's LCP picture is also
 * preloaded at high priority.
 *
 * Not only the LCP image: a phone draws an SVG picture on the page's main thread, as a small document of
 * its own (8 to 50 ms each in Lighthouse's traces, four times that on its simulated phone), while a raster
 * image is decoded off it. docs/performance.md has the figures.
 */
import type { KnownSection, Picture, Section } from './contract/types.ts';

export interface ImageFormat {
  /** sharp's output format. */
  format: 'avif' | 'webp' | 'jpeg';
  /** The MIME type of a `<source>` and of the preload. */
  type: string;
  ext: string;
  /** sharp's options for the format. */
  options: Readonly<Record<string, number | boolean>>;
}

/**
 * The Element Timing name (`elementtiming`) of a page's eager primary picture. A module of its own, so the
 * page's script loader (renderer/inline/pageScripts.ts), inlined into every page, carries no image tables.
 */
export { PRIMARY_PICTURE_TIMING } from './primaryPicture.ts';

/** Our choices; every figure is measured in docs/performance.md "The LCP image, and every picture". */
export const IMAGE_VARIANTS = {
  /**
   * Widths made of each source, capped at the source's own. The hero spans a phone's width (360–430 CSS
   * px at 2–3 device pixels each: 720–1290) and at most 45rem of a desktop (up to 1440 on a 2x screen).
   */
  widths: [480, 800, 1200, 1600],
  /** Offered in this order as `<source>`s; the browser takes the first it can decode. */
  sources: [
    // effort 3: a third of the default effort 4's encoding time for files some 6 % larger.
    { format: 'avif', type: 'image/avif', ext: 'avif', options: { quality: 50, effort: 3 } },
    { format: 'webp', type: 'image/webp', ext: 'webp', options: { quality: 75 } },
  ],
  /** The `<img>` itself, for browsers that take neither. */
  fallback: { format: 'jpeg', type: 'image/jpeg', ext: 'jpg', options: { quality: 78, mozjpeg: true } },
  /** JPEG has no transparency: a transparent source is laid on the sections' paper colour. */
  jpegBackground: '#faf6ef',
  /**
   * How wide each place draws its picture (components/sections/sections.css, components/reserve/reserve.css),
   * as `sizes`. Margins and gutters are left in: Chromium picks the smaller of two candidates when the
   * device pixel ratio is under their geometric mean.
   * - hero: the full width on phones; 7/12 of the row from 64em; 45rem once the row reaches its 80rem cap;
   * - product: half the row from 48em, at most 40rem;
   * - card (product grid, landing cards, articles): one column, two from 48em, three from 64em, four at
   *   most from 80em;
   * - slide (carousel): min(85%, 26rem) of the row;
   * - overlay (the reservation overlay): the full width on phones, 2/5 of its 64rem from 48em.
   */
  sizes: {
    hero: '(min-width: 80em) 45rem, (min-width: 64em) 58vw, 100vw',
    product: '(min-width: 80em) 40rem, (min-width: 48em) 50vw, 100vw',
    card: '(min-width: 80em) 20rem, (min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw',
    slide: '(min-width: 34em) 26rem, 85vw',
    overlay: '(min-width: 48em) 26rem, 100vw',
  },
} as const satisfies {
  widths: readonly number[];
  sources: readonly ImageFormat[];
  fallback: ImageFormat;
  jpegBackground: string;
  sizes: Record<PictureSlot, string>;
};

/** Where a picture is drawn, which decides its `sizes`. */
type PictureSlot = 'hero' | 'product' | 'card' | 'slide' | 'overlay';

/** Every format made of a source: the sources', then the fallback. */
export const IMAGE_FORMATS: readonly ImageFormat[] = [...IMAGE_VARIANTS.sources, IMAGE_VARIANTS.fallback];

/** Where the variants are served: vike's hashed-asset folder, which the server caches for a year. */
export const IMAGE_URL_DIR = '/assets/images';
/** The manifest the build step writes for the prerender, outside the served folder. */
export const IMAGE_MANIFEST_FILE = 'dist/images.json';
/** The build step's store of made files: `vike build` empties dist/client, this folder survives. */
export const IMAGE_STORE_DIR = 'dist/images';

/** One source's variants, as the manifest records them. */
export interface ImageVariants {
  /** The source's own size, in pixels. */
  width: number;
  height: number;
  /** Every variant is `<stem>-<width>.<ext>`. */
  stem: string;
  widths: number[];
}

export interface ImageManifest {
  /** By source url (`/media/hero-florence.svg`). */
  images: Record<string, ImageVariants>;
  /** The social cards' 1200×630 JPEGs by source url (lib/shareImages.ts); the url of each. */
  share?: Record<string, string>;
}

/** What a page's LCP picture carries to the browser: its variants and how wide it is drawn. */
export interface ResponsiveImage {
  stem: string;
  widths: number[];
  sizes: string;
}

export type ResponsivePicture = Picture & { responsive?: ResponsiveImage };

const LOCAL_MEDIA = /^\/media\/(?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/i;

/**
 * Whether a picture's url is a file of public/media/ the build can read: vector or raster, never a remote
 * url (the live fallback's content, a CMS's CDN) and never a path out of the folder.
 * @example isLocalMedia('/media/hero-florence.svg') // true
 */
export function isLocalMedia(url: string): boolean {
  return LOCAL_MEDIA.test(url) && !url.split('/').includes('..');
}

/**
 * The widths to make of a source `sourceWidth` pixels wide: the steps below it, then the source's own
 * width or the largest step, whichever is smaller. Nothing is ever upscaled.
 * @example variantWidths(1000) // [480, 800, 1000]
 */
export function variantWidths(sourceWidth: number, steps: readonly number[] = IMAGE_VARIANTS.widths): number[] {
  const top = Math.min(Math.floor(sourceWidth), Math.max(...steps));
  if (!(top > 0)) return [];
  return [...steps.filter((width) => width < top), top];
}

/**
 * A source's variant stem: its file name and `hash8` (of its content and the encoder settings), so a
 * changed image or setting gets new names and a year-long cache never serves a stale one.
 * @example variantStem('/media/hero-florence.svg', '1a2b3c4d') // '/assets/images/hero-florence-1a2b3c4d'
 */
export function variantStem(url: string, hash8: string): string {
  const file = url.slice(url.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const name =
    file
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  return `${IMAGE_URL_DIR}/${name}-${hash8}`;
}

export const variantUrl = (stem: string, width: number, format: Pick<ImageFormat, 'ext'>) =>
  `${stem}-${width}.${format.ext}`;

/** The `srcset` of one format: every width, with its `w` descriptor. */
export function srcSetOf(
  { stem, widths }: Pick<ResponsiveImage, 'stem' | 'widths'>,
  format: Pick<ImageFormat, 'ext'>,
): string {
  return widths.map((width) => `${variantUrl(stem, width, format)} ${width}w`).join(', ');
}

/** The fallback `<img src>` for a browser without `srcset`: the largest copy. */
export function fallbackSrcOf({ stem, widths }: Pick<ResponsiveImage, 'stem' | 'widths'>): string {
  return variantUrl(stem, Math.max(...widths), IMAGE_VARIANTS.fallback);
}

type PrimaryType = 'hero' | 'product';
type PrimarySection = Extract<Section, { type: PrimaryType }>;

/**
 * The page's primary section: it carries the page's one h1 (components/sections/SectionList.tsx) and its
 * picture loads first, eagerly, at high priority (the LCP image): the first hero, else (on a product page)
 * the first product. Here, in lib/, so the build step and the components share the one rule.
 */
export function primarySectionOf(sections: readonly Section[]): PrimarySection | undefined {
  return (sections.find((section) => section.type === 'hero') ??
    sections.find((section) => section.type === 'product')) as PrimarySection | undefined;
}

/** A usable width or height from content: a finite number above 0. */
export const isDimension = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * A copy of the section with each of its pictures passed through `change`, told where it is drawn; the
 * same section when no picture changes. Section types with no picture come back as they are.
 */
export function mapPictures<S extends Section>(
  section: S,
  change: (picture: Picture, slot: PictureSlot) => Picture,
): S {
  let changed = false;
  const map = (picture: Picture, slot: PictureSlot) => {
    const next = change(picture, slot);
    if (next !== picture) changed = true;
    return next;
  };
  const known = section as unknown as KnownSection;
  let copy: KnownSection;
  switch (known.type) {
    case 'hero':
      copy = { ...known, picture: map(known.picture, 'hero') };
      break;
    case 'product':
      copy = { ...known, picture: map(known.picture, 'product') };
      break;
    case 'carousel':
      copy = { ...known, slides: known.slides.map((slide) => ({ ...slide, picture: map(slide.picture, 'slide') })) };
      break;
    case 'productGrid':
      copy = { ...known, products: known.products.map((card) => ({ ...card, picture: map(card.picture, 'card') })) };
      break;
    case 'landingCards':
      copy = { ...known, cards: known.cards.map((card) => ({ ...card, picture: map(card.picture, 'card') })) };
      break;
    case 'articleList':
      copy = {
        ...known,
        articles: known.articles.map((article) => ({
          ...article,
          picture: article.picture && map(article.picture, 'card'),
        })),
      };
      break;
    case 'cta':
      copy = known.reserve?.picture
        ? { ...known, reserve: { ...known.reserve, picture: map(known.reserve.picture, 'overlay') } }
        : known;
      break;
    case 'text':
    case 'quote':
    case 'menu':
    case 'venue':
    case 'form':
      return section;
    default: {
      // Only a type newer than this code gets here. Every known type is named above, so a new section
      // type with pictures does not compile until it says where they are (and gets their variants).
      const unknownType: never = known;
      void unknownType;
      return section;
    }
  }
  return changed ? (copy as unknown as S) : section;
}

/**
 * Whether the build makes variants of a picture: a local file, and no sources of its own (content that names its images
 * by media query chose them itself).
 */
export function hasVariantSource(picture: Picture): boolean {
  return isLocalMedia(picture.url) && !picture.images?.length;
}

/** The urls of the sections' pictures the build makes variants of, each once, in the order they come. */
export function variantSourcesOf(sections: readonly Section[]): string[] {
  const urls = new Set<string>();
  for (const section of sections)
    mapPictures(section, (picture) => {
      if (hasVariantSource(picture)) urls.add(picture.url);
      return picture;
    });
  return [...urls];
}

/**
 * The sections with their pictures' variants attached, where the manifest has them, each with the `sizes`
 * of where it is drawn; otherwise the same pictures, rendered as before. Content without width and height
 * gets the source's, so the picture keeps its box.
 */
export function withImageVariants<S extends Section>(sections: S[], manifest: ImageManifest): S[] {
  let changed = false;
  const next = sections.map((section) => {
    const mapped = mapPictures(section, (picture, slot) => {
      const variants = hasVariantSource(picture) ? manifest.images[picture.url] : undefined;
      if (!variants) return picture;
      const sized = isDimension(picture.width) && isDimension(picture.height);
      const responsive: ResponsiveImage = {
        stem: variants.stem,
        widths: variants.widths,
        sizes: IMAGE_VARIANTS.sizes[slot],
      };
      return {
        ...picture,
        ...(sized ? {} : { width: variants.width, height: variants.height }),
        responsive,
      } satisfies ResponsivePicture;
    });
    if (mapped !== section) changed = true;
    return mapped;
  });
  return changed ? next : sections;
}
