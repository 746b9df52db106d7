/**
 * The reference content API's content: the demo files in `demo/`, expanded into contract shapes
 * (product grids filled from the catalogue, product pages generated, hashes computed), plus an
 * optional set of generated pages for benchmarks. Built once at start-up; answers are lookups.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { allLangSitePairs, ROUTE_LANGS, SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { pageKeyFor, segmentsOfPath } from '../../lib/pageRules.ts';
import type {
  BlockName,
  Blocks,
  ExtraBlock,
  IndexEntry,
  Landing,
  Page,
  PageIndex,
  Price,
  ProductCard,
  ProductKind,
  Section,
  SeoMeta,
} from '../../lib/contract/types.ts';
import { BLOCK_NAMES } from '../../lib/contract/types.ts';
import { generateScalePages } from './scaleContent.ts';
import { placesOf, type PlaceCopy } from './demoPlaces.ts';

export const DEMO_DIR = fileURLToPath(new URL('./content/', import.meta.url));

export interface CatalogueProduct {
  handle: string;
  kind: ProductKind;
  sites: SiteId[];
  availableForSale: boolean;
  price: Record<Price['currencyCode'], string>;
  image: string;
  title: Record<Lang, string>;
  description: Record<Lang, string[]>;
}

/** A page as authored in `demo/<site>/<lang>.json`: name, type and data are derived from `path`. */
interface AuthoredPage {
  id: number;
  path: string;
  title: string;
  modified: string;
  structure: (Section | { type: 'productGrid'; id: string; title?: string; collection: ProductKind | 'all' })[];
  seo_meta: SeoMeta;
}

/** A pair file: its blocks as served, but for the places of the `extra` block, authored as copy (demoPlaces.ts). */
interface PairFile {
  blocks: Omit<Blocks, 'extra'> & {
    extra: Omit<ExtraBlock, 'places'> & { places: Partial<Record<string, PlaceCopy>> };
  };
  pages: AuthoredPage[];
}

export interface ContentStore {
  index(lang: Lang, site: SiteId): PageIndex | undefined;
  page(lang: Lang, site: SiteId, name: string, type: string): Page | undefined;
  block<N extends BlockName>(lang: Lang, site: SiteId, name: N): Blocks[N] | undefined;
  landing(lang: Lang): Landing | undefined;
  /** Every page, for checks and benchmarks. */
  allPages(): Page[];
}

const PRODUCT_PAGE_OFFSET = 80;
const PRODUCT_PICTURE = { width: 1000, height: 1000 } as const;

export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function loadCatalogue(dir = DEMO_DIR): CatalogueProduct[] {
  return readJson<CatalogueProduct[]>(join(dir, 'products.json'));
}

function productCard(product: CatalogueProduct, lang: Lang, site: SiteId): ProductCard {
  const currencyCode = SITES[site].storefront?.currency ?? 'EUR';
  return {
    handle: product.handle,
    title: product.title[lang],
    kind: product.kind,
    picture: { url: product.image, alt: product.title[lang], ...PRODUCT_PICTURE, fit: 'contain' },
    price: { amount: product.price[currencyCode], currencyCode },
    link: { url: `/${lang}/${site}/shop/${product.kind}/${product.handle}`, target: '' },
  };
}

function productsOf(catalogue: CatalogueProduct[], site: SiteId): CatalogueProduct[] {
  return catalogue.filter((product) => product.sites.includes(site));
}

/** Authored product grids name a collection; the served section lists its cards. */
function expandSection(
  section: AuthoredPage['structure'][number],
  catalogue: CatalogueProduct[],
  lang: Lang,
  site: SiteId,
): Section {
  if (section.type !== 'productGrid' || !('collection' in section)) return section as Section;
  const { collection, ...rest } = section;
  const products = productsOf(catalogue, site)
    .filter((product) => collection === 'all' || product.kind === collection)
    .map((product) => productCard(product, lang, site));
  return { ...rest, type: 'productGrid', products };
}

function pageFrom(authored: AuthoredPage, lang: Lang, site: SiteId, catalogue: CatalogueProduct[]): Page {
  const segments = segmentsOfPath(authored.path);
  const { name, type } = pageKeyFor(segments);
  return {
    id: authored.id,
    child: segments.child ?? null,
    data: { lang, site, name, type, path: authored.path, modified: authored.modified },
    title: authored.title,
    structure: authored.structure.map((section) => expandSection(section, catalogue, lang, site)),
    seo_meta: authored.seo_meta,
  };
}

