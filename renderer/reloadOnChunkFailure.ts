import { CHUNK_RELOAD_STORAGE_KEY, chunkReloadMark, shouldReloadAfterChunkError } from '../lib/chunkReload.ts';

function readMark(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked: then no reload happens (writeMark)
  }
}

/** Whether the mark was kept: a reload that cannot be remembered might be the first of a loop. */
function writeMark(value: string): boolean {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the site answers at all. A chunk also fails when the network is gone while the browser still
 * says it is online (a captive portal, a tunnel, a dead Wi-Fi): then a reload would only drop the page the
 * service worker kept. A HEAD of the page is no navigation, so the worker does not answer it from its cache.
 */
async function siteAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * After a chunk failed to load: reloads the page, once, if the site answers (lib/chunkReload.ts
 * shouldReloadAfterChunkError), and only once it has remembered the reload: a reload it could not remember
 * (storage blocked) might be the first of a loop. Two callers: `reloadOnceOnChunkError` for the chunks the
 * page loads lazily, and the page's script loader (renderer/inline/pageScripts.ts) for its entry.
 */
export function reloadAfterChunkError(): void {
  const url = location.href;
  if (!shouldReloadAfterChunkError({ lastMark: readMark(), url, now: Date.now(), online: navigator.onLine })) return;
  void siteAnswers(url).then((answers) => {
    if (answers && writeMark(chunkReloadMark(url, Date.now()))) location.reload();
  });
}

/**
 * Vite fires `vite:preloadError` when a lazily loaded chunk (or its CSS) fails to load. The error still
 * reaches the code that imported the chunk, which handles it as it would any failed import; the reload
 * follows if the site answers. The page's entry and its static imports fail before this listens: the
 * script loader covers them with the same function.
 */
export function reloadOnceOnChunkError(): void {
  addEventListener('vite:preloadError', reloadAfterChunkError);
}
