/**
 * Rules §errors: Chunk-loading failure: Page reloads. A chunk fails to load when a deploy replaced the files
 * an open page still refers to; a reload fetches the new ones. Once: if the same address failed moments
 * ago, reloading again would loop, so the error is left to the error page. Never while offline: the chunk
 * failed because the network is gone (a page the service worker kept, lazy code it never fetched), and a
 * reload would only throw away the page the visitor is reading.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload';
/** A second failure at the same address within this window means the reload did not help. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

interface ChunkReloadMark {
  url: string;
  at: number;
}

interface ChunkFailure {
  /** The mark left by the last such reload, if any (sessionStorage). */
  lastMark: string | null;
  url: string;
  now: number;
  /** navigator.onLine */
  online: boolean;
}

/** Whether to reload after a chunk failed. */
export function shouldReloadAfterChunkError({ lastMark, url, now, online }: ChunkFailure): boolean {
  if (!online) return false;
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
