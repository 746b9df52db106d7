/**
 * Runtime checks for the content-API contract: every answer a client receives is validated before it is
 * used or written to a snapshot, so a backend change shows up as a named field, not a broken page.
 * Known section types are checked whole; unknown ones only need an id and a type (they are skipped).
 */
import * as yup from 'yup';
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
  type Envelope,
  type Landing,
  type MailResult,
  type Page,
  type PageIndex,
  type ReserveRequest,
  type SectionType,
} from './types.ts';
import { redirectLoops } from '../redirectLoops.ts';

const text = () => yup.string().strict().defined();
const optionalText = () => yup.string().strict().optional();
const list = <T>(of: yup.ISchema<T>) => yup.array().of(of).defined();
const oneOf = <T extends string>(values: readonly T[]) => yup.string().strict().oneOf(values).defined();

const link = yup.object({ url: text(), target: yup.string().strict().oneOf(['', '_blank']).defined() });
const linkOrNull = link.nullable().defined();

const picture = yup.object({
  url: text().min(1),
  alt: text(),
  width: yup.number().strict().integer().positive().required(),
  height: yup.number().strict().integer().positive().required(),
  fit: yup.string().strict().oneOf(['cover', 'contain']).optional(),
  images: yup
    .array()
    .of(yup.object({ url: text(), type: text(), media: text() }))
    .optional(),
  caption: optionalText(),
  shape: yup.string().strict().oneOf(['rect', 'arch', 'circle']).optional(),
  border: yup.boolean().strict().optional(),
  isLazy: yup.boolean().strict().optional(),
  animated: yup.boolean().strict().optional(),
});
const pictureOrNull = picture.nullable().defined();

const price = yup.object({
  amount: text().matches(/^\d+(\.\d{1,2})?$/, '${path} must be a decimal amount'),
  currencyCode: oneOf(['EUR', 'USD', 'JPY'] as const),
});

/** A seasonal item's window (lib/season.ts): each date a real day, both in one form, the end not before the start. */
const seasonDate = () =>
  yup
    .string()
    .strict()
    .optional()
    .test('season', (_value, context) => {
      const { showFrom, showUntil } = context.parent as { showFrom?: unknown; showUntil?: unknown };
      if (typeof showFrom !== 'string' && showFrom !== undefined) return true;
      if (typeof showUntil !== 'string' && showUntil !== undefined) return true;
      const [problem] = seasonProblems({ showFrom, showUntil });
      return problem ? context.createError({ message: `${context.path}: ${problem}` }) : true;
    });
const seasonFields = { showFrom: seasonDate(), showUntil: seasonDate() };

const sectionFields = {
  id: text().min(1),
  animation: yup.string().strict().oneOf(ANIMATIONS).optional(),
  ...seasonFields,
};
/** The fields every known section has; `type` is the key its schema is listed under. */
const sectionBase = <T extends SectionType>(type: T) => ({ type: oneOf([type]), ...sectionFields });

const productCard = yup.object({
  handle: text().min(1),
  title: text(),
  kind: oneOf(PRODUCT_KINDS),
  picture,
  price,
  link,
});

