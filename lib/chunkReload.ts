/**
 * Spec §8 "Chunk-loading failure: Page reloads." A chunk fails to load when a deploy replaced the files
 * an open page still refers to; a reload fetches the new ones. Once: if the same address failed moments
 * ago, reloading again would loop, so the error is left to the error page.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload';
/** A second failure at the same address within this window means the reload did not help. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

export interface ChunkReloadMark {
  url: string;
  at: number;
}

/** Whether to reload after a chunk failed at `url`, given the mark left by the last such reload (if any). */
export function shouldReloadAfterChunkError(lastMark: string | null, url: string, now: number): boolean {
  let mark: Partial<ChunkReloadMark> = {};
  try {
    mark = lastMark ? (JSON.parse(lastMark) as Partial<ChunkReloadMark>) : {};
  } catch {
    // A mark we cannot read is no mark.
  }
  const recent = typeof mark.at === 'number' && now - mark.at >= 0 && now - mark.at < CHUNK_RELOAD_WINDOW_MS;
  return !(recent && mark.url === url);
}

export function chunkReloadMark(url: string, now: number): string {
  return JSON.stringify({ url, at: now } satisfies ChunkReloadMark);
}
