import { describe, expect, it } from 'vitest';
import { hasShop, readStorefrontConfig, storefrontEndpoint, storefrontOrigins } from './config.ts';

const FLORENCE = {
  STOREFRONT_FLORENCE_DOMAIN: 'lucciola-florence.myshopify.com',
  STOREFRONT_FLORENCE_TOKEN: '0123456789abcdef0123456789abcdef',
};

describe('which sites have a store (build-time environment)', () => {
  it('configures no store, and so no cart, when the environment names none', () => {
    const { config, problems } = readStorefrontConfig({});
    expect(config).toEqual({});
    expect(problems).toEqual([]);
    expect(hasShop(config, 'florence')).toBe(false);
  });

  it("builds Shopify's endpoint from a bare domain, and keeps a local stand-in's scheme and path", () => {
    expect(storefrontEndpoint('lucciola-florence.myshopify.com')).toBe(
      'https://lucciola-florence.myshopify.com/api/2026-04/graphql.json',
    );
    expect(storefrontEndpoint('http://127.0.0.1:4312/florence/')).toBe(
      'http://127.0.0.1:4312/florence/api/2026-04/graphql.json',
    );
  });

  it('gives florence its store when both of its variables are set', () => {
    const { config } = readStorefrontConfig(FLORENCE);
    expect(config.florence).toEqual({
      endpoint: 'https://lucciola-florence.myshopify.com/api/2026-04/graphql.json',
      token: FLORENCE.STOREFRONT_FLORENCE_TOKEN,
    });
    expect(hasShop(config, 'florence')).toBe(true);
    expect(hasShop(config, 'tokyo')).toBe(false);
    expect(storefrontOrigins(config)).toEqual(['https://lucciola-florence.myshopify.com']);
  });

  it('names half a configuration instead of guessing', () => {
    const { config, problems } = readStorefrontConfig({ STOREFRONT_TOKYO_DOMAIN: 'lucciola-tokyo.myshopify.com' });
    expect(config).toEqual({});
    expect(problems).toEqual([
      'tokyo: set both STOREFRONT_TOKYO_DOMAIN and STOREFRONT_TOKYO_TOKEN, or neither (only STOREFRONT_TOKYO_DOMAIN is set)',
    ]);
    expect(readStorefrontConfig({ ...FLORENCE, STOREFRONT_FLORENCE_TOKEN: 'a b' }).problems[0]).toMatch(
      /STOREFRONT_FLORENCE_TOKEN does not look like/,
    );
  });

  it('never gives seoul or osaka-garden a cart (rules §sites), whatever the environment says', () => {
    const { config } = readStorefrontConfig({
      ...FLORENCE,
      STOREFRONT_SEOUL_DOMAIN: 'x.myshopify.com',
      STOREFRONT_SEOUL_TOKEN: '0123456789',
    });
    expect(Object.keys(config)).toEqual(['florence']);
    expect(hasShop({ seoul: config.florence! }, 'seoul')).toBe(false);
    expect(hasShop({ 'osaka-garden': config.florence! }, 'osaka-garden')).toBe(false);
  });
});
