import type { LocaleTable } from '../lib/locales.ts';
import type { Lang } from '../lib/sites.ts';
import type { HeadTag } from '../lib/seo.ts';
import type { CommonData } from '../pages/pageData.ts';
import type { ShellData } from '../lib/shellData.ts';

export interface PageFrame {
  lang: Lang;
  strings: LocaleTable;
  head: HeadTag[];
  shell: ShellData;
}

/** What a page component gets: its data (for the error page, the normalised error: renderer/pageProps.ts). */
export interface PageProps {
  data: unknown;
}

/** The id of the JSON block that carries a page's props from its prerendered HTML to hydration. */
export const PAGE_PROPS_ID = 'page-props';

function hasFrame(data: unknown): data is CommonData & { shell: ShellData } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'strings' in data &&
    'head' in data &&
    'lang' in data &&
    'shell' in data
  );
}

/**
 * The language, strings, head and shell data of a page. A page's data carries them; the error page, which
 * may have no data, takes them from its URL (errorFrame.ts, loaded only then).
 */
export async function pageFrame(data: unknown, urlPathname: string): Promise<PageFrame> {
  if (hasFrame(data)) return data;
  const { errorFrame } = await import('./errorFrame.ts');
  return errorFrame(urlPathname);
}
