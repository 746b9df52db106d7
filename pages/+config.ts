import type { Config } from 'vike/types';

// https://vike.dev/prerender — every route is static HTML built from content/snapshot/.
export default {
  prerender: true,
} satisfies Config;
