/**
 * Preloaded into Netlify's engine (netlifyDev.ts), beside listenOnHost.cjs. The engine's proxy reads the
 * whole body of every request but GET, HEAD and OPTIONS into memory before it routes it (netlify-cli
 * `dist/utils/proxy.js` `onRequest`, `dist/utils/create-stream-promise.js`): at most 6,000,000 bytes (the
 * buffered payload of a Netlify Function, which this site has none of) within 30 s, and it leaves the
 * refusal unhandled. A body over 6,000,000 bytes, one still arriving after 30 s, or one its client drops
 * half-way makes the whole engine exit. On the server of the engine's own port, this:
 *
 * - gives it our servers' timeouts (lib/serverTimeouts.ts `SERVER_OPTIONS`), so a body still arriving after
 *   `requestTimeout` is cut by Node with a 408, as our server cuts it;
 * - refuses a body over our largest upload with 413 in the content API's envelope, declared or counted as
 *   it arrives, as our `/api.php` proxy does (proxy.ts), and reads and drops the rest so the visitor gets it;
 * - reads a body within the limit itself and hands the engine the request already ended, with the body as
 *   `originalBody`, the copy the engine forwards, so the engine's own limit and timer never see it;
 * - answers 500 when the engine's handler fails, rather than let the failure end the process;
 * - names the visitor's address in `x-nf-client-connection-ip`, replacing any the visitor wrote, as
 *   Netlify's edge does: the engine forwards it, signed, to the booking service, which counts each
 *   visitor by it (booking-service/clientIdentity.ts); the engine itself forwards the visitor's own
 *   X-Forwarded-For to an outside address, which proves nothing.
 *
 * A preload rather than a proxy of our own in front of the engine: the engine keeps its own routing,
 * headers and `/api.php` rewrite on its own port, and only the read of the body, the part that breaks, is
 * ours. Configured by ENGINE_GUARD (JSON written by netlifyDev.ts: the port, the body limit, the server
 * options); without it nothing changes. CommonJS, for `node --require`.
 */
const http = require('node:http');
const net = require('node:net');

/** @type {{ port: number, maxBodyBytes: number, serverOptions: Record<string, number> } | undefined} */
const config = process.env.ENGINE_GUARD ? JSON.parse(process.env.ENGINE_GUARD) : undefined;

/** The visitor's address as Netlify's edge names it (booking-service/clientIdentity.ts). */
const CLIENT_ADDRESS_HEADER = 'x-nf-client-connection-ip';

/** The methods whose body the engine never reads. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An answer in the content API's envelope, as proxy.ts writes it. */
function answerWith(res, code, message) {
  if (!res.headersSent)
    res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ status: { code, message }, data: null }));
}

/**
 * The request as the engine has it once it has read a body: ended, its body in `originalBody`. The engine
 * reads this empty stream and then stores what it read there; the setter keeps the body read here.
 */
function replayOf(req, body) {
  const replay = new http.IncomingMessage(req.socket);
  for (const name of ['method', 'url', 'headers', 'rawHeaders', 'httpVersion', 'httpVersionMajor', 'httpVersionMinor'])
    replay[name] = req[name];
  replay.complete = true;
  Object.defineProperty(replay, 'originalBody', { get: () => body, set: () => {} });
  replay.push(null);
  return replay;
}

function guard(server) {
  const handlers = server.listeners('request');
  server.removeAllListeners('request');
  const tooLarge = `Request body is larger than ${config.maxBodyBytes} bytes`;
  const handOver = (req, res) => {
    const failed = (error) => {
      console.error('engine guard: the engine failed on', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The engine failed on this request');
    };
    for (const handler of handlers) {
      try {
        Promise.resolve(handler.call(server, req, res)).catch(failed);
      } catch (error) {
        failed(error);
      }
    }
  };
  server.on('request', (req, res) => {
    // As the socket has it: the service reads `::ffff:127.0.0.2` as 127.0.0.2 (clientIdentity.ts).
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    if (BODILESS.has(req.method)) return handOver(req, res);
    // A client gone before its body ended, or cut by requestTimeout (Node answers the 408): nothing to hand on.
    req.on('error', () => {});
    if (Number(req.headers['content-length'] ?? 0) > config.maxBodyBytes) {
      req.resume(); // read and dropped, so the visitor receives the answer rather than a reset
      return answerWith(res, 413, tooLarge);
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      if (size > config.maxBodyBytes) return; // refused already: the rest is read and dropped
      size += chunk.length;
      if (size <= config.maxBodyBytes) chunks.push(chunk);
      else {
        chunks.length = 0; // sent without a length (chunked): refused once past the figure
        answerWith(res, 413, tooLarge);
      }
    });
    req.on('end', () => {
      if (size <= config.maxBodyBytes) handOver(replayOf(req, Buffer.concat(chunks)), res);
    });
  });
}

if (config) {
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function listenGuarded(...args) {
    const [first] = args;
    const port = first && typeof first === 'object' ? first.port : first;
    if (this instanceof http.Server && Number(port) === config.port && !this.engineGuarded) {
      this.engineGuarded = true;
      // Node reads them when the server starts listening, the checking interval included.
      Object.assign(this, config.serverOptions);
      guard(this);
    }
    return listen.apply(this, args);
  };
}
