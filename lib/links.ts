/**
 * Spec §2 "Link handling": a link with an empty target whose host is a backend host (or a root-relative
 * path) is an internal router link — language and site prefix added, query dropped. Everything else is
 * external; one opening a new tab gets rel="noopener".
 */
import type { Link } from './contract/types.ts';
import { BACKEND_HOSTS, normalizeLang, type Lang, type SiteId } from './sites.ts';
import { canonicalPath, sitePath } from './urls.ts';

export type ClassifiedLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string; newTab: boolean; rel?: string };

export function classifyLink(link: Link, context: { lang: Lang; site?: SiteId }): ClassifiedLink | undefined {
  if (!link.url.trim()) return undefined;
  const url = new URL(link.url, 'https://relative.invalid');
  const internalHost = url.host === 'relative.invalid' || BACKEND_HOSTS.includes(url.host);
  if (link.target === '' && internalHost && !/^(mailto|tel):/.test(link.url)) {
    const path = canonicalPath(url.pathname);
    const first = path.split('/')[1] ?? '';
    return { kind: 'internal', href: normalizeLang(first) ? path : `${sitePath(context.lang, context.site)}${path.slice(1)}` };
  }
  const newTab = link.target === '_blank';
  return { kind: 'external', href: link.url, newTab, ...(newTab ? { rel: 'noopener noreferrer' } : {}) };
}
