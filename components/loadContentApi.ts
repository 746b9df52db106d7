/**
 * The browser's content API: same origin `/api.php` unless the build names another
 * (PUBLIC_ENV__CONTENT_API_URL, which the build also adds to the CSP's connect-src). The client module
 * (with its validators) is imported only when a page first needs it.
 */
const CONTENT_API_URL: string = import.meta.env.PUBLIC_ENV__CONTENT_API_URL || '/';

export async function loadContentApi() {
  const { createContentApiClient } = await import('../clients/contentApi.ts');
  return createContentApiClient({ baseUrl: CONTENT_API_URL });
}
