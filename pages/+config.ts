import type { Config } from 'vike/types';

export default {
  // https://vike.dev/prerender — every route is static HTML built from content/snapshot/.
  prerender: true,
  // https://vike.dev/url-normalization — the one URL form ends with a slash (lib/urls.ts).
  trailingSlash: true,
  // https://vike.dev/clientRouting — navigation without full reloads; the custom renderer supports it.
  clientRouting: true,
  hydrationCanBeAborted: true,
} satisfies Config;
