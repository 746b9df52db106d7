import { demoStorefrontUrl } from '../scripts/build/demoStorefront.ts';

/** Where the end-to-end runs serve the built site and its content API (playwright.config.ts starts both). */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4310);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4311);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
/**
 * The content API serves this many generated pages on top of the demo content the snapshot was built
 * from: pages the site has never seen, for the live fallback.
 */
export const LIVE_ONLY_PAGES = 64;

/** The storefront stand-in the test build's cart sites call (`npm run build:demo`; `npm run serve` starts it). */
export const STOREFRONT_URL = demoStorefrontUrl();

/**
 * The test build names a tag manager container and a font kit (scripts/test/build.ts), so the tests see
 * them load after Accept, and the font kit's timeout, against their hosts, which are unreachable in tests.
 */
export const TEST_THIRD_PARTY_IDS = { PUBLIC_ENV__GTM_ID: 'GTM-TEST123', PUBLIC_ENV__FONT_KIT_ID: 'abc1234' } as const;

/**
 * The tag of a test in a layout spec that reads the same at every width: the phone project runs it, the
 * desktop one leaves it out (playwright.config.ts `LAYOUT_SPECS`).
 */
export const ANY_WIDTH = '@any-width';
