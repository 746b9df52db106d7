/**
 * Writing files so that an answered submission survives a crash: each file is written to a temporary
 * name, fsynced, renamed into place and its folder fsynced. A reader never sees half a file, and a server
 * killed right after answering has lost nothing.
 */
import { randomUUID } from 'node:crypto';
import { open, readdir, readFile, rename } from 'node:fs/promises';
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

/** Every `*.json` record of a folder (temporary files start with a dot and are skipped); [] if it does not exist. */
export async function readJsonRecords<T>(dir: string): Promise<T[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return Promise.all(names.filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as T));
}

/** Sortable by arrival, unique without coordination: `1790000000000-1a2b3c4d`. */
export function recordId(): string {
  return `${Date.now()}-${randomUUID().slice(0, 8)}`;
}
