/**
 * Sends the build's compressed copy of a file (scripts/build/precompress.ts) to a browser that accepts its
 * encoding, as it is: no compression while the page loads. A copy older than its file (a file changed after
 * the build) is never sent; the caller then sends the file, compressed as it goes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { compressedTypeOf, ENCODING_SUFFIX, preferredEncoding } from '../../lib/compression.ts';

interface CompressedCopies {
  /**
   * Sends `file` (under the served folder) from its compressed copy with `status`; false when there is no
   * usable copy or the browser accepts no encoding, and nothing was sent.
   */
  send(req: IncomingMessage, res: ServerResponse, file: string, status?: number): Promise<boolean>;
}

const modifiedAt = (path: string) =>
  stat(path).then(
    (stats) => (stats.isFile() ? stats.mtimeMs : undefined),
    () => undefined,
  );

/** `root`: the served folder; `dir`: where the build wrote the copies (missing is fine: nothing is sent). */
export function compressedCopies(root: string, dir: string): CompressedCopies {
  // A strong ETag per copy, from its bytes: the same copy answers If-None-Match with 304, a rebuilt one not.
  const etags = new Map<string, { mtimeMs: number; etag: string }>();
  return {
    async send(req, res, file, status = 200) {
      const type = compressedTypeOf(file);
      const encoding = type && preferredEncoding(req.headers['accept-encoding']);
      if (!type || !encoding) return false;
      const copy = join(dir, relative(root, file)) + ENCODING_SUFFIX[encoding];
      const [fileTime, copyTime] = await Promise.all([modifiedAt(file), modifiedAt(copy)]);
      if (fileTime === undefined || copyTime === undefined || copyTime < fileTime) return false;
      const body = await readFile(copy);
      let known = etags.get(copy);
      if (known?.mtimeMs !== copyTime) {
        known = { mtimeMs: copyTime, etag: `"${createHash('sha1').update(body).digest('base64url')}-${encoding}"` };
        etags.set(copy, known);
      }
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', known.etag);
      if (status === 200 && req.headers['if-none-match'] === known.etag) {
        res.writeHead(304).end();
        return true;
      }
      res.writeHead(status, { 'content-type': type, 'content-encoding': encoding, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
