import { useEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { isBroken } from './brokenImage.ts';
import { preload } from 'react-dom';
import type { Picture as PictureData } from '../../lib/contract/types.ts';
import {
  fallbackSrcOf,
  IMAGE_VARIANTS,
  isDimension,
  PRIMARY_PICTURE_TIMING,
  srcSetOf,
  type ResponsiveImage,
  type ResponsivePicture,
} from '../../lib/images.ts';
import { useT } from '../i18n.tsx';

interface PictureProps {
  /** `responsive`: the build's variants of the picture (lib/images.ts); the eager one's are also preloaded. */
  picture: ResponsivePicture;
  className?: string;
}

/** The box kept for a picture whose content gives no width and height: 4:3, or a square for a circle. */
function fallbackRatio(picture: Pick<PictureData, 'shape'>): string {
  return picture.shape === 'circle' ? '1 / 1' : '4 / 3';
}

/**
 * Rules §pictures. Lazy and decoded off the main thread unless `isLazy` is false: that picture (the hero,
 * the likely LCP image) loads eagerly with high fetch priority. Either comes as AVIF, WebP or JPEG at the
 * width the screen needs when the build made them (lib/images.ts). Width and height reserve its space; content
 * without them gets a fixed-ratio box instead, so a picture never moves the page when it arrives.
 * Rules §errors: Image load failure: the picture gives way to a quiet box of the same size that says, in the
 * page's language, what the picture shows (its alt text) and that it is unavailable; a decorative picture
 * (no alt) leaves only the box. A guest offline reads words meant for them, never a technical message.
 */
export function Picture({ picture, className }: PictureProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [failedUrl, setFailedUrl] = useState<string>();
  // A prerendered image can fail before React hydrates and listens, so look once on mount as well.
  useEffect(() => {
    let current = true;
    if (imgRef.current)
      void isBroken(imgRef.current).then((broken) => {
        if (broken && current) setFailedUrl(picture.url);
      });
    return () => {
      current = false;
    };
  }, [picture.url]);
  return (
    <PictureView
      picture={picture}
      className={className}
      failed={failedUrl === picture.url}
      imgRef={imgRef}
      onError={() => setFailedUrl(picture.url)}
    />
  );
}

interface PictureViewProps extends PictureProps {
  failed: boolean;
  imgRef?: Ref<HTMLImageElement>;
  onError?: () => void;
}

/** What `Picture` renders for a given load state; exported for tests, which have no DOM to fail in. */
export function PictureView({ picture, className, failed, imgRef, onError }: PictureViewProps) {
  const t = useT();
  const sized = isDimension(picture.width) && isDimension(picture.height);
  const ratio = sized ? `${picture.width} / ${picture.height}` : fallbackRatio(picture);
  const eager = picture.isLazy === false;
  const media = failed ? (
    picture.alt ? (
      <div className="picture__error" style={{ aspectRatio: ratio }}>
        <span className="picture__alt">{picture.alt}</span>
        <span className="picture__notice">{t('error.imageFailed')}</span>
      </div>
    ) : (
      <div className="picture__error" style={{ aspectRatio: ratio }} aria-hidden="true" />
    )
  ) : (
    <PictureMedia picture={picture} sized={sized} ratio={ratio} eager={eager} imgRef={imgRef} onError={onError} />
  );
  const classes = [
    'picture',
    picture.shape && `picture--${picture.shape}`,
    picture.border && 'picture--border',
    failed && 'picture--failed',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  // `data-animated` lets the page-transition code find pictures with the 'picture' section animation (rules §motion).
  const animated = picture.animated ? { 'data-animated': '' } : {};
  if (!picture.caption)
    return (
      <div className={classes} {...animated}>
        {media}
      </div>
    );
  return (
    <figure className={classes} {...animated}>
      {media}
      <figcaption className="picture__caption">{picture.caption}</figcaption>
    </figure>
  );
}

interface PictureMediaProps {
  picture: ResponsivePicture;
  sized: boolean;
  ratio: string;
  eager: boolean;
  imgRef?: Ref<HTMLImageElement>;
  onError?: () => void;
}

function PictureMedia({ picture, sized, ratio, eager, imgRef, onError }: PictureMediaProps) {
  // Unsized content: the image fills its container's width in a fixed-ratio box, cropped or letterboxed by `fit`.
  const unsizedBox: CSSProperties | undefined = sized ? undefined : { width: '100%', aspectRatio: ratio };
  const responsive = !picture.images?.length ? picture.responsive : undefined;
  if (responsive && eager) preloadLcp(responsive);
  const img = (
    <img
      ref={imgRef}
      className={`picture__img picture__img--${picture.fit ?? 'cover'}`}
      src={responsive ? fallbackSrcOf(responsive) : picture.url}
      {...(responsive && { srcSet: srcSetOf(responsive, IMAGE_VARIANTS.fallback), sizes: responsive.sizes })}
      alt={picture.alt}
      {...(sized ? { width: picture.width, height: picture.height } : { style: unsizedBox })}
      {...(eager
        ? { fetchPriority: 'high' as const, elementtiming: PRIMARY_PICTURE_TIMING }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
      onError={onError}
    />
  );
  if (responsive) {
    return (
      <picture>
        {IMAGE_VARIANTS.sources.map((format) => (
          <source key={format.type} type={format.type} srcSet={srcSetOf(responsive, format)} sizes={responsive.sizes} />
        ))}
        {img}
      </picture>
    );
  }
  if (!picture.images?.length) return img;
  return (
    <picture>
      {picture.images.map((source) => (
        <source
          key={`${source.media}|${source.type}|${source.url}`}
          srcSet={source.url}
          type={source.type || undefined}
          media={source.media || undefined}
        />
      ))}
      {img}
    </picture>
  );
}

/**
 * The one high-priority image preload of the page, for its first source (AVIF). React preloads an eager
 * `<img>` by itself, but not one inside `<picture>`, whose sources may pick another file. `type` lets a
 * browser without AVIF skip it and take the WebP from the picture. With `imageSrcSet` and `imageSizes` the
 * browser picks the same width as the picture will; the href is only React's key and is not written.
 */
function preloadLcp(responsive: ResponsiveImage) {
  const [first] = IMAGE_VARIANTS.sources;
  preload(fallbackSrcOf(responsive), {
    as: 'image',
    type: first.type,
    imageSrcSet: srcSetOf(responsive, first),
    imageSizes: responsive.sizes,
    fetchPriority: 'high',
  });
}

export { isBroken };
