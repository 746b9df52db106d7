/**
 * The reference API's HTTP pieces shared by its actions: the problem an answer other than 200 carries,
 * and bodies read with a size limit.
 */
import type { IncomingMessage } from 'node:http';
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
