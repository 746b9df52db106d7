/**
 * Runtime checks for the content-API contract: every answer a client receives is validated before it is
 * used or written to a snapshot, so a backend change shows up as a named field, not a broken page.
 * Known section types are checked whole; unknown ones only need an id and a type (they are skipped).
 */
import * as v from 'valibot';
import { ROUTE_LANGS, SITE_IDS } from '../sites.ts';
import { PAGE_PATH, pagePathProblem, quotedValue, trimSlashes } from '../pageRules.ts';
import { seasonProblems } from '../seasonProblems.ts';

export { PAGE_PATH };
import {
  ALLERGENS,
  ANIMATIONS,
  BLOCK_NAMES,
  LANDING_CARD_KINDS,
  PRODUCT_KINDS,
  isKnownSectionType,
  type BlockName,
  type Blocks,
  type Landing,
  type Page,
  type PageIndex,
  type ReserveRequest,
  type SectionType,
} from './types.ts';
import { redirectLoops } from '../redirectLoops.ts';
import {
  checkContract,
  clockTime,
  decimalAmount,
  flag,
  list,
  nonEmptyText,
  oneOf,
  optionalText,
  text,
  wholeNumber,
} from './check.ts';

const link = v.object({ url: text(), target: v.picklist(['', '_blank']) });
const linkOrNull = v.nullable(link);

const picture = v.object({
  url: nonEmptyText(),
  alt: text(),
  width: v.pipe(wholeNumber(), v.gtValue(0, 'must be positive')),
  height: v.pipe(wholeNumber(), v.gtValue(0, 'must be positive')),
  fit: v.optional(v.picklist(['cover', 'contain'])),
  images: v.optional(list(v.object({ url: text(), type: text(), media: text() }))),
  caption: optionalText(),
  shape: v.optional(v.picklist(['rect', 'arch', 'circle'])),
  border: v.optional(flag()),
  isLazy: v.optional(flag()),
  animated: v.optional(flag()),
});
const pictureOrNull = v.nullable(picture);

const price = v.object({ amount: decimalAmount(), currencyCode: oneOf(['EUR', 'USD', 'JPY'] as const) });

