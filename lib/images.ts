/**
 * The LCP image (issue 7): each page's first picture as AVIF and WebP with a JPEG fallback, at the widths
 * the layout needs. The rules live here; `scripts/build/images.ts` makes the files with sharp before
 * `vike build`, the page data attaches them (pages/imageManifest.ts) and `components/ui/Picture.tsx`
 * renders them, preloaded at high priority.
 */
import type { Picture, Section } from './contract/types.ts';

export interface ImageFormat {
  /** sharp's output format. */
  format: 'avif' | 'webp' | 'jpeg';
  /** The MIME type of a `<source>` and of the preload. */
  type: string;
  ext: string;
  /** sharp's options for the format. */
  options: Readonly<Record<string, number | boolean>>;
}

/** Our choices; every figure is measured in docs/performance.md "The LCP image". */
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
   * How wide each primary section draws its picture (components/sections/sections.css), as `sizes`.
   * Hero: the full width on phones (less the gutters, left as margin: Chromium picks the smaller of two
   * candidates when the device pixel ratio is under their geometric mean); 7/12 of the row from 64em;
   * 45rem once the row reaches its 80rem cap. Product: half the row from 48em, at most 40rem.
   */
  sizes: {
    hero: '(min-width: 80em) 45rem, (min-width: 64em) 58vw, 100vw',
    product: '(min-width: 80em) 40rem, (min-width: 48em) 50vw, 100vw',
  },
} as const satisfies {
  widths: readonly number[];
  sources: readonly ImageFormat[];
  fallback: ImageFormat;
  jpegBackground: string;
  sizes: Record<PrimaryType, string>;
};

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
  const name = file.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
  return `${IMAGE_URL_DIR}/${name}-${hash8}`;
}

export const variantUrl = (stem: string, width: number, format: Pick<ImageFormat, 'ext'>) => `${stem}-${width}.${format.ext}`;

/** The `srcset` of one format: every width, with its `w` descriptor. */
export function srcSetOf({ stem, widths }: Pick<ResponsiveImage, 'stem' | 'widths'>, format: Pick<ImageFormat, 'ext'>): string {
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
  return (sections.find((section) => section.type === 'hero') ?? sections.find((section) => section.type === 'product')) as PrimarySection | undefined;
}

/**
 * The url of the page's LCP picture when the build makes variants of it: a local file, and no sources of
 * its own (content that names its images by media query chose them itself).
 */
export function lcpSourceOf(sections: readonly Section[]): string | undefined {
  const picture = primarySectionOf(sections)?.picture;
  return picture && isLocalMedia(picture.url) && !picture.images?.length ? picture.url : undefined;
}

/** A usable width or height from content: a finite number above 0. */
export const isDimension = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The sections with their LCP picture's variants attached, when the manifest has them; otherwise the same
 * sections, rendered as before. Content without width and height gets the source's, so the picture keeps
 * its box.
 */
export function withLcpVariants<S extends Section>(sections: S[], manifest: ImageManifest): S[] {
  const url = lcpSourceOf(sections);
  const variants = url === undefined ? undefined : manifest.images[url];
  const primary = primarySectionOf(sections);
  if (!variants || !primary) return sections;
  const { picture } = primary;
  const sized = isDimension(picture.width) && isDimension(picture.height);
  const responsive: ResponsiveImage = { stem: variants.stem, widths: variants.widths, sizes: IMAGE_VARIANTS.sizes[primary.type] };
  const enriched: ResponsivePicture = { ...picture, ...(sized ? {} : { width: variants.width, height: variants.height }), responsive };
  return sections.map((section) => (section === primary ? { ...section, picture: enriched } : section));
}