export const reserveRequest = yup.object({
  page: text(),
  name: text(),
  variant: text(),
  title: text(),
  text: text(),
  picture: pictureOrNull,
  object: text(),
  hasPax: yup.boolean().strict().defined(),
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const time = () => text().matches(/^\d{2}:\d{2}$/, '${path} must be HH:MM');

/** One schema per section type (types.check.ts proves each agrees with its interface in types.ts). */
export const SECTION_SCHEMAS = {
  hero: yup.object({ ...sectionBase('hero'), title: text(), subtitle: optionalText(), picture }),
  text: yup.object({
    ...sectionBase('text'),
    title: optionalText(),
    body: list(text()),
    link: link.shape({ label: text() }).default(undefined).optional(),
  }),
  quote: yup.object({ ...sectionBase('quote'), quote: text().min(1), author: text() }),
  carousel: yup.object({
    ...sectionBase('carousel'),
    title: optionalText(),
    slides: list(yup.object({ picture, caption: text() })).min(1),
  }),
  menu: yup.object({
    ...sectionBase('menu'),
    title: text(),
    intro: optionalText(),
    bookingExtra: optionalText(),
    note: optionalText(),
    groups: list(
      yup.object({
        title: text(),
        items: list(
          yup.object({
            name: text().min(1),
            description: text(),
            price: price.nullable().defined(),
            allergens: list(oneOf(ALLERGENS)),
          }),
        ),
      }),
    ),
  }),
  productGrid: yup.object({ ...sectionBase('productGrid'), title: optionalText(), products: list(productCard) }),
  product: yup.object({
    ...sectionBase('product'),
    handle: text().min(1),
    title: text(),
    kind: oneOf(PRODUCT_KINDS),
    description: list(text()),
    picture,
    price,
  }),
  cta: yup.object({
    ...sectionBase('cta'),
    title: text(),
    text: optionalText(),
    label: text(),
    link: linkOrNull,
    reserve: reserveRequest.default(undefined).optional(),
  }),
  landingCards: yup.object({
    ...sectionBase('landingCards'),
    title: optionalText(),
    cards: list(
      yup.object({
        kind: oneOf(LANDING_CARD_KINDS),
        title: text(),
        text: text(),
        picture,
        label: text(),
        link,
        ...seasonFields,
      }),
    ),
  }),
  articleList: yup.object({
    ...sectionBase('articleList'),
    title: optionalText(),
    articles: list(
      yup.object({
        title: text(),
        source: text(),
        date: text(),
        excerpt: text(),
        link,
        picture: pictureOrNull,
      }),
    ),
  }),
  venue: yup.object({
    ...sectionBase('venue'),
    name: text(),
    address: yup.object({ street: text(), locality: text(), postalCode: text(), country: text() }),
    phone: text(),
    email: text(),
    openingHours: list(yup.object({ days: list(oneOf(DAYS)).min(1), opens: time(), closes: time(), label: text() })),
    menuUrl: yup.string().strict().nullable().defined(),
    acceptsReservations: yup.boolean().strict().defined(),
  }),
  form: yup.object({
    ...sectionBase('form'),
    form: oneOf(['contact', 'booking'] as const),
    title: optionalText(),
    text: optionalText(),
  }),
} satisfies { [T in SectionType]: yup.AnyObjectSchema };

const unknownSection = yup.object({ ...sectionFields, type: text().min(1) });
const section = yup.lazy((value: { type?: unknown } | undefined) =>
  isKnownSectionType(value?.type) ? SECTION_SCHEMAS[value.type] : unknownSection,
);

const seoMeta = yup.object({
  title: text(),
  description: text(),
  twitter: yup.object({ card_type: text(), title: text(), description: text(), site: text(), creator: text() }),
  canonical: text(),
  og_props: list(yup.object({ property: text(), content: text() })),
  social_images: yup.object({ facebook: text(), generic: text(), twitter: text() }),
});

const lang = oneOf(ROUTE_LANGS);
const site = oneOf(SITE_IDS);
/**
 * A path that goes into the host configs: lib/pageRules.ts `pagePathProblem`, the value named in the
 * message. A redirect may write its paths with a slash at either end; a page's own path is written bare.
 */
const redirectPath = () =>
  text().test('page-path', (value, context) => {
    const problem = pagePathProblem(value);
    return problem ? context.createError({ message: `${context.path} ${quotedValue(value)} ${problem}` }) : true;
  });
const pagePath = () => redirectPath().matches(PAGE_PATH, '${path} must be written without a slash at either end');
/** A redirect's origin: a page path, not the pair's homepage (which is always a page of its own). */
const redirectOrigin = () =>
  redirectPath().test(
    'not-homepage',
    '${path} must name a page below the homepage',
    (value) => trimSlashes(value) !== '',
  );
const isoDate = () => text().test('iso-date', '${path} must be an ISO date', (v) => !Number.isNaN(Date.parse(v ?? '')));

export const page = yup.object({
  id: yup.number().strict().integer().required(),
  child: yup.string().strict().nullable().defined(),
  data: yup.object({ lang, site, name: text().min(1), type: text().min(1), path: pagePath(), modified: isoDate() }),
  title: text(),
  structure: list(section),
  seo_meta: seoMeta,
});

export const indexSchema = yup.object({
  lang,
  site,
  pages: list(
    yup.object({
      name: text().min(1),
      type: text().min(1),
      path: pagePath(),
      child: yup.string().strict().nullable().defined(),
      slug: yup.string().strict().nullable().defined(),
      hash: text().min(1),
      modified: isoDate(),
    }),
  ),
  blocks: list(yup.object({ name: oneOf(BLOCK_NAMES), hash: text().min(1) })),
});

const place = yup.object({
  id: site,
  initials: text(),
  lang,
  name: text().min(1),
  homeText: text(),
  navigatorText: text(),
  footerText: text(),
  extra: text(),
  picture,
  link,
});

export const BLOCK_SCHEMAS = {
  navigator: yup.object({
    items: list(
      yup.object({
        caption: text().min(1),
        link,
        has_sub_menu: yup.boolean().strict().defined(),
        submenu: list(yup.object({ caption: text().min(1), link })),
      }),
    ),
  }),
  footer: yup.object({
    follow: list(yup.object({ caption: text(), link })),
    links: list(yup.object({ caption: text(), link })),
    address: list(text()),
    copyright: text(),
  }),
  extra: yup.object({
    redirects: list(
      yup.object({
        origin: yup.object({ path: redirectOrigin() }),
        destination: yup.object({ path: redirectPath() }),
      }),
    ).test('no-loops', (redirects, context) => {
      // Only a list whose paths all passed: lib/redirectLoops.ts reads them as paths.
      const [loop] = redirectLoops(redirects.filter((entry) => entry?.origin?.path && entry.destination?.path));
      return loop ? context.createError({ message: `${context.path}[${loop.index}] ${loop.message}` }) : true;
    }),
    places: list(place),
    banner_text: text(),
    intro_text: text(),
    cookie: yup.object({ text: text(), accept: text() }),
  }),
  info_banner: yup.object({
    on: yup.boolean().strict().defined(),
    title: text(),
    text: text(),
    cta: link,
    action_text: text(),
    limited: yup.boolean().strict().defined(),
    pages: list(yup.number().strict().integer().defined()),
    ...seasonFields,
  }),
  image_banner: yup.object({
    on: yup.boolean().strict().defined(),
    limited: yup.boolean().strict().defined(),
    pages: list(yup.number().strict().integer().defined()),
    cta: link,
    mobile_image: yup.object({ url: text(), alt: text() }),
    desktop_image: yup.object({ url: text(), alt: text() }),
    ...seasonFields,
  }),
  generic_seo_meta: seoMeta,
} satisfies { [N in BlockName]: yup.AnyObjectSchema };
/** The same table, typed so that indexing it by a block's name gives that block's type. */
const BLOCK_SCHEMA: { [N in BlockName]: yup.Schema<Blocks[N]> } = BLOCK_SCHEMAS;

export const landing = yup
  .object({
    id: yup.number().strict().integer().required(),
    lang,
    title: text(),
    seo_meta: seoMeta,
    defaultConfiguration: text().min(1),
    configurations: yup.lazy((value: Record<string, unknown> | undefined) =>
      yup.object(Object.fromEntries(Object.keys(value ?? {}).map((name) => [name, list(section)]))).defined(),
    ),
    hash: text().min(1),
  })
  .test(
    'default-exists',
    'defaultConfiguration must name one of the configurations',
    (value) => value.defaultConfiguration in (value.configurations as object),
  );

export const envelope = yup.object({
  status: yup.object({ code: yup.number().strict().integer().required(), message: text() }),
  data: yup.mixed().nullable().defined(),
});

export const mailResult = yup.object({ success: yup.boolean().strict().defined(), id: text() });

/** A contract violation: `path` names the field, e.g. `structure[2].groups[0].items[1].price.amount`. */
export class ContractError extends Error {
  override name = 'ContractError';
  constructor(
    readonly what: string,
    readonly path: string,
    detail: string,
  ) {
    super(`${what} breaks the content-API contract: ${detail}`);
  }
}

/**
 * Validates an answer strictly against a schema; a violation is a ContractError naming the field. The answer
 * is typed by the schema (types.check.ts proves the contract's schemas agree with types.ts). Shared with
 * lib/booking/answers.ts.
 */
export function checkContract<S extends yup.Schema>(schema: S, value: unknown, what: string): yup.InferType<S> {
  try {
    return schema.validateSync(value, { strict: true, abortEarly: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ContractError(what, error.path ?? '', error.message);
    throw error;
  }
}

export const validateEnvelope = (value: unknown, what = 'response'): Envelope<unknown> =>
  checkContract(envelope, value, what);
export const validatePage = (value: unknown, what = 'page'): Page => checkContract(page, value, what);
export const validateIndex = (value: unknown, what = 'index'): PageIndex => checkContract(indexSchema, value, what);
export const validateLanding = (value: unknown, what = 'landing'): Landing => checkContract(landing, value, what);
export const validateMailResult = (value: unknown, what = 'mail result'): MailResult =>
  checkContract(mailResult, value, what);
/** What a `data-reserve` button or a `lucciola:reserve` event carries (rules §reservation-overlay). */
export const validateReserveRequest = (value: unknown, what = 'reservation request'): ReserveRequest =>
  checkContract(reserveRequest, value, what);
export function validateBlock<N extends BlockName>(name: N, value: unknown, what: string = name): Blocks[N] {
  const schema: yup.Schema<Blocks[N]> = BLOCK_SCHEMA[name];
  return checkContract(schema, value, what);
}
