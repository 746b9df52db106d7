import { describe, expect, it } from 'vitest';
import type { SeoMeta, VenueSection } from './contract/types.ts';
import { headTags, pageDescription, pageTitle, renderHeadTags, type HeadInput } from './seo.ts';

const emptySeo: SeoMeta = {
  title: '',
  description: '',
  canonical: '',
  og_props: [],
  twitter: { card_type: '', title: '', description: '', site: '', creator: '' },
  social_images: { facebook: '', generic: '', twitter: '' },
};
const venue: VenueSection = {
  type: 'venue',
  id: 'v',
  name: 'Osteria Lucciola Firenze',
  phone: '+39 055 000 0000',
  email: 'f@osterialucciola.example',
  address: { street: 'Via dei Lumi 1', locality: 'Firenze', postalCode: '50125', country: 'IT' },
  openingHours: [{ days: ['Monday', 'Tuesday'], opens: '12:30', closes: '15:00', label: 'Lunch' }],
  menuUrl: '/en/florence/menu/a-la-carte/',
  acceptsReservations: true,
};
const input = (overrides: Partial<HeadInput> = {}): HeadInput => ({
  lang: 'en',
  site: 'florence',
  path: '/en/florence/contact/',
  title: 'Contact',
  seo: emptySeo,
  generic: { description: 'Generic florence description' },
  fallbackDescription: 'Fallback',
  alternates: [
    { lang: 'it', path: '/it/florence/contact/' },
    { lang: 'en', path: '/en/florence/contact/' },
  ],
  defaultLang: 'it',
  ...overrides,
});
const attr = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.find((tag) => 'attrs' in tag && (tag.attrs as Record<string, string>)[key] === value) as
    | { attrs: Record<string, string> }
    | undefined;

describe('SEO fallbacks (rules §seo)', () => {
  it('makes an empty title the page title plus the venue brand', () => {
    expect(pageTitle('', 'Contact')).toBe('Contact | Osteria Lucciola');
    expect(pageTitle('Write to us', 'Contact')).toBe('Write to us');
  });

  it('makes an empty description the generic one', () => {
    expect(pageDescription('', 'Generic', 'Fallback')).toBe('Generic');
    expect(pageDescription('', '', 'Fallback')).toBe('Fallback');
  });

  it('falls back to the page values for empty twitter title and description', () => {
    const tags = headTags(input());
    expect(attr(tags, 'name', 'twitter:title')!.attrs.content).toBe('Contact | Osteria Lucciola');
    expect(attr(tags, 'name', 'twitter:description')!.attrs.content).toBe('Generic florence description');
  });
});

