import type { PageContextServer } from 'vike/types';
import { normalizeError } from '../lib/errors.ts';
import { escapeJsonForScript } from '../lib/seo.ts';
import { PAGE_PROPS_ID, type PageProps } from './pageFrame.ts';

/**
 * What the page component gets: its data, or for vike's error page the normalised error
 * (rules §errors: normalised to a message and a statusCode … default 500).
 */
export function pageProps(pageContext: PageContextServer): PageProps {
  // vike renders pages/_error for 404s, `throw render(status)` and errors while rendering.
  const isErrorPage = pageContext.pageId?.endsWith('/_error') ?? false;
  if (!isErrorPage) return { data: pageContext.data };
  const reason = pageContext.abortReason;
  const error =
    pageContext.is404 || pageContext.abortStatusCode === 404
      ? { statusCode: 404, message: typeof reason === 'string' ? reason : 'Not found' }
      : normalizeError({
          statusCode: pageContext.abortStatusCode,
          message: typeof reason === 'string' ? reason : undefined,
        });
  return { data: { error, urlPathname: pageContext.urlPathname } };
}

/** The page's props as the JSON block the waking parts read (renderer/parts/wakeParts.ts). */
export function pagePropsScript(props: PageProps): string {
  return `<script type="application/json" id="${PAGE_PROPS_ID}">${escapeJsonForScript(JSON.stringify(props))}</script>`;
}
