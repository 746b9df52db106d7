/**
 * `npm run dev`: vike's dev server with hot reload on PORT (default 3000), on the content snapshot (synced
 * first when there is none), with the content API (the reference API unless CONTENT_API_URL is set) proxied
 * at `/api.php` as `npm start` has it, and, unless STOREFRONT_* name real stores, the storefront stand-in as
 * the cart sites' store. Pages render on request from the snapshot: no build, no service worker.
 */
import { dev } from 'vike/api';
import { openContentApi } from '../content-sync/openContentApi.ts';
import { buildEnvironment, DEMO_STOREFRONT_ENV } from './build/demoStorefront.ts';
import { ensureSnapshot } from './ensureSnapshot.ts';
import { startStandInAt } from './serve/openStorefront.ts';
import { CONTENT_API_PATH } from '../lib/contract/types.ts';

const api = await openContentApi({ bookings: true });
await ensureSnapshot(api.url);
// vite.config.ts reads the stores from the environment, as a build does.
Object.assign(process.env, buildEnvironment());
const standInUrl = process.env[DEMO_STOREFRONT_ENV];
const standIn = standInUrl ? await startStandInAt(standInUrl) : undefined;
const { viteServer } = await dev({
  viteConfig: {
    server: {
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1',
      strictPort: true,
      proxy: {
        [CONTENT_API_PATH]: {
          target: api.url,
          changeOrigin: true,
          // Same origin for the browser, as through `npm start`'s proxy: the API is not told a page's
          // origin it would refuse (booking-service/origins.ts).
          configure: (proxy) => proxy.on('proxyReq', (request) => request.removeHeader('origin')),
        },
      },
    },
  },
  startupLog: true,
});
console.log(
  `content API ${api.url}${CONTENT_API_PATH}${api.embedded ? ' (reference API, demo content)' : ''}${standIn ? `; storefront stand-in ${standIn.url}` : ''}`,
);
const stop = () => void Promise.all([viteServer.close(), api.close(), standIn?.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
