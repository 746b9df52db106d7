/**
 * Writing snapshots and publishing them atomically.
 *
 * Each snapshot is a folder `content/snapshots/<buildId>/`; `content/snapshot` is a symbolic link to
 * the published one. A new snapshot is written as `<buildId>.partial`, checked, renamed, and the link
 * is replaced with rename(2), which is atomic: a reader sees the old snapshot or the new one, never a
 * mix, and a failed sync leaves the old one exactly as it was.
 */
import { createHash } from 'node:crypto';
import {
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { MANIFEST_FILE, SNAPSHOT_FORMAT, type SnapshotFile, type SnapshotManifest } from '../lib/snapshotLayout.ts';

const SNAPSHOTS = 'snapshots';
const CURRENT = 'snapshot';
/** The published snapshot and the one before it are kept; older ones are removed. */
const KEEP = 2;
const STALE_PARTIAL_MS = 60 * 60 * 1000;

export interface PublishedSnapshot {
  dir: string;
  manifest: SnapshotManifest;
}

function currentSnapshotDir(root: string): string {
  return join(root, CURRENT);
}

export async function readPublished(root: string): Promise<PublishedSnapshot | undefined> {
  const dir = currentSnapshotDir(root);
  try {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as SnapshotManifest;
    return manifest.format === SNAPSHOT_FORMAT ? { dir, manifest } : undefined;
  } catch {
    return undefined;
  }
}

export async function readSnapshotJson<T>(snapshot: PublishedSnapshot, relPath: string): Promise<T> {
  return JSON.parse(await readFile(join(snapshot.dir, relPath), 'utf8')) as T;
}

export function newBuildId(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 6)}`;
}

/** One snapshot being written; nothing is visible to readers until `publish()`. */
export class SnapshotWriter {
  readonly files: Record<string, SnapshotFile> = {};
  private readonly partialDir: string;
  private readonly madeDirs = new Set<string>();

  constructor(
    readonly root: string,
    readonly buildId: string,
  ) {
    this.partialDir = join(root, SNAPSHOTS, `${buildId}.partial`);
  }

  private async ensureDir(path: string) {
    const dir = dirname(path);
    if (this.madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  async writeJson(relPath: string, value: unknown, sourceHash?: string): Promise<void> {
    const text = `${JSON.stringify(value)}\n`;
    const target = join(this.partialDir, relPath);
    await this.ensureDir(target);
    await writeFile(target, text);
    this.files[relPath] = {
      sha256: createHash('sha256').update(text).digest('hex'),
      bytes: Buffer.byteLength(text),
      ...(sourceHash ? { sourceHash } : {}),
    };
  }

  /** Takes an unchanged file from the previous snapshot: a hard link, as published files never change. */
  async reuse(previous: PublishedSnapshot, relPath: string): Promise<boolean> {
    const entry = previous.manifest.files[relPath];
    if (!entry) return false;
    const source = join(previous.dir, relPath);
    const target = join(this.partialDir, relPath);
    await this.ensureDir(target);
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await copyFile(source, target);
    }
    this.files[relPath] = entry;
    return true;
  }

  forget(relPath: string) {
    delete this.files[relPath];
    return rm(join(this.partialDir, relPath), { force: true });
  }

  async discard(): Promise<void> {
    await rm(this.partialDir, { recursive: true, force: true });
  }

  /** Checks every listed file is there whole, writes the manifest last, then swaps the link. */
  async publish(manifest: Omit<SnapshotManifest, 'files' | 'format' | 'buildId'>): Promise<string> {
    for (const [relPath, entry] of Object.entries(this.files)) {
      const { size } = await stat(join(this.partialDir, relPath));
      if (size !== entry.bytes) throw new Error(`snapshot file ${relPath} has ${size} bytes, expected ${entry.bytes}`);
    }
    const full: SnapshotManifest = { format: SNAPSHOT_FORMAT, buildId: this.buildId, ...manifest, files: this.files };
    await writeFile(join(this.partialDir, MANIFEST_FILE), `${JSON.stringify(full, null, 1)}\n`);
    const finalDir = join(this.root, SNAPSHOTS, this.buildId);
    await rename(this.partialDir, finalDir);
    await swapCurrent(this.root, join(SNAPSHOTS, this.buildId));
    await prune(this.root, this.buildId);
    return finalDir;
  }
}

async function swapCurrent(root: string, target: string) {
  const current = currentSnapshotDir(root);
  const existing = await lstat(current).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) {
    // A folder left by hand or by an older layout: keep it among the snapshots rather than delete it.
    await rename(current, join(root, SNAPSHOTS, `moved-${Date.now()}`));
  }
  const temporaryLink = join(root, `.${CURRENT}-${process.pid}-${Date.now()}`);
  await symlink(target, temporaryLink, 'dir');
  await rename(temporaryLink, current);
}

async function prune(root: string, publishedId: string) {
  const dir = join(root, SNAPSHOTS);
  const live = resolve(root, await readlink(currentSnapshotDir(root)));
  const names = (await readdir(dir)).sort();
  const finished = names.filter((name) => !name.endsWith('.partial'));
  const keep = new Set([publishedId, ...finished.slice(-KEEP)]);
  const staleBefore = Date.now() - STALE_PARTIAL_MS;
  const removable = await Promise.all(
    names.map(async (name) => {
      if (keep.has(name) || resolve(dir, name) === live) return undefined;
      // Another sync may be writing a recent .partial folder; only a crashed run's old one goes.
      if (name.endsWith('.partial') && (await stat(join(dir, name))).mtimeMs > staleBefore) return undefined;
      return name;
    }),
  );
  await Promise.all(
    removable.filter((name) => name !== undefined).map((name) => rm(join(dir, name), { recursive: true, force: true })),
  );
}
