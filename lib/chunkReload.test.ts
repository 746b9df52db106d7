import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, chunkReloadMark, shouldReloadAfterChunkError } from './chunkReload.ts';

describe('rules §errors: Chunk-loading failure: Page reloads — once', () => {
  const url = 'https://www.example/en/florence/';
  const now = 1_000_000;

  it('reloads on a first failure', () => {
    expect(shouldReloadAfterChunkError({ lastMark: null, url, now, online: true })).toBe(true);
  });

  it('does not reload again when the same address failed just after a reload', () => {
    expect(shouldReloadAfterChunkError({ lastMark: chunkReloadMark(url, now - 500), url, now, online: true })).toBe(
      false,
    );
    expect(
      shouldReloadAfterChunkError({
        lastMark: chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS + 1),
        url,
        now,
        online: true,
      }),
    ).toBe(false);
  });

  it('reloads again for another address or after the window', () => {
    expect(
      shouldReloadAfterChunkError({
        lastMark: chunkReloadMark('https://www.example/en/tokyo/', now - 500),
        url,
        now,
        online: true,
      }),
    ).toBe(true);
    expect(
      shouldReloadAfterChunkError({
        lastMark: chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS),
        url,
        now,
        online: true,
      }),
    ).toBe(true);
  });

  it('never reloads while offline: the reload could fetch nothing and would drop the page', () => {
    expect(shouldReloadAfterChunkError({ lastMark: null, url, now, online: false })).toBe(false);
  });

  it('treats an unreadable or future mark as no mark', () => {
    expect(shouldReloadAfterChunkError({ lastMark: '{not json', url, now, online: true })).toBe(true);
    expect(shouldReloadAfterChunkError({ lastMark: chunkReloadMark(url, now + 60_000), url, now, online: true })).toBe(
      true,
    );
  });
});
