/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The content API the browser calls (forms, live fallback); unset, the site's own origin `/api.php`. */
  readonly PUBLIC_ENV__CONTENT_API_URL?: string;
  /** Google Tag Manager container id (GTM-XXXX); unset, no tag manager loads. */
  readonly PUBLIC_ENV__GTM_ID?: string;
  /** Adobe Fonts kit id; unset, no font kit loads. */
  readonly PUBLIC_ENV__FONT_KIT_ID?: string;
}

/**
 * The stores of this build (lib/storefront/config.ts), baked in by vite.config.ts; read it through
 * components/shop/storefronts.ts.
 */
declare const __STOREFRONTS__: import('./lib/storefront/config.ts').StorefrontConfig;

/**
 * Each site's time zone offsets over the next years (lib/zoneOffsets.ts), baked in by vite.config.ts; read by
 * lib/wallClock.ts.
 */
declare const __ZONE_OFFSETS__: Readonly<Record<string, import('./lib/zoneOffsets.ts').ZoneOffsets>> | undefined;

/** An inline script generated from the function an entry module exports (scripts/build/inlineScripts.ts). */
declare module '*?inline-script' {
  const generated: string;
  export default generated;
}

/** A font stylesheet's address in the build, published with its fonts (scripts/build/fontSheets.ts). */
declare module '*?font-sheet' {
  const href: string;
  export default href;
}

/**
 * Whether this build lets the browser suite make a part throw (components/errors/TestFault.tsx): true in
 * the test build only (`TEST_PART_FAULTS=1`, scripts/test/build.ts), baked in by vite.config.ts.
 */
declare const __TEST_PART_FAULTS__: boolean;
