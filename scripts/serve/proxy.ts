/**
 * Forwards a request to the content API unchanged (method, query, body, content type) and streams the
 * answer back, so the site and its content API share one origin and one PORT in `npm start`.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { endpointOf } from '../../content-sync/client.ts';

/** Request headers worth forwarding; hop-by-hop and host headers are the proxy's own business. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'accept', 'accept-language', 'user-agent'];
/** Answer headers worth returning (retry-after: how long a form waits after a 429); the site's own security headers are already set. */
const RETURNED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'retry-after'];

export async function proxyTo(contentApi: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://site.invalid').search;
  const target = new URL(`${endpointOf(contentApi)}${query}`);
  const headers: Record<string, string | string[]> = Object.fromEntries(
    FORWARDED_HEADERS.filter((name) => req.headers[name]).map((name) => [name, req.headers[name]!]));
  // Who the visitor is, for the content API's per-client rate limit. Set, never appended: the API reads the
  // first entry, and a visitor's own X-Forwarded-For must not choose it.
  if (req.socket.remoteAddress) headers['x-forwarded-for'] = req.socket.remoteAddress;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((done) => {
    const upstream = send(target, { method: req.method, headers }, (answer) => {
      const returned = Object.fromEntries(RETURNED_HEADERS.filter((name) => answer.headers[name]).map((name) => [name, answer.headers[name]!]));
      res.writeHead(answer.statusCode ?? 502, returned);
      pipeline(answer, res).catch(() => res.destroy()).finally(done);
    });
    upstream.on('error', (error) => {
      console.error(`serve: content API at ${target.origin} unreachable (${error.message})`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The content API is unreachable');
      done();
    });
    pipeline(req, upstream).catch(() => upstream.destroy());
  });
}
