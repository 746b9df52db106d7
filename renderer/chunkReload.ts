import { CHUNK_RELOAD_STORAGE_KEY, chunkReloadMark, shouldReloadAfterChunkError } from '../lib/chunkReload.ts';

function readMark(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked; then a reload happens at most once per load anyway
  }
}

function writeMark(value: string) {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, value);
  } catch {
    // see readMark
  }
}

/** Vite fires `vite:preloadError` when a lazily loaded chunk (or its CSS) fails to load. */
export function reloadOnceOnChunkError() {
  window.addEventListener('vite:preloadError', (event) => {
    const url = window.location.href;
    if (!shouldReloadAfterChunkError(readMark(), url, Date.now())) return;
    event.preventDefault(); // the reload replaces the page; the error need not surface
    writeMark(chunkReloadMark(url, Date.now()));
    window.location.reload();
  });
}
