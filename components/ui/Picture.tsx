import type { Picture as PictureData } from '../../lib/contract/types.ts';

/** Spec §3 Picture. Lazy unless `isLazy` is false (the hero, likely the LCP image, loads first). */
export function Picture({ picture, className }: { picture: PictureData; className?: string }) {
  const eager = picture.isLazy === false;
  const img = (
    <img
      src={picture.url} alt={picture.alt} width={picture.width} height={picture.height}
      loading={eager ? 'eager' : 'lazy'} decoding={eager ? 'sync' : 'async'} {...(eager ? { fetchPriority: 'high' as const } : {})}
      style={{ objectFit: picture.fit ?? 'cover' }}
    />
  );
  const body = picture.images?.length
    ? <picture>{picture.images.map((source) => <source key={source.url} srcSet={source.url} type={source.type} media={source.media || undefined} />)}{img}</picture>
    : img;
  const classes = ['picture', picture.shape ? `picture--${picture.shape}` : '', className ?? ''].filter(Boolean).join(' ');
  return picture.caption ? <figure className={classes}>{body}<figcaption>{picture.caption}</figcaption></figure> : <div className={classes}>{body}</div>;
}
