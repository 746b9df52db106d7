/**
 * Writing files so that they survive a crash (the mail send's attachments): each file is written to a
 * temporary name, fsynced, renamed into place and its folder fsynced. A reader never sees half a file,
 * and a file written before a row names it is on disk before that row is committed.
 */
import { randomUUID } from 'node:crypto';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a file so that it is complete on disk before this resolves, never half-written. */
export async function writeDurably(dir: string, name: string, data: Uint8Array | string): Promise<void> {
  const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, join(dir, name));
  await syncDir(dir);
}

/** Sortable by arrival, unique without coordination: `1790000000000-1a2b3c4d`. */
export function recordId(): string {
  return `${Date.now()}-${randomUUID().slice(0, 8)}`;
}
