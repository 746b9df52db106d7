/**
 * The head of a page: title, description, canonical, Open Graph, Twitter, hreflang alternates and the
 * restaurant's JSON-LD, with the fallbacks of rules §seo. Pure data, rendered to HTML by
 * the renderer at build time, and applied to document.head by the live fallback page.
 */
import { escapeHtml } from './html.ts';
import type { SeoMeta, Section, VenueSection } from './contract/types.ts';
import { classifyLink, type LinkContext } from './links.ts';
import { BRAND, SITE_ORIGIN, type Lang, type SiteId } from './sites.ts';
import { isRasterImage, type ShareImage, type ShareImages } from './shareImages.ts';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; text: string };

export interface HeadInput {
  lang: Lang;
  site?: SiteId;
  /** The page's own path, in the one URL form (`/en/florence/contact/`). */
  path: string;
  title: string;
  seo: SeoMeta;
  generic: Pick<SeoMeta, 'description'> | undefined;
  /** Used when the content has no description at all. */
  fallbackDescription: string;
  /** Same page in the site's other languages. */
  alternates: { lang: Lang; path: string }[];
  defaultLang?: Lang;
  sections?: Section[];
  /** The build's 1200×630 card images (lib/shareImages.ts); without them only a raster of the content is named. */
  shareImages?: ShareImages;
}

export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${SITE_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;

/** Rules §seo: an empty title becomes the page title plus the brand. */
export function pageTitle(seoTitle: string, title: string): string {
  if (seoTitle.trim()) return seoTitle;
  return title.trim() && title.trim() !== BRAND ? `${title.trim()} | ${BRAND}` : BRAND;
}

/** Rules §seo: an empty description falls back to the generic one. */
export function pageDescription(seoDescription: string, generic: string | undefined, fallback: string): string {
  return seoDescription.trim() || generic?.trim() || fallback;
}

const OG_LOCALES: Record<Lang, string> = { it: 'it_IT', en: 'en_US', ja: 'ja_JP', ko: 'ko_KR' };

export function headTags(input: HeadInput): HeadTag[] {
  const { seo } = input;
  const title = pageTitle(seo.title, input.title);
  const description = pageDescription(seo.description, input.generic?.description, input.fallbackDescription);
  const canonical = absoluteUrl(seo.canonical.trim() || input.path);
  // Social networks render no SVG: a card names the build's raster, or the content's image when it is one.
  const raster = (url: string): ShareImage | undefined =>
    url && isRasterImage(url) ? { url, width: 0, height: 0, type: '' } : undefined;
  const ogImage = input.shareImages?.og ?? raster(seo.social_images.facebook || seo.social_images.generic);
  const twitterImage = input.shareImages?.twitter ?? raster(seo.social_images.twitter || seo.social_images.generic);
  const image = ogImage?.url;
  // The images are the build's: the content's og_props name none of them.
  const contentOg = new Map(
    seo.og_props
      .filter(({ property }) => !property.startsWith('og:image'))
      .map(({ property, content }) => [property, content]),
  );
  const og: Record<string, string> = {
    'og:title': title,
    'og:description': description,
    'og:url': canonical,
    'og:type': 'website',
    'og:site_name': BRAND,
    'og:locale': OG_LOCALES[input.lang],
    ...(ogImage
      ? {
          'og:image': absoluteUrl(ogImage.url),
          ...(ogImage.type
            ? {
                'og:image:type': ogImage.type,
                'og:image:width': String(ogImage.width),
                'og:image:height': String(ogImage.height),
              }
            : {}),
        }
      : {}),
    ...Object.fromEntries(contentOg),
  };
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    ...Object.entries(og).map(([property, content]): HeadTag => ({ tag: 'meta', attrs: { property, content } })),
    // Rules §seo: an empty Twitter title or description falls back to the page's.
    ...Object.entries({
      'twitter:card': seo.twitter.card_type || 'summary_large_image',
      'twitter:title': seo.twitter.title || title,
      'twitter:description': seo.twitter.description || description,
      'twitter:site': seo.twitter.site,
      'twitter:creator': seo.twitter.creator,
      'twitter:image': twitterImage ? absoluteUrl(twitterImage.url) : '',
    })
      .filter(([, content]) => content)
      .map(([name, content]): HeadTag => ({ tag: 'meta', attrs: { name, content } })),
    ...input.alternates.map(
      ({ lang, path }): HeadTag => ({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: lang, href: absoluteUrl(path) },
      }),
    ),
  ];
  const byDefault = input.alternates.find((alternate) => alternate.lang === input.defaultLang);
  if (byDefault && input.alternates.length > 1) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(byDefault.path) } });
  }
  const venue = input.sections?.find((section): section is VenueSection => section.type === 'venue');
  if (venue)
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(restaurantJsonLd(venue, canonical, image, { lang: input.lang, site: input.site })),
    });
  return tags;
}

/**
 * schema.org Restaurant from the content's venue section: address, opening hours, menu, acceptsReservations.
 * The menu link is read as the page's own "See the menu" link is (lib/links.ts): a path of this site becomes
 * its one URL form (`/en/florence/menu/a-la-carte/`), which answers directly rather than redirecting.
 */
function restaurantJsonLd(venue: VenueSection, url: string, image?: string, context?: LinkContext) {
  const menu = venue.menuUrl && context ? classifyLink({ url: venue.menuUrl, target: '' }, context) : undefined;
  const menuUrl = menu ? menu.href : venue.menuUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: venue.name,
    url,
    ...(image ? { image: absoluteUrl(image) } : {}),
    servesCuisine: 'Italian',
    telephone: venue.phone,
    email: venue.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address.street,
      addressLocality: venue.address.locality,
      postalCode: venue.address.postalCode,
      addressCountry: venue.address.country,
    },
    openingHoursSpecification: venue.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    ...(menuUrl ? { hasMenu: absoluteUrl(menuUrl) } : {}),
    acceptsReservations: venue.acceptsReservations,
  };
}

/** JSON inside <script> must not close the element: `<` is written as \u003c. */
export const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c');

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'script':
          return `<script type="application/ld+json">${escapeJsonForScript(tag.text)}</script>`;
        default: {
          const attrs = Object.entries(tag.attrs)
            .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
            .join(' ');
          return `<${tag.tag} ${attrs}>`;
        }
      }
    })
    .join('\n    ');
}
