/**
 * `npm start`: the main job on the embedded default. Opens the content API (the reference API unless
 * CONTENT_API_URL is set), syncs from it when there is no published snapshot yet, builds the site (with
 * the storefront stand-in as the cart sites' store unless STOREFRONT_* variables name real ones) and
 * serves it on PORT (default 3000), with `/api.php` on the same origin for the forms and the live fallback.
 */
import { openContentApi } from '../content-sync/openContentApi.ts';
import { buildWithDemoStores } from './build/demo.ts';
import { ensureSnapshot } from './ensureSnapshot.ts';
import { openStorefront } from './serve/openStorefront.ts';
import { startSiteServer } from './serve/siteServer.ts';
import { ensureSigningSecret } from './serve/signingSecret.ts';

ensureSigningSecret();
const api = await openContentApi({ bookings: true });
console.log(`content API: ${api.url}/api.php${api.embedded ? ' (reference API, demo content)' : ''}`);
await ensureSnapshot(api.url);
const code = await buildWithDemoStores();
if (code !== 0) {
  await api.close();
  console.error(`the build exited with ${code}`);
  process.exit(1);
}
const storefront = await openStorefront();
const site = await startSiteServer({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  contentApi: api.url,
  trustForwardedFor: process.env.TRUST_FORWARDED_FOR === '1',
});
console.log(
  `site on ${site.url}/ (content API proxied at ${site.url}/api.php${storefront.url ? `; storefront stand-in ${storefront.url}` : ''})`,
);
const stop = () => void Promise.all([site.close(), api.close(), storefront.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
