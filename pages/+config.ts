import type { Config } from 'vike/types';

export default {
  // https://vike.dev/prerender — every route is static HTML built from content/snapshot/. `vike build`
  // makes the bundles and leaves the server bundle in dist/server/; the build's render step renders the
  // pages with it, on every core and with the inputs of each recorded (scripts/build/render/).
  prerender: { disableAutoRun: true },
  // https://vike.dev/url-normalization — the one URL form ends with a slash (lib/urls.ts).
  trailingSlash: true,
  // https://vike.dev/clientRouting — off: each page is its own prerendered document, and no vike runtime runs
  // in the browser at all. There is no onRenderClient: each page's +client.ts wakes its parts
  // (renderer/startPage.ts), which keeps a page's first-load JavaScript small (the
  // client router alone is 27 kB gzip, server routing's client 13 kB). The page transition spans the two
  // documents (components/motion/pageTransition.ts) and the next page is prefetched at idle.
  clientRouting: false,
} satisfies Config;
