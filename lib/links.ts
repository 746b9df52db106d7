/**
 * Rules §links: Link handling: "A link with an empty target whose host is one of the product's backend hosts
 * is an internal router link: language and site prefixes are added and the query string is dropped. All
 * other links are external." and "External table-booking links open in a new tab with no opener."
 *
 * A root-relative path ("/menu/a-la-carte") is treated as a link to a backend host: it is how the content
 * API writes links to its own pages.
 */
import type { Link } from './contract/types.ts';
import { BACKEND_HOSTS, normalizeLang, type Lang, type SiteId } from './sites.ts';
import { canonicalPath, sitePath } from './urls.ts';

type ClassifiedLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string; newTab: boolean; rel?: string };

export interface LinkContext {
  lang: Lang;
  /** Absent on the `/{lang}` landing: internal links then get only the language prefix. */
  site?: SiteId;
}

/** Every link that opens a new tab: the opened page cannot reach back (docs/rules.md "Links"). */
export const NEW_TAB_REL = 'noopener noreferrer';
/** Any base works: it only lets `URL` parse root-relative paths, and is never part of a result. */
const PATH_BASE = 'https://path.invalid';

/**
 * Decides how a content link is rendered; `undefined` when there is no link (an empty url).
 * @example classifyLink({ url: '/menu/tasting-menu?from=home', target: '' }, { lang: 'en', site: 'florence' })
 * // { kind: 'internal', href: '/en/florence/menu/tasting-menu/' }
 * @example classifyLink({ url: 'https://reserve.example/tokyo', target: '_blank' }, { lang: 'ja', site: 'tokyo' })
 * // { kind: 'external', href: 'https://reserve.example/tokyo', newTab: true, rel: 'noopener noreferrer' }
 */
export function classifyLink(link: Link, context: LinkContext): ClassifiedLink | undefined {
  const href = link.url.trim();
  if (!href) return undefined;
  const internalPath = link.target === '' ? backendPath(href) : undefined;
  if (internalPath !== undefined) return { kind: 'internal', href: withPrefix(internalPath, context) };
  // A mail or phone link hands over to another application: there is no tab to open.
  const newTab = link.target === '_blank' && !/^(mailto|tel):/i.test(href);
  return newTab ? { kind: 'external', href, newTab, rel: NEW_TAB_REL } : { kind: 'external', href, newTab };
}

/** The canonical path of a root-relative or backend-host URL (query and hash dropped), else undefined. */
function backendPath(href: string): string | undefined {
  const rootRelative = href.startsWith('/') && !href.startsWith('//');
  let url: URL;
  try {
    url = new URL(href, PATH_BASE);
  } catch {
    return undefined;
  }
  const backend = /^https?:$/.test(url.protocol) && BACKEND_HOSTS.includes(url.hostname);
  return rootRelative || backend ? canonicalPath(url.pathname) : undefined;
}

/** Adds `/{lang}/{site}` unless the path already starts with a route language (jp read as ja). */
function withPrefix(path: string, { lang, site }: LinkContext): string {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  const pathLang = normalizeLang(first);
  if (pathLang) return canonicalPath([pathLang, ...rest].join('/'));
  return sitePath(lang, site, path);
}
