/**
 * Generated content for benchmarks: thousands of press pages made from a seed, never committed.
 * Each page is about the size of a real article page (a hero, four paragraphs, a quote).
 */
import type { LangSite } from '../../lib/sites.ts';
import type { Page } from '../../lib/contract/types.ts';

const FIRST_SCALE_ID = 100_000;

const WORDS = [
  'basil',
  'olive',
  'ember',
  'cellar',
  'harvest',
  'garden',
  'terrace',
  'lantern',
  'firefly',
  'dough',
  'saffron',
  'citrus',
  'chestnut',
  'fennel',
  'pecorino',
  'vermouth',
  'linen',
  'ceramic',
  'evening',
  'market',
];

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number): string {
  return Array.from({ length: 6 }, (_, i) => sentence(seed + i, 9 + (i % 5))).join(' ');
}

/** `count` press pages, spread round-robin over the given pairs. */
export function generateScalePages(count: number, pairs: LangSite[]): Page[] {
  return Array.from({ length: count }, (_, n) => {
    const { lang, site } = pairs[n % pairs.length]!;
    const slug = `generated-${n}`;
    const title = `${sentence(n, 4).slice(0, -1)} ${n}`;
    return {
      id: FIRST_SCALE_ID + n,
      child: slug,
      data: { lang, site, name: slug, type: 'press', path: `press/${slug}`, modified: '2026-09-01T08:00:00.000Z' },
      title,
      structure: [
        {
          type: 'hero',
          id: `hero-${n}`,
          animation: 'picture',
          title,
          picture: { url: '/media/press-1.svg', alt: title, width: 1200, height: 900 },
        },
        { type: 'text', id: `text-${n}`, animation: 'fadeFromBottom', body: [0, 1, 2, 3].map((p) => paragraph(n + p)) },
        { type: 'quote', id: `quote-${n}`, animation: 'quote', quote: sentence(n + 9, 12), author: 'Generated' },
      ],
      seo_meta: {
        title: '',
        description: '',
        canonical: '',
        og_props: [],
        twitter: { card_type: 'summary', title: '', description: '', site: '', creator: '' },
        social_images: { facebook: '', generic: '', twitter: '' },
      },
    };
  });
}
