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

/** C0 and C1 control characters and DEL: no path, header or host-config field may hold one. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The page-path rule's checks, in the order a message names the first that fails. */
const PAGE_PATH_CHECKS: readonly { test: (value: string) => boolean; says: string }[] = [
  { test: (value) => CONTROL_CHARACTER.test(value), says: 'contains a control character (a line break, a tab, NUL…)' },
  { test: (value) => /\s/u.test(value), says: 'contains whitespace' },
  { test: (value) => value.includes('\\'), says: 'contains a backslash' },
  { test: (value) => value.includes('//'), says: "contains '//'" },
  {
    test: (value) => /^[a-z][a-z\d+.-]*:/i.test(value),
    says: 'names a scheme: a redirect leads to a page of the same site, never to another address',
  },
  {
    test: (value) => !PAGE_PATH.test(value.replace(/^\/|\/$/g, '')),
    says: "is not a page path (up to three segments of letters, digits, '-' and '_', no dots)",
  },
];

/**
 * Why a path from the content may not go into a host config (a redirect's origin or destination, a page's
 * path), or undefined when it may. One rule for the sync and the build: a host config is a text file of
 * lines and fields (Netlify's `_redirects`), so a line break, a space or a tab in a path would write rules
 * of its own, and a `\`, a `//` or a scheme would lead a visitor off the site. A redirect of the content
 * leads to a page of its own language/site pair (routing.ts puts it under /{lang}/{site}/), never to
 * another origin. One leading and one trailing slash are allowed, as the routing trims them.
 */
export function pagePathProblem(value: string): string | undefined {
  const problem = PAGE_PATH_CHECKS.find(({ test }) => test(value));
  return problem?.says;
}

/**
 * A path as the routes compare it: no slash at either end (a redirect may write one at each).
 * @example trimSlashes('/menu/') // 'menu'
 */
export const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The value as a message shows it: quoted, with line breaks and other control characters escaped. */
export const quotedValue = (value: string) => JSON.stringify(value);

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
