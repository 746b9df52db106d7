/**
 * `npm start`: the main job on the embedded default. Opens the content API (the reference API unless
 * CONTENT_API_URL is set), syncs from it when there is no published snapshot yet, builds the site and
 * serves it on PORT (default 3000), with `/api.php` on the same origin for the forms and the live fallback.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { openContentApi } from '../content-sync/openContentApi.ts';
import { ensureSnapshot } from './ensureSnapshot.ts';
import { startSiteServer } from './serve/siteServer.ts';

const api = await openContentApi();
console.log(`content API: ${api.url}/api.php${api.embedded ? ' (reference API, demo content)' : ''}`);
await ensureSnapshot(api.url);
const build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
const [code] = await once(build, 'exit');
if (code !== 0) {
  await api.close();
  console.error(`npm run build exited with ${code}`);
  process.exit(1);
}
const site = await startSiteServer({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1', contentApi: api.url });
console.log(`site on ${site.url}/ (content API proxied at ${site.url}/api.php)`);
const stop = () => void Promise.all([site.close(), api.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
