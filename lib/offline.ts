/**
 * The offline page the service worker answers with when a page cannot be fetched and was never cached:
 * one static file per route language (`/offline/<lang>.html`), written by the build from the locale
 * tables, with no script and inline styles only, so it needs nothing else from the network.
 */
import { escapeHtml } from './html.ts';
import type { Lang } from './sites.ts';

/** Where the build writes the offline page of a language. */
export function offlinePagePath(lang: Lang): string {
  return `/offline/${lang}.html`;
}

/**
 * @example offlinePage('en', { title: 'You are offline', text: '…', retry: 'Try again', home: 'Home' }).includes('<html lang="en">') // true
 */
export function offlinePage(
  lang: Lang,
  strings: { title: string; text: string; retry: string; brand: string },
): string {
  const [title, text, retry, brand] = [strings.title, strings.text, strings.retry, strings.brand].map(escapeHtml);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${brand}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 1.05rem/1.6 system-ui, sans-serif; color: #1f1b16; background: #faf6ef; }
  main { max-width: 30rem; padding: 2rem 1.5rem; text-align: center; }
  p.brand { margin: 0 0 2rem; font: 1.4rem Georgia, serif; letter-spacing: .04em; }
  h1 { margin: 0 0 .75rem; font: 400 2rem Georgia, serif; }
  a { display: inline-block; margin-top: 1.5rem; padding: .8rem 1.6rem; color: #faf6ef; background: #9a3b1f; text-decoration: none; }
  a:focus-visible { outline: 2px solid #1f1b16; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<p class="brand">${brand}</p>
<h1>${title}</h1>
<p>${text}</p>
<a href="">${retry}</a>
</main>
</body>
</html>
`;
}
