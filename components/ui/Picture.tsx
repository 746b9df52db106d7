import type { Picture as PictureData } from '../../lib/contract/types.ts';

interface PictureProps {
  picture: PictureData;
  className?: string;
}

/**
 * Spec §3 Picture. Lazy and decoded off the main thread unless `isLazy` is false: that picture (the hero,
 * the likely LCP image) loads eagerly with high fetch priority. Width and height reserve its space.
 */
export function Picture({ picture, className }: PictureProps) {
  const eager = picture.isLazy === false;
  const img = (
    <img
      className={`picture__img picture__img--${picture.fit ?? 'cover'}`}
      src={picture.url}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
  const media = picture.images?.length ? (
    <picture>
      {picture.images.map((source) => (
        <source key={`${source.media}|${source.type}|${source.url}`} srcSet={source.url} type={source.type || undefined} media={source.media || undefined} />
      ))}
      {img}
    </picture>
  ) : img;
  const classes = [
    'picture',
    picture.shape && `picture--${picture.shape}`,
    picture.border && 'picture--border',
    className,
  ].filter(Boolean).join(' ');
  // `data-animated` lets the page-transition code find pictures with the spec's 'picture' animation.
  const animated = picture.animated ? { 'data-animated': '' } : {};
  if (!picture.caption) return <div className={classes} {...animated}>{media}</div>;
  return (
    <figure className={classes} {...animated}>
      {media}
      <figcaption className="picture__caption">{picture.caption}</figcaption>
    </figure>
  );
}
