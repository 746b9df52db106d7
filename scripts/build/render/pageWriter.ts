/**
 * Writes pages given in parts (firstPaint.ts `pageForFirstPaint`) through one buffer a thread keeps, so
 * that no page is ever one string: joining its parts made a new string of some 160 kB, which V8 places
 * in its large-object space, page by page; the copy and the allocation took 1.2 ms a page, more than
 * React's render of it. The buffer grows to the largest page and stays. Each folder is made once: making
 * it again for every page cost a quarter of a millisecond.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function pageWriter(): (path: string, parts: readonly string[]) => void {
  let buffer = Buffer.allocUnsafe(1 << 20);
  const folders = new Set<string>();
  return (path, parts) => {
    // At most 3 bytes of UTF-8 for each UTF-16 unit: room enough, without reading the parts twice.
    const most = parts.reduce((sum, part) => sum + part.length * 3, 0);
    if (most > buffer.length) buffer = Buffer.allocUnsafe(most);
    let at = 0;
    for (const part of parts) at += buffer.write(part, at);
    const folder = dirname(path);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(path, buffer.subarray(0, at));
  };
}