/** A seasonal item's window (lib/season.ts): each date a real day, both in one form, the end not before the start. */
const seasonFields = { showFrom: optionalText(), showUntil: optionalText() };
/** An item with a window (`seasonFields`), its window checked once its fields are: the problem names the field. */
const seasonal = <T extends v.GenericSchema<unknown, { showFrom?: string; showUntil?: string }>>(item: T) =>
  v.pipe(
    item,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const [problem] = seasonProblems(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  );
/** An object that may have a window: its own entries, then `seasonFields`, its window checked. */
const seasonalObject = <E extends v.ObjectEntries>(entries: E) => seasonal(v.object({ ...entries, ...seasonFields }));

const sectionFields = { id: nonEmptyText(), animation: v.optional(oneOf(ANIMATIONS)) };
/** A known section: the fields every section has, its own, and its window. */
const sectionOf = <T extends SectionType, E extends v.ObjectEntries>(type: T, entries: E) =>
  seasonalObject({ type: v.literal(type), ...sectionFields, ...entries });

const productCard = v.object({
  handle: nonEmptyText(),
  title: text(),
  kind: oneOf(PRODUCT_KINDS),
  picture,
  price,
  link,
});

export const reserveRequest = v.object({
  page: text(),
  name: text(),
  variant: text(),
  title: text(),
  text: text(),
  picture: pictureOrNull,
  object: text(),
  hasPax: flag(),
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One schema per section type (types.check.ts proves each agrees with its interface in types.ts). */
export const SECTION_SCHEMAS = {
  hero: sectionOf('hero', { title: text(), subtitle: optionalText(), picture }),
  text: sectionOf('text', {
    title: optionalText(),
    body: list(text()),
    link: v.optional(v.object({ ...link.entries, label: text() })),
  }),
  quote: sectionOf('quote', { quote: nonEmptyText(), author: text() }),
  carousel: sectionOf('carousel', {
    title: optionalText(),
    slides: v.pipe(list(v.object({ picture, caption: text() })), v.minLength(1, 'must hold a slide')),
  }),
  menu: sectionOf('menu', {
    title: text(),
    intro: optionalText(),
    bookingExtra: optionalText(),
    note: optionalText(),
    groups: list(
      v.object({
        title: text(),
        items: list(
          v.object({
            name: nonEmptyText(),
            description: text(),
            price: v.nullable(price),
            allergens: list(oneOf(ALLERGENS)),
          }),
        ),
      }),
    ),
  }),
  productGrid: sectionOf('productGrid', { title: optionalText(), products: list(productCard) }),
  product: sectionOf('product', {
    handle: nonEmptyText(),
    title: text(),
    kind: oneOf(PRODUCT_KINDS),
    description: list(text()),
    picture,
    price,
  }),
  cta: sectionOf('cta', {
    title: text(),
    text: optionalText(),
    label: text(),
    link: linkOrNull,
    reserve: v.optional(reserveRequest),
  }),
  landingCards: sectionOf('landingCards', {
    title: optionalText(),
    cards: list(
      seasonalObject({
        kind: oneOf(LANDING_CARD_KINDS),
        title: text(),
        text: text(),
        picture,
        label: text(),
        link,
      }),
    ),
  }),
  articleList: sectionOf('articleList', {
    title: optionalText(),
    articles: list(
      v.object({
        title: text(),
        source: text(),
        date: text(),
        excerpt: text(),
        link,
        picture: pictureOrNull,
      }),
    ),
  }),
  venue: sectionOf('venue', {
    name: text(),
    address: v.object({ street: text(), locality: text(), postalCode: text(), country: text() }),
    phone: text(),
    email: text(),
    openingHours: list(
      v.object({
        days: v.pipe(list(oneOf(DAYS)), v.minLength(1, 'must name a day')),
        opens: clockTime(),
        closes: clockTime(),
        label: text(),
      }),
    ),
    menuUrl: v.nullable(text()),
    acceptsReservations: flag(),
  }),
  form: sectionOf('form', {
    form: oneOf(['contact', 'booking'] as const),
    title: optionalText(),
    text: optionalText(),
  }),
} satisfies { [T in SectionType]: v.GenericSchema };

/** A section of a type this build does not know: an id and a type are enough to skip it. */
const unknownSection = seasonal(v.looseObject({ ...sectionFields, ...seasonFields, type: nonEmptyText() }));
const section = v.lazy((value: unknown) => {
  const type = (value as { type?: unknown } | null | undefined)?.type;
  return isKnownSectionType(type) ? SECTION_SCHEMAS[type] : unknownSection;
});

const seoMeta = v.object({
  title: text(),
  description: text(),
  twitter: v.object({ card_type: text(), title: text(), description: text(), site: text(), creator: text() }),
  canonical: text(),
  og_props: list(v.object({ property: text(), content: text() })),
  social_images: v.object({ facebook: text(), generic: text(), twitter: text() }),
});

const lang = oneOf(ROUTE_LANGS);
const site = oneOf(SITE_IDS);
/**
 * A path that goes into the host configs: lib/pageRules.ts `pagePathProblem`, the value named in the
 * message. A redirect may write its paths with a slash at either end; a page's own path is written bare.
 */
const redirectPath = () =>
  v.pipe(
    v.string(),
    v.check(
      (value) => !pagePathProblem(value),
      (issue) => `${quotedValue(issue.input)} ${pagePathProblem(issue.input)}`,
    ),
  );
const pagePath = () => v.pipe(redirectPath(), v.regex(PAGE_PATH, 'must be written without a slash at either end'));
/** A redirect's origin: a page path, not the pair's homepage (which is always a page of its own). */
const redirectOrigin = () =>
  v.pipe(
    redirectPath(),
    v.check((value) => trimSlashes(value) !== '', 'must name a page below the homepage'),
  );
const isoDate = () =>
  v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date'),
  );
const pageId = () => wholeNumber();

export const page = v.object({
  id: pageId(),
  child: v.nullable(text()),
  data: v.object({ lang, site, name: nonEmptyText(), type: nonEmptyText(), path: pagePath(), modified: isoDate() }),
  title: text(),
  structure: list(section),
  seo_meta: seoMeta,
});

export const indexSchema = v.object({
  lang,
  site,
  pages: list(
    v.object({
      name: nonEmptyText(),
      type: nonEmptyText(),
      path: pagePath(),
      child: v.nullable(text()),
      slug: v.nullable(text()),
      hash: nonEmptyText(),
      modified: isoDate(),
    }),
  ),
  blocks: list(v.object({ name: oneOf(BLOCK_NAMES), hash: nonEmptyText() })),
});

const place = v.object({
  id: site,
  initials: text(),
  lang,
  name: nonEmptyText(),
  homeText: text(),
  navigatorText: text(),
  footerText: text(),
  extra: text(),
  picture,
  link,
});

const redirect = v.object({
  origin: v.object({ path: redirectOrigin() }),
  destination: v.object({ path: redirectPath() }),
});
/** The redirects, each well formed, and no chain of them coming back where it started. */
const redirects = v.pipe(
  list(redirect),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const [loop] = redirectLoops(dataset.value);
    if (loop) addIssue({ message: loop.message, path: [itemAt(dataset.value, loop.index)] });
  }),
);

