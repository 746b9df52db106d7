/**
 * Rules §consent: Third-party scripts loaded: a card payment provider, two reservation widget providers, a web
 * font kit, tag-manager analytics. Each one as data: the origins it needs per CSP directive. The build
 * turns this table into the Content-Security-Policy (scripts/build/postbuild.ts), so a provider's origin
 * is allowed exactly when it is listed here.
 *
 * Hosts ending in `.example` are placeholders for providers not chosen yet (RFC 2606 names never resolve).
 */
import type { ThirdPartyHosts } from './hostRules.ts';
import { storefrontOrigins, type StorefrontConfig } from './storefront/config.ts';

export type ThirdPartyName = 'tagManager' | 'fontKit' | 'cardPayment' | 'bookingWidgetA' | 'bookingWidgetB';

type Origins = Partial<ThirdPartyHosts>;

export const THIRD_PARTIES: Record<ThirdPartyName, Origins> = {
  /** Google Tag Manager: gtm.js, and the measurement calls of the tags it runs (GA4). */
  tagManager: {
    scripts: ['https://www.googletagmanager.com'],
    images: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://region1.google-analytics.com'],
  },
  /** Adobe Fonts: the kit's CSS and font files on use.typekit.net; p.typekit.net counts page views (a CSS @import). */
  fontKit: {
    styles: ['https://use.typekit.net', 'https://p.typekit.net'],
    fonts: ['https://use.typekit.net'],
  },
  /** Stripe.js: the script, its card-field frames, and its API. */
  cardPayment: {
    scripts: ['https://js.stripe.com'],
    frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  /** First booking widget (florence, beverlyhills): placeholder provider. */
  bookingWidgetA: {
    scripts: ['https://widgets.tavolaonline.example'],
    frames: ['https://widgets.tavolaonline.example'],
    connect: ['https://api.tavolaonline.example'],
  },
  /** Second booking widget (tokyo, seoul, osaka-garden): placeholder provider. */
  bookingWidgetB: {
    scripts: ['https://embed.sakuratable.example'],
    frames: ['https://embed.sakuratable.example'],
    connect: ['https://api.sakuratable.example'],
    images: ['https://cdn.sakuratable.example'],
  },
};

const DIRECTIVES = [
  'scripts',
  'connect',
  'frames',
  'images',
  'fonts',
  'styles',
] as const satisfies readonly (keyof ThirdPartyHosts)[];

/** Every provider's origins merged per directive (sorted, no duplicates). */
export function thirdPartyHosts(table: Record<string, Origins> = THIRD_PARTIES): ThirdPartyHosts {
  const merged = (key: keyof ThirdPartyHosts) =>
    [...new Set(Object.values(table).flatMap((origins) => origins[key] ?? []))].sort();
  return Object.fromEntries(DIRECTIVES.map((key) => [key, merged(key)])) as unknown as ThirdPartyHosts;
}

/** Where Shopify serves product and cart images. */
const SHOPIFY_IMAGE_ORIGIN = 'https://cdn.shopify.com';

/**
 * The hosts the CSP allows: the table, plus the content API's origin in connect-src when the build points
 * the browser at one (PUBLIC_ENV__CONTENT_API_URL), plus the stores the build has (their API in
 * connect-src, Shopify's image CDN in img-src).
 *
 * @example cspHosts('https://cms.example/api.php').connect.includes('https://cms.example') // true
 */
export function cspHosts(contentApiUrl?: string, storefronts: StorefrontConfig = {}): ThirdPartyHosts {
  const hosts = thirdPartyHosts();
  const stores = storefrontOrigins(storefronts);
  return {
    ...hosts,
    connect: [...hosts.connect, ...(contentApiUrl ? [new URL(contentApiUrl).origin] : []), ...stores],
    images: [...hosts.images, ...(stores.length ? [SHOPIFY_IMAGE_ORIGIN] : [])],
  };
}

/** A tag-manager container id as Google issues it. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** An Adobe Fonts kit id: lower-case letters and digits. */
const FONT_KIT_ID = /^[a-z0-9]{5,12}$/;

/**
 * The tag manager's script, or undefined when the build has no (valid) container id: then nothing loads.
 * @example tagManagerUrl('GTM-TEST') // 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST'
 */
export function tagManagerUrl(id: string | undefined): string | undefined {
  return id && GTM_ID.test(id) ? `${THIRD_PARTIES.tagManager.scripts![0]}/gtm.js?id=${id}` : undefined;
}

/**
 * The font kit's stylesheet, or undefined when the build has no (valid) kit id.
 * @example fontKitUrl('abc1234') // 'https://use.typekit.net/abc1234.css'
 */
export function fontKitUrl(id: string | undefined): string | undefined {
  return id && FONT_KIT_ID.test(id) ? `${THIRD_PARTIES.fontKit.fonts![0]}/${id}.css` : undefined;
}
