/**
 * The content-API contract, version 2: the shapes every client and the reference server agree on.
 * The content API's entities (rules §content-api); docs/content-api.md gives the full shapes and explains
 * the choices. Field names follow the backend's (snake_case where the backend's are).
 */
import type { Lang, SiteId } from '../sites.ts';
import { BOOKING_ACTIONS, BOOKING_POST_ACTIONS } from '../booking/contract.ts';

export const CONTENT_API_VERSION = 2;
export const CONTENT_API_PATH = '/api.php';

/** Every answer, success or failure, has this envelope (rules §content-api: status.code, status.message, data). */
export interface Envelope<T> {
  status: { code: number; message: string };
  data: T;
}

export interface Link {
  url: string;
  /** '' for a link that stays in the site; '_blank' opens a new tab. */
  target: '' | '_blank';
}

interface PictureSource {
  url: string;
  type: string;
  media: string;
}

/** A content picture (rules §pictures). */
export interface Picture {
  url: string;
  alt: string;
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
  images?: PictureSource[];
  caption?: string;
  shape?: 'rect' | 'arch' | 'circle';
  border?: boolean;
  isLazy?: boolean;
  animated?: boolean;
}

export const ANIMATIONS = [
  'translate',
  'fadeFromRight',
  'fadeFromBottom',
  'scaleDown',
  'picture',
  'line',
  'quote',
  'carousel',
] as const;
export type AnimationName = (typeof ANIMATIONS)[number];

/**
 * Seasonal content (docs/content-api.md, "Seasonal content"; the rule is lib/season.ts): shown from `showFrom` to
 * `showUntil`, both days included, in the site's time zone. `YYYY-MM-DD` is one day; `MM-DD` is that day every
 * year (a window may run over the new year), and then both are given. Either may be left out: no start, no end.
 */
export interface Seasonal {
  showFrom?: string;
  showUntil?: string;
}

interface SectionBase extends Seasonal {
  id: string;
  animation?: AnimationName;
}

export interface HeroSection extends SectionBase {
  type: 'hero';
  title: string;
  subtitle?: string;
  picture: Picture;
}

export interface TextSection extends SectionBase {
  type: 'text';
  title?: string;
  /** Paragraphs of plain text. */
  body: string[];
  link?: Link & { label: string };
}

export interface QuoteSection extends SectionBase {
  type: 'quote';
  quote: string;
  author: string;
}

export interface CarouselSection extends SectionBase {
  type: 'carousel';
  title?: string;
  slides: { picture: Picture; caption: string }[];
}

export interface Price {
  /** Decimal string, as commerce APIs send money ("12.50"). */
  amount: string;
  currencyCode: 'EUR' | 'USD' | 'JPY';
}

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
type Allergen = (typeof ALLERGENS)[number];

export interface MenuSection extends SectionBase {
  type: 'menu';
  title: string;
  intro?: string;
  /**
   * A set menu the booking flow sells: the id of its extra in the site's booking settings
   * (lib/sites.ts `offers.extras`), whose price is the menu's. Its courses are included, so an item
   * without a price shows none (elsewhere it reads "Price on request").
   */
  bookingExtra?: string;
  groups: {
    title: string;
    items: { name: string; description: string; price: Price | null; allergens: Allergen[] }[];
  }[];
  note?: string;
}