/** A path item naming a list's entry, for an issue a check of the whole list finds in one entry. */
function itemAt(items: unknown[], index: number): v.ArrayPathItem {
  return { type: 'array', origin: 'value', input: items, key: index, value: items[index] };
}

const bannerPages = () => list(wholeNumber());

export const BLOCK_SCHEMAS = {
  navigator: v.object({
    items: list(
      v.object({
        caption: nonEmptyText(),
        link,
        has_sub_menu: flag(),
        submenu: list(v.object({ caption: nonEmptyText(), link })),
      }),
    ),
  }),
  footer: v.object({
    follow: list(v.object({ caption: text(), link })),
    links: list(v.object({ caption: text(), link })),
    address: list(text()),
    copyright: text(),
  }),
  extra: v.object({
    redirects,
    places: list(place),
    banner_text: text(),
    intro_text: text(),
    cookie: v.object({ text: text(), accept: text() }),
  }),
  info_banner: seasonalObject({
    on: flag(),
    title: text(),
    text: text(),
    cta: link,
    action_text: text(),
    limited: flag(),
    pages: bannerPages(),
  }),
  image_banner: seasonalObject({
    on: flag(),
    limited: flag(),
    pages: bannerPages(),
    cta: link,
    mobile_image: v.object({ url: text(), alt: text() }),
    desktop_image: v.object({ url: text(), alt: text() }),
  }),
  generic_seo_meta: seoMeta,
} satisfies { [N in BlockName]: v.GenericSchema };
/** The same table, typed so that indexing it by a block's name gives that block's type. */
const BLOCK_SCHEMA: { [N in BlockName]: v.GenericSchema<unknown, Blocks[N]> } = BLOCK_SCHEMAS;

export const landing = v.pipe(
  v.object({
    id: pageId(),
    lang,
    title: text(),
    seo_meta: seoMeta,
    defaultConfiguration: nonEmptyText(),
    configurations: v.record(v.string(), list(section)),
    hash: nonEmptyText(),
  }),
  v.check(
    (value) => Object.hasOwn(value.configurations, value.defaultConfiguration),
    'defaultConfiguration must name one of the configurations',
  ),
);

export const validatePage = (value: unknown, what = 'page'): Page => checkContract(page, value, what);
export const validateIndex = (value: unknown, what = 'index'): PageIndex => checkContract(indexSchema, value, what);
export const validateLanding = (value: unknown, what = 'landing'): Landing => checkContract(landing, value, what);
/** What a `data-reserve` button or a `lucciola:reserve` event carries (rules §reservation-overlay). */
export const validateReserveRequest = (value: unknown, what = 'reservation request'): ReserveRequest =>
  checkContract(reserveRequest, value, what);
export function validateBlock<N extends BlockName>(name: N, value: unknown, what: string = name): Blocks[N] {
  const schema: v.GenericSchema<unknown, Blocks[N]> = BLOCK_SCHEMA[name];
  return checkContract(schema, value, what);
}
