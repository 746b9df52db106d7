import type { PageContext } from 'vike/types';
import type { LocaleTable } from '../lib/locales.ts';
import type { Lang } from '../lib/sites.ts';
import { normalizeError } from '../lib/errors.ts';
import type { HeadTag } from '../lib/seo.ts';
import type { CommonData } from '../pages/pageData.ts';
import type { ShellData } from '../lib/shellData.ts';

export interface PageFrame {
  lang: Lang;
  strings: LocaleTable;
  head: HeadTag[];
  shell: ShellData;
}

function hasFrame(data: unknown): data is CommonData & { shell: ShellData } {
  return typeof data === 'object' && data !== null && 'strings' in data && 'head' in data && 'lang' in data && 'shell' in data;
}

/**
 * The page's path, decoded: vike's on the server; in the browser the document's own, since server routing
 * (pages/+config.ts) does not send `urlPathname` to the client.
 */
export function pagePathOf(pageContext: PageContext): string {
  if (typeof window === 'undefined') return pageContext.urlPathname;
  try {
    return decodeURIComponent(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

/**
 * The language, strings, head and shell data of a page. A page's data carries them; the error page, which
 * may have no data, takes them from its URL (errorFrame.ts, loaded only then).
 */
export async function pageFrame(pageContext: PageContext): Promise<PageFrame> {
  if (hasFrame(pageContext.data)) return pageContext.data;
  const { errorFrame } = await import('./errorFrame.ts');
  return errorFrame(pagePathOf(pageContext));
}

/**
 * What the page component gets: its data, or for vike's error page the normalised error
 * (spec §8: "normalised to a message and a statusCode … default 500").
 */
export function pageProps(pageContext: PageContext): { data: unknown } {
  // vike renders pages/_error for 404s, `throw render(status)` and errors while rendering.
  const isErrorPage = pageContext.pageId?.endsWith('/_error') ?? false;
  if (!isErrorPage) return { data: pageContext.data };
  const reason = pageContext.abortReason;
  const error = pageContext.is404 || pageContext.abortStatusCode === 404
    ? { statusCode: 404, message: typeof reason === 'string' ? reason : 'Not found' }
    : normalizeError({ statusCode: pageContext.abortStatusCode, message: typeof reason === 'string' ? reason : undefined });
  return { data: { error, urlPathname: pagePathOf(pageContext) } };
}
