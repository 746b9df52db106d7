/**
 * The demo build's content API: unless the environment names the API's public address
 * (CONTENT_API_PUBLIC_URL) or one the browser calls directly, the host config proxies `/api.php` to the
 * reference API on a fixed local port, and records it so `npm run serve:cdn` starts it there.
 */
import { CONTENT_API_PUBLIC_URL_ENV } from '../../lib/hostRules.ts';

/** The variable that tells the postbuild step the content API is the local reference API at this URL. */
export const DEMO_CONTENT_API_ENV = 'CONTENT_API_DEMO_URL';

/** Where the reference API listens for demo builds: CONTENT_API_PORT, default 4313. */
function demoContentApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${Number(env.CONTENT_API_PORT || 4313)}`;
}

/** The build's environment: the given one when it names a content API for the browser, else the local one's. */
export function contentApiEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env[CONTENT_API_PUBLIC_URL_ENV] || env.PUBLIC_ENV__CONTENT_API_URL) return env;
  const url = demoContentApiUrl(env);
  return { ...env, [CONTENT_API_PUBLIC_URL_ENV]: url, [DEMO_CONTENT_API_ENV]: url };
}
