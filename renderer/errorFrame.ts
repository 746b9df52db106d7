import { loadLocale, pageStrings } from '../lib/locales.ts';
import { resolveRoute } from '../lib/routing.ts';
import { shellDataOf } from '../lib/shellData.ts';
import { BRAND, normalizeLang } from '../lib/sites.ts';
import type { PageFrame } from './pageFrame.ts';

/**
 * The frame of the error page, which may have no data: the language and site come from the URL, the strings
 * are loaded, and the shell is bare.
 */
export async function errorFrame(urlPathname: string): Promise<PageFrame> {
  const lang = normalizeLang(urlPathname.split('/')[1] ?? '') ?? 'en';
  const decision = resolveRoute(urlPathname);
  const site = decision.kind === 'page' || decision.kind === 'notFound' ? decision.site : undefined;
  return {
    lang,
    strings: pageStrings(await loadLocale(lang)),
    head: [
      { tag: 'title', text: BRAND },
      { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
    ],
    shell: shellDataOf({}, { ...(site ? { site } : {}), pageError: true }),
  };
}
