/**
 * The build on the embedded default store: unless the environment configures real stores, the cart sites
 * are pointed at the local Storefront stand-in (storefront-stand-in/), and the host config records it so
 * `npm start` and `npm run serve` start the stand-in beside the site.
 */
import { readStorefrontConfig } from '../../lib/storefront/config.ts';
import { demoStorefrontEnv } from '../../storefront-stand-in/demoStores.ts';

/** The variable that tells the postbuild step the stores are the stand-in at this URL. */
export const DEMO_STOREFRONT_ENV = 'STOREFRONT_DEMO_URL';

/** Where the stand-in listens for demo builds: STOREFRONT_PORT, default 4312. */
export function demoStorefrontUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${Number(env.STOREFRONT_PORT ?? 4312)}`;
}

/** The build's environment: the given one when it configures a store, else the stand-in's. */
export function buildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (Object.keys(readStorefrontConfig(env).config).length > 0) return env;
  const url = demoStorefrontUrl(env);
  return { ...env, ...demoStorefrontEnv(url), [DEMO_STOREFRONT_ENV]: url };
}
