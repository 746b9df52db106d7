/**
 * The layout of a content snapshot (content/snapshot/), shared by the sync that writes it and the
 * prerender that reads it. Paths are relative to the snapshot folder and always use '/'.
 */
import type { BlockName } from './contract/types.ts';
import type { Lang, SiteId } from './sites.ts';

export const MANIFEST_FILE = 'manifest.json';
export const SNAPSHOT_FORMAT = 1;

export const snapshotPaths = {
  landing: (lang: Lang) => `landing/${lang}.json`,
  index: (lang: Lang, site: SiteId) => `${lang}/${site}/index.json`,
  block: (lang: Lang, site: SiteId, block: BlockName) => `${lang}/${site}/blocks/${block}.json`,
  /** A page path has no dots (the contract says so), so `index.json` never meets a page segment. */
  page: (lang: Lang, site: SiteId, path: string) => `${lang}/${site}/pages/${path ? `${path}/` : ''}index.json`,
};

export interface SnapshotFile {
  sha256: string;
  bytes: number;
  /** The content API's hash of what this file holds; equal hashes let a sync keep the file. */
  sourceHash?: string;
}

export interface SkippedPage {
  lang: Lang;
  site: SiteId;
  path: string;
  reason: string;
}

export interface SnapshotManifest {
  format: typeof SNAPSHOT_FORMAT;
  buildId: string;
  createdAt: string;
  /** The content API the snapshot came from, without credentials. */
  source: string;
  durationMs: number;
  counts: {
    pages: number;
    blocks: number;
    landings: number;
    skipped: number;
    fetched: number;
    reused: number;
    retried: number;
  };
  skipped: SkippedPage[];
  files: Record<string, SnapshotFile>;
}
