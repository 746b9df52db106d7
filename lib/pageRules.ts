/**
 * Rules §page-loading: Page loading rules: which page a route /{lang}/{site}/{page?}/{child?}/{slug?} loads.
 * The reference content API indexes its pages with these rules and the site resolves routes with them,
 * so a route and its content can never disagree.
 */

/**
 * A page path below /{lang}/{site}/: up to three segments (page/child/slug) of letters, digits, '-' and
 * '_', each starting with a letter or digit. No dots, so never '..': a path can not leave its folder.
 */
export const PAGE_PATH = /^([\p{L}\p{N}][\p{L}\p{N}_-]*(\/[\p{L}\p{N}][\p{L}\p{N}_-]*){0,2})?$/u;

interface RouteSegments {
  page?: string;
  child?: string;
  slug?: string;
}

interface PageKey {
  /** The name FETCH_PAGE is called with. */
  name: string;
  /** 'page' for a plain page, else the section name. */
  type: string;
}

/** Rules §page-loading: no page name is the homepage. */
const HOMEPAGE = 'homepage';
const PLAIN_PAGE_TYPE = 'page';

/** Rules §page-loading: under the shop and giardino sections the name keeps the section and child. */
const NESTED_SECTIONS: readonly string[] = ['shop', 'giardino'];

/**
 * @example pageKeyFor({ page: 'menu', child: 'tasting-menu' }) // { name: 'tasting-menu', type: 'menu' }
 * @example pageKeyFor({ page: 'shop', child: 'experiences', slug: 'pasta-class' })
 *   // { name: 'shop/experiences/pasta-class', type: 'shop' }
 */
export function pageKeyFor({ page, child, slug }: RouteSegments): PageKey {
  const type = page && child ? page : PLAIN_PAGE_TYPE;
  if (page && child && NESTED_SECTIONS.includes(page)) {
    return { name: slug ? `${page}/${child}/${slug}` : `${page}/${child}`, type };
  }
  return { name: slug || child || page || HOMEPAGE, type };
}

/** Splits a page path below /{lang}/{site}/ ('' is the homepage) into route segments. */
export function segmentsOfPath(path: string): RouteSegments {
  const [page, child, slug] = path.split('/').filter(Boolean);
  return { page, child, slug };
}