describe('head tags', () => {
  it('has exactly one title, a canonical URL, og tags and hreflang alternates with x-default', () => {
    const tags = headTags(input());
    expect(tags.filter((tag) => tag.tag === 'title')).toHaveLength(1);
    expect(attr(tags, 'rel', 'canonical')!.attrs.href).toBe('https://www.osterialucciola.example/en/florence/contact/');
    expect(attr(tags, 'property', 'og:locale')!.attrs.content).toBe('en_US');
    expect(attr(tags, 'hreflang', 'it')!.attrs.href).toBe('https://www.osterialucciola.example/it/florence/contact/');
    expect(attr(tags, 'hreflang', 'x-default')!.attrs.href).toBe(
      'https://www.osterialucciola.example/it/florence/contact/',
    );
  });

  it('lets content og_props override the defaults', () => {
    const tags = headTags(
      input({ seo: { ...emptySeo, og_props: [{ property: 'og:type', content: 'restaurant.restaurant' }] } }),
    );
    expect(
      tags.filter((tag) => 'attrs' in tag && (tag.attrs as Record<string, string>).property === 'og:type'),
    ).toHaveLength(1);
    expect(attr(tags, 'property', 'og:type')!.attrs.content).toBe('restaurant.restaurant');
  });

  it('adds schema.org Restaurant JSON-LD with address, opening hours, menu and acceptsReservations', () => {
    const script = headTags(input({ sections: [venue] })).find((tag) => tag.tag === 'script')!;
    const jsonLd = JSON.parse((script as { text: string }).text);
    expect(jsonLd).toMatchObject({
      '@type': 'Restaurant',
      acceptsReservations: true,
      hasMenu: 'https://www.osterialucciola.example/en/florence/menu/a-la-carte/',
      address: { '@type': 'PostalAddress', addressLocality: 'Firenze' },
      openingHoursSpecification: [
        { dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '12:30', closes: '15:00' },
      ],
    });
  });

  it('links the menu by its one URL form, the address that answers without a redirect, as the page links it', () => {
    const hasMenu = (menuUrl: string, overrides: Partial<HeadInput> = {}) => {
      const script = headTags(input({ sections: [{ ...venue, menuUrl }], ...overrides })).find(
        (tag) => tag.tag === 'script',
      )!;
      return JSON.parse((script as { text: string }).text).hasMenu;
    };
    expect(hasMenu('/en/beverlyhills/menu/a-la-carte', { site: 'beverlyhills' })).toBe(
      'https://www.osterialucciola.example/en/beverlyhills/menu/a-la-carte/',
    );
    expect(hasMenu('/menu/tasting-menu?from=venue', { lang: 'ja', site: 'tokyo' })).toBe(
      'https://www.osterialucciola.example/ja/tokyo/menu/tasting-menu/',
    );
    expect(hasMenu('https://menus.example/florence.pdf')).toBe('https://menus.example/florence.pdf');
  });

  it('escapes text so content cannot break out of the head', () => {
    const html = renderHeadTags(
      headTags(input({ title: '</title><script>x</script>', sections: [{ ...venue, name: '</script>' }] })),
    );
    expect(html).not.toContain('</title><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('social images in the head', () => {
  const input = (
    socialImages: { facebook: string; generic: string; twitter: string },
    shareImages?: HeadInput['shareImages'],
  ): HeadInput => ({
    lang: 'en',
    site: 'florence',
    path: '/en/florence/',
    title: 'Florence',
    generic: undefined,
    fallbackDescription: 'x',
    alternates: [],
    seo: {
      title: '',
      description: '',
      canonical: '',
      og_props: [{ property: 'og:image', content: '/media/hero.svg' }],
      twitter: { card_type: '', title: '', description: '', site: '', creator: '' },
      social_images: socialImages,
    },
    ...(shareImages ? { shareImages } : {}),
  });
  const contentOf = (tags: ReturnType<typeof headTags>, key: string) =>
    tags
      .filter((tag) => tag.tag === 'meta' && (tag.attrs.property === key || tag.attrs.name === key))
      .map((tag) => (tag as { attrs: Record<string, string> }).attrs.content);

  it("names the build's card, with its type and size, for og:image and twitter:image", () => {
    const card = {
      url: '/assets/images/share-hero-florence-1a2b3c4d.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    };
    const tags = headTags(
      input(
        { facebook: '/media/hero.svg', generic: '/media/hero.svg', twitter: '/media/hero.svg' },
        { og: card, twitter: card },
      ),
    );
    expect(contentOf(tags, 'og:image')).toEqual([
      'https://www.osterialucciola.example/assets/images/share-hero-florence-1a2b3c4d.jpg',
    ]);
    expect(contentOf(tags, 'og:image:type')).toEqual(['image/jpeg']);
    expect(contentOf(tags, 'og:image:width')).toEqual(['1200']);
    expect(contentOf(tags, 'og:image:height')).toEqual(['630']);
    expect(contentOf(tags, 'twitter:image')).toEqual([
      'https://www.osterialucciola.example/assets/images/share-hero-florence-1a2b3c4d.jpg',
    ]);
  });

  it('never names an SVG: without a card, only a raster of the content is named', () => {
    const svg = headTags(
      input({ facebook: '/media/hero.svg', generic: '/media/hero.svg', twitter: '/media/hero.svg' }),
    );
    expect(contentOf(svg, 'og:image')).toEqual([]);
    expect(contentOf(svg, 'twitter:image')).toEqual([]);
    const jpeg = headTags(input({ facebook: '/media/hero.jpg', generic: '', twitter: '' }));
    expect(contentOf(jpeg, 'og:image')).toEqual(['https://www.osterialucciola.example/media/hero.jpg']);
  });
});
