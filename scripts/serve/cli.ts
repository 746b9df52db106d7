/** `npm run serve`: the built site on PORT (default 3000), as a CDN would serve it. */
import { startSiteServer } from './siteServer.ts';

const server = await startSiteServer({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
console.log(`site on ${server.url}/`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