export const PRODUCT_KINDS = ['food-and-spirits', 'experiences', 'merchandise', 'gift-cards'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface ProductCard {
  handle: string;
  title: string;
  kind: ProductKind;
  picture: Picture;
  price: Price;
  link: Link;
}

export interface ProductGridSection extends SectionBase {
  type: 'productGrid';
  title?: string;
  products: ProductCard[];
}

/** The body of a product page: the storefront supplies availability and the live price. */
export interface ProductSection extends SectionBase {
  type: 'product';
  handle: string;
  title: string;
  kind: ProductKind;
  description: string[];
  picture: Picture;
  price: Price;
}

/**
 * What opens the reservation overlay (rules §reservation-overlay: page, name, variant, title, text, picture, object,
 * hasPax).
 */
export interface ReserveRequest {
  page: string;
  name: string;
  variant: string;
  title: string;
  text: string;
  picture: Picture | null;
  object: string;
  hasPax: boolean;
}

export interface CtaSection extends SectionBase {
  type: 'cta';
  title: string;
  text?: string;
  label: string;
  link: Link | null;
  /** When set, the button opens the reservation overlay instead of following a link. */
  reserve?: ReserveRequest;
}

export const LANDING_CARD_KINDS = ['panettone', 'special', 'giardino', 'reservations'] as const;
type LandingCardKind = (typeof LANDING_CARD_KINDS)[number];

export interface LandingCard extends Seasonal {
  kind: LandingCardKind;
  title: string;
  text: string;
  picture: Picture;
  label: string;
  link: Link;
}

export interface LandingCardsSection extends SectionBase {
  type: 'landingCards';
  title?: string;
  cards: LandingCard[];
}

export interface ArticleListSection extends SectionBase {
  type: 'articleList';
  title?: string;
  articles: { title: string; source: string; date: string; excerpt: string; link: Link; picture: Picture | null }[];
}

interface OpeningHours {
  /** schema.org day names. */
  days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  opens: string;
  closes: string;
  label: string;
}

/** Facts about the restaurant: rendered as text and as schema.org JSON-LD. */
export interface VenueSection extends SectionBase {
  type: 'venue';
  name: string;
  address: { street: string; locality: string; postalCode: string; country: string };
  phone: string;
  email: string;
  openingHours: OpeningHours[];
  menuUrl: string | null;
  acceptsReservations: boolean;
}

/** Where a form or the booking flow is mounted on a page. */
export interface FormSection extends SectionBase {
  type: 'form';
  form: 'contact' | 'booking';
  title?: string;
  text?: string;
}

/**
 * The section types this version of the contract describes in full; the one list the union below, the
 * schemas (schema.ts) and the component registry (components/sections/registry.ts) are checked against.
 */
export const SECTION_TYPES = [
  'hero',
  'text',
  'quote',
  'carousel',
  'menu',
  'productGrid',
  'product',
  'cta',
  'landingCards',
  'articleList',
  'venue',
  'form',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const isKnownSectionType = (type: unknown): type is SectionType =>
  (SECTION_TYPES as readonly unknown[]).includes(type);

export type KnownSection =
  | HeroSection
  | TextSection
  | QuoteSection
  | CarouselSection
  | MenuSection
  | ProductGridSection
  | ProductSection
  | CtaSection
  | LandingCardsSection
  | ArticleListSection
  | VenueSection
  | FormSection;
/** The known section of one type. */
export type SectionOf<T extends SectionType> = Extract<KnownSection, { type: T }>;

/** The contract lets a backend add section types before the site knows them: they are skipped. */
interface UnknownSection extends SectionBase {
  type: string;
  [field: string]: unknown;
}
export type Section = KnownSection | UnknownSection;

/** A page's seo_meta. Empty strings are allowed: the site applies the fallbacks (rules §seo). */
export interface SeoMeta {
  title: string;
  description: string;
  twitter: { card_type: string; title: string; description: string; site: string; creator: string };
  canonical: string;
  og_props: { property: string; content: string }[];
  social_images: { facebook: string; generic: string; twitter: string };
}

interface PageData {
  lang: Lang;
  site: SiteId;
  /** The name FETCH_PAGE is called with (see lib/pageRules). */
  name: string;
  /** 'page' for a plain page, else the section name (menu, press, shop, giardino…). */
  type: string;
  /** The path below /{lang}/{site}/, '' for the homepage. */
  path: string;
  modified: string;
}

/** A page (rules §page-loading): id, child, data, title, structure, seo_meta. */
export interface Page {
  id: number;
  child: string | null;
  data: PageData;
  title: string;
  structure: Section[];
  seo_meta: SeoMeta;
}

export interface IndexEntry {
  name: string;
  type: string;
  path: string;
  child: string | null;
  slug: string | null;
  /** Content hash: equal hashes mean equal page JSON, so a sync may keep its copy. */
  hash: string;
  modified: string;
}

/** Ours (rules §content-api): a sync cannot prerender what it cannot list. */
export interface PageIndex {
  lang: Lang;
  site: SiteId;
  pages: IndexEntry[];
  blocks: { name: BlockName; hash: string }[];
}

export interface NavItem {
  caption: string;
  link: Link;
  has_sub_menu: boolean;
  submenu: { caption: string; link: Link }[];
}

export interface NavigatorBlock {
  items: NavItem[];
}

/** A place of the location chooser (rules §places). */
export interface Place {
  id: SiteId;
  initials: string;
  /** The language the place's link opens in. */
  lang: Lang;
  name: string;
  homeText: string;
  navigatorText: string;
  footerText: string;
  extra: string;
  picture: Picture;
  link: Link;
}

export interface FooterBlock {
  follow: { caption: string; link: Link }[];
  links: { caption: string; link: Link }[];
  address: string[];
  copyright: string;
}

export interface Redirect {
  origin: { path: string };
  destination: { path: string };
}

export interface ExtraBlock {
  redirects: Redirect[];
  places: Place[];
  /** The header's scrolling banner line. */
  banner_text: string;
  intro_text: string;
  cookie: { text: string; accept: string };
}

export interface InfoBannerBlock extends Seasonal {
  on: boolean;
  title: string;
  text: string;
  cta: Link;
  action_text: string;
  limited: boolean;
  /** Page IDs the banner is limited to. */
  pages: number[];
}

export interface ImageBannerBlock extends Seasonal {
  on: boolean;
  limited: boolean;
  pages: number[];
  cta: Link;
  mobile_image: { url: string; alt: string };
  desktop_image: { url: string; alt: string };
}

export interface Blocks {
  navigator: NavigatorBlock;
  footer: FooterBlock;
  extra: ExtraBlock;
  info_banner: InfoBannerBlock;
  image_banner: ImageBannerBlock;
  generic_seo_meta: SeoMeta;
}
export type BlockName = keyof Blocks;
export const BLOCK_NAMES = [
  'navigator',
  'footer',
  'extra',
  'info_banner',
  'image_banner',
  'generic_seo_meta',
] as const satisfies readonly BlockName[];

/** The `/{lang}` landing: card configurations picked by the `landing` query parameter. */
export interface Landing {
  id: number;
  lang: Lang;
  title: string;
  seo_meta: SeoMeta;
  defaultConfiguration: string;
  configurations: Record<string, Section[]>;
  hash: string;
}

/** Mail send: fixed type 2 (rules §content-api). `fields` is the form's values as a JSON string. */
export const MAIL_TYPE = 2;
export const MAIL_FORMS = ['reserve', 'contact'] as const;
export type MailForm = (typeof MAIL_FORMS)[number];

export interface MailResult {
  success: boolean;
  /** The stored submission's id, for support questions. */
  id: string;
}

/** The actions that take a submission: POST only, rate-limited per client (docs/bookings.md). */
const POST_ACTIONS = ['SEND_MAIL', ...BOOKING_POST_ACTIONS] as const;
const ACTIONS = [
  'FETCH_INDEX',
  'FETCH_PAGE',
  'FETCH_BLOCK',
  'FETCH_LANDING',
  'SEND_MAIL',
  // The demo booking provider (docs/bookings.md).
  ...BOOKING_ACTIONS,
] as const;
export type Action = (typeof ACTIONS)[number];
export const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);
export const isPostAction = (action: Action): boolean => (POST_ACTIONS as readonly Action[]).includes(action);
