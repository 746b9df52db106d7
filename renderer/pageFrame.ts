import type { PageContext } from 'vike/types';
import { loadLocale, type LocaleTable } from '../lib/locales.ts';
import { BRAND, normalizeLang, type Lang } from '../lib/sites.ts';
import { normalizeError } from '../lib/errors.ts';
import type { HeadTag } from '../lib/seo.ts';
import type { CommonData } from '../pages/pageData.ts';
import { shellDataOf, type ShellData } from '../lib/shellData.ts';
import { resolveRoute } from '../lib/routing.ts';

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
 * The language, strings, head and shell data of a page. A page's data carries them; the error page, which
 * may have no data, takes the language and site from the URL, loads its strings, and shows a bare shell.
 */
export async function pageFrame(pageContext: PageContext): Promise<PageFrame> {
  if (hasFrame(pageContext.data)) return pageContext.data;
  const lang = normalizeLang(pageContext.urlPathname.split('/')[1] ?? '') ?? 'en';
  const decision = resolveRoute(pageContext.urlPathname);
  const site = decision.kind === 'page' || decision.kind === 'notFound' ? decision.site : undefined;
  return {
    lang,
    strings: await loadLocale(lang),
    head: [{ tag: 'title', text: BRAND }, { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }],
    shell: shellDataOf({}, { ...(site ? { site } : {}), pageError: true }),
  };
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
  return { data: { error, urlPathname: pageContext.urlPathname } };
}
