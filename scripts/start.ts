/**
 * `npm start`: the main job on the embedded default. Starts the reference content API (forms and the live
 * fallback use it), syncs from it when there is no published snapshot yet, builds the site and serves it
 * on PORT (default 3000) with the generated host config.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startReferenceApi } from '../content-sync/reference-api/server.ts';
import { ensureSnapshot } from './ensureSnapshot.ts';
import { startSiteServer } from './serve/siteServer.ts';

const api = await startReferenceApi({ port: Number(process.env.CONTENT_API_PORT ?? 8787) });
console.log(`reference content API on ${api.url}/api.php`);
await ensureSnapshot(process.env.CONTENT_API_URL ?? api.url);
const build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
const [code] = await once(build, 'exit');
if (code !== 0) {
  await api.close();
  throw new Error(`npm run build exited with ${code}`);
}
const site = await startSiteServer({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
console.log(`site on ${site.url}/`);
const stop = () => void Promise.all([site.close(), api.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
