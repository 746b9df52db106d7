/**
 * `npm run serve:cdn`: the built site on PORT (default 3000) through Netlify's own local engine
 * (scripts/serve/netlifyDev.ts), reading the generated `_redirects` and `_headers` as the CDN does. The
 * reference content API starts behind it when the host config proxies `/api.php` to the local one, and the
 * storefront stand-in when the build's stores are the stand-in, as `npm run serve` does.
 *
 * The engine's output goes to stderr, each line prefixed `netlify dev | `. Should the engine end by
 * itself, this says so, closes the content API and the stand-in, and exits with 1.
 */
import { openDemoContentApi } from './openDemoContentApi.ts';
import { openStorefront } from './openStorefront.ts';
import { startNetlifyDev } from './netlifyDev.ts';
import { ensureSigningSecret } from './signingSecret.ts';
import { CONTENT_API_SIGNING_SECRET_ENV } from '../../lib/hostRules.ts';

const started = Date.now();
const signingSecret = ensureSigningSecret();
const port = Number(process.env.PORT ?? 3000);
const optionalPort = (value: string | undefined) => (value ? Number(value) : undefined);
// Netlify's engine passes the page's Origin on to the API: the local site's own may send forms.
const api = await openDemoContentApi('dist/host', {
  allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
});
const storefront = await openStorefront();
const site = await startNetlifyDev({
  port,
  staticPort: optionalPort(process.env.NETLIFY_STATIC_PORT),
  functionsPort: optionalPort(process.env.NETLIFY_FUNCTIONS_PORT),
  log: (line) => console.error(`netlify dev | ${line}`),
  // The engine signs /api.php with the secret the API started above shares (docs/service.md).
  siteEnv: { [CONTENT_API_SIGNING_SECRET_ENV]: signingSecret },
}).catch(async (error: unknown) => {
  await Promise.all([api.close(), storefront.close()]);
  throw error;
});
console.log(
  `site on ${site.url}/ through netlify dev (offline), ready in ${((Date.now() - started) / 1000).toFixed(1)} s${api.url ? `; reference content API ${api.url} behind /api.php` : ''}${storefront.url ? `; storefront stand-in ${storefront.url}` : ''}`,
);
const stop = () => void Promise.all([site.close(), api.close(), storefront.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
void site.exited.then(async (exit) => {
  if (exit.closed) return;
  console.error(`serve:cdn: netlify dev stopped (${exit.reason}), see its output above; the site is down.`);
  await Promise.all([site.close(), api.close(), storefront.close()]);
  process.exit(1);
});
