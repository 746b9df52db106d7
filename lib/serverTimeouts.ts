/**
 * How long our HTTP servers (the site's, scripts/serve/siteServer.ts, and the reference content API's) wait
 * for a client, and how long the site's `/api.php` proxy waits for the content API. Set here rather than
 * left to Node's defaults, so each figure has its reason. Milliseconds.
 */
import { LIMITS } from './limits.ts';

/** The largest body a visitor may send: the mail form with every attachment, plus 1 MiB of multipart overhead. */
export const LARGEST_UPLOAD_BYTES = LIMITS.attachmentMaxBytes * LIMITS.attachmentMaxCount + 1024 * 1024;

export const SERVER_TIMEOUTS = {
  /**
   * Request headers are a few hundred bytes to a few kilobytes: 10 s is ample on a poor mobile link, and a
   * client that drips its headers (slowloris) holds a socket no longer than that.
   */
  headersTimeout: 10_000,
  /**
   * The whole request, body included: the largest upload (about 26 MB) at 1.2 Mbit/s, a slow mobile
   * uplink, takes some 175 s. Beyond 180 s the request is cut with a 408.
   */
  requestTimeout: 180_000,
  /**
   * An idle kept-alive connection: a browser fetches a page's styles, scripts and images within a second or
   * two of the page, and comes back on the next click; 5 s covers the first without holding sockets for
   * visitors who are reading.
   */
  keepAliveTimeout: 5_000,
} as const;

/**
 * How long the `/api.php` proxy waits for the content API's answer once the visitor's request is sent on
 * (the upload itself is the server's requestTimeout's business): 15 s, more than the browser's own client
 * gives a call (10 s, clients/contentApi.ts), so a browser tells its visitor first, while a caller with no
 * timeout of its own (a script, curl) gets a 504 instead of a request that hangs.
 */
export const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * The node:http server options that carry them. Node checks the header and request timeouts on an
 * interval (30 s by default, which would let a dripping client hold on three times longer than
 * headersTimeout); once a second keeps each figure to within a second.
 */
export const SERVER_OPTIONS = {
  headersTimeout: SERVER_TIMEOUTS.headersTimeout,
  requestTimeout: SERVER_TIMEOUTS.requestTimeout,
  keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
  connectionsCheckingInterval: 1_000,
} as const;
