/**
 * Forwards a request to the content API unchanged (method, query, body, content type) and streams the
 * answer back, so the site and its content API share one origin and one PORT in `npm start`.
 *
 * - The answer's status and its useful headers go back as they are (a 429's Retry-After included).
 * - A refusal that comes before the upload is over (a 413) reaches the visitor: the rest of their body is
 *   read and dropped, never reset under them. A body larger than the largest upload the site takes (the
 *   mail form with every attachment) is refused here with 413 before the content API sees it, so the
 *   common refusal never depends on the content API reading what it refuses.
 * - No answer within UPSTREAM_TIMEOUT_MS of the request being sent on: 504, with a message saying so.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { endpointOf } from '../../clients/contentApi.ts';
import { LARGEST_UPLOAD_BYTES, UPSTREAM_TIMEOUT_MS } from '../../lib/serverTimeouts.ts';
import { SIGNATURE_HEADER, signProxyRequest } from '../../booking-service/proxySignature.ts';
import { CLIENT_ADDRESS_HEADER } from '../../booking-service/clientIdentity.ts';

/**
 * Request headers worth forwarding; hop-by-hop and host headers are the proxy's own business.
 * `idempotency-key`: a submission sent again with its key is answered from the first (docs/bookings.md
 * "Idempotency"), so a retry through this server never books twice.
 */
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'user-agent',
  'idempotency-key',
];
/**
 * Answer headers worth returning (retry-after: how long a form waits after a 429); the site's own security headers are
 * already set.
 */
const RETURNED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'retry-after'];

interface ProxyOptions {
  /** Default UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The largest request body forwarded, default LARGEST_UPLOAD_BYTES. */
  maxBodyBytes?: number;
  /**
   * The server sits behind a proxy of our own that sets X-Forwarded-For: append the socket's address to the
   * incoming list. Off by default: a visitor's own X-Forwarded-For must not choose the address the content
   * API's rate limit reads (its first entry), so it is replaced by the socket's.
   */
  trustForwardedFor?: boolean;
  /**
   * The secret this server shares with the booking service (CONTENT_API_SIGNING_SECRET): each request
   * is signed, so the service believes the visitor's address it names (booking-service/clientIdentity.ts).
   * Unset, the service counts every visitor of this server as one client, this server.
   */
  signingSecret?: string;
}

/** The X-Forwarded-For the content API gets. */
export function forwardedFor(
  incoming: string | string[] | undefined,
  remoteAddress: string | undefined,
  trust: boolean,
): string | undefined {
  const received = (Array.isArray(incoming) ? incoming.join(', ') : (incoming ?? '')).trim();
  if (!remoteAddress) return trust && received ? received : undefined;
  return trust && received ? `${received}, ${remoteAddress}` : remoteAddress;
}

class UpstreamTimeout extends Error {}
/** The visitor dropped the request or was cut by the server's timeout: nobody is left to answer. */
class VisitorGone extends Error {}
class BodyTooLarge extends Error {}

/** An answer in the content API's envelope, so the browser's client reads its message as the API's own. */
function answerWith(res: ServerResponse, code: number, message: string) {
  if (!res.headersSent)
    res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ status: { code, message }, data: null }));
}

export async function proxyTo(
  contentApi: string,
  req: IncomingMessage,
  res: ServerResponse,
  options: ProxyOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? LARGEST_UPLOAD_BYTES;
  const tooLarge = `Request body is larger than ${maxBodyBytes} bytes`;
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
    req.resume(); // read and dropped, so the visitor gets the answer rather than a reset
    answerWith(res, 413, tooLarge);
    return;
  }
  const query = new URL(req.url ?? '/', 'http://site.invalid').search;
  const target = new URL(`${endpointOf(contentApi)}${query}`);
  const headers: Record<string, string | string[]> = Object.fromEntries(
    FORWARDED_HEADERS.filter((name) => req.headers[name]).map((name) => [name, req.headers[name]!]),
  );
  const xff = forwardedFor(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    options.trustForwardedFor ?? false,
  );
  if (xff) headers['x-forwarded-for'] = xff;
  if (options.signingSecret) {
    // The visitor: the address our own front proxy saw when trusted, else the socket's.
    const visitor = xff?.split(',').at(-1)?.trim();
    if (visitor) headers[CLIENT_ADDRESS_HEADER] = visitor;
    headers[SIGNATURE_HEADER] = signProxyRequest(options.signingSecret);
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((done) => {
    let answered = false;
    let deadline: NodeJS.Timeout | undefined;
    const upstream = send(target, { method: req.method, headers }, (answer) => {
      answered = true;
      clearTimeout(deadline);
      const returned = Object.fromEntries(
        RETURNED_HEADERS.filter((name) => answer.headers[name]).map((name) => [name, answer.headers[name]!]),
      );
      res.writeHead(answer.statusCode ?? 502, returned);
      pipeline(answer, res)
        .catch(() => res.destroy())
        .finally(done);
    });
    // The content API may answer (a 413) before the upload is over and stop reading: what the visitor still
    // sends is read and dropped, so their connection stays open for the answer.
    const drainVisitor = () => {
      req.unpipe(upstream);
      req.resume();
    };
    upstream.on('error', (error) => {
      clearTimeout(deadline);
      drainVisitor();
      if (answered) return; // the answer's own pipeline ends the response
      if (error instanceof VisitorGone) {
        res.destroy();
        return done();
      }
      if (error instanceof BodyTooLarge) answerWith(res, 413, tooLarge);
      else if (error instanceof UpstreamTimeout)
        answerWith(res, 504, `The content API did not answer within ${timeoutMs / 1000} s`);
      else {
        console.error(`serve: content API at ${target.origin} unreachable (${error.message})`);
        // EPIPE/ECONNRESET while the body was on its way: the content API stopped reading before answering.
        const code = (error as NodeJS.ErrnoException).code;
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(
          code === 'EPIPE' || code === 'ECONNRESET'
            ? 'The content API closed the connection before answering'
            : 'The content API is unreachable',
        );
      }
      done();
    });
    // The wait for an answer starts once the request is sent on: a slow upload is the server's requestTimeout's.
    upstream.on('finish', () => {
      if (!answered) deadline = setTimeout(() => upstream.destroy(new UpstreamTimeout()), timeoutMs);
    });
    // A body sent without a length (chunked) is counted as it goes.
    let sent = 0;
    req.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > maxBodyBytes && !answered) upstream.destroy(new BodyTooLarge());
    });
    req.on('error', () => upstream.destroy(new VisitorGone()));
    req.pipe(upstream);
  });
}
