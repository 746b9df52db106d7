import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Picture as PictureData } from '../../lib/contract/types.ts';
import type { ResponsivePicture } from '../../lib/images.ts';
import { createTranslator, type LocaleTable } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/sites.ts';
import en from '../../locales/en.json' with { type: 'json' };
import ja from '../../locales/ja.json' with { type: 'json' };
import { I18nProvider } from '../i18n.tsx';
import { isBroken, Picture, PictureView } from './Picture.tsx';

const TABLES: Partial<Record<Lang, LocaleTable>> = { en, ja };

const dish: PictureData = { url: '/media/dish-risotto.svg', alt: 'Saffron risotto', width: 1200, height: 900 };

function render(picture: ResponsivePicture, { lang = 'en', failed }: { lang?: Lang; failed?: boolean } = {}): string {
  const t = createTranslator(lang, TABLES[lang]!, en);
  return renderToString(
    <I18nProvider lang={lang} t={t}>
      {failed === undefined ? (
        <Picture picture={picture} className="card__picture" />
      ) : (
        <PictureView picture={picture} failed={failed} />
      )}
    </I18nProvider>,
  );
}

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const img = (html: string) => tags(html, 'img')[0] ?? '';

describe('Picture', () => {
  // Rules §pictures: fit (cover or contain).
  it('covers its box unless the content asks to contain the image', () => {
    expect(img(render(dish))).toContain('class="picture__img picture__img--cover"');
    expect(img(render({ ...dish, fit: 'cover' }))).toContain('picture__img--cover');
    expect(img(render({ ...dish, fit: 'contain' }))).toContain('picture__img--contain');
  });

  // Rules §pictures: images (url, type, media).
  it('offers one source per image, by type and media, in order, before the img', () => {
    const html = render({
      ...dish,
      images: [
        { url: '/media/risotto-wide.avif', type: 'image/avif', media: '(min-width: 64em)' },
        { url: '/media/risotto-wide.webp', type: 'image/webp', media: '(min-width: 64em)' },
        { url: '/media/risotto.webp', type: 'image/webp', media: '' },
      ],
    });
    expect(html).toMatch(/<picture><source[^>]*\/?><source[^>]*\/?><source[^>]*\/?><img /);
    expect(tags(html, 'source')).toEqual([
      '<source srcSet="/media/risotto-wide.avif" type="image/avif" media="(min-width: 64em)"/>',
      '<source srcSet="/media/risotto-wide.webp" type="image/webp" media="(min-width: 64em)"/>',
      '<source srcSet="/media/risotto.webp" type="image/webp"/>',
    ]);
    expect(img(html)).toContain('src="/media/dish-risotto.svg"');
  });

  it('renders a bare img when the content has no alternative images', () => {
    const html = render(dish);
    expect(html).not.toContain('<picture');
    expect(tags(html, 'img')).toHaveLength(1);
    expect(img(html)).toContain('alt="Saffron risotto"');
  });

  // Rules §pictures: caption.
  it('puts a caption in a figcaption of a figure, and renders no figure without one', () => {
    const captioned = render({ ...dish, caption: 'Risotto alla milanese' });
    expect(captioned).toMatch(
      /^<figure class="picture card__picture">.*<figcaption class="picture__caption">Risotto alla milanese<\/figcaption><\/figure>$/,
    );
    const bare = render(dish);
    expect(bare).toMatch(/^<div class="picture card__picture">/);
    expect(bare).not.toContain('figcaption');
  });

  // Rules §pictures: isLazy.
  it('loads lazily and decodes off the main thread by default', () => {
    for (const picture of [dish, { ...dish, isLazy: true }]) {
      const tag = img(render(picture));
      expect(tag).toContain('loading="lazy"');
      expect(tag).toContain('decoding="async"');
      expect(tag.toLowerCase()).not.toContain('fetchpriority');
    }
  });

  it('loads the first image (isLazy false) eagerly with high fetch priority', () => {
    const tag = img(render({ ...dish, isLazy: false }));
    // HTML attribute names are case-insensitive; React writes this one as `fetchPriority`.
    expect(tag.toLowerCase()).toContain('fetchpriority="high"');
    expect(tag).not.toContain('loading="lazy"');
  });

  it('reserves its space with width and height from the content', () => {
    expect(img(render(dish))).toMatch(/width="1200" height="900"/);
  });

  it('keeps a fixed-ratio box when the content gives no width or height, so nothing shifts', () => {
    const unsized = { url: '/media/card-special.svg', alt: 'Special' } as PictureData;
    const tag = img(render(unsized));
    expect(tag).not.toMatch(/\s(width|height)=/);
    expect(tag).toContain('style="width:100%;aspect-ratio:4 / 3"');
    expect(img(render({ ...unsized, width: 0, height: 0 }))).toContain('aspect-ratio:4 / 3');
    expect(img(render({ ...unsized, shape: 'circle' }))).toContain('aspect-ratio:1 / 1');
  });

  it('draws shape, border and the picture animation hook from the content', () => {
    const html = render({ ...dish, shape: 'arch', border: true, animated: true });
    expect(html).toMatch(/^<div class="picture picture--arch picture--border card__picture" data-animated="">/);
    expect(render(dish)).not.toContain('data-animated');
  });

  // Rules §errors: Image load failure, in words a guest reads: what the picture shows, and that it is unavailable.
  it('shows what the picture shows and that it is unavailable, in the same box, when the image fails', () => {
    const html = render({ ...dish, caption: 'Risotto alla milanese' }, { failed: true });
    expect(html).toContain(
      '<div class="picture__error" style="aspect-ratio:1200 / 900"><span class="picture__alt">Saffron risotto</span>' +
        '<span class="picture__notice">Picture unavailable</span></div>',
    );
    expect(html).not.toMatch(/URL|Failed/);
    expect(html).toContain('class="picture picture--failed"');
    expect(html).toContain('<figcaption class="picture__caption">Risotto alla milanese</figcaption>');
    expect(tags(html, 'img')).toHaveLength(0);
    expect(render(dish, { failed: false })).not.toContain('picture__error');
  });

  it('leaves a decorative picture that fails as a quiet, empty box', () => {
    const html = render({ ...dish, alt: '' }, { failed: true });
    expect(html).toContain('<div class="picture__error" style="aspect-ratio:1200 / 900" aria-hidden="true"></div>');
  });

  it('words the failure in the page language', () => {
    expect(render(dish, { lang: 'ja', failed: true })).toContain(ja['error.imageFailed']);
  });
});