function productPages(
  catalogue: CatalogueProduct[],
  lang: Lang,
  site: SiteId,
  firstId: number,
  generic: SeoMeta,
): Page[] {
  if (!SITES[site].cartEnabled) return [];
  return productsOf(catalogue, site).map((product, i) => {
    const card = productCard(product, lang, site);
    const path = `shop/${product.kind}/${product.handle}`;
    const description = product.description[lang];
    return {
      id: firstId + i,
      child: product.kind,
      data: { lang, site, ...pageKeyFor(segmentsOfPath(path)), path, modified: '2026-10-01T09:00:00.000Z' },
      title: card.title,
      structure: [
        {
          type: 'product',
          id: `product-${product.handle}`,
          animation: 'fadeFromBottom',
          handle: product.handle,
          title: card.title,
          kind: product.kind,
          description,
          picture: card.picture,
          price: card.price,
        },
      ],
      seo_meta: {
        ...generic,
        title: '',
        description: description[0] ?? '',
        social_images: { facebook: product.image, generic: product.image, twitter: product.image },
      },
    };
  });
}

function pairKey(lang: Lang, site: SiteId) {
  return `${lang}/${site}`;
}

function pageKey(name: string, type: string) {
  return `${type}\u0000${name}`;
}

interface ContentStoreOptions {
  dir?: string;
  /** Adds this many generated pages, spread over the pairs, for benchmarks. */
  scale?: number;
}

export function loadContentStore({ dir = DEMO_DIR, scale = 0 }: ContentStoreOptions = {}): ContentStore {
  const catalogue = loadCatalogue(dir);
  const pages = new Map<string, Map<string, Page>>();
  const blocks = new Map<string, Blocks>();
  const indexes = new Map<string, PageIndex>();
  const landings = new Map<Lang, Landing>();
  const pairs = allLangSitePairs();
  const scalePages = generateScalePages(scale, pairs);

  for (const { lang, site } of pairs) {
    const file = readJson<PairFile>(join(dir, site, `${lang}.json`));
    const pairBlocks: Blocks = {
      ...file.blocks,
      extra: { ...file.blocks.extra, places: placesOf(lang, file.blocks.extra.places, `demo/${site}/${lang}.json`) },
    };
    const firstProductId = Math.floor((file.pages[0]?.id ?? 0) / 100) * 100 + PRODUCT_PAGE_OFFSET;
    const pairPages = [
      ...file.pages.map((authored) => pageFrom(authored, lang, site, catalogue)),
      ...productPages(catalogue, lang, site, firstProductId, file.blocks.generic_seo_meta),
      ...scalePages.filter((page) => page.data.lang === lang && page.data.site === site),
    ];
    const byKey = new Map(pairPages.map((page) => [pageKey(page.data.name, page.data.type), page]));
    pages.set(pairKey(lang, site), byKey);
    blocks.set(pairKey(lang, site), pairBlocks);
    indexes.set(pairKey(lang, site), {
      lang,
      site,
      pages: pairPages.map((page): IndexEntry => {
        const { page: _section, child, slug } = segmentsOfPath(page.data.path);
        return {
          name: page.data.name,
          type: page.data.type,
          path: page.data.path,
          child: child ?? null,
          slug: slug ?? null,
          hash: contentHash(page),
          modified: page.data.modified,
        };
      }),
      blocks: BLOCK_NAMES.map((name) => ({ name, hash: contentHash(pairBlocks[name]) })),
    });
  }
  for (const lang of ROUTE_LANGS) {
    const authored = readJson<Omit<Landing, 'hash'>>(join(dir, 'landing', `${lang}.json`));
    landings.set(lang, { ...authored, hash: contentHash(authored) });
  }

  return {
    index: (lang, site) => indexes.get(pairKey(lang, site)),
    page: (lang, site, name, type) => pages.get(pairKey(lang, site))?.get(pageKey(name, type)),
    block: (lang, site, name) => blocks.get(pairKey(lang, site))?.[name],
    landing: (lang) => landings.get(lang),
    allPages: () => [...pages.values()].flatMap((byKey) => [...byKey.values()]),
  };
}
