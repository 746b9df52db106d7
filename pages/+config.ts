import type { Config } from 'vike/types';

export default {
  // https://vike.dev/prerender — every route is static HTML built from content/snapshot/.
  prerender: true,
  // https://vike.dev/url-normalization — the one URL form ends with a slash (lib/urls.ts).
  trailingSlash: true,
  // https://vike.dev/clientRouting — off: each page is its own prerendered document. Server routing's client
  // is half the size of the client router's (13 kB against 27 kB gzip), which keeps a page's first-load
  // JavaScript inside issue 7's 100 kB; the page transition spans the two documents
  // (components/motion/pageTransition.ts) and the next page is prefetched at idle.
  clientRouting: false,
} satisfies Config;
