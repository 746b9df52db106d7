/**
 * `npm start`: the main job on the embedded default. Starts the reference content API, syncs from it
 * when there is no published snapshot yet, builds the site and serves it (PORT, default 3000).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startReferenceApi } from '../content-sync/reference-api/server.ts';
import { readPublished } from '../content-sync/snapshotStore.ts';
import { formatSummary, syncContent } from '../content-sync/sync.ts';
import { createProgress } from '../content-sync/progress.ts';

async function run(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

const api = await startReferenceApi({ port: Number(process.env.CONTENT_API_PORT ?? 8787) });
console.log(`reference content API on ${api.url}/api.php`);
const contentApi = process.env.CONTENT_API_URL ?? api.url;

if (await readPublished('content')) {
  console.log('content/snapshot exists; `npm run sync` refreshes it');
} else {
  console.log(formatSummary(await syncContent({ apiUrl: contentApi, progress: createProgress() })));
}
await run('npx', ['vike', 'build']);
const preview = spawn('npx', ['vike', 'preview'], { stdio: 'inherit' });
const stop = () => {
  preview.kill('SIGTERM');
  void api.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
