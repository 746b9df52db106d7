/**
 * Runtime checks for the content-API contract: every answer a client receives is validated before it is
 * used or written to a snapshot, so a backend change shows up as a named field, not a broken page. The
 * pages' and sections' checks are ./pageSchema.ts (a browser loads those alone); this module adds the
 * index, the blocks and the landing, and names every check in one place.
 */
import * as v from 'valibot';
import { trimSlashes } from '../pageRules.ts';
import { BLOCK_NAMES, type BlockName, type Blocks, type Landing, type PageIndex } from './types.ts';
import { redirectLoops } from '../redirectLoops.ts';
import { checkContract, flag, list, nonEmptyText, oneOf, text, wholeNumber } from './check.ts';
import {
  isoDate,
  lang,
  link,
  pageId,
  pagePath,
  picture,
  redirectPath,
  seasonalObject,
  section,
  seoMeta,
  site,
} from './pageSchema.ts';

export {
  PAGE_PATH,
  page,
  reserveRequest,
  SECTION_SCHEMAS,
  validatePage,
  validateReserveRequest,
} from './pageSchema.ts';

/** A redirect's origin: a page path, not the pair's homepage (which is always a page of its own). */
const redirectOrigin = () =>
  v.pipe(
    redirectPath(),
    v.check((value) => trimSlashes(value) !== '', 'must name a page below the homepage'),
  );
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

export const validateIndex = (value: unknown, what = 'index'): PageIndex => checkContract(indexSchema, value, what);
export const validateLanding = (value: unknown, what = 'landing'): Landing => checkContract(landing, value, what);
export function validateBlock<N extends BlockName>(name: N, value: unknown, what: string = name): Blocks[N] {
  const schema: v.GenericSchema<unknown, Blocks[N]> = BLOCK_SCHEMA[name];
  return checkContract(schema, value, what);
}