// The LCP image is preloaded with high fetch priority, served as AVIF/WebP with a JPEG fallback at the
// widths the layout needs, with width and height set.
describe("Picture with the build's variants", () => {
  const hero: ResponsivePicture = {
    url: '/media/hero-florence.svg',
    alt: 'The dining room at night',
    width: 1600,
    height: 900,
    isLazy: false,
    responsive: {
      stem: '/assets/images/hero-florence-1a2b3c4d',
      widths: [480, 800, 1600],
      sizes: '(min-width: 64em) 58vw, 100vw',
    },
  };
  const srcset = (ext: string) =>
    ['480', '800', '1600'].map((w) => `/assets/images/hero-florence-1a2b3c4d-${w}.${ext} ${w}w`).join(', ');
  const preloads = (html: string) => tags(html, 'link').filter((tag) => tag.includes('rel="preload"'));

  it('offers AVIF, then WebP, with a JPEG img at every width, sized by the layout', () => {
    const html = render(hero);
    expect(html).toMatch(/<picture><source[^>]*\/><source[^>]*\/><img [^>]*\/><\/picture>/);
    expect(tags(html, 'source')).toEqual([
      `<source type="image/avif" srcSet="${srcset('avif')}" sizes="(min-width: 64em) 58vw, 100vw"/>`,
      `<source type="image/webp" srcSet="${srcset('webp')}" sizes="(min-width: 64em) 58vw, 100vw"/>`,
    ]);
    const tag = img(html);
    expect(tag).toContain('src="/assets/images/hero-florence-1a2b3c4d-1600.jpg"');
    expect(tag).toContain(`srcSet="${srcset('jpg')}"`);
    expect(tag).toContain('sizes="(min-width: 64em) 58vw, 100vw"');
    expect(tag).toMatch(/width="1600" height="900"/);
    expect(tag.toLowerCase()).toContain('fetchpriority="high"');
  });

  it('preloads the AVIF the browser will pick, once, at high priority, and nothing else', () => {
    const links = preloads(render(hero));
    expect(links).toEqual([
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcset('avif')}" imageSizes="(min-width: 64em) 58vw, 100vw"/>`,
    ]);
  });

  it('gives a lazy picture the same variants, lazily and with no preload', () => {
    const html = render({ ...hero, isLazy: true });
    expect(tags(html, 'source').map((tag) => /type="([^"]+)"/.exec(tag)?.[1])).toEqual(['image/avif', 'image/webp']);
    const tag = img(html);
    expect(tag).toContain('src="/assets/images/hero-florence-1a2b3c4d-1600.jpg"');
    expect(tag).toContain('loading="lazy"');
    expect(tag.toLowerCase()).not.toContain('fetchpriority');
    expect(preloads(html)).toEqual([]);
  });

  it("renders the original with React's own preload when the build made no variants (the live fallback, a remote url)", () => {
    const { responsive: _, ...plain } = hero;
    const html = render(plain);
    expect(html).not.toContain('<picture');
    expect(img(html)).toContain('src="/media/hero-florence.svg"');
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" href="/media/hero-florence.svg" fetchPriority="high"/>',
    ]);
  });

  it("keeps the content's own sources when it names them", () => {
    const html = render({
      ...hero,
      images: [{ url: '/media/hero-wide.avif', type: 'image/avif', media: '(min-width: 64em)' }],
    });
    expect(tags(html, 'source')).toEqual([
      '<source srcSet="/media/hero-wide.avif" type="image/avif" media="(min-width: 64em)"/>',
    ]);
    expect(img(html)).toContain('src="/media/hero-florence.svg"');
  });
});

describe('isBroken', () => {
  const image = (complete: boolean, naturalWidth: number, decodes: boolean) => ({
    complete,
    naturalWidth,
    decode: () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
  });

  it('reports an image that finished loading without pixels', async () => {
    expect(await isBroken(image(true, 0, false))).toBe(true);
  });

  it('does not report an image still loading (a lazy one below the fold), or a loaded one', async () => {
    expect(await isBroken(image(false, 0, false))).toBe(false);
    expect(await isBroken(image(true, 1200, true))).toBe(false);
  });

  it('does not report an SVG without intrinsic size, which decodes', async () => {
    expect(await isBroken(image(true, 0, true))).toBe(false);
  });
});
