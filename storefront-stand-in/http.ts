/** Small HTTP helpers of the stand-in: problems as status codes, CORS, bodies with a size limit. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer other than 200, with the status, a message and Shopify-style error code. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The site calls the Storefront API from the browser, on another origin. */
export const CORS_HEADERS = { 'access-control-allow-origin': '*' } as const;

export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, X-Shopify-Storefront-Access-Token, Accept',
  'access-control-max-age': '86400',
} as const;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** A problem in the GraphQL error format Shopify uses for transport-level failures. */
export function sendProblem(res: ServerResponse, problem: HttpProblem) {
  sendJson(
    res,
    problem.status,
    { errors: [{ message: problem.message, extensions: { code: problem.code } }] },
    problem.headers,
  );
}

/**
 * Reads the whole body as text, refusing it (413) once it passes `limit` bytes. The rest is drained, not
 * destroyed, so the client reads the 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size - chunk.length <= limit) reject(tooLarge(limit)); // the first chunk over the limit
    });
    req.on('end', () => {
      if (size <= limit) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

function tooLarge(limit: number): HttpProblem {
  return new HttpProblem(413, `Request body is larger than ${limit} bytes`, 'PAYLOAD_TOO_LARGE');
}
