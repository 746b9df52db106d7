/**
 * Social previews: Facebook, X and LinkedIn render no SVG, so `og:image` and `twitter:image` name a raster
 * the build makes (scripts/build/images.ts): a 1200×630 JPEG, the size each of them shows a large card at,
 * cut from the page's own social image, else its hero, else the site's, else the landing's.
 */
import type { SeoMeta, Section } from './contract/types.ts';
import { IMAGE_URL_DIR } from './images.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', ext: 'jpg', quality: 82 } as const;

/** A share image as the head names it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

/** The card's social images: og:image (Facebook, LinkedIn) and twitter:image. */
export interface ShareImages {
  og?: ShareImage;
  twitter?: ShareImage;
}

/**
 * By source url (`/media/hero-florence.svg`): the share image's url
 * (`/assets/images/share-hero-florence-1a2b3c4d.jpg`).
 */
type ShareManifest = Record<string, string>;

/**
 * @example shareImageUrl('/media/hero-florence.svg', '1a2b3c4d') // '/assets/images/share-hero-florence-1a2b3c4d.jpg'
 */
export function shareImageUrl(source: string, hash8: string): string {
  const file = source.slice(source.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const name =
    file
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  return `${IMAGE_URL_DIR}/share-${name}-${hash8}.${SHARE_IMAGE.ext}`;
}

/** A file of the site's own media the build can read (not another origin). */
const isOwnFile = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The picture of the first hero section, if any. */
export function heroPictureOf(sections: readonly Section[] | undefined): string | undefined {
  for (const section of sections ?? []) {
    if (section.type !== 'hero') continue;
    const picture = (section as { picture?: { url?: string } | null }).picture;
    if (picture?.url) return picture.url;
  }
  return undefined;
}

/** Where a page's card image comes from, in order; the first the build made a share image of wins. */
interface ShareCandidates {
  seo: SeoMeta;
  sections?: readonly Section[] | undefined;
  /** The site's, then the landing's, for a page with no picture of its own. */
  fallbacks: readonly { seo?: SeoMeta | undefined; sections?: readonly Section[] | undefined }[];
}

/** The source urls to cut a page's og and twitter images from, best first. */
export function shareSources({ seo, sections, fallbacks }: ShareCandidates): { og: string[]; twitter: string[] } {
  const own = (
    meta: SeoMeta | undefined,
    picked: (images: SeoMeta['social_images']) => string[],
    hero: readonly Section[] | undefined,
  ) => [...(meta ? picked(meta.social_images) : []), heroPictureOf(hero) ?? ''];
  const chain = (picked: (images: SeoMeta['social_images']) => string[]) =>
    [own(seo, picked, sections), ...fallbacks.map((fallback) => own(fallback.seo, picked, fallback.sections))]
      .flat()
      .filter((url) => url && isOwnFile(url));
  return {
    og: [...new Set(chain((images) => [images.facebook, images.generic]))],
    twitter: [...new Set(chain((images) => [images.twitter, images.generic]))],
  };
}

/** The page's share images from the build's manifest; none when the build made none (a bare `vike build`). */
export function shareImagesFor(candidates: ShareCandidates, manifest: ShareManifest | undefined): ShareImages {
  const sources = shareSources(candidates);
  const made = (urls: string[]): ShareImage | undefined => {
    const url = urls.map((source) => manifest?.[source]).find(Boolean);
    return url ? { url, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: SHARE_IMAGE.type } : undefined;
  };
  const og = made(sources.og);
  const twitter = made(sources.twitter);
  return { ...(og ? { og } : {}), ...(twitter ? { twitter } : {}) };
}

/** An image a social network renders: a JPEG, PNG, GIF or WebP by its name; never an SVG. */
export const isRasterImage = (url: string) => /\.(jpe?g|png|gif|webp)(\?|#|$)/i.test(url);
