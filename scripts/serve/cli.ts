/**
 * `npm run serve`: the built site on PORT (default 3000), as a CDN would serve it, with the content API
 * (CONTENT_API_URL, else the embedded reference API) answering `/api.php` on the same origin, and the
 * storefront stand-in started when the build's stores are the stand-in.
 */
import { openContentApi } from '../../content-sync/openContentApi.ts';
import { openStorefront } from './openStorefront.ts';
import { startSiteServer } from './siteServer.ts';
import { ensureSigningSecret } from './signingSecret.ts';

ensureSigningSecret();
const api = await openContentApi({ bookings: true });
const storefront = await openStorefront();
const server = await startSiteServer({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  contentApi: api.url,
  trustForwardedFor: process.env.TRUST_FORWARDED_FOR === '1',
});
console.log(
  `site on ${server.url}/ (content API ${api.url} at ${server.url}/api.php${storefront.url ? `; storefront stand-in ${storefront.url}` : ''})`,
);
const stop = () => void Promise.all([server.close(), api.close(), storefront.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
