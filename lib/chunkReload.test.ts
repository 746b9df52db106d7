import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, chunkReloadMark, shouldReloadAfterChunkError } from './chunkReload.ts';

describe('spec §8 "Chunk-loading failure: Page reloads" — once', () => {
  const url = 'https://www.example/en/florence/';
  const now = 1_000_000;

  it('reloads on a first failure', () => {
    expect(shouldReloadAfterChunkError(null, url, now)).toBe(true);
  });

  it('does not reload again when the same address failed just after a reload', () => {
    expect(shouldReloadAfterChunkError(chunkReloadMark(url, now - 500), url, now)).toBe(false);
    expect(shouldReloadAfterChunkError(chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS + 1), url, now)).toBe(false);
  });

  it('reloads again for another address or after the window', () => {
    expect(shouldReloadAfterChunkError(chunkReloadMark('https://www.example/en/tokyo/', now - 500), url, now)).toBe(true);
    expect(shouldReloadAfterChunkError(chunkReloadMark(url, now - CHUNK_RELOAD_WINDOW_MS), url, now)).toBe(true);
  });

  it('treats an unreadable or future mark as no mark', () => {
    expect(shouldReloadAfterChunkError('{not json', url, now)).toBe(true);
    expect(shouldReloadAfterChunkError(chunkReloadMark(url, now + 60_000), url, now)).toBe(true);
  });
});
