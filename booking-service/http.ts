/**
 * The service's HTTP pieces shared by its actions: the problem an answer other than 200 carries, bodies
 * read with a size limit, a request's id, and the answer in the envelope with the headers every answer
 * carries.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Envelope } from '../lib/contract/types.ts';
import { Transform, type Readable } from 'node:stream';
import { plainJsonProblem } from '../lib/forms/plainJson.ts';

/** An answer other than 200, with the status code and the message the envelope carries. */
export class ApiProblem extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The request field at fault: sent as `data: { field }` so a form can mark it. */
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** Every field the schema refused, with the schema's own text: sent as `data.errors`. */
    readonly errors?: readonly { field: string; message: string }[],
  ) {
    super(message);
  }
}

/** Counts the body as it streams and stops it at the limit, before it fills memory. */
export function limitBody(req: IncomingMessage, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new ApiProblem(413, `Request body is larger than ${limit} bytes`));
      else done(null, chunk);
    },
  });
  req.on('error', (error) => counter.destroy(error));
  return req.pipe(counter);
}

/** A JSON object body (`content-type: application/json`) of at most `limit` bytes. */
export async function readJson(req: IncomingMessage, action: string, limit: number): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new ApiProblem(415, `${action} expects content-type application/json`);
  if (Number(req.headers['content-length'] ?? 0) > limit)
    throw new ApiProblem(413, `Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of limitBody(req, limit)) chunks.push(chunk as Buffer);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ApiProblem(400, `${action} body is not valid JSON`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiProblem(400, `${action} body must be a JSON object`);
  refuseUnplainJson(body);
  return body as Record<string, unknown>;
}

/**
 * A 400 naming the field, before any schema reads a key every object inherits or a nesting without end
 * (lib/forms/plainJson.ts).
 */
export function refuseUnplainJson(value: unknown, prefix = ''): void {
  const problem = plainJsonProblem(value);
  if (!problem) return;
  const field = prefix ? `${prefix}.${problem.field}` : problem.field;
  throw new ApiProblem(400, `Invalid field '${field}': ${problem.message}`, field, {}, [
    { field, message: problem.message },
  ]);
}

/**
 * The request's target as a URL, parsed once for the answer and the log; undefined for one no URL parser
 * takes (`GET http://[bad HTTP/1.1` passes Node's HTTP parser), which is answered 400.
 */
export function requestTarget(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://reference.invalid');
  } catch {
    return undefined;
  }
}

/** The header that names a request in the logs and its answer: the proxy's, when it sends a usable one. */
const REQUEST_ID_HEADERS = ['x-request-id', 'x-nf-request-id'] as const;
const USABLE_REQUEST_ID = /^[\w.:-]{1,100}$/;

export function requestIdOf(req: IncomingMessage): string {
  for (const name of REQUEST_ID_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && USABLE_REQUEST_ID.test(value)) return value;
  }
  return randomUUID();
}

/**
 * What every answer carries, whichever server is in front: JSON is never sniffed as a page, framed, or
 * allowed to load anything (the CDN's `_headers` do not reach a proxied answer).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export function respond(
  res: ServerResponse,
  envelope: Envelope<unknown>,
  malformed = false,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify(envelope);
  res.writeHead(envelope.status.code, {
    ...headers,
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  // A malformed answer is the real body cut in half: what a broken proxy or a crashed PHP worker sends.
  res.end(malformed ? body.slice(0, Math.floor(body.length / 2)) : body);
}
