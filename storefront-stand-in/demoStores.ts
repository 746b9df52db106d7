/**
 * The stand-in's stores and their demo access tokens, as pure data: build scripts import this to point a
 * build at the stand-in without starting it. One store per site whose `SITES[site].storefront` is set.
 */
import { SITE_IDS, SITES, type SiteId, type StorefrontSettings } from '../lib/sites.ts';

/** A site that has a store, with its market settings. */
export interface StoreSite {
  site: SiteId;
  storefront: StorefrontSettings;
}

/** Every site with a store, in the order of the sites table. */
export const STORE_SITES: readonly StoreSite[] = SITE_IDS.flatMap((site) => {
  const storefront = SITES[site].storefront;
  return storefront ? [{ site, storefront }] : [];
});

/**
 * The public access token the stand-in accepts for a site's store (readable on purpose: it guards nothing).
 * @example demoStorefrontToken('florence') // 'demo-storefront-token-florence'
 */
export function demoStorefrontToken(site: SiteId): string {
  return `demo-storefront-token-${site}`;
}

/**
 * The environment variables that point a build at this stand-in: one domain/token pair per site with a
 * store, named by `SITES[site].storefront.domainEnv` / `tokenEnv`. The domain keeps the stand-in's scheme
 * and carries the store as its path, which lib/storefront/config.ts keeps as written.
 * @example demoStorefrontEnv('http://127.0.0.1:4312').STOREFRONT_FLORENCE_DOMAIN // 'http://127.0.0.1:4312/florence'
 */
export function demoStorefrontEnv(standInUrl: string): Record<string, string> {
  const base = standInUrl.replace(/\/+$/, '');
  const env: Record<string, string> = {};
  for (const { site, storefront } of STORE_SITES) {
    env[storefront.domainEnv] = `${base}/${site}`;
    env[storefront.tokenEnv] = demoStorefrontToken(site);
  }
  return env;
}
