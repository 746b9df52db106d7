/**
 * Which sites have a store, read once at build time from the environment (the variable names are in the
 * sites table: `SITES[site].storefront.domainEnv` / `tokenEnv`). The build bakes the result into the
 * bundle; a site without both variables has no store and shows no cart, and no error. Half a configuration is a build
 * error, named.
 */
import { SITE_IDS, SITES, type SiteId } from '../sites.ts';
import { STOREFRONT_API_VERSION } from './documents.ts';

export interface StorefrontEndpoint {
  /** The GraphQL endpoint: `https://{domain}/api/{version}/graphql.json`. */
  endpoint: string;
  /** The public Storefront access token (safe in the browser by Shopify's design). */
  token: string;
}

export type StorefrontConfig = Partial<Record<SiteId, StorefrontEndpoint>>;

/**
 * The endpoint of a store domain. A bare host is Shopify's (https); a domain given with its scheme (the
 * local stand-in: `http://127.0.0.1:4312/florence`) is kept as written, path included.
 * @example storefrontEndpoint('lucciola-florence.myshopify.com') // 'https://lucciola-florence.myshopify.com/api/2026-04/graphql.json'
 */
export function storefrontEndpoint(domain: string): string {
  const base = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return `${base.replace(/\/+$/, '')}/api/${STOREFRONT_API_VERSION}/graphql.json`;
}

/** A token as Shopify issues public ones: hex, or our stand-in's readable demo tokens. */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The stores the environment configures, and what is wrong with it (empty when nothing is).
 * @example readStorefrontConfig({}).config // {}: no store anywhere, no cart anywhere
 */
export function readStorefrontConfig(env: Record<string, string | undefined>): {
  config: StorefrontConfig;
  problems: string[];
} {
  const config: StorefrontConfig = {};
  const problems: string[] = [];
  for (const site of SITE_IDS) {
    const settings = SITES[site].storefront;
    if (!settings) continue;
    const domain = env[settings.domainEnv]?.trim();
    const token = env[settings.tokenEnv]?.trim();
    if (!domain && !token) continue;
    if (!domain || !token) {
      problems.push(
        `${site}: set both ${settings.domainEnv} and ${settings.tokenEnv}, or neither (only ${domain ? settings.domainEnv : settings.tokenEnv} is set)`,
      );
      continue;
    }
    let endpoint: string;
    try {
      endpoint = new URL(storefrontEndpoint(domain)).href;
    } catch {
      problems.push(`${site}: ${settings.domainEnv} is not a store domain: '${domain}'`);
      continue;
    }
    if (!TOKEN.test(token)) {
      problems.push(`${site}: ${settings.tokenEnv} does not look like a Storefront access token`);
      continue;
    }
    config[site] = { endpoint, token };
  }
  return { config, problems };
}

/**
 * Whether a site shows its cart: it offers one (rules §sites) and the build has its store.
 * @example hasShop({}, 'florence') // false
 */
export function hasShop(config: StorefrontConfig, site: SiteId | undefined): site is SiteId {
  return site !== undefined && SITES[site].cartEnabled && config[site] !== undefined;
}

/** The origins the browser calls for the configured stores (the CSP's connect-src). */
export function storefrontOrigins(config: StorefrontConfig): string[] {
  return [...new Set(Object.values(config).map((store) => new URL(store.endpoint).origin))].sort();
}
