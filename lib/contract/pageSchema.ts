/**
 * Runtime checks for the content's pages: the page, its sections and their fields. The live fallback
 * validates a page it fetches with these alone (clients/contentApi.ts loads this module for a page),
 * so a browser never downloads the checks of the index, the blocks and the landing (./schema.ts).
 * Known section types are checked whole; unknown ones only need an id and a type (they are skipped).
 */
import * as v from 'valibot';
import { ROUTE_LANGS, SITE_IDS } from '../sites.ts';
import { PAGE_PATH, pagePathProblem, quotedValue } from '../pageRules.ts';
import { seasonProblems } from '../seasonProblems.ts';
import {
  ALLERGENS,
  ANIMATIONS,
  LANDING_CARD_KINDS,
  PRODUCT_KINDS,
  isKnownSectionType,
  type Page,
  type ReserveRequest,
  type SectionType,
} from './types.ts';
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

export { PAGE_PATH };

export const link = v.object({ url: text(), target: v.picklist(['', '_blank']) });
const linkOrNull = v.nullable(link);

export const picture = v.object({
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
export const seasonalObject = <E extends v.ObjectEntries>(entries: E) =>
  seasonal(v.object({ ...entries, ...seasonFields }));

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
export const section = v.lazy((value: unknown) => {
  const type = (value as { type?: unknown } | null | undefined)?.type;
  return isKnownSectionType(type) ? SECTION_SCHEMAS[type] : unknownSection;
});

export const seoMeta = v.object({
  title: text(),
  description: text(),
  twitter: v.object({ card_type: text(), title: text(), description: text(), site: text(), creator: text() }),
  canonical: text(),
  og_props: list(v.object({ property: text(), content: text() })),
  social_images: v.object({ facebook: text(), generic: text(), twitter: text() }),
});

export const lang = oneOf(ROUTE_LANGS);
export const site = oneOf(SITE_IDS);
/**
 * A path that goes into the host configs: lib/pageRules.ts `pagePathProblem`, the value named in the
 * message. A redirect may write its paths with a slash at either end; a page's own path is written bare.
 */
export const redirectPath = () =>
  v.pipe(
    v.string(),
    v.check(
      (value) => !pagePathProblem(value),
      (issue) => `${quotedValue(issue.input)} ${pagePathProblem(issue.input)}`,
    ),
  );
export const pagePath = () =>
  v.pipe(redirectPath(), v.regex(PAGE_PATH, 'must be written without a slash at either end'));
export const isoDate = () =>
  v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date'),
  );
export const pageId = () => wholeNumber();

export const page = v.object({
  id: pageId(),
  child: v.nullable(text()),
  data: v.object({ lang, site, name: nonEmptyText(), type: nonEmptyText(), path: pagePath(), modified: isoDate() }),
  title: text(),
  structure: list(section),
  seo_meta: seoMeta,
});

export const validatePage = (value: unknown, what = 'page'): Page => checkContract(page, value, what);
/** What a `data-reserve` button or a `lucciola:reserve` event carries (rules §reservation-overlay). */
export const validateReserveRequest = (value: unknown, what = 'reservation request'): ReserveRequest =>
  checkContract(reserveRequest, value, what);
