/** The environment that points a build at the stand-in, read back the way the build reads it. */
import { describe, expect, it } from 'vitest';
import { SITE_IDS, SITES } from '../lib/sites.ts';
import { readStorefrontConfig } from '../lib/storefront/config.ts';
import { demoStorefrontEnv, demoStorefrontToken } from './demoStores.ts';

describe('demo stores', () => {
  const env = demoStorefrontEnv('http://127.0.0.1:4312/');

  it('names one domain and one token variable per site with a store, from the sites table', () => {
    const withStore = SITE_IDS.filter((site) => SITES[site].storefront !== null);
    expect(withStore).toEqual(['florence', 'beverlyhills', 'tokyo']);
    expect(Object.keys(env).sort()).toEqual(
      withStore.flatMap((site) => [SITES[site].storefront!.domainEnv, SITES[site].storefront!.tokenEnv]).sort(),
    );
    expect(env.STOREFRONT_FLORENCE_DOMAIN).toBe('http://127.0.0.1:4312/florence');
    expect(env.STOREFRONT_TOKYO_TOKEN).toBe(demoStorefrontToken('tokyo'));
    expect(demoStorefrontToken('florence')).toBe('demo-storefront-token-florence');
  });

  it('is a configuration the build accepts, pointing each store at the stand-in', () => {
    const { config, problems } = readStorefrontConfig(env);
    expect(problems).toEqual([]);
    expect(Object.keys(config)).toEqual(['florence', 'beverlyhills', 'tokyo']);
    expect(config.beverlyhills).toEqual({
      endpoint: 'http://127.0.0.1:4312/beverlyhills/api/2026-04/graphql.json',
      token: 'demo-storefront-token-beverlyhills',
    });
  });
});
