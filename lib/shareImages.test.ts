import { describe, expect, it } from 'vitest';
import type { SeoMeta, Section } from './contract/types.ts';
import { isRasterImage, shareImagesFor, shareImageUrl, shareSources } from './shareImages.ts';

const seo = (images: Partial<SeoMeta['social_images']> = {}): SeoMeta => ({
  title: '',
  description: '',
  canonical: '',
  og_props: [],
  twitter: { card_type: '', title: '', description: '', site: '', creator: '' },
  social_images: { facebook: '', generic: '', twitter: '', ...images },
});
const hero = (url: string) =>
  ({
    id: 'h',
    type: 'hero',
    title: '',
    subtitle: '',
    picture: { url, alt: '', width: 1600, height: 900 },
  }) as unknown as Section;

describe('social cards', () => {
  it('names a card after its source, in the hashed images folder', () => {
    expect(shareImageUrl('/media/hero-florence.svg', '1a2b3c4d')).toBe(
      '/assets/images/share-hero-florence-1a2b3c4d.jpg',
    );
  });

  it("cuts the card from the page's social image, else its hero, else the site's, else the landing's", () => {
    expect(
      shareSources({
        seo: seo({ facebook: '/media/a.svg', twitter: '/media/t.svg' }),
        sections: [hero('/media/h.svg')],
        fallbacks: [],
      }),
    ).toEqual({ og: ['/media/a.svg', '/media/h.svg'], twitter: ['/media/t.svg', '/media/h.svg'] });
    expect(
      shareSources({
        seo: seo(),
        sections: [],
        fallbacks: [{ seo: seo({ generic: '/media/site.svg' }) }, { sections: [hero('/media/landing.svg')] }],
      }).og,
    ).toEqual(['/media/site.svg', '/media/landing.svg']);
    // Another origin's picture is no file the build can read.
    expect(shareSources({ seo: seo({ generic: 'https://cdn.example/x.svg' }), fallbacks: [] }).og).toEqual([]);
  });

  it('takes the first source the build made a card of, with its size and type', () => {
    const made = { '/media/h.svg': '/assets/images/share-h-00000000.jpg' };
    expect(
      shareImagesFor(
        { seo: seo({ facebook: '/media/missing.svg' }), sections: [hero('/media/h.svg')], fallbacks: [] },
        made,
      ),
    ).toEqual({
      og: { url: '/assets/images/share-h-00000000.jpg', width: 1200, height: 630, type: 'image/jpeg' },
      twitter: { url: '/assets/images/share-h-00000000.jpg', width: 1200, height: 630, type: 'image/jpeg' },
    });
    expect(shareImagesFor({ seo: seo({ facebook: '/media/h.svg' }), fallbacks: [] }, undefined)).toEqual({});
  });

  it('tells a raster from an SVG', () => {
    expect(isRasterImage('/a.jpg')).toBe(true);
    expect(isRasterImage('/a.PNG?v=1')).toBe(true);
    expect(isRasterImage('/a.svg')).toBe(false);
  });
});
